import type { Mask } from './mask.ts';
import { findIban } from './pastedIban.ts';

/** The longest IBAN has 34 characters; in groups of four that is 34 + 8 spaces. */
const IBAN_MAX_CHARACTERS = 34;

/**
 * The length of an IBAN per country, from the SWIFT IBAN Registry (release 99, 2025). A country
 * missing here has no IBAN: its code cannot start one.
 */
export const ibanLengths: Readonly<Record<string, number>> = Object.freeze({
  AD: 24,
  AE: 23,
  AL: 28,
  AT: 20,
  AZ: 28,
  BA: 20,
  BE: 16,
  BG: 22,
  BH: 22,
  BI: 27,
  BR: 29,
  BY: 28,
  CH: 21,
  CR: 22,
  CY: 28,
  CZ: 24,
  DE: 22,
  DJ: 27,
  DK: 18,
  DO: 28,
  EE: 20,
  EG: 29,
  ES: 24,
  FI: 18,
  FK: 18,
  FO: 18,
  FR: 27,
  GB: 22,
  GE: 22,
  GI: 23,
  GL: 18,
  GR: 27,
  GT: 28,
  HR: 21,
  HU: 28,
  IE: 22,
  IL: 23,
  IQ: 23,
  IS: 26,
  IT: 27,
  JO: 30,
  KW: 30,
  KZ: 20,
  LB: 28,
  LC: 32,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  LY: 25,
  MC: 27,
  MD: 24,
  ME: 22,
  MK: 19,
  MN: 20,
  MR: 27,
  MT: 31,
  MU: 30,
  NI: 28,
  NL: 18,
  NO: 15,
  OM: 23,
  PK: 24,
  PL: 28,
  PS: 29,
  PT: 25,
  QA: 29,
  RO: 24,
  RS: 22,
  RU: 33,
  SA: 24,
  SC: 31,
  SD: 18,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  SO: 23,
  ST: 25,
  SV: 28,
  TL: 23,
  TN: 24,
  TR: 26,
  UA: 29,
  VA: 22,
  VG: 24,
  XK: 20,
});

/**
 * What a shopper types or pastes, reduced to the IBAN's characters: full-width forms mapped to
 * ASCII (NFKC: "ＤＥ８９" is "DE89", not dropped), everything but letters and digits removed,
 * upper case, and a leading "IBAN" label dropped ("IBAN: DE89 …" from a bank's letter). No
 * country code starts with "IB", so the label is never part of a number.
 */
export function compactIban(value: string): string {
  const compact = value
    .normalize('NFKC')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase();
  return compact.replace(/^IBAN(?=[A-Z]{2}\d)/, '');
}

/** IBAN: letters and digits only, upper case, in groups of 4 separated by spaces. */
export const ibanMask: Mask = {
  name: 'iban',
  maxLength: IBAN_MAX_CHARACTERS + Math.ceil(IBAN_MAX_CHARACTERS / 4) - 1,
  format: (raw) =>
    compactIban(raw)
      .slice(0, IBAN_MAX_CHARACTERS)
      .replace(/(.{4})(?=.)/g, '$1 '),
  isSeparator: (char) => char === ' ',
  // Pasted text is searched for the IBAN (a label before it, a BIC after it stay out), so the
  // field's length limit only cuts what is left after that.
  paste: (text) => findIban(text, ibanLengths) ?? text,
  // The keyboard offers capitals as the mask writes them; an account number is no word to check,
  // and it stays out of the browser's form history (a shared computer would offer it to others).
  input: { spellCheck: false, autoCapitalize: 'characters', autoComplete: 'off' },
};

/** ISO 7064 mod 97-10 over the IBAN with its first four characters moved to the end. */
function checksumHolds(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = char >= 'A' ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/**
 * The form's IBAN rule: a registry country, two check digits, letters and digits to that
 * country's length, and the mod-97 checksum (which catches every single typo and most swaps).
 */
export function isValidIban(value: string): boolean {
  const iban = compactIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return false;
  return ibanLengths[iban.slice(0, 2)] === iban.length && checksumHolds(iban);
}
