import { object, string } from 'yup';

/**
 * The login form's rules. Messages are translation keys of the element's namespace; the form
 * shows `t(key)`. Both fields are required; the e-mail must look like an address (the same
 * pattern as the shop's other forms) and has at most 256 characters. The password is only
 * required: its rules are the account service's business, and a login form must not tell a
 * shopper which passwords could exist.
 */
export const maxEmailLength = 256;

// A practical address pattern: something@domain.tld, no white space, no second @.
export const emailPattern = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[^\s@.]{2,}$/;

export const messageKeys = {
  emailRequired: 'errors.emailRequired',
  emailInvalid: 'errors.emailInvalid',
  emailTooLong: 'errors.emailTooLong',
  passwordRequired: 'errors.passwordRequired',
} as const;

export interface LoginValues {
  email: string;
  password: string;
}

export const loginSchema = object({
  email: string()
    .trim()
    .required(messageKeys.emailRequired)
    .max(maxEmailLength, messageKeys.emailTooLong)
    .matches(emailPattern, { message: messageKeys.emailInvalid, excludeEmptyString: true }),
  // The password is sent exactly as typed: no trimming.
  password: string().required(messageKeys.passwordRequired),
});

/** True when the value is an e-mail address the form would accept (used for the known e-mail). */
export function isAcceptableEmail(value: unknown): value is string {
  return typeof value === 'string' && value.length <= maxEmailLength && emailPattern.test(value.trim());
}
