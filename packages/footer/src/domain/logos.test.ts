import { describe, expect, it, vi } from 'vitest';

// Each test loads the catalogue itself, afresh, instead of a static import: the catalogue is made
// as the module loads, so a catalogue that throws then fails the tests (a test file that cannot
// load has no test to fail, which Stryker's vitest runner counts as passed), and each test sees
// the catalogue made anew (after a first load, the module's top level would not run again).
const catalogue = () => {
  vi.resetModules();
  return import('./logos.ts');
};

describe('the footer logo catalogue', () => {
  it('knows a card brand by its file, with its size and name for the alt text', async () => {
    const { findLogo } = await catalogue();
    expect(findLogo('visa.svg')).toEqual({ file: 'visa.svg', name: 'Visa', kind: 'payment', width: 60, height: 38 });
  });

  it('knows a trust seal with its own size', async () => {
    const { findLogo } = await catalogue();
    expect(findLogo('trusted-shops.svg')).toMatchObject({ name: 'Trusted Shops', kind: 'seal', width: 64, height: 64 });
  });

  it('knows nothing of an image the content names outside the catalogue (nothing is shown)', async () => {
    const { findLogo } = await catalogue();
    expect(findLogo('https://evil.example/seal.svg')).toBeUndefined();
  });

  it('loads a logo from the footer images of the shop the page talks to', async () => {
    const { findLogo, logoBasePath, logoUrl } = await catalogue();
    const visa = findLogo('visa.svg');
    if (!visa) throw new Error('no Visa logo');
    expect(logoBasePath).toBe('/service/footer-images/logos/');
    expect(logoUrl('https://shop.example', visa)).toBe('https://shop.example/service/footer-images/logos/visa.svg');
  });
});
