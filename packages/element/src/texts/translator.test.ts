import { describe, expect, it, vi } from 'vitest';
import { Translator } from './translator.ts';

const texts = {
  close: 'Schließen',
  errors: { required: 'Pflichtfeld', tooLong: 'Höchstens {{max}} Zeichen' },
  voucherValidity_one: '{{count}} hónap',
  voucherValidity_other: '{{count}} hónap',
  days_one: '{{count}} den',
  days_few: '{{count}} dny',
  days_other: '{{count}} dní',
  countries: { AT: 'Rakousko', DE: 'Německo' },
};

describe('Translator', () => {
  it('finds nested keys and interpolates placeholders', () => {
    const t = new Translator('de-DE').addResourceBundle('de-DE', 'element', texts).getFixedT(null, 'element');
    expect(t('close')).toBe('Schließen');
    expect(t('errors.tooLong', { max: 40 })).toBe('Höchstens 40 Zeichen');
  });

  it('chooses the plural form of the locale by count', () => {
    const t = new Translator('cs-CZ').addResourceBundle(null, 'element', texts).getFixedT(null, 'element');
    expect(t('days', { count: 1 })).toBe('1 den');
    expect(t('days', { count: 3 })).toBe('3 dny');
    expect(t('days', { count: 5 })).toBe('5 dní');
  });

  it('falls back to the _other form when the locale form is missing', () => {
    const t = new Translator('cs-CZ').addResourceBundle(null, 'element', texts).getFixedT(null, 'element');
    expect(t('voucherValidity', { count: 3 })).toBe('3 hónap');
  });

  it('returns a sub-tree with returnObjects', () => {
    const t = new Translator('cs-CZ').addResourceBundle(null, 'ds', texts).getFixedT(null, 'ds');
    expect(t('countries', { returnObjects: true })).toEqual({ AT: 'Rakousko', DE: 'Německo' });
  });

  it('reports a missing text and shows its key (or the default value)', () => {
    const missing = vi.fn();
    const t = new Translator('pl-PL', missing).addResourceBundle(null, 'element', texts).getFixedT(null, 'element');
    expect(t('nowhere.to.be.found')).toBe('nowhere.to.be.found');
    expect(t('errors')).toBe('errors');
    expect(t('absent', { defaultValue: 'Zamknij' })).toBe('Zamknij');
    expect(missing).toHaveBeenCalledWith('element', 'nowhere.to.be.found');
  });

  it('deep-merges bundles added later, and keeps namespaces apart', () => {
    const translator = new Translator('de-CH')
      .addResourceBundle(null, 'ds', { a: { b: 'eins', c: 'zwei' } })
      .addResourceBundle(null, 'ds', { a: { c: 'drei' } })
      .addResourceBundle(null, 'element', { a: { b: 'anders' } });
    expect(translator.getFixedT(null, 'ds')('a.b')).toBe('eins');
    expect(translator.getFixedT(null, 'ds')('a.c')).toBe('drei');
    expect(translator.getFixedT(null, 'element')('a.b')).toBe('anders');
    expect(translator.getResource(null, 'ds', 'a')).toEqual({ b: 'eins', c: 'drei' });
  });

  it('leaves unknown placeholders and markup as plain text', () => {
    const t = new Translator('de-DE')
      .addResourceBundle(null, 'element', { text: '<b>{{name}}</b> {{other}}' })
      .getFixedT(null, 'element');
    expect(t('text', { name: '<img src=x onerror=alert(1)>' })).toBe('<b><img src=x onerror=alert(1)></b> {{other}}');
  });

  it('does not read inherited object properties as texts', () => {
    const t = new Translator('de-DE').addResourceBundle(null, 'element', {}).getFixedT(null, 'element');
    expect(t('constructor')).toBe('constructor');
    expect(t('__proto__.toString')).toBe('__proto__.toString');
  });
});
