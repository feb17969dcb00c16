import { createServiceClient, getCustomerFrontendData } from '@shop/session';
import { fetchFooterPromotion, requestAbTestAssignment } from './api.ts';
import { sanitizeContent } from './domain/sanitize.ts';

/**
 * The footer's data layer, loaded as a lazy chunk after the first render: the service client
 * (ky) and the content schema (yup) are then not on the path to the first paint of a page
 * without prerender.
 */
export function footerServices(apiBase: string) {
  const client = createServiceClient({ apiBase });
  return {
    /** Fetched, validated and sanitised content (null: none); throws on any failure. */
    async fetchContent(promotionKey: string, signal: AbortSignal) {
      const content = await fetchFooterPromotion(client, promotionKey, signal);
      return content ? sanitizeContent(content) : null;
    },
    requestAbTestAssignment: (signal: AbortSignal) => requestAbTestAssignment(client, signal),
    /** The shopper's nl_status (shared psdata request), undefined when unknown or aborted. */
    async nlStatus(signal: AbortSignal): Promise<string | undefined> {
      const data = await getCustomerFrontendData({ apiBase, signal });
      return data.ok ? (data.nlStatus ?? undefined) : undefined;
    },
  };
}
