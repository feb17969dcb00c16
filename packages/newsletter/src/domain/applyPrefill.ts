import type { Prefill, SubscriberFormValues } from './formValues.ts';

/** A field of the form the shopper has made theirs: edited it, or has the caret in it. */
export type ClaimedField = keyof SubscriberFormValues;

export interface AppliedPrefill {
  /** The form's values with the customer data in every field the shopper has not claimed. */
  values: SubscriberFormValues;
  /** Disabled: filled from the customer data with a value, and not claimed by the shopper. */
  disabled: Prefill['disabled'];
  /** The DNE checkbox is hidden only while the shopper has not ticked or unticked it. */
  hideDne: boolean;
}

/** What the form shows of the applied prefill: the locked fields and whether the DNE checkbox hides. */
export type PrefillLocks = Pick<AppliedPrefill, 'disabled' | 'hideDne'>;

/**
 * Customer data may arrive after the shopper has started (the base-data call can take
 * seconds): it fills only the fields the shopper has not claimed, keeps what they typed, and
 * locks a field only when it now holds a value from the customer data. A field the shopper
 * edited or is in stays theirs and editable, even when it is empty, so a late answer never
 * leaves a required field that nobody can fill.
 */
export function applyPrefill(
  prefill: Prefill,
  current: SubscriberFormValues,
  claimed: ReadonlySet<ClaimedField>,
): AppliedPrefill {
  const take = <K extends ClaimedField>(field: K) => (claimed.has(field) ? current[field] : prefill.values[field]);
  const values: SubscriberFormValues = {
    ...current,
    email: take('email'),
    salutation: take('salutation'),
    firstName: take('firstName'),
    lastName: take('lastName'),
    consents: take('consents'),
    legals: take('legals'),
  };
  const lock = (field: 'salutation' | 'firstName' | 'lastName') =>
    prefill.disabled[field] && !claimed.has(field) && values[field] !== '';
  return {
    values,
    disabled: { salutation: lock('salutation'), firstName: lock('firstName'), lastName: lock('lastName') },
    hideDne: prefill.hideDne && !claimed.has('consents'),
  };
}
