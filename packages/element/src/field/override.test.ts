import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoaderBundle } from '../early/loader.ts';
import { applyOverride, parseOverrides, type ReleaseManifest, releasedBundle } from './override.ts';

const cdn = 'https://cdn.example/shop/';
const file = (version: string, name: string) => `${cdn}footer/${version}/${name}`;
const manifest: ReleaseManifest = {
  v: 1,
  packages: {
    footer: {
      '0.1.0': {
        released: '2026-11-01T10:00:00Z',
        tags: ['shop-footer'],
        countries: {
          PL: {
            src: file('0.1.0', 'index-A.js'),
            files: [file('0.1.0', 'index-A.js'), file('0.1.0', 'start-A.js')],
            start: [file('0.1.0', 'start-A.js')],
          },
        },
        integrity: { [file('0.1.0', 'index-A.js')]: 'sha384-AAAA', [file('0.1.0', 'start-A.js')]: 'sha384-SSSS' },
      },
      '0.0.2': {
        released: '2026-10-02T10:00:00Z',
        tags: ['shop-footer'],
        // a start module that is none of its checked files is refused
        countries: {
          PL: {
            src: file('0.0.2', 'index-D.js'),
            files: [file('0.0.2', 'index-D.js')],
            start: [file('0.0.2', 'x.js')],
          },
        },
        integrity: { [file('0.0.2', 'index-D.js')]: 'sha384-DDDD' },
      },
      '0.0.1': {
        released: '2026-10-01T10:00:00Z',
        tags: ['shop-footer'],
        // a manifest entry pointing elsewhere is refused
        countries: { PL: { src: 'https://evil.example/x.js', files: [] } },
        integrity: { 'https://evil.example/x.js': 'sha384-EVIL' },
      },
    },
  },
};
const footer = (): LoaderBundle => ({
  tags: ['shop-footer'],
  when: 'idle',
  pkg: 'footer',
  version: '0.2.0',
  src: file('0.2.0', 'index-B.js'),
  files: [file('0.2.0', 'index-B.js'), file('0.2.0', 'start-B.js')],
  start: [file('0.2.0', 'start-B.js')],
  canary: { version: '0.3.0', share: 50, src: file('0.3.0', 'index-C.js'), files: [] },
});

function answering(auth: unknown, releases: unknown = manifest) {
  const fetch = vi.fn(async (input: RequestInfo | URL) =>
    String(input).includes('checkauth')
      ? new Response(JSON.stringify(auth), { status: 200 })
      : new Response(JSON.stringify(releases), { status: 200 }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  localStorage.clear();
});

describe('the release override', () => {
  it('reads only a map of package names to version numbers', () => {
    expect(parseOverrides('{"footer":"0.1.0","newsletter":"1.2.3-rc.1"}')).toEqual({
      footer: '0.1.0',
      newsletter: '1.2.3-rc.1',
    });
    for (const bad of [null, '', 'x', '[]', '{}', '{"footer":"latest"}', '{"../x":"0.1.0"}', '{"footer":1}'])
      expect(parseOverrides(bad)).toBeNull();
  });

  it('takes a released version’s files only from the manifest’s own CDN folder, each with its integrity', () => {
    const base = new URL(`${cdn}releases.json`);
    expect(releasedBundle(manifest, 'footer', '0.1.0', 'PL', base)).toEqual({
      src: file('0.1.0', 'index-A.js'),
      files: [file('0.1.0', 'index-A.js'), file('0.1.0', 'start-A.js')],
      start: [file('0.1.0', 'start-A.js')],
      integrity: { [file('0.1.0', 'index-A.js')]: 'sha384-AAAA', [file('0.1.0', 'start-A.js')]: 'sha384-SSSS' },
    });
    expect(releasedBundle(manifest, 'footer', '0.0.1', 'PL', base)).toBeNull();
    expect(releasedBundle(manifest, 'footer', '0.0.2', 'PL', base)).toBeNull();
    expect(releasedBundle(manifest, 'footer', '0.1.0', 'DE', base)).toBeNull();
    expect(releasedBundle(manifest, 'footer', '9.9.9', 'PL', base)).toBeNull();
  });

  it('in a staff session, points the bundle at the chosen version with its integrity and shows the marker', async () => {
    answering({ status: 'SUCCESS' });
    const bundles = [footer()];
    const integrity: Record<string, string> = {};
    await applyOverride({
      doc: document,
      bundles,
      integrity,
      releases: `${cdn}releases.json`,
      country: 'PL',
      wanted: '{"footer":"0.1.0"}',
    });
    expect(bundles[0]).toMatchObject({
      version: '0.1.0',
      src: file('0.1.0', 'index-A.js'),
      start: [file('0.1.0', 'start-A.js')],
    });
    expect(bundles[0]?.canary).toBeUndefined();
    expect(integrity).toEqual({
      [file('0.1.0', 'index-A.js')]: 'sha384-AAAA',
      [file('0.1.0', 'start-A.js')]: 'sha384-SSSS',
    });
    const marker = document.querySelector('[data-shop-override]');
    expect(marker?.shadowRoot?.textContent).toContain('footer 0.1.0');
    expect(marker?.shadowRoot?.querySelector('button')?.textContent).toBe('End override');
  });

  it('changes nothing without a staff session', async () => {
    answering({ status: 'FAILED' });
    const bundles = [footer()];
    await applyOverride({
      doc: document,
      bundles,
      integrity: {},
      releases: `${cdn}releases.json`,
      country: 'PL',
      wanted: '{"footer":"0.1.0"}',
    });
    expect(bundles[0]).toEqual(footer());
    expect(document.querySelector('[data-shop-override]')).toBeNull();
  });

  it('forgets a forged override without asking anyone', async () => {
    const fetch = answering({ status: 'SUCCESS' });
    localStorage.setItem('shop-release-override', '{"footer":"https://evil.example/x.js"}');
    const bundles = [footer()];
    await applyOverride({
      doc: document,
      bundles,
      integrity: {},
      releases: `${cdn}releases.json`,
      country: 'PL',
      wanted: '{"footer":"https://evil.example/x.js"}',
    });
    expect(fetch).not.toHaveBeenCalled();
    expect(bundles[0]).toEqual(footer());
    expect(localStorage.getItem('shop-release-override')).toBeNull();
  });

  it('the marker’s button ends the override', async () => {
    answering({ status: 'SUCCESS' });
    localStorage.setItem('shop-release-override', '{"footer":"0.1.0"}');
    const reload = vi.fn();
    const doc = document;
    Object.defineProperty(doc.defaultView?.location, 'reload', { value: reload, configurable: true });
    await applyOverride({
      doc,
      bundles: [footer()],
      integrity: {},
      releases: `${cdn}releases.json`,
      country: 'PL',
      wanted: '{"footer":"0.1.0"}',
    });
    doc.querySelector('[data-shop-override]')?.shadowRoot?.querySelector('button')?.click();
    expect(localStorage.getItem('shop-release-override')).toBeNull();
    expect(reload).toHaveBeenCalled();
  });
});
