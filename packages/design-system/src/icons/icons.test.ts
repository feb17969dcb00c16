import { describe, expect, it } from 'vitest';
import { iconNames, loadIcon } from './registry.ts';

const flags = [
  'flag-austria',
  'flag-czech-republic',
  'flag-germany',
  'flag-hungary',
  'flag-poland',
  'flag-slovakia',
  'flag-slovenia',
  'flag-switzerland',
  'flag-turkey',
  'flag-europe',
];
const themes = [
  'coffee',
  'coffee-subscription',
  'discount-shop',
  'loyalty-beans',
  'coffee-stamps',
  'loyalty-card',
  'community',
  'mobile',
  'assortment',
  'kitchen',
  'furniture',
  'kids',
  'men',
  'women',
  'sport-hobby',
  'sustainability',
  'wishlist',
  'bag',
  'barcode',
  'receipt',
  'payment',
  'user-logged-out',
  'user-logged-in',
  'user-register',
];

describe('icons', () => {
  it('has every flag and theme icon of the spec', () => {
    for (const name of [...flags, ...themes]) expect(iconNames).toContain(name);
  });

  it('each icon module holds one definition named like its file, with valid path data', async () => {
    for (const name of iconNames) {
      const icon = await loadIcon(name);
      expect(icon?.name, name).toBe(name);
      expect(icon?.shapes.length, name).toBeGreaterThan(0);
      for (const shape of icon?.shapes ?? []) expect(shape.d, name).toMatch(/^[MmLlHhVvCcSsQqTtAaZz0-9 .,-]+$/);
    }
  });

  it('flags keep their own colours; theme icons take the text colour', async () => {
    for (const name of iconNames.filter((icon) => icon.startsWith('flag-'))) {
      const icon = await loadIcon(name);
      expect(
        icon?.shapes.every((shape) => shape.fill?.startsWith('#')),
        name,
      ).toBe(true);
    }
    for (const name of themes) {
      const icon = await loadIcon(name);
      expect(
        icon?.shapes.every((shape) => shape.fill === undefined),
        name,
      ).toBe(true);
    }
  });

  it('an unknown name loads nothing', async () => {
    expect(await loadIcon('no-such-icon')).toBeNull();
  });
});
