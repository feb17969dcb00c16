import { describe, expect, it } from 'vitest';
import { findLogo, logoBasePath, logoUrl } from './logos.ts';

describe('the footer logo catalogue', () => {
  it('knows a card brand by its file, with its size and name for the alt text', () => {
    expect(findLogo('visa.svg')).toEqual({ file: 'visa.svg', name: 'Visa', kind: 'payment', width: 60, height: 38 });
  });

  it('knows a trust seal with its own size', () => {
    expect(findLogo('trusted-shops.svg')).toMatchObject({ name: 'Trusted Shops', kind: 'seal', width: 64, height: 64 });
  });

  it('knows nothing of an image the content names outside the catalogue (nothing is shown)', () => {
    expect(findLogo('https://evil.example/seal.svg')).toBeUndefined();
  });

  it('loads a logo from the footer images of the shop the page talks to', () => {
    const visa = findLogo('visa.svg');
    if (!visa) throw new Error('no Visa logo');
    expect(logoBasePath).toBe('/service/footer-images/logos/');
    expect(logoUrl('https://shop.example', visa)).toBe('https://shop.example/service/footer-images/logos/visa.svg');
  });
});
