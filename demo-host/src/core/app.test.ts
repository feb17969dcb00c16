import { describe, expect, it } from 'vitest';
import { createApp } from './app.ts';

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

  it('QA switches make a service fail and reset restores it', async () => {
    const { app, services } = await createApp();
    const name = services[0]?.name;
    if (!name) return;
    const set = await app.request(`/__qa/faults/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 503 }),
    });
    expect(await set.json()).toMatchObject({ status: 503 });
    const state = await (await app.request('/__qa/state')).json();
    expect(state.faults[name].status).toBe(503);
    await app.request('/__qa/reset', { method: 'POST' });
    const after = await (await app.request('/__qa/state')).json();
    expect(after.faults[name].status).toBeNull();
  });

  it('rejects switch values outside their range', async () => {
    const { app, services } = await createApp();
    const name = services[0]?.name;
    if (!name) return;
    const response = await app.request(`/__qa/faults/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ latencyMs: -5 }),
    });
    expect(response.status).toBe(400);
  });
});
