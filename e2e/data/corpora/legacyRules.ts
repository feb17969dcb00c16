/**
 * The e-mail and name rules as they were before the corpora were written (commit 65e172d), kept
 * only to measure the corpora against them (`count.ts`): the newsletter's and the login's e-mail patterns (both
 * after trimming, at most 256 characters) and the newsletter's name rule. Nothing ships this.
 */
const newsletterEmail =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+\p{L}{2,}$/u;
const loginEmail =
  /^[^\s@<>()[\]\\,;:"\p{Cc}\p{Cf}]+@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+\p{L}{2,}$/u;

const accepts = (pattern: RegExp) => (value: string) => {
  const trimmed = value.trim();
  return trimmed !== '' && trimmed.length <= 256 && pattern.test(trimmed);
};

export const oldNewsletterAcceptsEmail = accepts(newsletterEmail);
export const oldLoginAcceptsEmail = accepts(loginEmail);

const nameCharacters = /^[\p{Script=Latin}0-9 +&'`´,()/.-]*$/u;
const topLevelDomains =
  'com|net|org|info|biz|io|co|eu|de|at|ch|cz|sk|hu|pl|tr|fr|it|nl|be|uk|us|ru|es|ro|app|shop|online|site|xyz|top|link|club|store|me|tv|ly|gl|to';
const schemeOrWww = /(?:^|[^\p{L}])(?:https?|ftp|www)(?:[:.]|$)|:\/\/|\/\//iu;
const domainLike = new RegExp(`[\\p{L}\\p{N}-]\\.(?:${topLevelDomains})(?![\\p{L}\\p{N}])`, 'iu');

/** The old name rule: yup's max(40) on the raw value, the character class after NFC, the TLD list. */
export function oldNewsletterAcceptsName(value: string): boolean {
  return (
    value.length <= 40 &&
    nameCharacters.test(value.normalize('NFC')) &&
    !(schemeOrWww.test(value) || domainLike.test(value))
  );
}

/** The old IBAN form rule: two letters, then digits only (2–32), after removing white space. */
export function oldIbanAccepts(value: string): boolean {
  return /^[A-Z]{2}\d{2,32}$/.test(value.replace(/\s/g, '').toUpperCase());
}
