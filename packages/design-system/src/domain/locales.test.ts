import { locales } from '@shop/sites';
import { describe, expect, it } from 'vitest';

const files = import.meta.glob<Record<string, unknown>>('../locales/*.json', { import: 'default', eager: true });
const textsOf = (locale: string) => files[`../locales/${locale}.json`] as Record<string, unknown>;

/** Every key path with its value, e.g. ["passwordStrength.weak", "Schwach"]. */
function flatten(texts: Record<string, unknown>, prefix = ''): Array<[string, unknown]> {
  return Object.entries(texts).flatMap(([key, value]) =>
    value !== null && typeof value === 'object'
      ? flatten(value as Record<string, unknown>, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value] as [string, unknown]],
  );
}

const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const reference = new Map(flatten(textsOf('de-DE')));

describe.each(locales)('design-system labels %s', (locale) => {
  const entries = flatten(textsOf(locale) ?? {});

  it("has exactly de-DE's keys, each a non-empty text with the same placeholders", () => {
    expect(entries.map(([key]) => key).sort()).toEqual([...reference.keys()].sort());
    for (const [key, value] of entries) {
      expect(typeof value, key).toBe('string');
      expect(String(value).trim(), key).not.toBe('');
      expect(placeholders(value), key).toEqual(placeholders(reference.get(key)));
    }
  });

  it('names every country differently, and "other country" differs from all of them', () => {
    const countryNames = entries
      .filter(([key]) => key.startsWith('countryCode.countries.') || key === 'countryCode.other')
      .map(([, value]) => String(value).toLocaleLowerCase(locale));
    expect(countryNames.length).toBeGreaterThanOrEqual(34);
    expect(new Set(countryNames).size).toBe(countryNames.length);
  });
});

describe('spelling rules', () => {
  it('de-CH never uses ß', () => {
    expect(JSON.stringify(textsOf('de-CH'))).not.toContain('ß');
  });

  it('fr-CH carries no German leftovers', () => {
    const french = flatten(textsOf('fr-CH')).map(([, value]) => String(value));
    const german = new Set(flatten(textsOf('de-DE')).map(([, value]) => String(value)));
    const shared = french.filter((text) => german.has(text));
    // Only names spelled the same in both languages may coincide.
    expect(shared.every((text) => ['Information', 'Portugal', 'Liechtenstein', 'Ukraine'].includes(text))).toBe(true);
    expect(french.join(' ')).not.toMatch(/\b(und|der|die|das|bitte|anzeigen|Passwort|Fehler)\b/i);
  });
});
