import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scorePassword } from './passwordStrength.ts';

describe('scorePassword', () => {
  it('is none for an empty password', () => {
    expect(scorePassword('')).toBe('none');
  });

  it('is weak below 8 characters, whatever they are', () => {
    expect(scorePassword('aB3$xY7')).toBe('weak');
    expect(scorePassword('a')).toBe('weak');
  });

  it('from 8 characters scores by the number of classes (lowercase, uppercase, digit)', () => {
    expect(scorePassword('abcdefgh')).toBe('weak');
    expect(scorePassword('12345678')).toBe('weak');
    expect(scorePassword('!!!!!!!!')).toBe('weak');
    expect(scorePassword('abcdefg1')).toBe('moderate');
    expect(scorePassword('ABCDEFGh')).toBe('moderate');
    expect(scorePassword('abcDEF12')).toBe('strong');
  });

  it('knows non-English letters (Turkish, Polish, German)', () => {
    expect(scorePassword('şifreĞÜÇ')).toBe('moderate');
    expect(scorePassword('żółwŁÓDŹ1')).toBe('strong');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(scorePassword('aB1😀😀😀😀')).toBe('weak'); // 7 characters
    expect(scorePassword('aB1😀😀😀😀😀')).toBe('strong');
  });

  it('never gets weaker when a character is appended (monotone)', () => {
    const order = { none: 0, weak: 1, moderate: 2, strong: 3 };
    fc.assert(
      fc.property(fc.string(), fc.string({ minLength: 1, maxLength: 1 }), (password, extra) => {
        return order[scorePassword(password + extra)] >= order[scorePassword(password)];
      }),
    );
  });
});
