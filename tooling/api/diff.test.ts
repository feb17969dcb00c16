import type { Package } from 'custom-elements-manifest/schema.d.ts';
import { describe, expect, it } from 'vitest';
import { diffManifests } from './diff.ts';

function manifest(element: Record<string, unknown> | null): Package {
  return {
    schemaVersion: '2.1.0',
    modules: [
      {
        kind: 'javascript-module',
        path: 'src/index.ts',
        declarations: element
          ? [{ kind: 'class', customElement: true, name: 'ShopXElement', tagName: 'shop-x', ...element }]
          : [],
      },
    ],
  } as Package;
}

const base = {
  attributes: [
    { name: 'country', type: { text: "'DE' | 'PL'" }, default: 'DE' },
    { name: 'reduced', type: { text: 'boolean' }, default: 'false' },
  ],
  events: [{ name: 'shop-x-done', type: { text: 'CustomEvent<{ ok: boolean }>' } }],
  slots: [{ name: '' }],
};

describe('diffManifests', () => {
  it('finds nothing when the API is the same', () => {
    expect(diffManifests(manifest(base), manifest(base))).toEqual([]);
  });

  it('names additions as non-breaking', () => {
    const after = { ...base, attributes: [...base.attributes, { name: 'checkout', type: { text: 'boolean' } }] };
    expect(diffManifests(manifest(base), manifest(after))).toEqual([
      { breaking: false, text: 'Added attribute `checkout` (`boolean`) to `<shop-x>`.' },
    ]);
  });

  it('names removals, type and default changes as breaking', () => {
    const after = {
      attributes: [{ name: 'country', type: { text: "'DE'" }, default: 'PL' }],
      events: [{ name: 'shop-x-done', type: { text: 'CustomEvent<{ ok: string }>' } }],
      slots: [],
    };
    expect(diffManifests(manifest(base), manifest(after))).toEqual([
      { breaking: true, text: "Changed the type of attribute `country` of `<shop-x>` from `'DE' | 'PL'` to `'DE'`." },
      { breaking: true, text: 'Changed the default of attribute `country` of `<shop-x>` from `DE` to `PL`.' },
      { breaking: true, text: 'Removed attribute `reduced` of `<shop-x>`.' },
      {
        breaking: true,
        text: 'Changed the event type of event `shop-x-done` of `<shop-x>` from `CustomEvent<{ ok: boolean }>` to `CustomEvent<{ ok: string }>`.',
      },
      { breaking: true, text: 'Removed the default slot of `<shop-x>`.' },
    ]);
  });

  it('names new and removed elements', () => {
    expect(diffManifests(null, manifest(base))).toEqual([{ breaking: false, text: 'Added the element `<shop-x>`.' }]);
    expect(diffManifests(manifest(base), manifest(null))).toEqual([
      { breaking: true, text: 'Removed the element `<shop-x>`.' },
    ]);
  });
});
