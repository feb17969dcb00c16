import { toAsciiDigits } from './digits.ts';

/**
 * The IBAN in pasted text, compact and upper case, or null when there is none: what a bank's
 * letter or an invoice gives ("IBAN: MT84 MALT 0110 0001 2345 MTLC AST0 01S", "Kontonummer
 * (IBAN) DE89 3704 …, BIC COBADEFFXXX"). It starts at the first country code of `lengths` that
 * stands as a word of its own (or right after an "IBAN" label) and is followed by two check
 * digits, and takes letters and digits, across the spaces and hyphens of printed groups, up to
 * that country's length, so a label before it and text after it stay out.
 */
export function findIban(text: string, lengths: Readonly<Record<string, number>>): string | null {
  const plain = toAsciiDigits(text.normalize('NFKC'));
  const start = /(?:^|[^A-Za-z0-9]|(?<=IBAN))([A-Za-z]{2})[\s-]*(\d)[\s-]*(\d)/gi;
  for (const match of plain.matchAll(start)) {
    const country = (match[1] as string).toUpperCase();
    const length = lengths[country];
    if (length === undefined) continue;
    const from = (match.index ?? 0) + match[0].indexOf(match[1] as string);
    let iban = '';
    for (const char of plain.slice(from)) {
      if (/[A-Za-z0-9]/.test(char)) iban += char.toUpperCase();
      else if (!/[\s-]/.test(char)) break;
      if (iban.length === length) break;
    }
    return iban;
  }
  return null;
}
