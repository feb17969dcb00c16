import { describe, expect, it } from 'vitest';
import { applyPrefill, type ClaimedField } from './applyPrefill.ts';
import { countryRules } from './countryRules.ts';
import { emptyFormValues, type SubscriberFormValues } from './formValues.ts';
import { prefillFrom } from './prefill.ts';

const customer = {
  email: 'eva.kiss@example.hu',
  salutation: 'MRS',
  firstName: 'Éva',
  lastName: 'Kiss',
  consents: ['DNE'],
  legals: ['NEWSLETTER'],
};
const typed = (values: Partial<SubscriberFormValues>): SubscriberFormValues => ({ ...emptyFormValues, ...values });
const claimed = (...fields: ClaimedField[]) => new Set(fields);

describe('customer data arriving late (applyPrefill)', () => {
  it('on an untouched form fills and locks like an early answer', () => {
    const prefill = prefillFrom(customer, countryRules.HU);
    const applied = applyPrefill(prefill, emptyFormValues, claimed());
    expect(applied.values).toEqual(prefill.values);
    expect(applied.disabled).toEqual({ salutation: true, firstName: true, lastName: true });
    expect(applied.hideDne).toBe(true);
  });

  it('keeps the e-mail the shopper typed and fills the names they have not reached', () => {
    const prefill = prefillFrom(customer, countryRules.HU);
    const applied = applyPrefill(prefill, typed({ email: 'eva@work.hu' }), claimed('email'));
    expect(applied.values).toMatchObject({
      email: 'eva@work.hu',
      salutation: 'MRS',
      firstName: 'Éva',
      lastName: 'Kiss',
    });
    expect(applied.disabled).toEqual({ salutation: true, firstName: true, lastName: true });
  });

  it('never locks a field the shopper emptied, edited or is in, even when it is empty (HU, TR)', () => {
    for (const country of ['HU', 'TR'] as const) {
      const prefill = prefillFrom(customer, countryRules[country]);
      const applied = applyPrefill(
        prefill,
        typed({ email: 'a@b.hu', firstName: 'Évi', lastName: '' }),
        claimed('email', 'firstName', 'lastName', 'salutation'),
      );
      expect(applied.values).toMatchObject({ firstName: 'Évi', lastName: '', salutation: '' });
      expect(applied.disabled).toEqual({ salutation: false, firstName: false, lastName: false });
    }
  });

  it('never locks an empty field, even one the shopper has not touched (customer without names)', () => {
    const prefill = prefillFrom({ ...customer, firstName: '', lastName: '  ' }, countryRules.TR);
    const applied = applyPrefill(prefill, emptyFormValues, claimed());
    expect(applied.disabled).toEqual({ salutation: false, firstName: false, lastName: false });
  });

  it('AT: optional names stay enterable when the shopper got there first', () => {
    const prefill = prefillFrom(customer, countryRules.AT);
    const applied = applyPrefill(prefill, typed({ email: 'x@y.at' }), claimed('email', 'lastName'));
    expect(applied.values.lastName).toBe('');
    expect(applied.disabled.lastName).toBe(false);
    expect(applied.disabled.firstName).toBe(true);
  });

  it('keeps the DNE checkbox and the shopper’s choice once they ticked or unticked it', () => {
    const prefill = prefillFrom(customer, countryRules.DE);
    const applied = applyPrefill(prefill, typed({ consents: [] }), claimed('consents'));
    expect(applied.values.consents).toEqual([]);
    expect(applied.hideDne).toBe(false);
  });

  it('keeps the bot trap as it is', () => {
    const prefill = prefillFrom(customer, countryRules.DE);
    expect(applyPrefill(prefill, typed({ website: 'x' }), claimed()).values.website).toBe('x');
  });
});
