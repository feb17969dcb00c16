import { useShopElement } from '@shop/design-system';
import { isServiceError, useServiceClient } from '@shop/session';
import { useEffect, useMemo, useState } from 'react';
import { fetchFooterPromotion, requestAbTestAssignment } from './api.ts';
import { builtInContentFor } from './content/index.ts';
import { sanitizeContent } from './domain/sanitize.ts';
import type { FooterContent } from './domain/types.ts';

export type ContentSource = 'built-in' | 'fetched';

/** Detail of the `shop-footer-content` event: which content the footer shows, and why. */
export interface FooterContentEventDetail {
  source: ContentSource;
  /** Why the built-in content stayed: "none" (404) or the failure. */
  reason?: string;
}

/**
 * The content the footer shows: the country's built-in content at once (so the first frame
 * equals the prerendered HTML), replaced by fetched content only when that arrived in time,
 * parsed, passed the schema and was sanitised. Every failure is logged (console.warn) and the
 * built-in content simply stays: nothing is ever shown half-way. Also fires the A/B test
 * assignment call once on load. Requests are aborted when the element goes away.
 */
export function useFooterContent(country: string): FooterContent {
  const { emit } = useShopElement();
  const client = useServiceClient();
  const builtIn = useMemo(() => builtInContentFor(country), [country]);
  const [fetched, setFetched] = useState<{ country: string; content: FooterContent } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    requestAbTestAssignment(client, controller.signal);
    fetchFooterPromotion(client, country, controller.signal).then(
      (content) => {
        if (controller.signal.aborted) return;
        if (!content) {
          emit<FooterContentEventDetail>('shop-footer-content', { source: 'built-in', reason: 'none' });
          return;
        }
        const { content: safe, dropped } = sanitizeContent(content);
        for (const link of dropped) {
          console.warn(
            `<shop-footer> dropped an unsafe link in ${link.where} (${link.reason}): ${JSON.stringify(link.url)}`,
          );
        }
        setFetched({ country, content: safe });
        emit<FooterContentEventDetail>('shop-footer-content', { source: 'fetched' });
      },
      (error: unknown) => {
        if (controller.signal.aborted || (isServiceError(error) && error.kind === 'aborted')) return;
        const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
        console.warn(`<shop-footer> fetched footer content not used, built-in content stays (${reason})`);
        emit<FooterContentEventDetail>('shop-footer-content', { source: 'built-in', reason });
      },
    );
    return () => controller.abort();
  }, [client, country, emit]);

  return fetched?.country === country ? fetched.content : builtIn;
}
