import { describe, expect, it } from 'vitest';
import { contentLanguage, textFileFor } from './language.ts';

describe('the panel language', () => {
  it('is German on German-speaking sites, Swiss German in CH', () => {
    expect(textFileFor('de-DE')).toBe('de');
    expect(textFileFor('de-AT')).toBe('de');
    expect(textFileFor('de-CH')).toBe('de-CH');
    expect(contentLanguage('de-AT')).toBe('de-AT');
  });

  it('is English on every other site', () => {
    for (const locale of ['fr-CH', 'cs-CZ', 'hu-HU', 'sk-SK', 'tr-TR', 'pl-PL'] as const) {
      expect(textFileFor(locale)).toBe('en');
      expect(contentLanguage(locale)).toBe('en-GB');
    }
  });
});
