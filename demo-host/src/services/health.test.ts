import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import service, { parseBeacon, releaseHealth, releaseState } from './health.ts';

const widget = (overrides: Record<string, unknown> = {}) => ({
  tag: 'shop-footer',
  pkg: 'footer',
  version: '0.2.0',
  load: 'loaded',
  renderErrors: 0,
  inp: 48,
  ...overrides,
});
const beacon = (...widgets: Record<string, unknown>[]) => ({ v: 1, page: 'home', country: 'PL', widgets });

const post = (body: string, headers: Record<string, string> = {}) =>
  service.routes.request('/qa/collect', {
    method: 'POST',
    headers: { 'content-type': 'text/plain', ...headers },
    body,
  });
const collect = (...widgets: Record<string, unknown>[]) => post(JSON.stringify(beacon(...widgets)));
const health = async (pkg: string) => (await service.routes.request(`/qa/releases.json?package=${pkg}`)).json();

beforeEach(() => service.reset());
afterEach(() => vi.useRealTimers());

describe('the health collector', () => {
  it('stores a well-formed beacon (204) and sums it per version', async () => {
    expect(
      (await collect(widget(), widget({ tag: 'shop-newsletter', pkg: 'newsletter', version: '0.1.0' }))).status,
    ).toBe(204);
    const footer = await health('footer');
    expect(footer).toMatchObject({
      package: 'footer',
      current: '0.2.0',
      canary: null,
      basis: 'views',
      versions: [{ version: '0.2.0', tags: ['shop-footer'], views: 1, loadFailures: 0, inpP75: 48 }],
    });
    expect(footer.versions[0].series).toHaveLength(1);
  });

  it.each([
    ['not JSON', '{"v":1,'],
    ['not an object', '[1]'],
    ['another version of the format', JSON.stringify({ ...beacon(widget()), v: 2 })],
    ['an extra field', JSON.stringify({ ...beacon(widget()), url: 'https://shop.example/?email=a@b' })],
    ['a missing field', JSON.stringify({ v: 1, page: 'home', widgets: [] })],
    ['a page name with a URL', JSON.stringify({ ...beacon(widget()), page: 'https://shop.example/x' })],
    ['a long country', JSON.stringify({ ...beacon(widget()), country: 'x'.repeat(33) })],
    ['more than 20 widgets', JSON.stringify(beacon(...Array.from({ length: 21 }, () => widget())))],
    ['a tag not ours', JSON.stringify(beacon(widget({ tag: 'my-footer' })))],
    ['a tag with markup', JSON.stringify(beacon(widget({ tag: 'shop-<b>' })))],
    ['a version not semver', JSON.stringify(beacon(widget({ version: 'latest' })))],
    ['an unknown load', JSON.stringify(beacon(widget({ load: 'broken' })))],
    ['a negative count', JSON.stringify(beacon(widget({ renderErrors: -1 })))],
    ['a fractional count', JSON.stringify(beacon(widget({ renderErrors: 0.5 })))],
    ['a count as text', JSON.stringify(beacon(widget({ renderErrors: '1' })))],
    ['an INP over a minute', JSON.stringify(beacon(widget({ inp: 60_001 })))],
    ['an INP as text', JSON.stringify(beacon(widget({ inp: '48' })))],
    ['a widget with an extra field', JSON.stringify(beacon(widget({ user: 'c-1001' })))],
  ])('answers 400 and stores nothing for %s', async (_name, body) => {
    const answer = await post(body);
    expect(answer.status).toBe(400);
    expect((await answer.json()).error).toEqual(expect.any(String));
    expect((await (await service.routes.request('/__qa/health')).json()).views).toBe(0);
  });

  it('refuses a body over 16 KiB (413), with or without its length', async () => {
    const big = JSON.stringify({ ...beacon(widget()), pad: 'x'.repeat(16 * 1024) });
    expect((await post(big, { 'content-length': String(big.length) })).status).toBe(413);
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const answer = await service.routes.request('/qa/collect', {
      method: 'POST',
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(answer.status).toBe(413);
    expect((await (await service.routes.request('/__qa/health')).json()).views).toBe(0);
  });

  it('counts load failures (not pending or not-loaded), render errors and INP p75 per 1,000 views', async () => {
    for (const load of ['error', 'timeout', 'runtime', 'integrity', 'pending', 'not-loaded', 'loaded', 'loaded'])
      await collect(widget({ version: '0.3.0', load, inp: null }));
    await collect(widget({ version: '0.3.0', renderErrors: 2, inp: 10 }));
    await collect(
      widget({ version: '0.3.0', inp: 20 }),
      widget({ version: '0.3.0', inp: 30 }),
      widget({ version: '0.3.0', inp: 400 }),
    );
    const [version] = (await health('footer')).versions;
    expect(version).toMatchObject({
      version: '0.3.0',
      views: 12,
      loadFailures: 4,
      loadFailuresPer1000: 333.3,
      renderErrors: 2,
      renderErrorsPer1000: 166.7,
      inpViews: 4,
      inpP75: 30,
    });
  });

  it('buckets per minute, oldest first', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T10:00:30Z'));
    await collect(widget());
    vi.setSystemTime(new Date('2026-11-28T10:02:10Z'));
    await collect(widget({ load: 'error' }));
    await collect(widget());
    const [version] = (await health('footer')).versions;
    expect(
      version.series.map((minute: { minute: string; views: number; loadFailuresPer1000: number }) => [
        minute.minute,
        minute.views,
        minute.loadFailuresPer1000,
      ]),
    ).toEqual([
      ['2026-11-28T10:00:00.000Z', 1, 0],
      ['2026-11-28T10:02:00.000Z', 2, 500],
    ]);
  });

  it('compares the release state’s live and canary when it is given one, else the two most viewed', () => {
    const views = [
      { ...beacon(widget({ version: '0.1.0' }), widget({ version: '0.2.0' })), at: 0 },
      { ...beacon(widget({ version: '0.1.0' })), at: 0 },
    ] as unknown as Parameters<typeof releaseHealth>[2];
    expect(releaseHealth('footer', null, views)).toMatchObject({ current: '0.1.0', canary: '0.2.0', basis: 'views' });
    const dir = mkdtempSync(join(tmpdir(), 'health-'));
    writeFileSync(
      join(dir, 'state.json'),
      JSON.stringify({ footer: { live: '0.2.0', canary: { version: '0.3.0', share: 10 } } }),
    );
    const state = releaseState(join(dir, 'state.json'));
    expect(releaseHealth('footer', state, views)).toMatchObject({
      current: '0.2.0',
      canary: '0.3.0',
      basis: 'release state',
    });
    expect(releaseState(join(dir, 'missing.json'))).toBeNull();
    expect(releaseState(undefined)).toBeNull();
  });

  it('keeps versions apart and in version order, other packages out', async () => {
    await collect(
      widget({ version: '0.10.0' }),
      widget({ version: '0.9.1' }),
      widget({ pkg: 'login', tag: 'shop-login' }),
    );
    expect((await health('footer')).versions.map((version: { version: string }) => version.version)).toEqual([
      '0.9.1',
      '0.10.0',
    ]);
    expect((await service.routes.request('/qa/releases.json?package=../x')).status).toBe(400);
  });

  it('is emptied by the reset', async () => {
    await collect(widget());
    service.reset();
    expect((await health('footer')).versions).toEqual([]);
  });

  it('checks each field (the parser alone)', () => {
    expect(parseBeacon(beacon(widget({ inp: null })))).toEqual(beacon(widget({ inp: null })));
    expect(parseBeacon(beacon())).toEqual(beacon());
    expect(parseBeacon(null)).toMatch(/exactly v, page, country, widgets/);
  });
});
