import { locales } from '@shop/sites';
import { describe, expect, it } from 'vitest';
import { outcomeMessageKeys } from '../domain/outcome.ts';
import { messageKeys } from '../domain/validation.ts';

const files = import.meta.glob<Record<string, unknown>>('./*.json', { eager: true, import: 'default' });
const textsOf = (locale: string) => files[`./${locale}.json`] as Record<string, unknown>;

function flatten(value: unknown, prefix = ''): Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return { [prefix]: value };
  return Object.assign(
    {},
    ...Object.entries(value).map(([key, inner]) => flatten(inner, prefix ? `${prefix}.${key}` : key)),
  );
}

describe('login texts', () => {
  const reference = Object.keys(flatten(textsOf('de-DE'))).sort();

  it.each(locales)('%s has every key of de-DE, each a non-empty text', (locale) => {
    const texts = flatten(textsOf(locale));
    expect(Object.keys(texts).sort()).toEqual(reference);
    for (const value of Object.values(texts)) expect(typeof value === 'string' && value.trim().length > 0).toBe(true);
  });

  it('has a text for every validation and outcome message key', () => {
    for (const key of [...Object.values(messageKeys), ...Object.values(outcomeMessageKeys)]) {
      expect(reference).toContain(key);
    }
  });

  it('writes Swiss German without ß', () => {
    expect(JSON.stringify(textsOf('de-CH'))).not.toContain('ß');
  });

  it.each(locales)(
    '%s: the wrong-credentials message names both fields, so it never says which was wrong',
    (locale) => {
      const texts = textsOf(locale) as { email: string; password: string; errors: Record<string, string> };
      const message = texts.errors.unauthorized?.toLowerCase() ?? '';
      expect(message).toContain(texts.email.toLowerCase());
      expect(message).toContain(texts.password.toLowerCase());
      expect(texts.errors.unauthorized).not.toBe(texts.errors.unavailable);
    },
  );
});
