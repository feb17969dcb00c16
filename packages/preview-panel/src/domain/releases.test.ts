import { afterEach, describe, expect, it } from 'vitest';
import { pageReleases, releasedVersions, storedOverrides, storeOverrides } from './releases.ts';

afterEach(() => {
  document.head.innerHTML = '';
  localStorage.clear();
});

describe('the release switch’s domain', () => {
  it('reads the page’s released widgets and the release manifest from the loader configuration', () => {
    document.head.innerHTML =
      '<script type="application/json" data-shop-loader>{"bundles":[{"tags":["shop-footer"],"pkg":"footer","version":"0.2.0","src":"x","files":[],"when":"idle"},{"tags":["shop-x"],"src":"y","files":[],"when":"idle"}],"override":{"src":"o.js","integrity":"sha384-o","releases":"https://cdn.example/releases.json"}}</script>' +
      '<script type="application/json" data-shop-loader>not json</script>';
    expect(pageReleases(document)).toEqual({
      releases: 'https://cdn.example/releases.json',
      widgets: [{ pkg: 'footer', version: '0.2.0' }],
    });
  });

  it('lists released versions newest first, by number', () => {
    const manifest = { v: 1 as const, packages: { footer: { '0.9.0': {}, '0.10.0': {}, '0.10.1': {}, '0.1.0': {} } } };
    expect(releasedVersions(manifest as never, 'footer')).toEqual(['0.10.1', '0.10.0', '0.9.0', '0.1.0']);
    expect(releasedVersions(manifest as never, 'login')).toEqual([]);
  });

  it('stores only chosen versions, and ends the override when none is chosen', () => {
    storeOverrides(localStorage, { footer: '0.1.0', login: '' });
    expect(storedOverrides(localStorage)).toEqual({ footer: '0.1.0' });
    storeOverrides(localStorage, { footer: '' });
    expect(localStorage.getItem('shop-release-override')).toBeNull();
  });
});
