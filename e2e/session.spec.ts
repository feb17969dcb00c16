import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * <shop-session> against the demo host's mock login-token service, with token lifetimes
 * shortened through the QA switch (never in the product): the lab page sets the cookies.
 */
interface Renewals {
  logintoken: number;
  longtermtoken: number;
  renewals: Array<{ endpoint: string; status: number; presented: string | null }>;
}

async function lifetimes(
  request: APIRequestContext,
  scope: string,
  renewAfterSeconds: number,
  expireAfterSeconds: number,
) {
  const response = await request.post(`/__qa/token-lifetimes?scope=${scope}`, {
    data: { renewAfterSeconds, expireAfterSeconds },
  });
  expect(response.ok()).toBeTruthy();
}

async function renewals(request: APIRequestContext, scope: string): Promise<Renewals> {
  return (await request.get(`/__qa/token-renewals?scope=${scope}`)).json();
}

const state = (page: Page) => page.locator('shop-session');
const logEntries = (page: Page, event: string) => page.locator(`#session-log li[data-event="${event}"]`);

async function loginTokenPayload(page: Page): Promise<{ lid: string; exp: number } | null> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'LoginToken');
  if (!cookie) return null;
  const payload = cookie.value.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
}

test.afterEach(async ({ request, qa }) => {
  await request.post(`/__qa/token-lifetimes?scope=${qa.scope}`, { data: { reset: true } });
});

test('a shopper stays logged in across renewals', { tag: ['@session'] }, async ({ page, request, qa, problems }) => {
  await lifetimes(request, qa.scope, 2, 6);
  await page.goto('/session-lab?login=c-1001');
  const first = await loginTokenPayload(page);
  await expect(state(page)).toHaveAttribute('data-state', /^[14]$/);
  // Three renewals: the first token would have expired twice over by then.
  await expect
    .poll(async () => (await renewals(request, qa.scope)).logintoken, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(3);
  // Well past the first token's expiry:
  await page.waitForTimeout(Math.max(0, ((first?.exp ?? 0) + 1) * 1000 - Date.now()));
  const now = Date.now() / 1000;
  const current = await loginTokenPayload(page);
  expect(current?.lid).toBe('c-1001');
  expect(current?.exp).toBeGreaterThan(first?.exp ?? Infinity);
  expect(current?.exp).toBeGreaterThan(now);
  expect(now).toBeGreaterThan(first?.exp ?? Infinity);
  await expect(logEntries(page, 'shop-session-renewed').first()).toHaveAttribute('data-state', '1');
  await expect(logEntries(page, 'shop-session-expired')).toHaveCount(0);
  expect((await renewals(request, qa.scope)).renewals.every((r) => r.status === 200)).toBe(true);
  expect(problems.list).toEqual([]);
});

test('a 500 shows as a server error (2) and the next attempt recovers (1)', { tag: ['@session'] }, async ({
  page,
  request,
  qa,
  problems,
}) => {
  problems.allow(/status of 500/);
  await lifetimes(request, qa.scope, 2, 20);
  await qa.fault('login-token', { status: 500 });
  await page.goto('/session-lab?login=c-1001');
  await expect(state(page)).toHaveAttribute('data-state', '2', { timeout: 8_000 });
  await expect(logEntries(page, 'shop-session-error')).toHaveCount(1);
  await expect(page.locator('#session-state')).toHaveText('2');
  await qa.fault('login-token', { status: null });
  // Retry: half the token's remaining life, at least 5 s (here about 9 s).
  await expect(state(page)).toHaveAttribute('data-state', '1', { timeout: 20_000 });
  await expect(logEntries(page, 'shop-session-renewed').first()).toHaveAttribute('data-state', '1');
  expect((await loginTokenPayload(page))?.exp).toBeGreaterThan(Date.now() / 1000);
});

test('a 200 with a broken body and no new cookie is not reported as renewed: server error (2)', {
  tag: ['@session'],
}, async ({ page, request, qa }) => {
  await lifetimes(request, qa.scope, 2, 20);
  await page.goto('/session-lab?login=c-1001');
  const sent = (await loginTokenPayload(page))?.exp;
  await qa.fault('login-token', { malformed: true });
  await expect(state(page)).toHaveAttribute('data-state', '2', { timeout: 8_000 });
  await expect(logEntries(page, 'shop-session-error')).toHaveCount(1);
  await expect(logEntries(page, 'shop-session-renewed')).toHaveCount(0);
  expect((await loginTokenPayload(page))?.exp).toBe(sent);
  // The server works again: the retry renews for real (1).
  await qa.fault('login-token', { malformed: false });
  await expect(state(page)).toHaveAttribute('data-state', '1', { timeout: 20_000 });
  expect((await loginTokenPayload(page))?.exp).toBeGreaterThan(sent ?? Infinity);
});

test('a long-term renewal answered without a LoginToken created nothing: 2, tried once', { tag: ['@session'] }, async ({
  page,
  qa,
}) => {
  await qa.fault('login-token', { malformed: true });
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/longtermtoken/renew')) sent.push(r.url());
  });
  await page.goto('/session-lab?longterm=c-1001');
  await expect(state(page)).toHaveAttribute('data-state', '2');
  await expect(logEntries(page, 'shop-session-error')).toHaveCount(1);
  await expect(logEntries(page, 'shop-session-renewed')).toHaveCount(0);
  expect(await loginTokenPayload(page)).toBeNull();
  await page.waitForTimeout(3_000);
  expect(sent).toHaveLength(1);
});

test('an expired token stops polling (5)', { tag: ['@session'] }, async ({ page, request, qa, problems }) => {
  problems.allow(/status of 401/);
  await lifetimes(request, qa.scope, 2, 4);
  await page.goto('/session-lab?login=c-1001&expired=1');
  await expect(state(page)).toHaveAttribute('data-state', '5');
  await expect(logEntries(page, 'shop-session-expired')).toHaveCount(1);
  // At most one probe (the client cannot trust its clock before a server answer), refused.
  const after = await renewals(request, qa.scope);
  expect(after.logintoken).toBeLessThanOrEqual(1);
  expect(after.renewals.every((r) => r.status === 401)).toBe(true);
  await page.waitForTimeout(8_000);
  expect((await renewals(request, qa.scope)).logintoken).toBe(after.logintoken);
  await expect(state(page)).toHaveAttribute('data-state', '5');
});

test('three tabs of one browser send exactly one renew request per period', { tag: ['@session'] }, async ({
  page,
  context,
  request,
  qa,
}) => {
  await lifetimes(request, qa.scope, 3, 30);
  await page.goto('/session-lab?login=c-1001');
  const others = [await context.newPage(), await context.newPage()];
  for (const other of others) await other.goto('/session-lab');
  const tabs = [page, ...others];
  for (const tab of tabs) await expect(state(tab)).toHaveAttribute('data-state', /^[14]$/);
  const visibility = await Promise.all(tabs.map((tab) => tab.evaluate(() => document.visibilityState)));
  expect(visibility).toEqual(['visible', 'visible', 'visible']);
  await expect
    .poll(async () => (await renewals(request, qa.scope)).logintoken, { timeout: 20_000 })
    .toBeGreaterThanOrEqual(4);
  const { renewals: list } = await renewals(request, qa.scope);
  // Every renew request presented a different token: no token was renewed by two tabs.
  const presented = list.map((r) => r.presented);
  expect(presented.every((p) => p !== null)).toBe(true);
  expect(new Set(presented).size).toBe(presented.length);
  // Every tab follows the renewed cookie.
  for (const tab of tabs) await expect(state(tab)).toHaveAttribute('data-state', /^[14]$/);
  for (const other of others) await other.close();
});

test('a login in one tab is noticed by another within 10 s', { tag: ['@session'] }, async ({ page, context }) => {
  const sessionCode: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/session\//.test(request.url())) sessionCode.push(request.url());
  });
  await page.goto('/session-lab');
  // Without a login the session has nothing to keep: its code is not fetched (the loader watches
  // for the login cookie instead).
  await page.waitForLoadState('networkidle');
  expect(sessionCode).toEqual([]);
  await expect(state(page)).not.toHaveAttribute('data-state');
  const other = await context.newPage();
  await other.goto('/session-lab?login=c-1002');
  await expect(state(other)).toHaveAttribute('data-state', '4');
  const loggedInAt = Date.now();
  await expect(logEntries(page, 'shop-session-login-detected')).toHaveCount(1, { timeout: 10_500 });
  expect(Date.now() - loggedInAt).toBeLessThanOrEqual(10_500);
  await expect(state(page)).toHaveAttribute('data-state', '4');
  await other.close();
});

test('a long-term token restores the login once (0 created)', { tag: ['@session'] }, async ({ page, request, qa }) => {
  await page.goto('/session-lab?longterm=c-1001');
  await expect(state(page)).toHaveAttribute('data-state', '0');
  await expect(logEntries(page, 'shop-session-renewed').first()).toHaveAttribute('data-state', '0');
  expect((await loginTokenPayload(page))?.lid).toBe('c-1001');
  expect((await renewals(request, qa.scope)).longtermtoken).toBe(1);
});

test('the platform cookie "smartphone" skips session renewal', { tag: ['@session'] }, async ({
  page,
  context,
  request,
  qa,
  baseURL,
}) => {
  await lifetimes(request, qa.scope, 1, 10);
  const { hostname } = new URL(baseURL ?? 'http://127.0.0.1');
  await context.addCookies([{ name: 'platform', value: 'smartphone', domain: hostname, path: '/' }]);
  await page.goto('/session-lab?login=c-1001');
  await expect(page.locator('shop-session')).toBeAttached();
  await page.waitForTimeout(3_000);
  await expect(state(page)).not.toHaveAttribute('data-state', /.*/);
  expect((await renewals(request, qa.scope)).logintoken).toBe(0);
});
