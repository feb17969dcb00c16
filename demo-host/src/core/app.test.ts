import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import qaPage from '../pages/qa.ts';
import { createApp } from './app.ts';
import { faultMiddleware, getFaults, noFaults, qaScope, resetFaults, setFaults } from './faults.ts';
import type { MockService } from './service.ts';

/**
 * A test-only mock service, so these tests do not depend on which real services exist:
 * it answers `{ ok: true, calls }` and counts the calls it answered since its last reset.
 */
const probe = vi.hoisted(() => ({ calls: 0, resets: 0 }));

function probeService(): MockService {
  const routes = new Hono();
  routes.get('/service/probe/ping', (c) => c.json({ ok: true, calls: ++probe.calls }));
  return {
    name: 'probe',
    description: 'Test-only service: GET /service/probe/ping',
    prefixes: ['/service/probe'],
    routes,
    reset: () => {
      probe.calls = 0;
      probe.resets++;
    },
  };
}

// Imported statically (above) so the QA page module sees this mock too: modules the real
// discovery loads by file URL are resolved outside vitest's mock registry.
vi.mock('./discover.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./discover.ts')>();
  return { ...original, discoverServices: async () => [probeService()] };
});

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

beforeEach(() => resetFaults());

describe('demo host', () => {
  it('serves the home page per country under a strict policy that allows its import map by hash', async () => {
    const { app } = await createApp();
    const response = await app.request('/?country=PL');
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('<html lang="pl-PL"');
    expect(page).toContain('<shop-footer country="PL">');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).not.toContain('unsafe-inline');
  });

  it('a QA switch makes the service answer with the chosen status, and reset restores the normal answer', async () => {
    const { app } = await createApp();
    expect((await app.request('/service/probe/ping')).status).toBe(200);

    const set = await app.request('/__qa/faults/probe', json({ status: 503 }));
    expect(await set.json()).toEqual({ ...noFaults, status: 503 });
    const failing = await app.request('/service/probe/ping');
    expect(failing.status).toBe(503);
    expect(await failing.json()).toMatchObject({ type: 'qa.fault', status: 503 });
    expect((await (await app.request('/__qa/state')).json()).faults.probe.status).toBe(503);

    await app.request('/__qa/reset', { method: 'POST' });
    expect((await (await app.request('/__qa/state')).json()).faults.probe).toEqual(noFaults);
    const normal = await app.request('/service/probe/ping');
    expect(normal.status).toBe(200);
    expect(await normal.json()).toEqual({ ok: true, calls: 1 });
  });

  it('reset also puts every service back to its seeded state', async () => {
    const { app } = await createApp();
    await app.request('/service/probe/ping');
    await app.request('/service/probe/ping');
    const resetsBefore = probe.resets;
    await app.request('/__qa/reset', { method: 'POST' });
    expect(probe.resets).toBe(resetsBefore + 1);
    expect(await (await app.request('/service/probe/ping')).json()).toEqual({ ok: true, calls: 1 });
  });

  it('a malformed switch answers 200 with a body that is not JSON', async () => {
    const { app } = await createApp();
    await app.request('/__qa/faults/probe', json({ malformed: true }));
    const response = await app.request('/service/probe/ping');
    expect(response.status).toBe(200);
    await expect(response.clone().json()).rejects.toThrow();
  });

  it('rejects switch values outside their range and unknown services, and keeps the old switches', async () => {
    const { app } = await createApp();
    await app.request('/__qa/faults/probe', json({ latencyMs: 10 }));
    for (const body of [
      { latencyMs: -5 },
      { latencyMs: 120_001 },
      { status: 99 },
      { status: '500' },
      { drop: 'yes' },
    ]) {
      const response = await app.request('/__qa/faults/probe', json(body));
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect((await app.request('/__qa/faults/probe', { method: 'POST', body: 'nope' })).status).toBe(400);
    expect((await app.request('/__qa/faults/nosuchservice', json({ status: 500 }))).status).toBe(404);
    expect((await (await app.request('/__qa/state')).json()).faults.probe).toEqual({ ...noFaults, latencyMs: 10 });
  });

  it('the QA page forms set every switch of a service and redirect back to the QA page', async () => {
    const { app } = await createApp();
    const response = await app.request(
      '/__qa/faults/probe',
      form({ latencyMs: '250', status: '502', drop: 'on', malformed: 'on' }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/qa');
    expect((await (await app.request('/__qa/state')).json()).faults.probe).toEqual({
      latencyMs: 250,
      status: 502,
      drop: true,
      malformed: true,
    });

    // Unticked boxes and an empty status turn those switches off again.
    await app.request('/__qa/faults/probe', form({ latencyMs: '0', status: '' }));
    expect((await (await app.request('/__qa/state')).json()).faults.probe).toEqual(noFaults);

    const reset = await app.request('/__qa/reset', form({}));
    expect(reset.status).toBe(303);
    expect(reset.headers.get('location')).toBe('/qa');
  });

  it('the QA page shows each service with its endpoints, current state and a form for every switch', async () => {
    const { app } = await createApp();
    await app.request('/__qa/faults/probe', json({ status: 500, latencyMs: 1500 }));
    const response = await qaPage.routes.request('/qa?country=AT');
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('<code class="qa-prefix">/service/probe</code>');
    expect(page).toContain('1500 ms latency, answers HTTP 500');
    expect(page).toContain('<form method="post" action="/__qa/faults/probe"');
    for (const field of ['latencyMs', 'status', 'drop', 'malformed']) expect(page).toContain(`name="${field}"`);
    expect(page).toMatch(/name="status"[^>]*value="500"/);
    expect(page).toContain('<form method="post" action="/__qa/reset">');
    expect(page).toContain('href="/__qa/state"');
    // Every page of the demo host is linked, in the page's country.
    expect(page).toContain('<li><a href="/?country=AT">/</a></li>');
    expect(page).toContain('<li><a href="/qa?country=AT">/qa</a></li>');
    expect(page).not.toMatch(/<script(?! type="importmap")/);
  });

  it('scoped switches (cookie qa_scope) apply only to requests of that scope', async () => {
    const { app } = await createApp();
    await app.request('/__qa/faults/probe?scope=test1', json({ status: 500 }));
    expect((await app.request('/service/probe/ping', { headers: { cookie: 'qa_scope=test1' } })).status).toBe(500);
    expect((await app.request('/service/probe/ping', { headers: { cookie: 'qa_scope=test2' } })).status).toBe(200);
    expect((await app.request('/service/probe/ping')).status).toBe(200);
    await app.request('/__qa/reset?scope=test1', { method: 'POST' });
    expect((await app.request('/service/probe/ping', { headers: { cookie: 'qa_scope=test1' } })).status).toBe(200);
  });
});

describe('QA switches (faults.ts)', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps the other switches when one is changed, and validates each', () => {
    expect(setFaults('svc', { latencyMs: 100 })).toEqual({ ...noFaults, latencyMs: 100 });
    expect(setFaults('svc', { drop: true })).toEqual({ ...noFaults, latencyMs: 100, drop: true });
    expect(setFaults('svc', { status: 600 })).toBe('status: null or 100..599');
    expect(setFaults('svc', null)).toBe('body must be a JSON object');
    expect(getFaults('svc')).toEqual({ ...noFaults, latencyMs: 100, drop: true });
  });

  it('a scope sees its own switches first, then the global ones; resetting a scope keeps the global ones', () => {
    setFaults('svc', { latencyMs: 200 });
    setFaults('svc', { status: 404 }, 'a');
    expect(getFaults('svc', 'a')).toEqual({ ...noFaults, latencyMs: 200, status: 404 });
    expect(getFaults('svc', 'b')).toEqual({ ...noFaults, latencyMs: 200 });
    resetFaults('a');
    expect(getFaults('svc', 'a')).toEqual({ ...noFaults, latencyMs: 200 });
    resetFaults();
    expect(getFaults('svc')).toEqual(noFaults);
  });

  it('reads the scope from the qa_scope cookie only when it is a plain id', () => {
    expect(qaScope('a=1; qa_scope=abc_DEF-9; b=2')).toBe('abc_DEF-9');
    expect(qaScope('qa_scope=../../etc')).toBeUndefined();
    expect(qaScope(undefined)).toBeUndefined();
  });

  it('latency delays the answer by the chosen time', async () => {
    vi.useFakeTimers();
    const app = new Hono();
    app.use('/x/*', faultMiddleware('svc'));
    app.get('/x/y', (c) => c.text('real'));
    setFaults('svc', { latencyMs: 1000 });
    let answered = false;
    const pending = Promise.resolve(app.request('/x/y')).then((response) => {
      answered = true;
      return response;
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await (await pending).text()).toBe('real');
  });

  it('a dropped connection gives the client a network error instead of an answer', async () => {
    const app = new Hono();
    app.use('/x/*', faultMiddleware('svc'));
    app.get('/x/y', (c) => c.text('real'));
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      expect(await (await fetch(`http://127.0.0.1:${port}/x/y`)).text()).toBe('real');
      setFaults('svc', { drop: true });
      await expect(fetch(`http://127.0.0.1:${port}/x/y`)).rejects.toThrow();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
