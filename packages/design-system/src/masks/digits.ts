/**
 * Text with every decimal digit written as an ASCII digit: full-width forms (an input method in
 * full-width mode) through NFKC, and the digits of every other script (Arabic-Indic "١٢",
 * Persian "۱۲", Devanagari "१२", …) by their place in their block. Unicode encodes every
 * script's decimal digits as one run of ten, 0 to 9, so a digit's value is its distance from the
 * start of its run (runs that follow each other, as the mathematical digits do, count in tens).
 * The Arabic decimal and thousands separators become "," and "." (so "١٬٢٣٤٫٥" reads as
 * "1.234,5"), the minus sign U+2212 a hyphen-minus.
 */
export function toAsciiDigits(text: string): string {
  return [...text.normalize('NFKC')]
    .map((char) => {
      if (char >= '0' && char <= '9') return char;
      if (char === '\u066B') return ',';
      if (char === '\u066C') return '.';
      if (char === '\u2212') return '-';
      return isDigit(char) ? String(digitValue(char)) : char;
    })
    .join('');
}

const decimalDigit = /^\p{Nd}$/u;
const isDigit = (char: string) => decimalDigit.test(char);

/** A decimal digit's value: how far it is from the first code point of its run, in tens. */
function digitValue(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  let start = code;
  while (start > 0 && isDigit(String.fromCodePoint(start - 1))) start--;
  return (code - start) % 10;
}
