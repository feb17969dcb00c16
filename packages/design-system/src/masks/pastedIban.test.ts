import { describe, expect, it } from 'vitest';
import { ibanLengths } from './iban.ts';
import { findIban } from './pastedIban.ts';

// A shopper pastes a whole line of a bank letter or an e-mail into the IBAN field.
describe('the IBAN found in pasted text', () => {
  it('passes over a reference of two letters and two digits before the IBAN', () => {
    expect(findIban('Ref AB12, IBAN DE89 3704 0044 0532 0130 00', ibanLengths)).toBe('DE89370400440532013000');
  });

  it('ends the IBAN at a comma: what follows is not read into it', () => {
    expect(findIban('DE89 3704 0044, 0532 0130 00', ibanLengths)).toBe('DE8937040044');
  });

  it('finds no IBAN when its check digits are split by a full stop', () => {
    expect(findIban('DE8.9 3704 0044 0532 0130 00', ibanLengths)).toBeNull();
  });
});
