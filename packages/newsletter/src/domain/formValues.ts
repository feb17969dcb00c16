import type { Salutation } from './countryRules.ts';

/** Consent values: DNE = personalised offers, NEWSLETTER = the legal consent (the TR checkbox). */
export type Consent = 'DNE' | 'NEWSLETTER';

/** What the sign-up form holds: the address, salutation and names, the consents and the bot trap. */
export interface SubscriberFormValues {
  email: string;
  salutation: Salutation | '';
  firstName: string;
  lastName: string;
  /** Optional consents the shopper ticks: DNE. */
  consents: Consent[];
  /** Legal consents: NEWSLETTER (the TR consent to commercial electronic messages). */
  legals: Consent[];
  /** The bot trap: people never see or fill it. */
  website: string;
}

export const emptyFormValues: SubscriberFormValues = Object.freeze({
  email: '',
  salutation: '',
  firstName: '',
  lastName: '',
  consents: [],
  legals: [],
  website: '',
}) as SubscriberFormValues;

/** The fields in screen order: the first invalid one gets the focus after a failed submit. */
export const fieldOrder = ['email', 'salutation', 'firstName', 'lastName', 'legals'] as const;

export interface Prefill {
  values: SubscriberFormValues;
  /** Fields shown disabled because they came from the customer data (AT, HU, TR). */
  disabled: { salutation: boolean; firstName: boolean; lastName: boolean };
  /** The customer already gave the DNE consent: the checkbox is hidden (and the consent kept). */
  hideDne: boolean;
}

export const noPrefill: Prefill = Object.freeze({
  values: emptyFormValues,
  disabled: { salutation: false, firstName: false, lastName: false },
  hideDne: false,
}) as Prefill;
