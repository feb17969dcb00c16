import { Hono } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import { staff } from '../mock-data/accounts.ts';
import abtest, { abTestsAt } from './abtest.ts';
import preview from './preview.ts';

function app() {
  const hono = new Hono();
  hono.route('/', abtest.routes);
  hono.route('/', preview.routes);
  return hono;
}

const scope = 'unit';

async function login(cookie?: 'CobraAuthToken') {
  const response = await app().request('/service/preview/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: staff.username, password: staff.password, cookie }),
  });
  expect(response.status).toBe(200);
  const setCookie = response.headers.get('set-cookie') ?? '';
  return setCookie.split(';')[0] ?? '';
}

const get = (path: string, cookie = '') =>
  app().request(path, { headers: { cookie: `qa_scope=${scope}${cookie ? `; ${cookie}` : ''}` } });

beforeEach(() => {
  preview.reset();
  abtest.reset();
});

describe('mock preview service', () => {
  it('logs the seeded staff in with a StaffAuthToken (or admin CobraAuthToken) cookie readable by scripts', async () => {
    const staffCookie = await login();
    expect(staffCookie).toMatch(/^StaffAuthToken=.+/);
    expect(await login('CobraAuthToken')).toMatch(/^CobraAuthToken=.+/);
    const wrong = await app().request('/service/preview/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: staff.username, password: 'nope' }),
    });
    expect(wrong.status).toBe(401);
  });

  it('answers checkauth with the stored settings, and UNAUTHORIZED without a valid cookie', async () => {
    const cookie = await login();
    expect(await (await get('/service/preview/api/auth/checkauth', cookie)).json()).toEqual({
      status: 'SUCCESS',
      dateTime: null,
      abTestName: null,
      abTestGroup: null,
    });
    const forged = await get('/service/preview/api/auth/checkauth', 'StaffAuthToken=forged');
    expect(forged.status).toBe(401);
    expect((await forged.json()).status).toBe('UNAUTHORIZED');
  });

  it('stores a test, group and preview date-time that are valid at that moment', async () => {
    const cookie = await login();
    const dateTime = '2027-02-10T08:30:00.000Z';
    const ok = await get(
      `/service/preview/api/token?test=loyalty-card-onboarding&group=short-form&dateTime=${dateTime}`,
      cookie,
    );
    expect(await ok.json()).toEqual({ status: 'SUCCESS' });
    expect(await (await get('/service/preview/api/auth/checkauth', cookie)).json()).toEqual({
      status: 'SUCCESS',
      dateTime,
      abTestName: 'loyalty-card-onboarding',
      abTestGroup: 'short-form',
    });
  });

  it.each([
    ['a test without group', 'test=checkout-button-colour&group='],
    ['a test not active then', 'test=loyalty-card-onboarding&group=control&dateTime=2027-05-01T10:00:00.000Z'],
    ['an unknown group', 'test=checkout-button-colour&group=purple&dateTime=2027-05-01T10:00:00.000Z'],
    ['an unusable dateTime', 'test=&group=&dateTime=tomorrow'],
  ])('answers BAD_REQUEST for %s', async (_name, query) => {
    const cookie = await login();
    const response = await get(`/service/preview/api/token?${query}`, cookie);
    expect(response.status).toBe(400);
    expect((await response.json()).status).toBe('BAD_REQUEST');
  });

  it('answers the forced QA status of a scope, then the real one again', async () => {
    const cookie = await login();
    await app().request(`/__qa/preview/token-answer?scope=${scope}`, {
      method: 'POST',
      body: JSON.stringify({ status: 'INTERNAL_ERROR' }),
    });
    const forced = await get('/service/preview/api/token?test=&group=', cookie);
    expect(forced.status).toBe(500);
    expect(await forced.json()).toEqual({ status: 'INTERNAL_ERROR' });
    await app().request(`/__qa/preview/token-answer?scope=${scope}`, {
      method: 'POST',
      body: JSON.stringify({ status: null }),
    });
    expect((await get('/service/preview/api/token?test=&group=', cookie)).status).toBe(200);
  });

  it('renews a session and ends it on logout', async () => {
    const cookie = await login();
    expect((await get('/service/preview/api/auth/login/renew', cookie)).status).toBe(200);
    const logout = await get('/service/preview/api/auth/logout', cookie);
    expect(logout.headers.get('set-cookie')).toContain('Max-Age=0');
    expect((await get('/service/preview/api/auth/checkauth', cookie)).status).toBe(401);
    expect((await get('/service/preview/api/auth/login/renew', cookie)).status).toBe(401);
  });

  it('ends a session on the server for QA, while the browser keeps its cookie', async () => {
    const cookie = await login();
    const end = () => app().request('/__qa/preview/end-session', { method: 'POST', headers: { cookie } });
    const ended = await end();
    expect(await ended.json()).toEqual({ ended: true });
    expect(ended.headers.get('set-cookie')).toBeNull();
    expect((await get('/service/preview/api/auth/login/renew', cookie)).status).toBe(401);
    expect((await get('/service/preview/api/auth/checkauth', cookie)).status).toBe(401);
    expect(await (await end()).json()).toEqual({ ended: false });
  });

  it('counts the requests of each QA scope', async () => {
    await get('/service/preview/api/auth/checkauth');
    await get('/service/abtestfrontend/api/v1/gettestsat?time=2027-02-10T08:30:00.000Z');
    const counts = await (await app().request(`/__qa/preview/requests?scope=${scope}`)).json();
    expect(counts).toEqual({
      preview: { '/service/preview/api/auth/checkauth': 1 },
      abtest: { '/service/abtestfrontend/api/v1/gettestsat': 1 },
    });
    expect(await (await app().request('/__qa/preview/requests?scope=other')).json()).toEqual({
      preview: {},
      abtest: {},
    });
  });
});

describe('mock A/B test service', () => {
  it('offers different tests on different dates, none before 2020', async () => {
    const names = async (time: string) =>
      (
        (await (await get(`/service/abtestfrontend/api/v1/gettestsat?time=${time}`)).json()) as Array<{ name: string }>
      ).map((test) => test.name);
    expect(await names('2027-02-10T08:30:00.000Z')).toEqual([
      'checkout-button-colour',
      'free-shipping-threshold',
      'loyalty-card-onboarding',
    ]);
    expect(await names('2026-12-24T17:00:00.000Z')).toEqual(['checkout-button-colour', 'newsletter-teaser-wording']);
    expect(await names('1999-06-01T00:00:00.000Z')).toEqual([]);
    expect(abTestsAt(new Date('2026-07-01T12:00:00Z')).map((test) => test.name)).toContain('summer-sale-banner');
  });

  it('answers tests with named groups, and 400 without a usable time', async () => {
    const body = await (await get('/service/abtestfrontend/api/v1/gettestsat?time=2026-12-24T17:00:00.000Z')).json();
    expect(body[1]).toEqual({ name: 'newsletter-teaser-wording', groups: [{ name: 'A' }, { name: 'B' }] });
    expect((await get('/service/abtestfrontend/api/v1/gettestsat?time=soon')).status).toBe(400);
    expect((await get('/service/abtestfrontend/api/v1/gettestsat')).status).toBe(400);
  });

  it('gives the assignment of every test active now', async () => {
    const body = await (await get('/service/abtestfrontend/api/v1/getassignment')).json();
    expect(Array.isArray(body.assignments)).toBe(true);
    for (const assignment of body.assignments) expect(typeof assignment.group).toBe('string');
  });
});
