import { object, string } from 'yup';
import { maxPromotionBytes, PromotionError } from './promotionLimit.ts';
import { validateContent } from './schema.ts';
import type { FooterContent } from './types.ts';

export { maxPromotionBytes } from './promotionLimit.ts';

/**
 * Fetched footer content: `GET /service/promotion/api/promotion/{key}` answers an
 * object whose `contentJSON` string holds the footer content as JSON. Pure parsing of the
 * answer's text; the request lives in api.ts.
 */

const envelopeSchema = object({ contentJSON: string().strict().required() });

function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new PromotionError(`${what} is not valid JSON`);
  }
}

/** The footer content of an answer's text; throws PromotionError (or InvalidContentError). */
export function parsePromotion(bodyText: string): FooterContent {
  // The limit is in bytes (UTF-8), as the network counts: 256 KB of "ü" are 512 KiB.
  if (new TextEncoder().encode(bodyText).byteLength > maxPromotionBytes)
    throw new PromotionError(`answer larger than ${maxPromotionBytes} bytes`);
  const envelope = parseJson(bodyText, 'the answer');
  let contentJSON: string;
  try {
    // Its one field is strict itself: no option needed.
    contentJSON = envelopeSchema.validateSync(envelope).contentJSON;
  } catch (error) {
    throw new PromotionError(`no contentJSON string in the answer (${(error as Error).message})`);
  }
  return validateContent(parseJson(contentJSON, 'contentJSON'));
}
