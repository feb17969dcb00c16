import { describe, expect, it } from 'vitest';
import { isSafeHref, splitRichText } from './richText.ts';

/** A translated sentence with links, and the addresses the site's table puts behind them. */
describe('a translated sentence with links', () => {
  it('splits into text and links by tag name, in order', () => {
    expect(splitRichText('Read our <privacy>privacy notice</privacy> or <contact>write to us</contact>.')).toEqual([
      { text: 'Read our ' },
      { link: 'privacy', text: 'privacy notice' },
      { text: ' or ' },
      { link: 'contact', text: 'write to us' },
      { text: '.' },
    ]);
  });

  it('a sentence that starts and ends with a link has no empty text parts', () => {
    expect(splitRichText('<voucher>Conditions</voucher>')).toEqual([{ link: 'voucher', text: 'Conditions' }]);
  });

  it('a sentence without links is one text part; an empty one is nothing', () => {
    expect(splitRichText('No links here.')).toEqual([{ text: 'No links here.' }]);
    expect(splitRichText('')).toEqual([]);
  });

  it.each([
    [
      'a script tag is only a link name no site has (rendered as its text)',
      '<script>alert(1)</script>',
      [{ link: 'script', text: 'alert(1)' }],
    ],
    ['mismatched tags stay text', 'a <privacy>b</contact> c', [{ text: 'a <privacy>b</contact> c' }]],
    ['a tag with attributes stays text', '<a href="x">b</a>', [{ text: '<a href="x">b</a>' }]],
    [
      'markup nested in a link stays text',
      '<privacy>a <b>c</b></privacy>',
      [{ text: '<privacy>a ' }, { link: 'b', text: 'c' }, { text: '</privacy>' }],
    ],
  ])('%s (a translator’s slip never becomes HTML)', (_label, text, parts) => {
    expect(splitRichText(text)).toEqual(parts);
  });
});

describe('which addresses become links', () => {
  it.each([
    ['a shop path', '/datenschutz'],
    ['an https address', 'https://shop.example/agb'],
    ['an http address in capitals', 'HTTP://shop.example/agb'],
  ])('%s is a link', (_label, href) => {
    expect(isSafeHref(href)).toBe(true);
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['a protocol-relative address to another host', '//evil.example/x'],
    ['a data: address', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path (meaning differs per page)', 'datenschutz'],
    ['an https address with a script scheme in front', 'javascript:https://x'],
    ['an https address without //', 'https:evil.example'],
    ['a path after a space', ' /datenschutz'],
  ])('%s renders as text', (_label, href) => {
    expect(isSafeHref(href)).toBe(false);
  });
});
