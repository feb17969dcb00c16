import { isServiceError, type ServiceClient } from '@shop/session';
import { footerPromotionKey, maxPromotionBytes, PromotionError } from './domain/promotionKey.ts';
import type { FooterContent } from './domain/types.ts';

/** The footer's service calls (spec §7). */

export const promotionPath = (country: string) =>
  `/service/promotion/api/promotion/${encodeURIComponent(footerPromotionKey(country))}`;
export const abTestAssignmentPath = '/service/abtestfrontend/api/v1/getassignment';

/** Fetched content may replace the built-in one only if it arrives within this time. */
export const promotionTimeoutMs = 3000;

/**
 * The fetched footer content, or null when there is none (404, or 204 No Content). Throws on every failure:
 * network, time-out, another non-2xx status, an oversized, non-JSON or wrongly shaped answer.
 */
export async function fetchFooterPromotion(
  client: ServiceClient,
  country: string,
  signal: AbortSignal,
): Promise<FooterContent | null> {
  let response: Response;
  try {
    response = await client.request(promotionPath(country), {
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
  const text = await response.text();
  // The parser brings the schema library (yup): loaded only when there is content to check.
  const { parsePromotion } = await import('./domain/promotion.ts');
  return parsePromotion(text);
}

/** Fired once on load for the A/B test framework; its answer and errors are ignored (spec §7). */
export function requestAbTestAssignment(client: ServiceClient, signal: AbortSignal): void {
  client.request(abTestAssignmentPath, { signal, timeout: promotionTimeoutMs }).then(
    (response) => response.body?.cancel(),
    () => {},
  );
}
