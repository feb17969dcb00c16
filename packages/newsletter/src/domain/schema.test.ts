import { firstInvalidField } from '@shop/design-system/form';
import type { Country } from '@shop/sites';
import { describe, expect, it } from 'vitest';
import { countryRules } from './countryRules.ts';
import { emptyFormValues, fieldOrder, type SubscriberFormValues } from './formValues.ts';
import { messages, validateSubscriber } from './schema.ts';

const allCountries = Object.keys(countryRules) as Country[];
const namesRequired: Country[] = ['HU', 'TR'];
const valid = (country: Country): SubscriberFormValues => ({
  ...emptyFormValues,
  email: 'kunde@example.com',
  firstName: 'Anna',
  lastName: 'Schmidt',
  salutation: country === 'HU' ? 'MRS' : '',
  legals: country === 'TR' ? ['NEWSLETTER'] : [],
});
const errorsFor = (country: Country, change: Partial<SubscriberFormValues>) =>
  validateSubscriber(countryRules[country], { ...valid(country), ...change });

const namesOfEveryAlphabet = [
  'Jürgen Größe-Äßler', // German
  'Éloïse Dûchâtel-Œuvré', // French
  'François Çà', // French cedilla
  'Řehoř Šťastný Žďárský', // Czech
  'Ľudovít Ďurčo Ĺ Ŕ Ô', // Slovak
  'Árpád Őrsi Ű Ő', // Hungarian
  'İsmail Ağaoğlu ş ı ç', // Turkish
  'Łukasz Żółć Ś Ń Ę Ą', // Polish
  'Zoë', // diaeresis
  'Cafe\u0301 Mu\u0308ller', // combining marks (NFD)
];
const allowedSpecials = ['+', '&', "'", '`', '´', ',', '(', ')', '/', '.', '-', ' ', '0', '9'];
const urlLike = [
  'www.shop',
  'http://x',
  'https:evil',
  'visit shop.de',
  'anna.com',
  'x://y',
  'example.org/path',
  '//cdn',
];
const forbidden = [
  'Anna!',
  'Anna<script>',
  'Anna@home',
  'Anna;',
  'Anna_B',
  'Анна',
  '张伟',
  'Anna\tB',
  'Anna"',
  'Anna#1',
];

describe.each(allCountries)('newsletter schema in %s', (country) => {
  const rules = countryRules[country];

  it('accepts a complete, valid sign-up', () => {
    expect(errorsFor(country, {})).toEqual({});
  });

  it.each([
    ['', messages.emailRequired],
    ['   ', messages.emailRequired],
    ['no-at-sign', messages.emailPattern],
    ['a@b', messages.emailPattern],
    ['a b@example.com', messages.emailPattern],
    ['anna@@example.com', messages.emailPattern],
  ])('rejects the e-mail %j', (email, message) => {
    expect(errorsFor(country, { email }).email).toBe(message);
  });

  it('accepts an e-mail of 256 characters and rejects one of 257', () => {
    // A local part has at most 64 octets: the rest of the 256 is the domain.
    const at256 = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(59)}.com`;
    expect(at256).toHaveLength(256);
    expect(errorsFor(country, { email: at256 }).email).toBeUndefined();
    expect(errorsFor(country, { email: `a${at256}` }).email).toBe(messages.emailTooLong);
  });

  it.each(namesOfEveryAlphabet)('accepts the name %j', (name) => {
    expect(errorsFor(country, { firstName: name, lastName: name })).toEqual({});
  });

  it.each(allowedSpecials)('accepts the character %j in names', (char) => {
    // A dot between two lower-case letters is a host name ("anna.com"), never a name: the dot
    // is tried where names have it, after an initial or an abbreviation.
    const [first, last] = char === '.' ? ['M.De', 'Dr. Schmidt'] : [`Ann${char}a`, `Sch${char}midt`];
    expect(errorsFor(country, { firstName: first, lastName: last })).toEqual({});
  });

  it.each(forbidden)('rejects the name %j as invalid characters', (name) => {
    const errors = errorsFor(country, { firstName: name, lastName: name });
    expect(errors.firstName).toBe(messages.nameInvalid);
    expect(errors.lastName).toBe(messages.nameInvalid);
  });

  it.each(urlLike)('rejects the URL-like name %j', (name) => {
    expect(errorsFor(country, { firstName: name }).firstName).toBe(messages.nameInvalid);
  });

  it('accepts names of 40 characters and rejects 41', () => {
    expect(errorsFor(country, { firstName: 'a'.repeat(40), lastName: 'ö'.repeat(40) })).toEqual({});
    const errors = errorsFor(country, { firstName: 'a'.repeat(41), lastName: 'ö'.repeat(41) });
    expect(errors.firstName).toBe(messages.nameTooLong);
    expect(errors.lastName).toBe(messages.nameTooLong);
  });

  it(namesRequired.includes(country) ? 'requires both names' : 'leaves names optional', () => {
    const errors = errorsFor(country, { firstName: ' ', lastName: '' });
    if (namesRequired.includes(country)) {
      expect(errors.firstName).toBe(messages.firstNameRequired);
      expect(errors.lastName).toBe(messages.lastNameRequired);
    } else {
      expect(errors).toEqual({});
    }
  });

  it(country === 'HU' ? 'requires the salutation' : 'leaves the salutation optional', () => {
    const errors = errorsFor(country, { salutation: '' });
    expect(errors.salutation).toBe(country === 'HU' ? messages.salutationRequired : undefined);
    expect(rules.showSalutation).toBe(country === 'HU' || country === 'AT');
  });

  it(country === 'TR' ? 'requires the legal consent' : 'has no legal checkbox', () => {
    const errors = errorsFor(country, { legals: [] });
    expect(errors.legals).toBe(country === 'TR' ? messages.legalRequired : undefined);
  });

  it('never requires the DNE consent', () => {
    expect(errorsFor(country, { consents: [] })).toEqual({});
    expect(errorsFor(country, { consents: ['DNE'] })).toEqual({});
  });
});

describe('country table', () => {
  it('shows names in AT, HU, TR and the salutation in AT, HU only', () => {
    expect(allCountries.filter((c) => countryRules[c].showNames)).toEqual(['AT', 'HU', 'TR']);
    expect(allCountries.filter((c) => countryRules[c].showSalutation)).toEqual(['AT', 'HU']);
    expect(allCountries.filter((c) => countryRules[c].disablePrefilled)).toEqual(['AT', 'HU', 'TR']);
  });

  it('says 18 years in CZ and SK, 16 elsewhere', () => {
    expect(allCountries.filter((c) => countryRules[c].minimumAge === 18)).toEqual(['CZ', 'SK']);
  });
});

describe('first invalid field', () => {
  it('follows the screen order', () => {
    expect(firstInvalidField<SubscriberFormValues>({ lastName: 'x', email: 'y' }, fieldOrder)).toBe('email');
    expect(firstInvalidField<SubscriberFormValues>({ legals: 'x', firstName: 'y' }, fieldOrder)).toBe('firstName');
    expect(firstInvalidField<SubscriberFormValues>({}, fieldOrder)).toBeNull();
  });
});

describe('a form that sends fewer fields than it shows (an old page, a script)', () => {
  const without = (country: Country, ...fields: (keyof SubscriberFormValues)[]) => {
    const values: Partial<SubscriberFormValues> = { ...valid(country) };
    for (const field of fields) delete values[field];
    return validateSubscriber(countryRules[country], values as SubscriberFormValues);
  };

  it('takes a form without salutation and legal consent where neither is asked for', () => {
    expect(without('DE', 'salutation', 'legals')).toEqual({});
  });

  it('still asks for the names where they are required', () => {
    expect(without('HU', 'firstName', 'lastName')).toMatchObject({
      firstName: messages.firstNameRequired,
      lastName: messages.lastNameRequired,
    });
  });
});

it('takes the legal consent given together with the do-not-email choice', () => {
  expect(errorsFor('TR', { legals: ['NEWSLETTER', 'DNE'] })).toEqual({});
});
