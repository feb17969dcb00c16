import { object, string } from 'yup';

/**
 * The login form's rules. Messages are translation keys of the element's namespace; the form
 * shows `t(key)`. Both fields are required; the e-mail must look like an address (the same
 * pattern as the shop's other forms) and has at most 256 characters. The password is only
 * required: its rules are the account service's business, and a login form must not tell a
 * shopper which passwords could exist.
 */
export const maxEmailLength = 256;

// A practical address pattern: local@domain.tld. The local part may hold any letters
// (internationalised addresses), but no white space, second @, markup, quotes, brackets,
// separators of address lists, control or invisible (format) characters; the domain is labels of
// letters (any script), digits and hyphens (at most 63 characters each, no hyphen at either end)
// ending in a top-level domain of at least two letters, as in the newsletter form.
export const emailPattern =
  /^[^\s@<>()[\]\\,;:"\p{Cc}\p{Cf}]+@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+\p{L}{2,}$/u;

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
  return typeof value === 'string' && value.trim().length <= maxEmailLength && emailPattern.test(value.trim());
}
