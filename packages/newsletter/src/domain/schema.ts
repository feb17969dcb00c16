import { checkEmailAddress, type EmailVerdict } from '@shop/design-system';
import { yupFieldErrors } from '@shop/design-system/form';
import { array, mixed, type ObjectSchema, object, string } from 'yup';
import { type CountryRules, salutations } from './countryRules.ts';
import type { Consent, SubscriberFormValues } from './formValues.ts';
import { type MessageKey, messages } from './messages.ts';
import {
  hasOnlyAllowedNameCharacters,
  looksLikeWebAddress,
  nameLength,
  nameMaxLength,
  startsLikeFormula,
} from './validation.ts';

export { type MessageKey, messages };

const emailMessages: Record<Exclude<EmailVerdict, 'ok'>, MessageKey> = {
  required: messages.emailRequired,
  invalid: messages.emailPattern,
  tooLong: messages.emailTooLong,
};

function nameSchema(required: boolean, requiredMessage: string) {
  let schema = string()
    .default('')
    .test('length', messages.nameTooLong, (value) => nameLength(value ?? '') <= nameMaxLength)
    .test('characters', messages.nameInvalid, (value) => hasOnlyAllowedNameCharacters(value ?? ''))
    .test('no-web-address', messages.nameInvalid, (value) => !looksLikeWebAddress(value ?? ''))
    .test('no-formula', messages.nameInvalid, (value) => !startsLikeFormula(value ?? ''));
  if (required) schema = schema.trim().required(requiredMessage);
  return schema;
}

/** The form's yup schema for one country's rules (which fields show and which are required). */
function subscriberSchema(rules: CountryRules): ObjectSchema<SubscriberFormValues> {
  const salutation = mixed<SubscriberFormValues['salutation']>()
    .oneOf(['', ...salutations])
    .default('')
    .test(
      'required',
      messages.salutationRequired,
      (value) => !(rules.showSalutation && rules.requireSalutation) || !!value,
    );
  const legals = array(mixed<Consent>().oneOf(['NEWSLETTER', 'DNE']).defined())
    .default([])
    .test('required', messages.legalRequired, (value) => !rules.legalCheckbox || (value ?? []).includes('NEWSLETTER'));
  return object({
    email: string()
      .default('')
      .trim()
      .test('email', (value, context) => {
        const verdict = checkEmailAddress(value ?? '');
        return verdict === 'ok' || context.createError({ message: emailMessages[verdict] });
      }),
    salutation,
    firstName: nameSchema(rules.showNames && rules.requireNames, messages.firstNameRequired),
    lastName: nameSchema(rules.showNames && rules.requireNames, messages.lastNameRequired),
    consents: array(mixed<Consent>().oneOf(['NEWSLETTER', 'DNE']).defined()).default([]),
    legals,
    website: string().default(''),
  }) as unknown as ObjectSchema<SubscriberFormValues>;
}

/**
 * Validates values; returns field -> message key (empty object when valid). A fault in a rule
 * (anything but a validation error) is thrown, not taken for valid values.
 */
export function validateSubscriber(rules: CountryRules, values: SubscriberFormValues): Record<string, MessageKey> {
  // Every message of the schema is a MessageKey.
  return yupFieldErrors(subscriberSchema(rules), values) as Record<string, MessageKey>;
}
