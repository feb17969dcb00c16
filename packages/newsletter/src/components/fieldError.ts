import type { TFunction } from '@shop/design-system';
import { emailMaxLength, nameMaxLength } from '../domain/validation.ts';

/** The translated message of a field's error key (with its limit where the message names one). */
export function translateError(t: TFunction, key: string | undefined): string | undefined {
  if (!key) return undefined;
  const max = key === 'errors.emailTooLong' ? emailMaxLength : nameMaxLength;
  return t(key, { max });
}
