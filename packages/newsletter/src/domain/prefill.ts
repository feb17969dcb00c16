import { array, object, string } from 'yup';
import { type CountryRules, isSalutation } from './countryRules.ts';
import { type Consent, emptyFormValues, noPrefill, type Prefill, type SubscriberFormValues } from './formValues.ts';
import { validateSubscriber } from './schema.ts';

/** Customer base data as read for the prefill; every field optional and untrusted. */
export interface CustomerBaseData {
  email?: string;
  salutation?: string;
  firstName?: string;
  lastName?: string;
  consents?: string[];
  legals?: string[];
}

const baseDataSchema = object({
  email: string().optional(),
  salutation: string().nullable().optional(),
  firstName: string().nullable().optional(),
  lastName: string().nullable().optional(),
  consents: array(string().defined()).nullable().optional(),
  legals: array(string().defined()).nullable().optional(),
});

/** The answer of base-data when it has the expected shape; null for anything else. */
export function parseBaseData(body: unknown): CustomerBaseData | null {
  try {
    const parsed = baseDataSchema.validateSync(body, { strict: true });
    return {
      email: parsed.email ?? undefined,
      salutation: parsed.salutation ?? undefined,
      firstName: parsed.firstName ?? undefined,
      lastName: parsed.lastName ?? undefined,
      consents: parsed.consents ?? undefined,
      legals: parsed.legals ?? undefined,
    };
  } catch {
    return null;
  }
}

export { noPrefill, type Prefill };

const known = (list: string[] | undefined): Consent[] =>
  [...new Set(list ?? [])].filter((item): item is Consent => item === 'DNE' || item === 'NEWSLETTER');

/**
 * Prefill rules: e-mail, salutation, names, consents and legals from the customer data. Values
 * the form would reject are still filled in but never disabled, so the shopper can correct
 * them. Only fields the country shows are filled; in AT, HU and TR those are then disabled.
 */
export function prefillFrom(data: CustomerBaseData | null, rules: CountryRules): Prefill {
  if (!data) return noPrefill;
  const salutation = rules.showSalutation && isSalutation(data.salutation) ? data.salutation : '';
  const firstName = rules.showNames ? (data.firstName ?? '').trim() : '';
  const lastName = rules.showNames ? (data.lastName ?? '').trim() : '';
  const consents = known(data.consents).filter((consent) => consent === 'DNE');
  const legals = rules.legalCheckbox ? known(data.legals).filter((legal) => legal === 'NEWSLETTER') : [];
  const values: SubscriberFormValues = {
    ...emptyFormValues,
    email: (data.email ?? '').trim(),
    salutation,
    firstName,
    lastName,
    consents,
    legals,
  };
  const errors = validateSubscriber(rules, values);
  const lock = (field: 'salutation' | 'firstName' | 'lastName') =>
    rules.disablePrefilled && values[field] !== '' && errors[field] === undefined;
  return {
    values,
    disabled: { salutation: lock('salutation'), firstName: lock('firstName'), lastName: lock('lastName') },
    hideDne: consents.includes('DNE'),
  };
}
