import { describe, expect, it, vi } from 'vitest';
import { builtInContent } from '../content/all.ts';

// Each case changes one part of the German footer, as a broken or hostile answer would; the
// renderer could use none of them.
const de = builtInContent.DE;
const [group] = de.teaser.groups;
if (!group) throw new Error('no teaser group in the German footer');

// Each test loads the schema itself, afresh, instead of a static import: the schema is built as
// its module loads, so a schema that throws there then fails the tests (a test file that cannot
// load has no test to fail, which Stryker's vitest runner counts as passed; bench/README.md).
const schema = () => {
  vi.resetModules();
  return import('./schema.ts');
};

/** Why the schema refuses `content` (the InvalidContentError's message), or null when it takes it. */
async function refusal(content: unknown): Promise<string | null> {
  const { validateContent, InvalidContentError } = await schema();
  try {
    validateContent(content);
    return null;
  } catch (error) {
    if (error instanceof InvalidContentError) return error.message;
    throw error;
  }
}

describe('the footer content schema', () => {
  it('takes the built-in footers, quality logos of 64 pixels included', async () => {
    const { validateContent } = await schema();
    expect(validateContent(builtInContent.AT)).toEqual(builtInContent.AT);
    expect(validateContent(de)).toEqual(de);
  });

  it('refuses a social media link whose icon name is a number', async () => {
    const [first] = de.socialMedia;
    expect(await refusal({ ...de, socialMedia: [{ ...first, iconName: 42 }] })).toEqual(expect.any(String));
  });

  it('refuses a teaser heading whose link has no address', async () => {
    const heading = { ...group.heading, link: { text: 'Service' } };
    expect(await refusal({ ...de, teaser: { groups: [{ ...group, heading }] } })).toEqual(expect.any(String));
  });

  it('refuses a teaser link that says "yes" instead of true or false', async () => {
    const links = [{ ...group.links[0], hideInClassic: 'yes' }];
    expect(await refusal({ ...de, teaser: { groups: [{ ...group, links }] } })).toEqual(expect.any(String));
  });

  it('refuses a teaser image whose source is a number', async () => {
    const images = [{ label: 'Visa', source: 42 }];
    expect(await refusal({ ...de, teaser: { groups: [{ ...group, images }] } })).toEqual(expect.any(String));
  });

  it('refuses a quality logo of no width (it could not be shown)', async () => {
    const at = builtInContent.AT;
    const logos = at.qualityLogos?.logos.map((logo) => ({ ...logo, image: { ...logo.image, width: 0 } }));
    expect(await refusal({ ...at, qualityLogos: { ...at.qualityLogos, logos } })).toEqual(expect.any(String));
  });

  it('reports the first problem found, for the log', async () => {
    // Two problems; the reason names one of them, not "2 errors occurred".
    expect(await refusal({ ...de, headline: 42, legalLinks: [] })).toMatch(/^(headline|legalLinks) /);
  });

  it('names its failure InvalidContentError in the reason the footer reports', async () => {
    const { validateContent } = await schema();
    expect(() => validateContent({ ...de, headline: 42 })).toThrow(
      expect.objectContaining({ name: 'InvalidContentError' }),
    );
  });
});
