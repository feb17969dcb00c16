/**
 * Punycode (RFC 3492), the encoding of an internationalised domain label in its ASCII
 * (`xn--`) form. Pure, with no dependency: the e-mail rule needs the ASCII form's length and a
 * check that an `xn--` label decodes, and must answer the same in every engine and in Node,
 * whose own IDNA handling differs in detail.
 */
const base = 36;
const tMin = 1;
const tMax = 26;
const skew = 38;
const damp = 700;
const initialBias = 72;
const initialN = 0x80;
const maxCodePoint = 0x10ffff;

function adapt(delta: number, points: number, first: boolean): number {
  let scaled = first ? Math.floor(delta / damp) : delta >> 1;
  scaled += Math.floor(scaled / points);
  let k = 0;
  while (scaled > ((base - tMin) * tMax) >> 1) {
    scaled = Math.floor(scaled / (base - tMin));
    k += base;
  }
  return k + Math.floor(((base - tMin + 1) * scaled) / (scaled + skew));
}

const threshold = (k: number, bias: number) => (k <= bias ? tMin : k >= bias + tMax ? tMax : k - bias);

/** The digit a basic code point stands for (0–35), or -1: `a`–`z` (either case) 0–25, `0`–`9` 26–35. */
function digitOf(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30 + 26;
  if (code >= 0x41 && code <= 0x5a) return code - 0x41;
  if (code >= 0x61 && code <= 0x7a) return code - 0x61;
  return -1;
}

const characterOf = (digit: number) => String.fromCharCode(digit < 26 ? 0x61 + digit : 0x30 + digit - 26);

/** The Unicode text a Punycode string encodes (without `xn--`), or null when it is not valid Punycode. */
export function decodePunycode(encoded: string): string | null {
  const delimiter = encoded.lastIndexOf('-');
  const output: number[] = [];
  for (let index = 0; index < Math.max(delimiter, 0); index++) {
    const code = encoded.charCodeAt(index);
    if (code >= 0x80) return null;
    output.push(code);
  }
  let n = initialN;
  let bias = initialBias;
  let i = 0;
  for (let position = delimiter > 0 ? delimiter + 1 : 0; position < encoded.length; ) {
    const before = i;
    let weight = 1;
    for (let k = base; ; k += base) {
      if (position >= encoded.length) return null;
      const digit = digitOf(encoded.charCodeAt(position++));
      if (digit < 0) return null;
      i += digit * weight;
      const t = threshold(k, bias);
      if (digit < t) break;
      weight *= base - t;
      if (i > maxCodePoint * (encoded.length + 1)) return null;
    }
    const length = output.length + 1;
    bias = adapt(i - before, length, before === 0);
    n += Math.floor(i / length);
    i %= length;
    if (n > maxCodePoint || (n >= 0xd800 && n <= 0xdfff)) return null;
    output.splice(i, 0, n);
    i++;
  }
  return String.fromCodePoint(...output);
}

/** The Punycode form of a text (without `xn--`). */
export function encodePunycode(text: string): string {
  const input = [...text].map((char) => char.codePointAt(0) ?? 0);
  let output = input
    .filter((code) => code < 0x80)
    .map((code) => String.fromCharCode(code))
    .join('');
  const basicCount = output.length;
  let handled = basicCount;
  if (basicCount > 0) output += '-';
  let n = initialN;
  let delta = 0;
  let bias = initialBias;
  while (handled < input.length) {
    const next = Math.min(...input.filter((code) => code >= n));
    delta += (next - n) * (handled + 1);
    n = next;
    for (const code of input) {
      if (code < n) delta++;
      if (code !== n) continue;
      let q = delta;
      for (let k = base; ; k += base) {
        const t = threshold(k, bias);
        if (q < t) break;
        output += characterOf(t + ((q - t) % (base - t)));
        q = Math.floor((q - t) / (base - t));
      }
      output += characterOf(q);
      bias = adapt(delta, handled + 1, handled === basicCount);
      delta = 0;
      handled++;
    }
    delta++;
    n++;
  }
  return output;
}
