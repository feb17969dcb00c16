import type { Page, Request } from '@playwright/test';
import { customers } from '../demo-host/src/mock-data/accounts.ts';
import { issueLoginToken } from '../demo-host/src/mock-data/tokens.ts';
import {
  abTestAssignment,
  customerBaseData,
  type FaultCase,
  login,
  loginTokenRenew,
  longTermTokenRenew,
  newsletterSubscribe,
  noFault,
  prefixes,
  previewCheckauth,
  previewLogout,
  previewRenew,
  previewTestsAt,
  previewToken,
  promotion,
  psdata,
  switches,
  timeouts,
} from './data/faults.ts';
import { expect, test } from './fixtures.ts';
import { localeTexts, reachIntoWidgetsOnLoad } from './helpers.ts';
import { newsletterForm } from './pages/newsletter.ts';
import { loginAsStaff, openPreviewPanel, previewPanel } from './pages/previewPanel.ts';

/**
 * Faults: every service the widgets call × each QA switch that applies (the table in
 * `e2e/data/faults.ts`). Per case: the widget ends in the state the table names within its
 * time-out (the page clock is moved past the time-out instead of waiting it out), another
 * widget of the page still works, nothing uncaught reaches the console (only the browser's own
 * "Failed to load resource" line, and only for the broken service), and what the shopper typed
 * is still there. One test per widget loops over its cases (a page load each).
 */

const anna = customers[0] as (typeof customers)[number];
type Qa = { scope: string; fault: (service: string, faults: Partial<typeof noFault>) => Promise<void> };

const loginTexts = localeTexts('login', 'de-DE') as { errors: Record<string, string> };
const builtInHeadline = 'Wir sind für Sie da – online, in der Filiale und per App';

const pathOf = (request: Request) => new URL(request.url()).pathname;

/**
 * Console lines "Failed to load resource" of the page, with the address they name. Each case
 * checks that every one belongs to the service it broke (the footer's promotion 404 "no
 * content" is filtered by the fixture already); any other console error stays a problem.
 */
function failedLoads(page: Page, problems: { allow: (pattern: RegExp) => void }) {
  const lines: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('Failed to load resource')) {
      lines.push(new URL(message.location().url, 'http://x').pathname);
    }
  });
  problems.allow(/^console\.error: Failed to load resource: /);
  return {
    expectOnly(c: FaultCase) {
      const prefix = prefixes[c.service] ?? c.path;
      const foreign = lines.filter(
        (path) => !path.startsWith(prefix) && !/^\/service\/promotion\/api\/promotion\//.test(path),
      );
      expect(foreign, `${label(c)}: failed requests of other services`).toEqual([]);
      lines.length = 0;
    },
  };
}

const label = (c: FaultCase) => `${c.service} ${c.path} ${c.fault}`;

async function arm(qa: Qa, c: FaultCase) {
  await qa.fault(c.service, { ...noFault, ...switches[c.fault] });
}
async function disarm(qa: Qa, c: FaultCase) {
  await qa.fault(c.service, noFault);
}

/**
 * One case as a test step: its own checks, then those of every case (no other service's
 * requests failed) and the switch turned off again for the next case.
 */
function caseStep(qa: Qa, loads: ReturnType<typeof failedLoads>, c: FaultCase, body: () => Promise<void>) {
  return test.step(label(c), async () => {
    await body();
    loads.expectOnly(c);
    await disarm(qa, c);
  });
}

/** Resolves when the request to `path` was sent (for slow cases: before moving the clock). */
const requestTo = (page: Page, path: string) => page.waitForRequest((request) => pathOf(request).startsWith(path));

/** Resolves when the request to `path` ended, answered or failed. */
function settled(page: Page, path: string): Promise<unknown> {
  const match = (request: Request) => pathOf(request).startsWith(path);
  return Promise.race([
    page.waitForEvent('requestfinished', { predicate: match, timeout: 20_000 }),
    page.waitForEvent('requestfailed', { predicate: match, timeout: 20_000 }),
  ]);
}

/** Requests of each page that have not ended yet. */
const inFlight = new WeakMap<Page, Set<Request>>();
function trackRequests(page: Page) {
  const open = new Set<Request>();
  inFlight.set(page, open);
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
}

/**
 * Moves the page clock past the time-out while the slow request hangs. First the page's other
 * requests must have ended: the jump would time them out too, which is not this case.
 */
async function passTimeout(
  page: Page,
  c: FaultCase,
  sent: Promise<unknown>,
  timeout: number = timeouts.service,
  ready?: () => Promise<unknown>,
) {
  await sent;
  if (c.fault !== 'slow') return;
  // Requests the page starts later (e.g. after a lazy chunk) are waited for by `ready`.
  await ready?.();
  const prefix = prefixes[c.service] ?? c.path;
  const others = () => [...(inFlight.get(page) ?? [])].filter((request) => !pathOf(request).startsWith(prefix));
  await expect.poll(() => others().map(pathOf)).toEqual([]);
  await page.clock.runFor(timeout + 1_000);
}

function footerOf(page: Page) {
  const footer = page.locator('shop-footer');
  const {
    element: newsletter,
    email,
    submit,
    banner,
    success,
  } = newsletterForm(page, 'de-DE', 'shop-footer shop-newsletter');
  return {
    headline: footer.locator('h2.footer__headline'),
    newsletterSlot: footer.locator('slot[name="newsletter"]'),
    newsletter,
    email,
    submit,
    banner,
    success,
  };
}

/**
 * What every fault test starts with: the check of failed loads, the footer's parts, and
 * `each`, which runs cases one after the other, each as its own step (`caseStep`).
 */
function faultCases(page: Page, qa: Qa, problems: { allow: (pattern: RegExp) => void }) {
  const loads = failedLoads(page, problems);
  return {
    f: footerOf(page),
    each: async (cases: FaultCase[], body: (c: FaultCase) => Promise<void>) => {
      for (const c of cases) await caseStep(qa, loads, c, () => body(c));
    },
  };
}

/** The footer's newsletter block signs up (the "other widget keeps working" check). */
async function footerNewsletterWorks(page: Page, email: string) {
  const f = footerOf(page);
  await f.email.fill(email);
  await f.submit.click();
  await expect(f.success).toBeVisible();
}

const unique = (qa: Qa, what: string) => `faults.${what}.${qa.scope.slice(0, 10)}@example.com`;

async function dueLoginToken(page: Page, baseURL: string) {
  const { claims } = issueLoginToken(anna.id);
  // Issued so long ago that its renewal is due now (and it has not expired).
  const { token } = issueLoginToken(anna.id, Date.now() - (claims.ren - claims.iat + 5) * 1000);
  await page.context().clearCookies({ name: 'LoginToken' });
  await page.context().addCookies([{ name: 'LoginToken', value: token, url: baseURL }]);
}

/**
 * Each case stands for a fresh visit: the previous case's failed renewal, recorded for the
 * other tabs of this browser (they hold back for 5 s), must not hold this one back.
 */
async function forgetLastRenewal(page: Page) {
  await page.evaluate(() => localStorage.clear());
}

/** A minute later (page clock) the answer that set no cookie has not been retried. */
async function expectNoLoop(page: Page, c: FaultCase) {
  const sent: string[] = [];
  const count = (request: Request) => {
    if (pathOf(request) === c.path) sent.push(c.path);
  };
  page.on('request', count);
  await page.clock.runFor(60_000);
  await page.waitForTimeout(200);
  page.off('request', count);
  expect(sent, `${label(c)}: retried without a usable cookie`).toEqual([]);
}

test.describe('faults', { tag: ['@faults'] }, () => {
  test.beforeEach(async ({ page }) => {
    trackRequests(page);
    await page.clock.install();
    // The widgets' live behaviour under faults: the shopper reaches into them once each page has loaded.
    await reachIntoWidgetsOnLoad(page);
  });

  test('newsletter sign-up: banner (or success for a 2xx), input kept, footer intact', async ({
    page,
    qa,
    problems,
  }) => {
    const { f, each } = faultCases(page, qa, problems);
    await each(newsletterSubscribe, async (c) => {
      await page.goto('/?country=DE');
      await page.context().clearCookies({ name: 'nl_subscriber' });
      const email = unique(qa, `nl-${c.fault}`);
      await f.email.fill(email);
      await arm(qa, c);
      const sent = requestTo(page, c.path);
      await f.submit.click();
      await passTimeout(page, c, sent);
      if (c.expected === 'success message') {
        await expect(f.success).toBeVisible();
      } else {
        await expect(f.banner).toBeVisible();
        await expect(f.email).toHaveValue(email);
        await expect(f.success).toHaveCount(0);
      }
      await expect(f.headline).toHaveText(builtInHeadline);
      await expect(page.locator('shop-footer').getByRole('link').first()).toBeVisible();
    });
  });

  test('newsletter prefill: a failing base-data call leaves an empty, working form', async ({
    page,
    qa,
    problems,
    baseURL,
  }) => {
    const { f, each } = faultCases(page, qa, problems);
    const { token } = issueLoginToken(anna.id);
    await page.context().addCookies([{ name: 'LoginToken', value: token, url: baseURL ?? '' }]);
    // Control: without a fault the logged-in shopper's address is filled in.
    await page.goto('/?country=DE');
    await expect(f.email).toHaveValue(anna.email);
    await each(customerBaseData, async (c) => {
      await arm(qa, c);
      await page.context().clearCookies({ name: 'nl_subscriber' });
      const sent = requestTo(page, c.path);
      const done = settled(page, c.path);
      await page.goto('/?country=DE');
      const typed = unique(qa, `prefill-${c.fault}`);
      if (c.fault === 'slow') {
        // The shopper types while the data is still on its way; the time-out keeps it.
        await sent;
        await f.email.fill(typed);
        await passTimeout(page, c, sent);
        await done;
      } else {
        await done;
        await expect(f.email).toHaveValue('');
        await f.email.fill(typed);
      }
      await expect(f.email).toHaveValue(typed);
      await f.submit.click();
      await expect(f.success).toBeVisible();
      await expect(f.headline).toHaveText(builtInHeadline);
    });
  });

  test('login: unauthorized or unavailable message, e-mail kept, password cleared, footer intact', async ({
    page,
    qa,
    problems,
  }) => {
    const { each } = faultCases(page, qa, problems);
    const form = page.locator('shop-login');
    const email = form.getByLabel('E-Mail-Adresse');
    const password = form.getByLabel('Passwort', { exact: true });
    await each(login, async (c) => {
      await arm(qa, c);
      await page.goto('/login?country=DE');
      await email.fill(anna.email);
      await password.fill(anna.password);
      const sent = requestTo(page, c.path);
      await form.getByRole('button', { name: 'Anmelden' }).click();
      await passTimeout(page, c, sent);
      await expect(form.getByRole('alert')).toContainText(loginTexts.errors[c.expected] ?? 'missing text');
      await expect(email).toHaveValue(anna.email);
      await expect(password).toHaveValue('');
      await expect(page).toHaveURL(/\/login\?country=DE$/);
      await expect(page.locator('shop-footer h2.footer__headline')).toBeVisible();
    });
  });

  test('session renewals: state 2 or 3 (a 200 without a cookie: no loop); the page keeps working', async ({
    page,
    qa,
    problems,
    baseURL,
  }) => {
    const { f, each } = faultCases(page, qa, problems);
    const session = page.locator('shop-session');
    // Control: a due token is renewed (1).
    await dueLoginToken(page, baseURL ?? '');
    // Without a fault the due token is renewed (1); the element may already show the next
    // check's "not yet due" (4) by the time we look, so wait for the renewal itself.
    const renewed = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/service/login/api/v1/logintoken/renew' && response.status() === 200,
    );
    await page.goto('/?country=DE');
    await renewed;
    await expect(session).toHaveAttribute('data-state', /^[14]$/);
    /** The case's token is in place: the page load renews it, and the session ends in `c.expected`. */
    const expectRenewal = async (c: FaultCase) => {
      const sent = requestTo(page, c.path);
      const done = settled(page, c.path);
      await page.goto('/?country=DE');
      await passTimeout(page, c, sent);
      await done;
      await expect(session).toHaveAttribute('data-state', c.expected);
      if (c.fault === 'malformed') await expectNoLoop(page, c);
      await expect(f.headline).toHaveText(builtInHeadline);
    };
    await each(loginTokenRenew, async (c) => {
      await arm(qa, c);
      await forgetLastRenewal(page);
      await dueLoginToken(page, baseURL ?? '');
      await expectRenewal(c);
    });
    await each(longTermTokenRenew, async (c) => {
      await arm(qa, c);
      await forgetLastRenewal(page);
      await page.context().clearCookies({ name: 'LoginToken' });
      const setup = await page.request.get('/session-lab?country=DE&longterm=c-1001', { maxRedirects: 0 });
      expect(setup.status()).toBe(303);
      await expectRenewal(c);
    });
  });

  test('footer content and A/B test assignment: built-in content stays, assignment failures ignored', async ({
    page,
    qa,
    problems,
    baseURL,
  }) => {
    const { f, each } = faultCases(page, qa, problems);
    await page.addInitScript(() => {
      const events: unknown[] = [];
      (window as unknown as { footerEvents: unknown[] }).footerEvents = events;
      document.addEventListener('shop-footer-content', (event) => events.push((event as CustomEvent).detail));
    });
    const contentEvents = () => page.evaluate(() => (window as unknown as { footerEvents: unknown[] }).footerEvents);
    // Fetched content exists for this browser: without a fault it replaces the built-in one.
    await page.context().addCookies([{ name: 'qa_promotion', value: 'campaign', url: baseURL ?? '' }]);
    await page.goto('/?country=DE');
    await expect(f.headline).toHaveText(/★$/);

    await each([...promotion, ...abTestAssignment], async (c) => {
      await arm(qa, c);
      await page.context().clearCookies({ name: 'nl_subscriber' });
      const sent = requestTo(page, c.path);
      await page.goto('/?country=DE');
      // The content fetch must be decided before the jump, or the jump would time it out too.
      const decided = () => expect.poll(async () => (await contentEvents()).length).toBe(1);
      await passTimeout(page, c, sent, timeouts.footerContent, c.service === 'abtest' ? decided : undefined);
      if (c.expected === 'built-in content') {
        await expect.poll(contentEvents).toEqual([{ source: 'built-in', reason: expect.any(String) }]);
        await expect(f.headline).toHaveText(builtInHeadline);
      } else {
        await expect.poll(contentEvents).toEqual([{ source: 'fetched' }]);
        await expect(f.headline).toHaveText(/★$/);
      }
      await footerNewsletterWorks(page, unique(qa, `footer-${c.service}-${c.fault}`));
    });
  });

  test('footer psdata: a failure shows the newsletter block', async ({ page, qa, problems, baseURL }) => {
    const { f, each } = faultCases(page, qa, problems);
    await page.context().addCookies([{ name: 'qa_promotion', value: 'campaign', url: baseURL ?? '' }]);
    // Control: once this browser has signed up (waiting for the double opt-in), psdata hides the block.
    await page.goto('/?country=DE');
    await footerNewsletterWorks(page, unique(qa, 'psdata-control'));
    await page.goto('/?country=DE');
    await expect(f.headline).toHaveText(/★$/);
    await expect(f.newsletterSlot).toHaveCount(0);
    await each(psdata, async (c) => {
      await arm(qa, c);
      const sent = requestTo(page, c.path);
      await page.goto('/?country=DE');
      await passTimeout(page, c, sent, timeouts.service, () => expect(f.headline).toHaveText(/★$/));
      await expect(f.newsletterSlot).toHaveCount(1);
      await expect(f.email).toBeVisible();
      await f.email.fill(unique(qa, `psdata-${c.fault}`));
      await expect(f.email).toHaveValue(unique(qa, `psdata-${c.fault}`));
      await expect(f.headline).toHaveText(/★$/);
    });
  });

  test.describe('preview panel', () => {
    test.beforeEach(async ({ page }) => loginAsStaff(page));

    test('gate and A/B test list: no panel, or "Failed to fetch AB tests."', async ({ page, qa, problems }) => {
      const { f, each } = faultCases(page, qa, problems);
      const ui = previewPanel(page);
      await page.goto('/?country=PL');
      await expect(ui.indicator).toBeVisible(); // control: staff see the panel
      await each(previewCheckauth, async (c) => {
        await arm(qa, c);
        const sent = requestTo(page, c.path);
        const done = settled(page, c.path);
        await page.goto('/?country=PL');
        await passTimeout(page, c, sent);
        await done;
        await page.waitForLoadState('networkidle');
        await expect(ui.indicator).toHaveCount(0);
        await expect(f.headline).toBeVisible();
        await expect(f.newsletter.locator('input[type="email"]')).toBeEditable();
      });
      await each(previewTestsAt, async (c) => {
        await arm(qa, c);
        await page.goto('/?country=PL');
        const sent = requestTo(page, c.path);
        await ui.indicator.click();
        await expect(ui.heading).toBeVisible();
        await passTimeout(page, c, sent);
        await expect(ui.testsStatus).toHaveText('Failed to fetch AB tests.');
        await expect(ui.apply).toBeEnabled();
        await expect(f.headline).toBeVisible();
      });
    });

    test('apply: failure notification, what staff entered kept; a 401 says the session ended', async ({
      page,
      qa,
      problems,
    }) => {
      const { f, each } = faultCases(page, qa, problems);
      const ui = previewPanel(page);
      await each(previewToken, async (c) => {
        await openPreviewPanel(page);
        await ui.date.fill('2027-02-10');
        await expect(ui.testsStatus).toHaveText('Active tests found.');
        await ui.test.selectOption('checkout-button-colour');
        await ui.group.selectOption('control');
        await arm(qa, c);
        const sent = requestTo(page, c.path);
        await ui.apply.click();
        await passTimeout(page, c, sent);
        if (c.expected === 'session ended') {
          await expect(ui.ended).toBeVisible();
          await expect(ui.apply).toHaveCount(0);
        } else {
          await expect(ui.alert('Applying settings failed.')).toBeVisible();
          await expect(ui.date).toHaveValue('2027-02-10');
          await expect(ui.test).toHaveValue('checkout-button-colour');
          await expect(ui.group).toHaveValue('control');
        }
        await expect(ui.root.getByText('Settings applied successfully.')).toHaveCount(0);
        await expect(f.headline).toBeVisible();
      });
    });

    test('renewal and logout: renewal failures are silent unless the session ended, a failed logout says so', async ({
      page,
      qa,
      problems,
    }) => {
      const { f, each } = faultCases(page, qa, problems);
      const ui = previewPanel(page);
      await each(previewRenew, async (c) => {
        await openPreviewPanel(page);
        await arm(qa, c);
        const sent = requestTo(page, c.path);
        await page.clock.fastForward(300_000 + 1_000);
        await passTimeout(page, c, sent);
        if (c.expected === 'session ended') {
          await expect(ui.ended).toBeVisible();
          await expect(ui.indicator).toHaveCount(0);
          await expect(ui.heading).toHaveCount(0);
        } else {
          await expect(ui.indicator).toBeVisible();
          await expect(ui.heading).toBeVisible();
          await expect(ui.root.getByRole('alert')).toHaveCount(0);
        }
        await expect(f.headline).toBeVisible();
      });
      await each(previewLogout, async (c) => {
        await openPreviewPanel(page);
        await arm(qa, c);
        const sent = requestTo(page, c.path);
        await ui.logout.click();
        await passTimeout(page, c, sent);
        if (c.expected === 'panel gone') {
          await expect(ui.indicator).toHaveCount(0);
        } else {
          await expect(ui.alert('Logging out failed. Please try again.')).toBeVisible();
          await expect(ui.indicator).toBeVisible();
        }
        await expect(f.headline).toBeVisible();
      });
    });
  });
});
