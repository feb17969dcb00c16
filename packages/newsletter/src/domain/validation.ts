/**
 * The name rule of the newsletter form, as plain predicates. (The e-mail rule is the shop's one
 * rule, `checkEmailAddress` of @shop/design-system, shared with the login form.)
 */
export const nameMaxLength = 40;

/**
 * Letters of the Latin script (every alphabet our nine sites write, and the names of shoppers
 * from elsewhere who live there: Vietnamese, Yoruba, Icelandic, ...) with their combining
 * marks, digits, spaces, + & ' ` ´ , ( ) / . - and the apostrophes people really type: ’
 * (U+2019, what phones put in "O’Brien"), ʼ (U+02BC) and the Hawaiian ʻokina (U+02BB). A mark
 * must follow a letter, and at most three may stack (Vietnamese needs two; more is "Zalgo").
 */
const nameCharacters = /^[\p{Script=Latin}\p{M}0-9 +&'`´,()/.\u2019\u02BB\u02BC-]*$/u;
const misplacedMarks = /(?:^|[^\p{Script=Latin}\p{M}])\p{M}|\p{M}{4}/u;

/** Names are compared and measured composed (NFC): "u" + U+0308 is one letter, "ü". */
export function hasOnlyAllowedNameCharacters(value: string): boolean {
  const name = value.normalize('NFC');
  return nameCharacters.test(name) && !misplacedMarks.test(name);
}

/** The length the 40-character limit means: characters after composing (NFC). */
export function nameLength(value: string): number {
  return [...value.normalize('NFC')].length;
}

const linkMarkers = /\/\/|(?:^|[^\p{L}\p{N}])www\./iu;
// Words of letters, digits and dots; split rather than matched, so a long text costs linear time.
const notWordOrDot = /[^\p{L}\p{N}.]+/u;

/**
 * A run like "M.De" or "J.R.R" is a chain of initials; "evil.cn", "is.gd", "EVIL.COM" are hosts.
 * In real names (e.g. the Hungarian register's "Dr.", "K. Nagy", the Dutch "M.De Vries") a dot
 * is followed by a space, the end, or a capital letter starting the next part of the name; an
 * all-capital run of words of two or more letters is a host written in capitals.
 */
function isInitials(run: string): boolean {
  const parts = run.split('.');
  const capitalised = parts.slice(1).every((part) => /^\p{Lu}/u.test(part));
  const shouting = parts.every((part) => part.length >= 2 && part === part.toUpperCase() && /\p{L}/u.test(part));
  return capitalised && !shouting;
}

/**
 * Anything that looks like a URL or a web address: "//", "www.", or a dotted run that is not a
 * chain of initials. Decided on the NFKC form, so full-width "ｅｖｉｌ．ｃｏｍ" is "evil.com". No
 * list of top-level domains: new ones appear every year, and any dot between lower-case words
 * (what no name has) is treated as a host.
 */
export function looksLikeWebAddress(value: string): boolean {
  const text = value.normalize('NFKC');
  if (linkMarkers.test(text)) return true;
  return text
    .split(notWordOrDot)
    .map((word) => word.replace(/^\.+|\.+$/g, ''))
    .some((run) => run.includes('.') && !isInitials(run));
}
