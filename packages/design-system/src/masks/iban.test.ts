import { describe, expect, it } from 'vitest';
import { compactIban, isIbanShape } from './iban.ts';

describe('IBAN shape', () => {
  it('accepts two letters then digits, with or without group spaces', () => {
    expect(isIbanShape('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isIbanShape('pl61109010140000071219812874')).toBe(true);
  });

  it('rejects other shapes', () => {
    expect(isIbanShape('D189 3704')).toBe(false);
    expect(isIbanShape('DE89 37A4')).toBe(false);
    expect(isIbanShape('DE')).toBe(false);
    expect(isIbanShape('')).toBe(false);
  });

  it('compacts the grouped form', () => {
    expect(compactIban('de89 3704 00')).toBe('DE89370400');
  });
});
