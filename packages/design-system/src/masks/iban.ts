import type { Mask } from './mask.ts';

/** The longest IBAN has 34 characters; in groups of four that is 34 + 8 spaces. */
export const IBAN_MAX_CHARACTERS = 34;

/** IBAN: letters and digits only, upper case, in groups of 4 separated by spaces. */
export const ibanMask: Mask = {
  name: 'iban',
  maxLength: IBAN_MAX_CHARACTERS + Math.ceil(IBAN_MAX_CHARACTERS / 4) - 1,
  format: (raw) =>
    raw
      .replace(/[^A-Za-z0-9]/g, '')
      .toUpperCase()
      .slice(0, IBAN_MAX_CHARACTERS)
      .replace(/(.{4})(?=.)/g, '$1 '),
  isSeparator: (char) => char === ' ',
};

/** The IBAN without its group spaces. */
export const compactIban = (value: string): string => value.replace(/\s/g, '').toUpperCase();

/** The form accepts two letters (the country) followed by digits only. */
export function isIbanShape(value: string): boolean {
  return /^[A-Z]{2}\d{2,32}$/.test(compactIban(value));
}
