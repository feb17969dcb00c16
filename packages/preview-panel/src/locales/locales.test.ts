import { describe, expect, it } from 'vitest';
import de from './de.json';
import deCH from './de-CH.json';
import en from './en.json';

function keys(texts: object, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('panel texts', () => {
  it('has every English panel text in German and Swiss German', () => {
    const english = keys(en).filter((key) => !key.startsWith('ds.'));
    expect(keys(de).sort()).toEqual(english.sort());
    expect(keys(deCH).sort()).toEqual(english.sort());
  });

  it('uses the spec wording in English', () => {
    expect(en.tests).toEqual({
      loading: 'Loading tests...',
      empty: 'No active tests for this date.',
      found: 'Active tests found.',
      error: 'Failed to fetch AB tests.',
    });
    expect(en.apply.success).toBe('Settings applied successfully.');
    expect(en.apply.failure).toBe('Applying settings failed.');
    expect(en.form.groupRequired).toBe('Please also select an A/B test group!');
    expect(en.group.required).toBe('Required');
    expect(en.apply.applying).toBe('Loading...');
  });

  it('writes Swiss German without "ß"', () => {
    expect(JSON.stringify(deCH)).not.toContain('ß');
  });
});
