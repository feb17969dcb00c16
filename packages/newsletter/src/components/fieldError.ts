import { EMAIL_MAX_LENGTH, type TFunction } from '@shop/design-system';
import { nameMaxLength } from '../domain/validation.ts';

/** The translated message of a field's error key (with its limit where the message names one). */
export function translateError(t: TFunction, key: string | undefined): string | undefined {
  if (!key) return undefined;
  const max = key === 'errors.emailTooLong' ? EMAIL_MAX_LENGTH : nameMaxLength;
  return t(key, { max });
}
