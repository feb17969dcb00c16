/** Field rules of the newsletter form (spec §5, §9), as plain predicates. */
export const emailMaxLength = 256;
export const nameMaxLength = 40;

// Local part: the characters RFC 5322 allows unquoted, dot-separated; domain: labels of letters
// (any script), digits and hyphens, at most 63 characters each (DNS, WHATWG), ending in a
// top-level domain of at least two letters.
const emailPattern =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+\p{L}{2,}$/u;

export function isEmailPattern(value: string): boolean {
  return emailPattern.test(value);
}

/**
 * Letters of the Latin script (every alphabet our nine sites write: German, French, Czech,
 * Slovak, Hungarian, Turkish, Polish, with their diacritics), digits, spaces and
 * + & ' ` ´ , ( ) / . - ; text typed with combining marks (NFD) is composed first (NFC).
 */
const nameCharacters = /^[\p{Script=Latin}0-9 +&'`´,()/.-]*$/u;

export function hasOnlyAllowedNameCharacters(value: string): boolean {
  return nameCharacters.test(value.normalize('NFC'));
}

const topLevelDomains =
  'com|net|org|info|biz|io|co|eu|de|at|ch|cz|sk|hu|pl|tr|fr|it|nl|be|uk|us|ru|es|ro|app|shop|online|site|xyz|top|link|club|store|me|tv|ly|gl|to';
const schemeOrWww = /(?:^|[^\p{L}])(?:https?|ftp|www)(?:[:.]|$)|:\/\/|\/\//iu;
const domainLike = new RegExp(`[\\p{L}\\p{N}-]\\.(?:${topLevelDomains})(?![\\p{L}\\p{N}])`, 'iu');

/** Anything that looks like a URL or a web address ("www.x", "http:", "//", "shop.de"). */
export function looksLikeWebAddress(value: string): boolean {
  return schemeOrWww.test(value) || domainLike.test(value);
}
