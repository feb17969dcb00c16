import { createServiceClient, getCustomerFrontendData, isServiceError, type ServiceClient } from '@shop/session';
import { maxPromotionBytes, PromotionError } from './domain/promotionLimit.ts';
import { sanitizeContent } from './domain/sanitize.ts';
import type { FooterContent } from './domain/types.ts';

/**
 * The footer's service calls: the promotion lookup that can replace the built-in content, the
 * A/B test assignment and the shopper's nl_status. A lazy chunk of its own, fetched with the
 * footer's entry and evaluated before the shared runtime (`startModules`, vite.config.ts: the
 * nl_status request of start/firstFrame.ts goes through it); its static graph holds ky, not the
 * content schema (yup), which comes only with fetched content.
 */

/** The promotion service's path of a CMS key (the site's key: footerPromotionKey of the sites module). */
const promotionPath = (promotionKey: string) => `/service/promotion/api/promotion/${encodeURIComponent(promotionKey)}`;
const abTestAssignmentPath = '/service/abtestfrontend/api/v1/getassignment';

/** Fetched content may replace the built-in one only if it arrives within this time. */
const promotionTimeoutMs = 3000;

/**
 * The fetched footer content, or null when there is none (404, or 204 No Content). Throws on every failure:
 * network, time-out, another non-2xx status, an oversized, non-JSON or wrongly shaped answer.
 */
async function fetchFooterPromotion(
  client: ServiceClient,
  promotionKey: string,
  signal: AbortSignal,
): Promise<FooterContent | null> {
  let response: Response;
  try {
    response = await client.request(promotionPath(promotionKey), {
      signal,
      timeout: promotionTimeoutMs,
      headers: { Accept: 'application/json' },
    });
  } catch (error) {
    if (isServiceError(error) && error.kind === 'http' && error.status === 404) return null;
    throw error;
  }
  if (response.status === 204) return null;
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxPromotionBytes) {
    await response.body?.cancel();
    throw new PromotionError(`answer of ${declared} bytes is larger than ${maxPromotionBytes} bytes`);
  }
  const text = await readBounded(response.body, maxPromotionBytes);
  // The parser brings the schema library (yup): loaded only when there is content to check.
  const { parsePromotion } = await import('./domain/promotion.ts');
  return parsePromotion(text);
}

/**
 * The body as UTF-8 text, read chunk by chunk and counted in bytes: past `maxBytes` the reader
 * is cancelled (the rest is never downloaded) and a PromotionError thrown. The declared
 * Content-Length is checked before; this also bounds an answer without one (chunked).
 */
export async function readBounded(body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<string> {
  if (!body) return '';
  const reader = body.getReader();
  const decoder = new TextDecoder('utf-8');
  let bytes = 0;
  let text = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      if (bytes > maxBytes) {
        await reader.cancel();
        throw new PromotionError(`answer larger than ${maxBytes} bytes (stopped reading)`);
      }
      text += decoder.decode(value, { stream: true });
    }
  } finally {
    reader.releaseLock();
  }
  return text + decoder.decode();
}

/** Fired once on load for the A/B test framework; its answer and errors are ignored. */
function requestAbTestAssignment(client: ServiceClient, signal: AbortSignal): void {
  client.request(abTestAssignmentPath, { signal, timeout: promotionTimeoutMs }).then(
    (response) => response.body?.cancel(),
    () => {},
  );
}

/** The footer's calls on one service client for the element's `api-base`. */
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
