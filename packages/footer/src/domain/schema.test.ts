import { describe, expect, it } from 'vitest';
import { builtInContent } from '../content/all.ts';
import { InvalidContentError, validateContent } from './schema.ts';

// Each case changes one part of the German footer, as a broken or hostile answer would; the
// renderer could use none of them.
const de = builtInContent.DE;
const [group] = de.teaser.groups;
if (!group) throw new Error('no teaser group in the German footer');

const refused = (content: unknown) => () => validateContent(content);

describe('the footer content schema', () => {
  it('takes the built-in footers, quality logos of 64 pixels included', () => {
    expect(validateContent(builtInContent.AT)).toEqual(builtInContent.AT);
    expect(validateContent(de)).toEqual(de);
  });

  it('refuses a social media link whose icon name is a number', () => {
    const [first] = de.socialMedia;
    expect(refused({ ...de, socialMedia: [{ ...first, iconName: 42 }] })).toThrow(InvalidContentError);
  });

  it('refuses a teaser heading whose link has no address', () => {
    const heading = { ...group.heading, link: { text: 'Service' } };
    expect(refused({ ...de, teaser: { groups: [{ ...group, heading }] } })).toThrow(InvalidContentError);
  });

  it('refuses a teaser link that says "yes" instead of true or false', () => {
    const links = [{ ...group.links[0], hideInClassic: 'yes' }];
    expect(refused({ ...de, teaser: { groups: [{ ...group, links }] } })).toThrow(InvalidContentError);
  });

  it('refuses a teaser image whose source is a number', () => {
    const images = [{ label: 'Visa', source: 42 }];
    expect(refused({ ...de, teaser: { groups: [{ ...group, images }] } })).toThrow(InvalidContentError);
  });

  it('refuses a quality logo of no width (it could not be shown)', () => {
    const at = builtInContent.AT;
    const logos = at.qualityLogos?.logos.map((logo) => ({ ...logo, image: { ...logo.image, width: 0 } }));
    expect(refused({ ...at, qualityLogos: { ...at.qualityLogos, logos } })).toThrow(InvalidContentError);
  });

  it('reports the first problem found, for the log', () => {
    // Two problems; the reason names one of them, not "2 errors occurred".
    expect(refused({ ...de, headline: 42, legalLinks: [] })).toThrow(/^(headline|legalLinks) /);
  });

  it('names its failure InvalidContentError in the reason the footer reports', () => {
    expect(refused({ ...de, headline: 42 })).toThrow(expect.objectContaining({ name: 'InvalidContentError' }));
  });
});
