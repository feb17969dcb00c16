/**
 * The shop's one e-mail address rule, for every form that asks for an address (login,
 * newsletter). A shopper who can log in with an address can subscribe with it.
 *
 * What counts as an address (after trimming white space at both ends):
 * - exactly one `@`; at most 256 characters in all (the shop's limit);
 * - local part: dot-separated, non-empty atoms (no leading, trailing or double dot) of the
 *   characters RFC 5322 allows unquoted (`A-Z a-z 0-9 ! # $ % & ' * + / = ? ^ _ \` { | } ~ -`) or of
 *   letters, marks and digits of any script (internationalised addresses, RFC 6531:
 *   `jürgen@web.de`); at most 64 octets in UTF-8 (RFC 5321/6531: what mail servers enforce);
 *   no quoted strings, comments, white space, control or invisible characters;
 * - domain: at least two dot-separated labels of letters, marks, digits (any script: IDN
 *   U-labels such as `bücher.de`, or their `xn--` form) and inner hyphens, each at most 63
 *   characters in its ASCII form (what DNS carries: `bücher` is `xn--bcher-kva`, so a label of
 *   60 non-ASCII letters is too long); an `xn--` label must be valid Punycode of a lower-case,
 *   composed label with a non-ASCII letter (`xn--a` is not); no underscore, no IP literal; the
 *   last label (top-level domain) is letters only, at least two, or an `xn--` label;
 * - full-width forms (U+FF01–U+FF5E, an input method left in full-width mode): in the domain
 *   they are mapped to ASCII (`ｅｘａｍｐｌｅ．ｃｏｍ` is `example.com`), as UTS #46 does in every
 *   browser, so `<input type="email">` and the address sent name the same host; in the local
 *   part they are refused, because a mailbox name is the receiving server's business and
 *   guessing could send the confirmation to someone else. Every other compatibility character
 *   (text that NFKC would change: `⒈` is "1.", ligatures, superscripts) is refused anywhere.
 *   Text typed decomposed (NFD) is composed first (NFC), so `u` + U+0308 is `ü`.
 *
 * `normalizeEmailAddress` gives the form that is checked and sent.
 */
import { decodePunycode, encodePunycode } from './punycode.ts';

export const EMAIL_MAX_LENGTH = 256;
/** The local part's limit in octets of UTF-8 (RFC 5321 §4.5.3.1.1, kept by RFC 6531). */
export const EMAIL_LOCAL_PART_MAX_OCTETS = 64;
const labelMaxLength = 63;

/** `ok`, or why not: `required` (empty after trimming), `tooLong` (> 256 characters), `invalid`. */
export type EmailVerdict = 'ok' | 'required' | 'invalid' | 'tooLong';

const atom = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~\p{L}\p{M}\p{N}-]+$/u;
const label = /^[\p{L}\p{N}](?:[\p{L}\p{M}\p{N}-]*[\p{L}\p{M}\p{N}])?$/u;
const topLevelDomain = /^(?:\p{L}[\p{L}\p{M}]+|xn--[a-z0-9-]+)$/iu;
const fullWidth = /[\uFF01-\uFF5E]/g;
// Marks that show nothing (combining grapheme joiner, variation selectors): browsers drop them
// from a domain, so an address with one names another host than it shows.
const invisibleMarks = /\u034F|\u17B4|\u17B5|[\u180B-\u180F]|[\uFE00-\uFE0F]|[\u{E0100}-\u{E01EF}]/u;
const octets = (text: string) => new TextEncoder().encode(text).length;
// Within a label (letters, marks, digits, hyphens), anything else is non-ASCII.
const ascii = /^[a-z0-9-]*$/i;

/** A label's ASCII form as DNS carries it, or null for an `xn--` label that is not valid Punycode. */
function asciiLabel(part: string): string | null {
  const lower = part.toLowerCase();
  if (!lower.startsWith('xn--')) return ascii.test(lower) ? lower : `xn--${encodePunycode(lower)}`;
  const decoded = decodePunycode(lower.slice(4));
  // Valid only as the encoding of a label that needed it: some non-ASCII letter, already
  // in the lower-case composed form every browser makes of a typed domain.
  const isULabel =
    decoded !== null &&
    !ascii.test(decoded) &&
    label.test(decoded) &&
    decoded === decoded.normalize('NFC').toLowerCase();
  return isULabel ? lower : null;
}

// Letters of the right-to-left scripts. A label mixing them with left-to-right letters (`يa`)
// shows its parts in an order other than the one DNS reads (the core of RFC 5893's bidi rule).
const rightToLeft = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const leftToRightLetter =
  /(?![\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}])\p{L}/u;
const mixesDirections = (text: string) => rightToLeft.test(text) && leftToRightLetter.test(text);

function isDomainLabel(part: string): boolean {
  const asciiForm = label.test(part) ? asciiLabel(part) : null;
  if (asciiForm === null || asciiForm.length > labelMaxLength) return false;
  return !mixesDirections(asciiForm.startsWith('xn--') ? (decodePunycode(asciiForm.slice(4)) ?? '') : part);
}

/**
 * The address as it is checked and sent: trimmed, composed (NFC), the domain's compatibility
 * forms mapped to ASCII. Anything without exactly one `@` is only trimmed and composed.
 */
export function normalizeEmailAddress(value: string): string {
  const address = value.trim().normalize('NFC');
  const at = address.indexOf('@');
  if (at < 0 || address.indexOf('@', at + 1) >= 0) return address;
  const domain = address.slice(at + 1).replace(fullWidth, (char) => String.fromCharCode(char.charCodeAt(0) - 0xfee0));
  return `${address.slice(0, at + 1)}${domain}`;
}

/** Checks an address as typed (white space around it is ignored). Never throws. */
export function checkEmailAddress(value: string): EmailVerdict {
  const trimmed = value.trim();
  if (trimmed === '') return 'required';
  // Measured before any other work, so a pasted novel costs nothing to refuse (composing
  // decomposed text shrinks it to no less than a third).
  if (trimmed.length > EMAIL_MAX_LENGTH * 4) return 'tooLong';
  const address = normalizeEmailAddress(trimmed);
  if ([...address].length > EMAIL_MAX_LENGTH) return 'tooLong';
  const parts = address.split('@');
  if (parts.length !== 2) return 'invalid';
  const [local = '', domain = ''] = parts;
  if (address.normalize('NFKC') !== address || octets(local) > EMAIL_LOCAL_PART_MAX_OCTETS) return 'invalid';
  if (!local.split('.').every((part) => atom.test(part))) return 'invalid';
  const labels = domain.split('.');
  const last = labels.at(-1) ?? '';
  if (invisibleMarks.test(domain)) return 'invalid';
  const validLabels = labels.every(isDomainLabel);
  return labels.length >= 2 && validLabels && topLevelDomain.test(last) ? 'ok' : 'invalid';
}

/** True when `checkEmailAddress` says `ok` (e.g. for an address remembered from elsewhere). */
export function isEmailAddress(value: unknown): value is string {
  return typeof value === 'string' && checkEmailAddress(value) === 'ok';
}
