/** The levels the password-strength widget shows. */
export type PasswordStrengthLevel = 'none' | 'weak' | 'moderate' | 'strong';

/** Passwords shorter than this are always weak: strength is scored from 8 characters on. */
export const PASSWORD_MIN_LENGTH = 8;

/** Which of the three character classes a password uses: lowercase, uppercase, digits. */
export function characterClasses(password: string): number {
  return [/\p{Ll}/u, /\p{Lu}/u, /\p{Nd}/u].filter((pattern) => pattern.test(password)).length;
}

/**
 * The exact rule (also in the README):
 * - empty → none
 * - fewer than 8 characters (counted as Unicode code points) → weak
 * - 8 or more: 0–1 classes of {lowercase, uppercase, digit} → weak, 2 → moderate, 3 → strong.
 * Other characters (spaces, punctuation, symbols) count towards the length only.
 */
export function scorePassword(password: string): PasswordStrengthLevel {
  if (password === '') return 'none';
  if ([...password].length < PASSWORD_MIN_LENGTH) return 'weak';
  const classes = characterClasses(password);
  if (classes >= 3) return 'strong';
  if (classes === 2) return 'moderate';
  return 'weak';
}
