import { describe, expect, it } from 'vitest';
import { countryRules } from './countryRules.ts';
import { noPrefill, parseBaseData, prefillFrom } from './prefill.ts';

const anna = {
  email: 'anna.schmidt@example.com',
  salutation: 'MRS',
  firstName: 'Anna',
  lastName: 'Schmidt',
  consents: ['DNE'],
  legals: ['NEWSLETTER'],
};

describe('prefill', () => {
  it('fills and disables names and salutation in AT', () => {
    const prefill = prefillFrom(anna, countryRules.AT);
    expect(prefill.values).toMatchObject({
      email: anna.email,
      salutation: 'MRS',
      firstName: 'Anna',
      lastName: 'Schmidt',
    });
    expect(prefill.disabled).toEqual({ salutation: true, firstName: true, lastName: true });
    expect(prefill.hideDne).toBe(true);
    expect(prefill.values.consents).toEqual(['DNE']);
    expect(prefill.values.legals).toEqual([]);
  });

  it('fills the TR legal consent and disables names but has no salutation', () => {
    const prefill = prefillFrom(anna, countryRules.TR);
    expect(prefill.values.salutation).toBe('');
    expect(prefill.values.legals).toEqual(['NEWSLETTER']);
    expect(prefill.disabled).toEqual({ salutation: false, firstName: true, lastName: true });
  });

  it('fills only the e-mail where no names are shown, and disables nothing', () => {
    const prefill = prefillFrom({ ...anna, consents: [] }, countryRules.DE);
    expect(prefill.values).toMatchObject({ email: anna.email, firstName: '', lastName: '', salutation: '' });
    expect(prefill.disabled).toEqual({ salutation: false, firstName: false, lastName: false });
    expect(prefill.hideDne).toBe(false);
  });

  it('leaves invalid prefilled names editable and ignores unknown salutations and consents', () => {
    const prefill = prefillFrom(
      { ...anna, firstName: 'www.spam.com', salutation: 'KING', consents: ['EVIL', 'DNE', 'DNE'] },
      countryRules.HU,
    );
    expect(prefill.values.firstName).toBe('www.spam.com');
    expect(prefill.disabled).toEqual({ salutation: false, firstName: false, lastName: true });
    expect(prefill.values.salutation).toBe('');
    expect(prefill.values.consents).toEqual(['DNE']);
  });

  it('fills names and address without the spaces around them', () => {
    const prefill = prefillFrom(
      { ...anna, email: ' anna.schmidt@example.com ', firstName: ' Anna ', lastName: ' Schmidt ' },
      countryRules.AT,
    );
    expect(prefill.values).toMatchObject({ email: anna.email, firstName: 'Anna', lastName: 'Schmidt' });
  });

  it('fills nothing and locks nothing for fields the base data lacks', () => {
    const prefill = prefillFrom({ salutation: 'MRS' }, countryRules.AT);
    expect(prefill.values).toMatchObject({ email: '', firstName: '', lastName: '' });
    expect(prefill.disabled).toEqual({ salutation: true, firstName: false, lastName: false });
  });

  it('never ticks the newsletter consent from base data: only the do-not-email choice is carried over', () => {
    expect(prefillFrom({ ...anna, consents: ['NEWSLETTER', 'DNE'] }, countryRules.DE).values.consents).toEqual(['DNE']);
  });

  it('fills the legal consent only with the newsletter consent', () => {
    expect(prefillFrom({ ...anna, legals: ['DNE', 'NEWSLETTER'] }, countryRules.TR).values.legals).toEqual([
      'NEWSLETTER',
    ]);
  });

  it('gives the empty form without data', () => {
    expect(prefillFrom(null, countryRules.HU)).toBe(noPrefill);
  });

  it('accepts only the expected shape of base data', () => {
    expect(parseBaseData(anna)).toEqual(anna);
    expect(parseBaseData({ email: 'x@y.de', firstName: null })).toEqual({ email: 'x@y.de' });
    expect(parseBaseData({ email: 42 })).toBeNull();
    expect(parseBaseData('text')).toBeNull();
    expect(parseBaseData({ consents: 'DNE' })).toBeNull();
  });
});
