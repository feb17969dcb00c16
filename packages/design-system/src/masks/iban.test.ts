import { describe, expect, it } from 'vitest';
import { ibanCorpora } from '../../../../e2e/data/corpora/ibans.ts';
import { compactIban, ibanLengths, ibanMask, isValidIban } from './iban.ts';

describe('IBAN rule', () => {
  it('checks the country, its length and the mod-97 checksum', () => {
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isValidIban('GB29 NWBK 6016 1331 9268 19')).toBe(true);
    expect(isValidIban('DE89 3704 0044 0532 0130 01')).toBe(false);
    expect(isValidIban('DE89 3704 0044 0532 0130')).toBe(false);
    expect(ibanLengths.HU).toBe(28);
  });

  it('compacts the grouped form, drops an "IBAN" label and converts full-width characters', () => {
    expect(compactIban('de89 3704 00')).toBe('DE89370400');
    expect(compactIban('IBAN: DE89 3704')).toBe('DE893704');
    expect(compactIban('ＤＥ８９ ３７０４')).toBe('DE893704');
  });

  it('the mask keeps a pasted label out and full-width digits in', () => {
    expect(ibanMask.format('IBAN: DE89 3704 0044 0532 0130 00')).toBe('DE89 3704 0044 0532 0130 00');
    expect(ibanMask.format('ＤＥ８９ ３７０４ ００４４ ０５３２ ０１３０ ００')).toBe('DE89 3704 0044 0532 0130 00');
  });
});

describe.each(ibanCorpora.map((corpus) => [corpus.name, corpus] as const))('IBAN corpus %s', (_name, corpus) => {
  it.each(corpus.cases.map((entry) => [`${entry.value} (${entry.note})`, entry] as const))('%s', (_label, entry) => {
    expect(isValidIban(entry.value)).toBe(entry.accept);
  });
});
