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
 * The middle dot U+00B7 is the Catalan "ela geminada" (`Marcel·lí`, `Paral·lel`): only
 * between two l.
 */
const nameCharacters = /^[\p{Script=Latin}\p{M}0-9 +&'`´,()/.\u00B7\u2019\u02BB\u02BC-]*$/u;
const misplacedMarks = /(?:^|[^\p{Script=Latin}\p{M}])\p{M}|\p{M}{4}/u;
const strayMiddleDot = /(?<![lL])\u00B7|\u00B7(?![lL])/u;

/** Names are compared and measured composed (NFC): "u" + U+0308 is one letter, "ü". */
export function hasOnlyAllowedNameCharacters(value: string): boolean {
  const name = value.normalize('NFC');
  return nameCharacters.test(name) && !misplacedMarks.test(name) && !strayMiddleDot.test(name);
}

/**
 * A spreadsheet reads a cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return as
 * a formula, and names end up in exported lists. Such a start is refused unless only a name's
 * letters follow (`-Anna` can call no function and fetch nothing); `+SUM(1,2)`, `-1`, `- x`
 * and a trigger alone are refused.
 */
const formulaStart = /^[=+\-@\t\r](?!\p{L}[\p{L}\p{M} '’ʼʻ.·-]*$)/u;

export function startsLikeFormula(value: string): boolean {
  return formulaStart.test(value.normalize('NFC'));
}

/** The length the 40-character limit means: characters after composing (NFC). */
export function nameLength(value: string): number {
  return [...value.normalize('NFC')].length;
}

const linkMarkers = /\/\/|(?:^|[^\p{L}\p{N}])www\./iu;
// "evil(dot)com", "evil (.) com", and the word for "dot" in our sites' languages.
const spelledDot = /\(\s*(?:dot|punkt|point|tečka|bodka|pont|kropka|nokta|\.)\s*\)/iu;
// "evil . com", "evil .com": no name puts a space before a dot that a letter or digit follows.
const spacedDot = /[\p{L}\p{N}]\s+\.\s*[\p{L}\p{N}]/u;
// Runs of letters, digits and dots, each with the character after it (a slash starts a path).
const wordRuns = /[\p{L}\p{N}.]+(.?)/gu;
/**
 * Abbreviations a name may glue to the next part with a dot, as single letters are (`J.R.R.`,
 * `M.De Vries`): titles and degrees of our nine sites' languages and of English names
 * (`Dr.Müller`, `Lt.Gov. John Doe`, `John Doe Msc.Ed.`). Compared in lower case.
 */
const nameAbbreviations = new Set(
  'dr prof dipl ing mag mgr bc ph msc bsc st ste sr jr mr mrs ms mme mlle hr fr lt gen gov col capt rev hon rt'.split(
    ' ',
  ),
);

/**
 * A dotted run is a chain of initials or abbreviations when every part before the last is a
 * single letter or a known abbreviation and the last starts with a capital letter (`J.R.R`,
 * `M.De`, `Lt.Gov`). Anything else (`Evil.Com`, `EVIL.CN`, `Shop.Evil.cn`, `evil.cn`) is a
 * host name, in any letter case.
 */
function isInitials(run: string): boolean {
  const parts = run.split('.');
  const last = parts.pop() ?? '';
  return (
    /^\p{Lu}/u.test(last) && parts.every((part) => /^\p{L}$/u.test(part) || nameAbbreviations.has(part.toLowerCase()))
  );
}

/**
 * Anything that looks like a URL or a web address: "//", "www.", a dot spelled out or set
 * apart by spaces, a dotted run followed by a path (`T.Me/Evil`), or a dotted run that is not
 * a chain of initials. Decided on the NFKC form, so full-width "ｅｖｉｌ．ｃｏｍ" is "evil.com". No
 * list of top-level domains: new ones appear every year, and a name never needs a dot between
 * two words of several letters.
 */
export function looksLikeWebAddress(value: string): boolean {
  const text = value.normalize('NFKC');
  if (linkMarkers.test(text) || spelledDot.test(text) || spacedDot.test(text)) return true;
  for (const [match, after] of text.matchAll(wordRuns)) {
    const run = match.slice(0, match.length - (after ?? '').length).replace(/^\.+|\.+$/g, '');
    if (run.includes('.') && (after === '/' || !isInitials(run))) return true;
  }
  return false;
}
