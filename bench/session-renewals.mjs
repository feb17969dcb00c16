// <shop-session>: renew requests per hour for 1 and 5 tabs, and timer wake-ups (visible and
// hidden), two ways:
// 1. the real controller and pure state machine in a simulated world (fake clock, the product's
//    token lifetimes: renewal due after 20 min, expiry after 30 min), 10 simulated hours each;
// 2. a check in Chromium against the demo host (real timers, real Web Locks) with the token
//    lifetimes shortened through the QA switch (renewal after 3 s), scaled to one period.
// Run by `npx -y pnpm@10 bench`; alone: node bench/session-renewals.mjs (simulation only) or
// BENCH_BASE_URL=http://127.0.0.1:<port> node bench/session-renewals.mjs (both).
import { register } from 'tsx/esm/api';
import { writeResult } from './results.mjs';

register();
const { World, minutes } = await import('@shop/session/simulation');

const hours = 10;
const hour = minutes(60);

/**
 * @typedef {object} Scenario
 * @property {number} [tabs]
 * @property {number} [hidden]
 * @property {boolean} [loggedIn]
 * @property {boolean} [crossTab]
 * @property {boolean} [failing]
 * @property {number} [skewMs]
 */

/**
 * Runs a scenario for `hours` simulated hours; returns per-hour numbers.
 * @param {Scenario} scenario
 */
async function simulate({ tabs = 1, hidden = 0, loggedIn = true, crossTab = true, failing = false, skewMs = 0 }) {
  const world = new World(undefined, undefined, crossTab);
  if (loggedIn) world.server.issue('c-1001');
  if (failing) world.server.failWith = 500;
  const opened = Array.from({ length: tabs }, (_, i) => world.tab({ skewMs, visible: i >= hidden }));
  await world.advance(hours * hour);
  // world.tab() starts each tab's controller.
  const stats = opened.map((tab) => /** @type {NonNullable<typeof tab.controller>} */ (tab.controller).stats());
  const visibleStats = stats.filter((_, i) => i >= hidden);
  const hiddenStats = stats.filter((_, i) => i < hidden);
  /** @type {(list: typeof stats, key: 'wakeups' | 'checks') => number} */
  const sum = (list, key) => list.reduce((total, s) => total + s[key], 0);
  const requests = world.server.requests.length;
  return {
    requestsPerHour: requests / hours,
    requestsTotal: requests,
    wakeupsPerHourPerVisibleTab: visibleStats.length ? sum(visibleStats, 'wakeups') / hours / visibleStats.length : 0,
    checksPerHourPerVisibleTab: visibleStats.length ? sum(visibleStats, 'checks') / hours / visibleStats.length : 0,
    wakeupsHidden: sum(hiddenStats, 'wakeups'),
    stillLoggedIn: world.cookies.token !== null && world.cookies.token.expiresAt > world.clock.now,
    renewedTwice: new Set(world.server.requests.map((r) => r.tokenKey)).size < requests,
  };
}

/** @type {[string, Scenario][]} */
const scenarios = [
  ['1 tab, visible, logged in', { tabs: 1 }],
  ['5 tabs, all visible, logged in', { tabs: 5 }],
  ['5 tabs, all visible, WITHOUT the cross-tab lock (for comparison)', { tabs: 5, crossTab: false }],
  ['5 tabs, 4 hidden + 1 visible', { tabs: 5, hidden: 4 }],
  ['1 tab, hidden the whole time', { tabs: 1, hidden: 1 }],
  ['1 tab, client clock 15 min ahead', { tabs: 1, skewMs: minutes(15) }],
  ['1 tab, client clock 15 min behind', { tabs: 1, skewMs: -minutes(15) }],
  ['1 tab, logged out, visible, idle', { tabs: 1, loggedIn: false }],
  ['1 tab, logged out, hidden', { tabs: 1, hidden: 1, loggedIn: false }],
  ['1 tab, renew answers 500 until expiry', { tabs: 1, failing: true }],
];

/** @type {(n: number) => string} */
const fmt = (n) => (Number.isInteger(n) ? String(n) : n.toFixed(1));
const rows = [];
for (const [label, options] of scenarios) {
  const r = await simulate(options);
  rows.push(
    `| ${label} | ${fmt(r.requestsPerHour)} | ${fmt(r.wakeupsPerHourPerVisibleTab)} | ${fmt(r.checksPerHourPerVisibleTab)} | ${r.wakeupsHidden} | ${options.loggedIn === false || options.failing ? '–' : r.stillLoggedIn ? 'yes' : 'NO'} | ${options.failing ? '– (retries)' : r.renewedTwice ? 'yes' : 'no'} |`,
  );
}

const lines = [
  '## Session renewal (<shop-session>): requests and wake-ups',
  '',
  `Simulated with the real controller and state machine (\`packages/session/src/simulation/\`), fake clock,`,
  `${hours} simulated hours per row, the product's lifetimes (renewal due after 20 min, expiry after 30 min),`,
  'server latency 20 ms. "Wake-ups" are timer callbacks (a timer never waits longer than 3 min, so a laptop',
  'waking from sleep is noticed); "checks" are the ones that reached the state machine (cookie reads, no request).',
  'A hidden tab never wakes and never renews (spec: polling pauses while hidden), so a shopper whose every tab',
  'stays hidden past the expiry is logged out; showing a tab checks at once (and a long-term token restores the login).',
  'With 5 tabs, the tabs that did not send the renewal keep the 3-min check (state 4); only the renewing tab',
  'sleeps until the next due time (state 1).',
  `Command: \`node bench/session-renewals.mjs\` (run by \`npx -y pnpm@10 bench\`).`,
  '',
  '| scenario | renew requests / h (all tabs) | wake-ups / h per visible tab | checks / h per visible tab | wake-ups of hidden tabs (total) | still logged in at the end | a token renewed twice |',
  '|---|---:|---:|---:|---:|---|---|',
  ...rows,
  '',
];

// 2. Chromium against the demo host, when one runs.
const baseUrl = process.env.BENCH_BASE_URL;
if (baseUrl) {
  const { launchChromium } = await import('./browser.mjs');
  const browser = await launchChromium();
  const periodSeconds = 3;
  const windowMs = 30_000;
  /** @type {{ tabs: number, requests: number }[]} */
  const measured = [];
  try {
    await fetch(`${baseUrl}/__qa/token-lifetimes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ renewAfterSeconds: periodSeconds, expireAfterSeconds: 60 }),
    });
    for (const tabs of [1, 5]) {
      const scope = `bench${tabs}tabs${Date.now()}`;
      const context = await browser.newContext();
      await context.addCookies([{ name: 'qa_scope', value: scope, url: baseUrl }]);
      const pages = [];
      for (let i = 0; i < tabs; i++) {
        const page = await context.newPage();
        await page.goto(`${baseUrl}/session-lab${i === 0 ? '?login=c-1001' : ''}`);
        pages.push(page);
      }
      const count = async () =>
        /** @type {{ logintoken: number }} */ (
          await (await fetch(`${baseUrl}/__qa/token-renewals?scope=${scope}`)).json()
        ).logintoken;
      const before = await count();
      await new Promise((resolve) => setTimeout(resolve, windowMs));
      const requests = (await count()) - before;
      measured.push({ tabs, requests });
      await context.close();
    }
  } finally {
    await fetch(`${baseUrl}/__qa/token-lifetimes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reset: true }),
    });
    await browser.close();
  }
  lines.push(
    '### In Chromium (real timers, Web Locks), lifetimes shortened by the QA switch',
    '',
    '`/session-lab` in N tabs of one browser context, renewal due 3 s after each issue (expiry 60 s).',
    'Token times are whole seconds (the issue time rounded down), so a period lasts 2 to 3 s: about 12 renewals in 30 s.',
    'What matters: 5 tabs send as many as 1.',
    '',
    `| tabs | measured for | renew requests | per hour at this period | vs 1 tab |`,
    '|---:|---:|---:|---:|---:|',
    ...measured.map(
      ({ tabs, requests }) =>
        `| ${tabs} | ${windowMs / 1000} s | ${requests} | ${fmt((requests * 3600_000) / windowMs)} | ${fmt(requests / (measured[0]?.requests || 1))}× |`,
    ),
    '',
  );
}

const text = lines.join('\n');
writeResult('session.md', text);
console.log(text);
