import { useShopElement } from '@shop/design-system';
import type { Country } from '@shop/sites';
import { footerPromotionKey } from '@shop/sites';
import { startTransition, useEffect, useState } from 'react';
import type { FooterContent } from '../domain/types.ts';

type ContentSource = 'built-in' | 'fetched';

/** Detail of the `shop-footer-content` event: which content the footer shows, and why. */
interface FooterContentEventDetail {
  source: ContentSource;
  /** Why the built-in content stayed: "none" (404) or the failure. */
  reason?: string;
}

const isAbort = (error: unknown) =>
  error instanceof Error && (error.name === 'AbortError' || (error as { kind?: string }).kind === 'aborted');

/**
 * The content the footer shows: the country's built-in content as soon as it is there (so the
 * first frame equals the prerendered HTML), replaced by fetched content only when that arrived in time,
 * parsed, passed the schema and was sanitised. Every failure is logged (console.warn) and the
 * built-in content simply stays: nothing is ever shown half-way. Also fires the A/B test
 * assignment call once on load. Requests are aborted when the element goes away.
 */
export function useFooterContent(country: Country, builtIn: FooterContent | undefined): FooterContent | undefined {
  const { apiBase, emit } = useShopElement();
  const [fetched, setFetched] = useState<{ country: Country; content: FooterContent } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    import('../api.ts')
      .then(({ footerServices }) => {
        if (signal.aborted) return;
        const services = footerServices(apiBase);
        services.requestAbTestAssignment(signal);
        return services.fetchContent(footerPromotionKey(country), signal).then((result) => {
          if (signal.aborted) return;
          if (!result) {
            emit<FooterContentEventDetail>('shop-footer-content', { source: 'built-in', reason: 'none' });
            return;
          }
          for (const link of result.dropped) {
            console.warn(
              `<shop-footer> dropped an unsafe link in ${link.where} (${link.reason}): ${JSON.stringify(link.url)}`,
            );
          }
          // A transition: React renders the new content in slices, behind the shopper's input.
          startTransition(() => setFetched({ country, content: result.content }));
          emit<FooterContentEventDetail>('shop-footer-content', { source: 'fetched' });
        });
      })
      .catch((error: unknown) => {
        if (signal.aborted || isAbort(error)) return;
        const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
        console.warn(`<shop-footer> fetched footer content not used, built-in content stays (${reason})`);
        emit<FooterContentEventDetail>('shop-footer-content', { source: 'built-in', reason });
      });
    return () => controller.abort();
  }, [apiBase, country, emit]);

  return fetched?.country === country ? fetched.content : builtIn;
}
