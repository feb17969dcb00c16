import { EMAIL_MAX_LENGTH, type EmailVerdict, isEmailAddress } from '@shop/design-system';

/**
 * The login form's rules; the yup schema that applies them (loginSchema.ts) loads on demand.
 * Messages are translation keys of the element's namespace; the form shows `t(key)`. Both fields are required; the e-mail follows the shop's one e-mail rule
 * (`checkEmailAddress` of @shop/design-system, shared with the newsletter form: at most 256
 * characters). The password is only required: its rules are the account service's business,
 * and a login form must not tell a shopper which passwords could exist.
 */
export const maxEmailLength = EMAIL_MAX_LENGTH;

export const messageKeys = {
  emailRequired: 'errors.emailRequired',
  emailInvalid: 'errors.emailInvalid',
  emailTooLong: 'errors.emailTooLong',
  passwordRequired: 'errors.passwordRequired',
} as const;

/** The message of each verdict of the shop's e-mail rule. */
export const emailMessages: Record<Exclude<EmailVerdict, 'ok'>, string> = {
  required: messageKeys.emailRequired,
  invalid: messageKeys.emailInvalid,
  tooLong: messageKeys.emailTooLong,
};

export interface LoginValues {
  email: string;
  password: string;
}

/** True when the value is an e-mail address the form would accept (used for the known e-mail). */
export const isAcceptableEmail = isEmailAddress;
