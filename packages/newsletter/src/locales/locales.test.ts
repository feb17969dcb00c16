import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { locales } from '@shop/sites';
import { describe, expect, it } from 'vitest';
import { messages } from '../domain/schema.ts';

const dir = import.meta.dirname;
type Tree = { [key: string]: string | Tree };
const load = (locale: string): Tree => JSON.parse(readFileSync(join(dir, `${locale}.json`), 'utf8'));

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
}
// Plural forms differ per language (cs/sk/pl have few and many): compare the base key.
const baseKeys = (texts: Record<string, string>) =>
  [...new Set(Object.keys(texts).map((key) => key.replace(/_(one|few|many|other)$/, '')))].sort();
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}|<(\w+)>/g)].map((m) => m[1] ?? m[2]).sort();

const reference = flatten(load('de-DE'));

describe('newsletter texts', () => {
  it('exist for all nine locales and nothing else', () => {
    expect(
      readdirSync(dir)
        .filter((file) => file.endsWith('.json'))
        .sort(),
    ).toEqual(locales.map((l) => `${l}.json`).sort());
  });

  it.each(locales)('%s has every text, with the same placeholders and links', (locale) => {
    const texts = flatten(load(locale));
    expect(baseKeys(texts)).toEqual(baseKeys(reference));
    for (const [key, text] of Object.entries(texts)) {
      const base = key.replace(/_(one|few|many|other)$/, '_other');
      expect(placeholders(text), `${locale} ${key}`).toEqual(placeholders(reference[base] ?? reference[key] ?? ''));
      expect(text.trim(), `${locale} ${key}`).not.toBe('');
    }
    for (const key of Object.values(messages)) expect(texts[key], `${locale} ${key}`).toBeTruthy();
  });

  it('writes Swiss German without ß', () => {
    expect(JSON.stringify(load('de-CH'))).not.toContain('ß');
  });

  it('keeps fr-CH French (no German leftovers)', () => {
    const french = Object.values(flatten(load('fr-CH'))).join(' ');
    expect(french).not.toMatch(/\b(und|der|die|das|Sie|bitte|Anmelden)\b/);
  });
});
