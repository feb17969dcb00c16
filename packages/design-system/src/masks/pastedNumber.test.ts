import { describe, expect, it } from 'vitest';
import { readPastedNumber } from './pastedNumber.ts';

// What a shopper pasting into a number field gets: the number as the field's locale writes it,
// or null when a negative number is pasted where the field takes none.
describe('a pasted number', () => {
  it.each([
    ['0,0012E4', ',', '12'],
    ['1.500e-1', '.', '0.15'],
    ['1e10', '.', '10000000000'],
    ['1,5E-3 kg', ',', '0,0015'],
  ])('in exponent notation, %s, is written out without zeros it does not need: %s', (text, mark, shown) => {
    expect(readPastedNumber(text, mark as ',' | '.')).toBe(shown);
  });

  it.each([
    ['.5', ',5'],
    ['12,-', '12,'],
    [',', ','],
  ])('keeps a decimal mark: %s is %s (the shopper goes on with the decimals)', (text, shown) => {
    expect(readPastedNumber(text, ',')).toBe(shown);
  });

  it('refuses any negative number in a field that takes none, also one like -5,5', () => {
    expect(readPastedNumber('-5,5', ',')).toBeNull();
  });

  it('reads a minus with no number after it as nothing', () => {
    expect(readPastedNumber('- ', '.', true)).toBe('');
  });
});
