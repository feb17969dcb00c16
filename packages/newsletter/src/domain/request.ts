import { normalizeEmailAddress } from '@shop/design-system';
import type { Salutation } from './countryRules.ts';
import type { Consent, SubscriberFormValues } from './formValues.ts';

/** Where a sign-up comes from: the newsletter form or the shopping cart. */
const origins = ['NEWSLETTER', 'SHOPPING_CART'] as const;
export type Origin = (typeof origins)[number];

export function toOrigin(value: unknown): Origin {
  return (origins as readonly unknown[]).includes(value) ? (value as Origin) : 'NEWSLETTER';
}

/** The subscribe request: email, salutation, firstName, lastName each omitted when empty. */
export interface SubscribeRequest {
  email: string;
  salutation?: Salutation;
  firstName?: string;
  lastName?: string;
  consents: Consent[];
  origin: Origin;
  originAddition: string;
}

/**
 * Maps form values to the request body. The e-mail goes as the shared rule checks it (trimmed,
 * composed, the domain's full-width forms mapped). Consents: DNE as ticked (or given before), NEWSLETTER
 * when the legal checkbox is ticked; each at most once.
 */
export function toSubscribeRequest(
  values: SubscriberFormValues,
  origin: Origin,
  originAddition: string,
): SubscribeRequest {
  const email = normalizeEmailAddress(values.email);
  const firstName = values.firstName.trim();
  const lastName = values.lastName.trim();
  const consents: Consent[] = [];
  if (values.consents.includes('DNE')) consents.push('DNE');
  if (values.legals.includes('NEWSLETTER') || values.consents.includes('NEWSLETTER')) consents.push('NEWSLETTER');
  return {
    email,
    ...(values.salutation ? { salutation: values.salutation } : {}),
    ...(firstName ? { firstName } : {}),
    ...(lastName ? { lastName } : {}),
    consents,
    origin,
    originAddition,
  };
}
