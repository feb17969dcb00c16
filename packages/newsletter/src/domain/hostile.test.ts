import type { Country } from '@shop/sites';
import { describe, expect, it } from 'vitest';
import { nameCorpora } from '../../../../e2e/data/corpora/names.ts';
import { type EmailResult, emails, whatwgEmailPattern } from '../../../../e2e/data/hostile/emails.ts';
import { type NameResult, names } from '../../../../e2e/data/hostile/names.ts';
import { countryRules } from './countryRules.ts';
import { emptyFormValues, type SubscriberFormValues } from './formValues.ts';
import { messages, validateSubscriber } from './schema.ts';

/** The hostile-input tables (e2e/data/hostile) against the newsletter form's schema. */
const emailMessage: Record<EmailResult, string | undefined> = {
  ok: undefined,
  required: messages.emailRequired,
  invalid: messages.emailPattern,
  tooLong: messages.emailTooLong,
};
const nameMessage: Record<NameResult, string | undefined> = {
  ok: undefined,
  invalid: messages.nameInvalid,
  tooLong: messages.nameTooLong,
};
const errors = (country: Country, values: Partial<SubscriberFormValues>) =>
  validateSubscriber(countryRules[country], { ...emptyFormValues, ...values });

describe('hostile e-mail addresses', () => {
  it('has at least 100 entries, the WHATWG flag of each matching the spec pattern', () => {
    expect(emails.length).toBeGreaterThanOrEqual(100);
    for (const entry of emails) expect(whatwgEmailPattern.test(entry.value), entry.note).toBe(entry.whatwg);
  });

  it.each(emails.map((entry) => [entry.note, entry] as const))('%s', (_note, entry) => {
    expect(errors('DE', { email: entry.value }).email).toBe(emailMessage[entry.expected]);
  });

  it('never accepts an address the WHATWG definition refuses, unless it only has non-ASCII letters or surrounding white space', () => {
    for (const entry of emails.filter((item) => item.expected === 'ok' && !item.whatwg)) {
      const address = entry.value.trim().normalize('NFC');
      expect(whatwgEmailPattern.test(address.replace(/[^ -~]/g, 'x')), entry.note).toBe(true);
    }
  });
});

describe('hostile names', () => {
  it.each(names.map((entry) => [entry.note, entry] as const))('%s', (_note, entry) => {
    const found = errors('AT', { email: 'kunde@example.com', firstName: entry.value, lastName: entry.value });
    expect(found.firstName).toBe(nameMessage[entry.result]);
    expect(found.lastName).toBe(nameMessage[entry.result]);
  });

  it('names of every alphabet are accepted in the countries that require names', () => {
    for (const country of ['HU', 'TR'] as const) {
      for (const entry of names.filter((item) => item.result === 'ok' && item.value.trim())) {
        const found = errors(country, {
          email: 'kunde@example.com',
          firstName: entry.value,
          lastName: entry.value,
          salutation: 'MRS',
          legals: ['NEWSLETTER'],
        });
        expect(found, `${country}: ${entry.note}`).toEqual({});
      }
    }
  });
});

describe.each(nameCorpora.map((corpus) => [corpus.name, corpus] as const))('name corpus %s', (_name, corpus) => {
  it.each(corpus.cases.map((entry) => [`${entry.value} (${entry.note})`, entry] as const))('%s', (_label, entry) => {
    const found = errors('HU', { email: 'kunde@example.com', firstName: entry.value, salutation: 'MRS' });
    expect(found.firstName === undefined, entry.note).toBe(entry.accept);
  });
});
