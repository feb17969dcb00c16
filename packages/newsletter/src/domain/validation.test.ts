import { describe, expect, it } from 'vitest';
import { hasOnlyAllowedNameCharacters, looksLikeWebAddress, nameLength, startsLikeFormula } from './validation.ts';

/**
 * The name rule's behaviours, one each. The corpora (e2e/data/corpora/names.ts: the Hungarian
 * register via Faker, real-world names, python-nameparser's suite; e2e/data/hostile/names.ts)
 * are held to the rule in hostile.test.ts and schema.test.ts; their wrongly accepted / wrongly
 * rejected counts are printed by `node_modules/.bin/tsx e2e/data/corpora/count.ts`.
 */
describe('names that are web addresses', () => {
  it.each([
    ['a host capitalised like a name', 'Evil.Com'],
    ['a host in capitals with a two-letter top-level domain', 'EVIL.CN'],
    ['a host of three labels in mixed case', 'Shop.Evil.cn'],
    ['a host with a Punycode top-level domain', 'Evil.Xn--P1ai'],
    ['a host of two-letter labels', 'Ab.Cd'],
    ['a host after a name', 'Anna evil.cn'],
  ])('refuses %s (%s)', (_what, name) => {
    expect(looksLikeWebAddress(name)).toBe(true);
  });

  it('refuses an initial-like host followed by a path', () => {
    expect(looksLikeWebAddress('T.Me/Evil')).toBe(true);
    expect(looksLikeWebAddress('T.Me Evil')).toBe(false);
  });

  it('refuses a host name with a path, however it is capitalised', () => {
    expect(looksLikeWebAddress('Bit.Ly/Abc')).toBe(true);
  });

  it('refuses www. after a name', () => {
    expect(looksLikeWebAddress('Hans www.Shop')).toBe(true);
    expect(looksLikeWebAddress('Hanswww.Shop')).toBe(true);
  });

  it('refuses a dot spelled out in brackets, in our languages too', () => {
    for (const name of [
      'evil(dot)com',
      'evil (DOT) com',
      'evil(.)com',
      'evil (Punkt) de',
      'evil(point)fr',
      'evil(tečka)cz',
      'evil(bodka)sk',
      'evil(pont)hu',
      'evil(kropka)pl',
      'evil(nokta)tr',
      'evil( dot )com',
    ])
      expect(looksLikeWebAddress(name), name).toBe(true);
    expect(looksLikeWebAddress('Dot Cotton')).toBe(false);
  });

  it('refuses a dot set apart by spaces between words', () => {
    expect(looksLikeWebAddress('evil . com')).toBe(true);
    expect(looksLikeWebAddress('evil .com')).toBe(true);
    expect(looksLikeWebAddress('M. de Vries')).toBe(false);
  });

  it('refuses a full-width host, read in its compatibility form', () => {
    expect(looksLikeWebAddress('ｅｖｉｌ．ｃｏｍ')).toBe(true);
  });

  it('accepts initials glued together and to a name part', () => {
    for (const name of ['J.R.R. Tolkien', 'M.De Vries', 'Smith, J.R.', 'Andrews, M.D.', 'Clarke, Q.C. M.P.'])
      expect(looksLikeWebAddress(name), name).toBe(false);
  });

  it('accepts titles and degrees glued to a name', () => {
    for (const name of ['Dr.Müller', 'Prof.Dr.Weber', 'Lt.Gov. John Doe', 'John Doe Msc.Ed.', 'St.Pierre'])
      expect(looksLikeWebAddress(name), name).toBe(false);
  });

  it('refuses an abbreviation glued to a lower-case word', () => {
    expect(looksLikeWebAddress('Dr.med')).toBe(true);
    expect(looksLikeWebAddress('J.r')).toBe(true);
  });

  it('refuses www. with a space after each dot, which no dotted run shows', () => {
    expect(looksLikeWebAddress('www. evil. com')).toBe(true);
    expect(looksLikeWebAddress('Anna www. evil. com')).toBe(true);
  });

  it('refuses a dot set apart by several spaces', () => {
    expect(looksLikeWebAddress('evil  .  com')).toBe(true);
  });

  it('refuses an IP address with a space before each dot', () => {
    expect(looksLikeWebAddress('192 .168 .0 .1')).toBe(true);
  });

  it('refuses a host whose capital letter is hidden at its end', () => {
    expect(looksLikeWebAddress('Anna t.mE')).toBe(true);
  });

  it('refuses a host glued to a title', () => {
    expect(looksLikeWebAddress('Prof.Evil.Com')).toBe(true);
  });

  it('accepts initials with stray dots typed before or after them', () => {
    expect(looksLikeWebAddress('Tolkien, ..J.R.R.')).toBe(false);
    expect(looksLikeWebAddress('Smith, J.R..')).toBe(false);
  });

  it('accepts dots that end an abbreviation before a space', () => {
    expect(looksLikeWebAddress('Müller (geb. Meier)')).toBe(false);
    expect(looksLikeWebAddress('ifj. Kovács')).toBe(false);
  });
});

describe('names that start like a spreadsheet formula', () => {
  it.each([
    ['a function after a plus', '+SUM(1,2)'],
    ['a function after a minus', '-SUM(1,2)'],
    ['arithmetic after a minus', '-1+1'],
    ['an equals sign', '=1+1'],
    ['an at sign', '@SUM(1)'],
    ['a tab before a formula', '\t=1'],
    ['a carriage return before a formula', '\r=1'],
    ['a minus before a space', '- Anna'],
    ['a plus alone', '+'],
  ])('refuses %s', (_what, name) => {
    expect(startsLikeFormula(name)).toBe(true);
  });

  it('accepts a trigger followed by a name of letters only', () => {
    expect(startsLikeFormula('-Anna')).toBe(false);
    expect(startsLikeFormula("+O'Brien-Smith")).toBe(false);
  });

  it('accepts plus and minus inside a name', () => {
    expect(startsLikeFormula('Anna+Peter')).toBe(false);
    expect(startsLikeFormula('Anna-Lena')).toBe(false);
  });
});

describe('name characters', () => {
  it('accepts the Catalan middle dot between two l', () => {
    expect(hasOnlyAllowedNameCharacters('Marcel·lí')).toBe(true);
    expect(hasOnlyAllowedNameCharacters('PARAL·LEL')).toBe(true);
  });

  it('refuses a middle dot anywhere else', () => {
    expect(hasOnlyAllowedNameCharacters('Anna·Lena')).toBe(false);
    expect(hasOnlyAllowedNameCharacters('Marcel·')).toBe(false);
    expect(hasOnlyAllowedNameCharacters('·lí')).toBe(false);
    expect(hasOnlyAllowedNameCharacters('Mal·ia')).toBe(false);
  });

  it('refuses a combining mark typed after a space (a mark must follow a letter)', () => {
    expect(hasOnlyAllowedNameCharacters('Anna \u0301Lena')).toBe(false);
  });

  it('counts a name composed', () => {
    expect(nameLength('Mu\u0308ller')).toBe(6);
  });
});
