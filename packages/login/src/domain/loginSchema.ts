import { checkEmailAddress } from '@shop/design-system';
import { type FieldErrors, yupFieldErrors } from '@shop/design-system/form';
import { object, string } from 'yup';
import { emailMessages, type LoginValues, messageKeys } from './validation.ts';

/**
 * The login form's yup schema, a chunk the form loads on the shopper's first interaction (or
 * with a submit), so the page does not download yup before anyone types.
 */
export const loginSchema = object({
  email: string()
    .trim()
    .test('email', (value, context) => {
      const verdict = checkEmailAddress(value ?? '');
      return verdict === 'ok' || context.createError({ message: emailMessages[verdict] });
    }),
  // The password is sent exactly as typed: no trimming.
  password: string().required(messageKeys.passwordRequired),
});

/** Field -> message key of the first rule each field breaks; an empty object when valid. */
export function validateLogin(values: LoginValues): FieldErrors<LoginValues> {
  return yupFieldErrors(loginSchema, values);
}
