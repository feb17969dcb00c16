import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page, Request } from '@playwright/test';
import { staff } from '../demo-host/src/mock-data/accounts.ts';
import { expect, test } from './fixtures.ts';
import { readFocused } from './helpers.ts';
import { loginAsStaff, openPreviewPanel, previewPanel } from './pages/previewPanel.ts';

/**
 * <shop-preview-panel> in Chromium against the demo host's mock preview and A/B test services.
 * Staff sessions come from the mock's login (`/staff-login` or its JSON endpoint); every test
 * has its own session and QA scope.
 */

/** Requests the page sends to the preview service, the A/B test list, and for panel chunks. */
function recordRequests(page: Page) {
  const requests: Request[] = [];
  const failed: string[] = [];
  page.on('request', (request) => requests.push(request));
  page.on('requestfailed', (request) => failed.push(new URL(request.url()).pathname));
  const paths = () => requests.map((request) => new URL(request.url()).pathname);
  return {
    preview: () => paths().filter((path) => path.startsWith('/service/preview/')),
    token: () => requests.filter((request) => new URL(request.url()).pathname === '/service/preview/api/token'),
    testsAt: () => paths().filter((path) => path.endsWith('/gettestsat')),
    panelAssets: () => paths().filter((path) => path.startsWith('/assets/preview-panel/')),
    /** How many calls went to the preview path ending in `suffix` (e.g. `/auth/login/renew`). */
    calls: (suffix: string) =>
      paths().filter((path) => path.startsWith('/service/preview/') && path.endsWith(suffix)).length,
    /** Requests that never completed (aborted, or a body left unread until a time-out). */
    failedPreview: () => failed.filter((path) => path.startsWith('/service/preview/')),
  };
}

/** The tab goes to the background or comes back (headless pages are always visible). */
const setVisibility = (page: Page, state: 'hidden' | 'visible') =>
  page.evaluate((next) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => next });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);

/** A staff member's home page (PL) under Playwright's clock, with its requests recorded. */
async function staffPageWithClock(page: Page) {
  await page.clock.install();
  await loginAsStaff(page);
  const seen = recordRequests(page);
  await page.goto('/?country=PL');
  await expect(previewPanel(page).indicator).toBeVisible();
  return seen;
}

/** A staff session's open panel (PL) with the A/B test checkout-button-colour chosen in `group`. */
async function staffPanelWithTest(page: Page, group: string) {
  await loginAsStaff(page);
  const ui = await openPreviewPanel(page);
  await ui.test.selectOption('checkout-button-colour');
  await ui.group.selectOption(group);
  return ui;
}

const optionTexts = (select: Locator) => select.locator('option').allTextContents();

/** The focused element, looking into open shadow roots. */
const focused = (page: Page) =>
  readFocused(page, (element) =>
    element ? `${element.tagName.toLowerCase()}:${element.getAttribute('name') ?? element.textContent?.trim()}` : '',
  );

/**
 * Failed requests of OTHER widgets on the home page are not the panel's problems (e.g. the
 * footer's promotion lookup, whose 404 means "no replacement content"). The browser logs each as a generic "Failed to load
 * resource" console error without its address, so they are matched by count: the test still
 * fails on any failed request of the panel's own paths, on more such errors than other
 * widgets' failed requests, and on every other console error, exception or CSP violation.
 */
const ownPaths =
  /^\/(service\/preview|service\/abtestfrontend\/api\/v1\/gettestsat|assets\/preview-panel|assets\/runtime|staff-login)/;
const failedResponses = new WeakMap<Page, { own: string[]; foreign: string[] }>();

test.beforeEach(({ page }) => {
  const failed = { own: [] as string[], foreign: [] as string[] };
  failedResponses.set(page, failed);
  page.on('response', (response) => {
    if (response.status() < 400) return;
    const path = new URL(response.url()).pathname;
    (ownPaths.test(path) ? failed.own : failed.foreign).push(`${response.status()} ${path}`);
  });
});

/**
 * `expectedOwn`: the panel's own failed requests this test provokes on purpose;
 * `expectedConsole`: a console error it provokes on purpose (a dropped connection).
 */
function expectNoProblems(
  page: Page,
  problems: { list: string[]; allow: (pattern: RegExp) => void },
  expectedOwn?: RegExp,
  expectedConsole?: RegExp,
) {
  const failed = failedResponses.get(page) ?? { own: [], foreign: [] };
  const provoked = failed.own.filter((request) => expectedOwn?.test(request));
  expect(
    failed.own.filter((request) => !provoked.includes(request)),
    "failed requests of the panel's own paths",
  ).toEqual([]);
  const loadErrors = /^console\.error: Failed to load resource: the server responded with a status of/;
  expect(problems.list.filter((problem) => loadErrors.test(problem)).length).toBeLessThanOrEqual(
    failed.foreign.length + provoked.length,
  );
  const unexpected = problems.list.filter((problem) => !loadErrors.test(problem) && !expectedConsole?.test(problem));
  expect(unexpected).toEqual([]);
  problems.allow(loadErrors);
}

test.describe('preview panel gate', { tag: ['@preview'] }, () => {
  test('a shopper gets nothing of the panel: no code, no preview request', async ({ page, qa, problems }) => {
    const seen = recordRequests(page);
    await page.goto('/?country=DE');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('shop-preview-panel')).toHaveJSProperty('shadowRoot', null);
    expect(seen.preview()).toEqual([]);
    expect(seen.testsAt()).toEqual([]);
    // Without a staff cookie the loader fetches not even the gate (its entry).
    expect(await page.evaluate(() => customElements.get('shop-preview-panel'))).toBeUndefined();
    expect(seen.panelAssets()).toEqual([]);
    // The mock agrees: this test's scope sent nothing to the preview service.
    const counts = await (await page.request.get(`/__qa/preview/requests?scope=${qa.scope}`)).json();
    expect(counts.preview).toEqual({});
    expect(counts.abtest['/service/abtestfrontend/api/v1/gettestsat']).toBeUndefined();
    expectNoProblems(page, problems);
  });

  test('an unknown staff cookie costs one auth check and shows nothing', async ({
    page,
    context,
    baseURL,
    problems,
  }) => {
    await context.addCookies([{ name: 'StaffAuthToken', value: 'forged', url: baseURL ?? '' }]);
    const seen = recordRequests(page);
    await page.goto('/?country=DE');
    // The gate's code loads once the page is idle, which may come after the network has been quiet for
    // a while: wait for the check, then for quiet, and count.
    await expect.poll(() => seen.preview()).toContain('/service/preview/api/auth/checkauth');
    await page.waitForLoadState('networkidle');
    expect(seen.preview()).toEqual(['/service/preview/api/auth/checkauth']);
    // The answer is read to its end: the connection is not held open until a time-out.
    expect(seen.failedPreview()).toEqual([]);
    expect(seen.panelAssets().filter((path) => /\/chunks\/panel-/.test(path))).toEqual([]);
    await expect(page.locator('shop-preview-panel')).toHaveJSProperty('shadowRoot', null);
    expectNoProblems(page, problems, /^401 \/service\/preview\/api\/auth\/checkauth$/);
  });
});

test.describe('preview panel for staff', { tag: ['@preview'] }, () => {
  test('opens from the indicator, loads the tests of a chosen date, blocks a test without group, applies', async ({
    page,
    problems,
  }) => {
    await loginAsStaff(page);
    const seen = recordRequests(page);
    await page.goto('/?country=PL');
    const ui = previewPanel(page);
    await expect(ui.indicator).toHaveText(/Preview:\s*current time\s*·?\s*,?\s*no A\/B test/);
    await expect(ui.indicator).toHaveAttribute('aria-expanded', 'false');
    await expect(ui.heading).toHaveCount(0);

    await ui.indicator.click();
    await expect(ui.indicator).toHaveAttribute('aria-expanded', 'true');
    await expect(ui.testsStatus).toHaveText('Active tests found.');
    expect(await optionTexts(ui.test)).not.toContain('free-shipping-threshold');
    await expect(ui.group).toBeDisabled();

    // A date on which other tests are active: the list is fetched again for that moment.
    await ui.date.fill('2027-02-10');
    await ui.time.fill('09:30');
    await expect(ui.testsStatus).toHaveText('Active tests found.');
    await expect.poll(() => optionTexts(ui.test)).toContain('free-shipping-threshold');
    expect(await optionTexts(ui.test)).toContain('loyalty-card-onboarding');
    const lastTestsAt = seen.testsAt().length;
    expect(lastTestsAt).toBeGreaterThanOrEqual(2);

    // A test without a group: state Required, the message, and Apply sends nothing.
    await ui.test.selectOption('free-shipping-threshold');
    await expect(ui.group).toBeEnabled();
    await expect(ui.root.getByRole('combobox', { name: 'A/B test group (Required)' })).toBeVisible();
    await expect(ui.group).toHaveAttribute('aria-invalid', 'true');
    await expect(ui.root.getByText('Please also select an A/B test group!')).toBeVisible();
    await ui.apply.click();
    await expect(ui.group).toBeFocused();
    expect(seen.token()).toHaveLength(0);

    await ui.group.selectOption('threshold-30');
    await expect(ui.root.getByText('Please also select an A/B test group!')).toHaveCount(0);
    await ui.apply.click();
    await expect(ui.root.getByRole('status').filter({ hasText: 'Settings applied successfully.' })).toBeVisible();
    // The design system's labels inside the English panel are English too.
    await expect(ui.root.getByRole('button', { name: 'Close', exact: true })).toBeVisible();
    expect(seen.token()).toHaveLength(1);
    const sent = new URL(seen.token()[0]?.url() ?? '');
    expect(sent.searchParams.get('test')).toBe('free-shipping-threshold');
    expect(sent.searchParams.get('group')).toBe('threshold-30');
    const expectedMoment = await page.evaluate(() => new Date(2027, 1, 10, 9, 30).toISOString());
    expect(sent.searchParams.get('dateTime')).toBe(expectedMoment);

    // The indicator shows the settings checkauth now answers.
    await expect(ui.indicator).toContainText('A/B test free-shipping-threshold / threshold-30');
    await expect(ui.indicator).toContainText('2027');
    await expect(ui.indicator).not.toContainText('current time');

    // After a reload the panel starts from the applied settings.
    await page.reload();
    await expect(ui.indicator).toContainText('A/B test free-shipping-threshold / threshold-30');
    await ui.indicator.click();
    await expect(ui.date).toHaveValue('2027-02-10');
    await expect(ui.test).toHaveValue('free-shipping-threshold');
    await expect(ui.group).toHaveValue('threshold-30');
    expectNoProblems(page, problems);
  });

  test('shows the list states: no active tests, failed fetch, and the current time for an unusable date', async ({
    page,
    qa,
    problems,
  }) => {
    await loginAsStaff(page);
    const ui = await openPreviewPanel(page);
    await ui.date.fill('1999-06-01');
    await expect(ui.testsStatus).toHaveText('No active tests for this date.');
    expect(await optionTexts(ui.test)).toEqual(['No A/B test']);

    await ui.date.fill('01.06.1999');
    await expect(ui.root.getByText('Not a date in the form YYYY-MM-DD: the current time is used.')).toBeVisible();
    await expect(ui.testsStatus).toHaveText('Active tests found.');

    await qa.fault('abtest', { status: 500 });
    await ui.date.fill('2027-02-10');
    await expect(ui.testsStatus).toHaveText('Failed to fetch AB tests.');
    await expect(ui.group).toBeDisabled();
    expectNoProblems(page, problems, /^500 \/service\/abtestfrontend\//);
  });

  test('an empty selection is valid and clears the A/B test', async ({ page, problems }) => {
    const ui = await staffPanelWithTest(page, 'green');
    await ui.apply.click();
    await expect(ui.root.getByText('Settings applied successfully.')).toBeVisible();
    await expect(ui.indicator).toContainText('checkout-button-colour / green');
    await ui.test.selectOption('');
    await expect(ui.group).toBeDisabled();
    await ui.apply.click();
    await expect(ui.root.getByText('Settings applied successfully.')).toBeVisible();
    await expect(ui.indicator).toContainText('no A/B test');
    expectNoProblems(page, problems);
  });

  const failures: Array<{
    name: string;
    arrange: (qa: { scope: string; fault: (s: string, f: object) => Promise<void> }, page: Page) => Promise<void>;
  }> = [
    {
      name: 'BAD_REQUEST',
      arrange: (qa, page) => forceTokenAnswer(page, qa.scope, { status: 'BAD_REQUEST' }),
    },
    {
      name: 'INTERNAL_ERROR',
      arrange: (qa, page) => forceTokenAnswer(page, qa.scope, { status: 'INTERNAL_ERROR' }),
    },
    {
      name: 'INTERNAL_ERROR with HTTP 200',
      arrange: (qa, page) => forceTokenAnswer(page, qa.scope, { status: 'INTERNAL_ERROR', httpStatus: 200 }),
    },
    { name: 'HTTP 503', arrange: (qa) => qa.fault('preview', { status: 503 }) },
    { name: 'a dropped connection', arrange: (qa) => qa.fault('preview', { drop: true }) },
    { name: 'a malformed body', arrange: (qa) => qa.fault('preview', { malformed: true }) },
  ];

  for (const failure of failures) {
    test(`${failure.name} from the token endpoint shows "Applying settings failed."`, async ({
      page,
      qa,
      problems,
    }) => {
      const ui = await staffPanelWithTest(page, 'control');
      await failure.arrange(qa, page);
      await ui.apply.click();
      await expect(ui.root.getByRole('alert').filter({ hasText: 'Applying settings failed.' })).toBeVisible();
      await expect(ui.root.getByText('Settings applied successfully.')).toHaveCount(0);
      await expect(ui.indicator).toContainText('no A/B test');
      const dropped = failure.name.includes('dropped')
        ? /^console\.error: Failed to load resource: net::ERR_EMPTY_RESPONSE$/
        : undefined;
      expectNoProblems(page, problems, /^\d+ \/service\/preview\/api\/token$/, dropped);
      if (dropped) problems.allow(dropped);
    });
  }

  test('logout hides the panel, and it stays away after a reload', async ({ page, problems }) => {
    await loginAsStaff(page);
    const ui = await openPreviewPanel(page);
    await ui.logout.click();
    await expect(ui.indicator).toHaveCount(0);
    await expect(ui.heading).toHaveCount(0);
    const seen = recordRequests(page);
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(ui.indicator).toHaveCount(0);
    expect(seen.preview()).toEqual([]);
    expectNoProblems(page, problems);
  });

  test('renews the preview login every 5 minutes, paused while hidden, caught up when visible', async ({
    page,
    problems,
  }) => {
    const seen = await staffPageWithClock(page);
    const renewals = () => seen.calls('/auth/login/renew');
    await page.clock.fastForward('04:59');
    expect(renewals()).toBe(0);
    await page.clock.fastForward('00:02');
    await expect.poll(renewals).toBe(1);
    await page.clock.fastForward('05:00');
    await expect.poll(renewals).toBe(2);

    // Hidden page (the tab in the background): no renewal, however long; visible again: at once.
    await setVisibility(page, 'hidden');
    await page.clock.fastForward('20:00');
    await page.waitForTimeout(300);
    expect(renewals()).toBe(2);
    await setVisibility(page, 'visible');
    await expect.poll(renewals).toBe(3);
    expectNoProblems(page, problems);
  });

  test('works with the keyboard alone, from the staff login form to apply and close', async ({ page, problems }) => {
    await page.goto('/staff-login?country=CZ');
    await page.getByLabel('User name').focus();
    await page.keyboard.type(staff.username);
    await page.keyboard.press('Tab');
    await page.keyboard.type(staff.password);
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown'); // Admin (CobraAuthToken)
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/\?country=CZ$/);
    const cookies = await page.context().cookies();
    expect(cookies.map((cookie) => cookie.name)).toContain('CobraAuthToken');

    const ui = previewPanel(page);
    await expect(ui.indicator).toBeVisible();
    for (let presses = 0; presses < 40 && !(await focused(page)).startsWith('button:Preview'); presses++) {
      await page.keyboard.press('Tab');
    }
    expect(await focused(page)).toMatch(/^button:Preview/);
    await page.keyboard.press('Enter');
    await expect(ui.heading).toBeFocused();
    await expect(ui.testsStatus).toHaveText('Active tests found.');
    await page.keyboard.press('Tab'); // close button
    await page.keyboard.press('Tab');
    await expect(ui.date).toBeFocused();
    await page.keyboard.type('2026-12-24');
    await page.keyboard.press('Tab');
    await page.keyboard.type('18:00');
    await expect.poll(() => optionTexts(ui.test)).toContain('newsletter-teaser-wording');
    await page.keyboard.press('Tab');
    await expect(ui.test).toBeFocused();
    await ui.test.press('End'); // the last test: newsletter-teaser-wording
    await expect(ui.test).toHaveValue('newsletter-teaser-wording');
    await page.keyboard.press('Tab');
    await expect(ui.group).toBeFocused();
    await page.keyboard.press('End');
    await expect(ui.group).toHaveValue('B');
    await page.keyboard.press('Tab');
    await expect(ui.apply).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(ui.root.getByText('Settings applied successfully.')).toBeVisible();
    await expect(ui.indicator).toContainText('newsletter-teaser-wording / B');
    await page.keyboard.press('Escape');
    await expect(ui.heading).toHaveCount(0);
    await expect(ui.indicator).toBeFocused();
    expectNoProblems(page, problems);
  });

  test('the staff login page has no axe violations and reports wrong credentials', async ({ page, problems }) => {
    await page.goto('/staff-login?country=DE');
    const scan = async () =>
      (await new AxeBuilder({ page }).analyze()).violations.map((violation) => `${violation.id}: ${violation.help}`);
    expect(await scan()).toEqual([]);
    await page.getByLabel('User name').fill(staff.username);
    await page.getByLabel('Password').fill('wrong');
    await page.getByRole('button', { name: 'Log in as staff' }).click();
    await expect(page.getByRole('alert')).toHaveText('Wrong user name or password.');
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('StaffAuthToken');
    expect(await scan()).toEqual([]);
    expectNoProblems(page, problems);
  });

  test("another site's form cannot make the browser staff, even one that opened the staff login", async ({
    page,
    problems,
    baseURL,
  }) => {
    // The browser holds the login form's token cookie; the other site knows neither it nor the token.
    await page.goto('/staff-login?country=DE');
    const attacker = 'http://evil.example/prize';
    await page.route(attacker, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Prize</title>
<form method="post" action="${baseURL}/service/preview/api/auth/login">
<input name="username" value="${staff.username}"><input name="password" value="${staff.password}">
<input name="cookie" value="CobraAuthToken"><input name="redirect" value="/\t/evil.example">
<input name="csrf_token" value="guessed.token"><button>Claim</button></form>`,
      }),
    );
    await page.goto(attacker);
    const answer = page.waitForResponse((response) => response.url().endsWith('/service/preview/api/auth/login'));
    await page.getByRole('button', { name: 'Claim' }).click();
    expect((await answer).status()).toBe(403);
    expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? '').origin);
    const names = (await page.context().cookies()).map((cookie) => cookie.name);
    expect(names).not.toContain('StaffAuthToken');
    expect(names).not.toContain('CobraAuthToken');
    expectNoProblems(page, problems, /^403 \/service\/preview\/api\/auth\/login$/);
  });

  test('has no axe violations, closed and open, with an error shown @mobile', async ({ page, problems }) => {
    await loginAsStaff(page);
    await page.goto('/?country=PL');
    const ui = previewPanel(page);
    await expect(ui.indicator).toBeVisible();
    const scan = async () => {
      const results = await new AxeBuilder({ page }).include('shop-preview-panel').analyze();
      return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
    };
    expect(await scan()).toEqual([]);
    await ui.indicator.click();
    await expect(ui.testsStatus).toHaveText('Active tests found.');
    await ui.test.selectOption('checkout-button-colour');
    await expect(ui.root.getByText('Please also select an A/B test group!')).toBeVisible();
    expect(await scan()).toEqual([]);
    // It fits the screen: nothing sticks out to the right.
    const box = await ui.root.locator('.settings').boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
    expectNoProblems(page, problems);
  });

  test('never covers the element the shopper tabs to (WCAG 2.4.11) @mobile', async ({ page, problems }) => {
    await loginAsStaff(page);
    // A busy phone: the panel's move is drawn a commit after it is asked for, and checks run in
    // between (a check then measured the panel at the top as its own corner and stayed over the
    // page's first links once the focus wrapped round to them).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.goto('/?country=TR');
    const ui = previewPanel(page);
    await expect(ui.indicator).toBeVisible();
    // Every focus stop of the page down to the end of the footer, by the keyboard.
    let covered = 0;
    let stops = 0;
    const focusState = () =>
      page.evaluate(() => {
        let focused: Element | null = document.activeElement;
        while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement;
        const gate = document.querySelector('shop-preview-panel');
        const inner = gate?.shadowRoot?.firstElementChild;
        const panel = (inner?.shadowRoot ?? gate?.shadowRoot)?.querySelector('.preview');
        if (!focused || !panel || focused === document.body) return null;
        if (gate?.contains(focused) || panel.contains(focused) || focused === inner) return 'panel';
        const a = focused.getBoundingClientRect();
        const b = panel.getBoundingClientRect();
        const overlap = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
        return overlap ? 'covered' : 'clear';
      });
    for (let press = 0; press < 80; press++) {
      await page.keyboard.press('Tab');
      // The page scrolls the focused element into view smoothly: judged once the page is at rest,
      // and, since a widget may take over after the keys stop, covered only when the panel still
      // covers it 2 s later.
      for (let last = -1, now = await page.evaluate(() => scrollY); now !== last; ) {
        await page.waitForTimeout(150);
        [last, now] = [now, await page.evaluate(() => scrollY)];
      }
      let state = await focusState();
      for (const started = Date.now(); state === 'covered' && Date.now() - started < 2_000; ) {
        await page.waitForTimeout(100);
        state = await focusState();
      }
      if (state === 'covered') covered++;
      if (state) stops++;
    }
    expect(stops).toBeGreaterThan(20);
    expect(covered).toBe(0);
    expectNoProblems(page, problems);
  });

  test('speaks German on German sites', async ({ page, problems }) => {
    await loginAsStaff(page);
    await page.goto('/?country=CH');
    const root = page.locator('shop-preview-panel');
    const indicator = root.getByRole('button', { name: /^Vorschau:/ });
    await expect(indicator).toContainText('aktuelle Zeit');
    await indicator.click();
    await expect(root.getByRole('heading', { name: 'Vorschau-Einstellungen' })).toBeVisible();
    await expect(root.getByRole('button', { name: 'Vorschau-Einstellungen schliessen' })).toBeVisible();
    await expect(root.locator('.tests-status')).toHaveText('Aktive Tests gefunden.');
    expectNoProblems(page, problems);
  });
});

test.describe('preview panel when the staff session ends', { tag: ['@preview'] }, () => {
  const endOnServer = async (page: Page) => {
    const response = await page.request.post('/__qa/preview/end-session');
    expect(await response.json(), 'session ended on the server').toEqual({ ended: true });
  };

  test('renewal answering 401: says preview ended, nothing can be applied, renewal stops', async ({
    page,
    problems,
  }) => {
    const seen = await staffPageWithClock(page);
    const ui = previewPanel(page);
    await ui.indicator.click();
    await expect(ui.heading).toBeVisible();
    await endOnServer(page);
    await page.clock.fastForward('05:01');
    await expect(ui.ended).toBeVisible();
    await expect(ui.indicator).toHaveCount(0);
    await expect(ui.heading).toHaveCount(0);
    await expect(ui.apply).toHaveCount(0);
    await expect(ui.root.getByText('Preview:', { exact: false })).toHaveCount(0);
    // Focus was in the open settings: it moves to the next step instead of getting lost.
    expect(await focused(page)).toBe('button:Reload page');
    const axe = await new AxeBuilder({ page }).include('shop-preview-panel').analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

    expect(seen.calls('/auth/login/renew')).toBe(1);
    await page.clock.fastForward('20:00');
    await page.waitForTimeout(300);
    expect(seen.calls('/auth/login/renew')).toBe(1);

    // Keyboard: dismiss it; a reload shows the page as shoppers see it (checkauth says no).
    await ui.dismiss.focus();
    await page.keyboard.press('Enter');
    await expect(ui.ended).toHaveCount(0);
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(ui.indicator).toHaveCount(0);
    expectNoProblems(page, problems, /^401 \/service\/preview\/api\/auth\/(login\/renew|checkauth)$/);
  });

  test('logout in another tab: this tab says preview ended at once, in German on CH', async ({ page, problems }) => {
    await loginAsStaff(page);
    await page.goto('/?country=CH');
    const root = page.locator('shop-preview-panel');
    await expect(root.getByRole('button', { name: /^Vorschau:/ })).toBeVisible();

    const otherTab = await page.context().newPage();
    const other = await openPreviewPanel(otherTab);
    await other.logout.click();
    await expect(other.indicator).toHaveCount(0);

    await expect(root.getByRole('alert')).toContainText('Vorschau beendet:');
    await expect(root.getByRole('button', { name: /^Vorschau:/ })).toHaveCount(0);
    await expect(root.getByRole('button', { name: 'Seite neu laden' })).toBeVisible();
    // Focus was on the page, not in the panel: it stays where it was.
    expect(await focused(page)).toMatch(/^body:/);
    await otherTab.close();
    expectNoProblems(page, problems);
  });

  test('logout elsewhere (not through the panel): said when the tab is visible again', async ({ page, problems }) => {
    await loginAsStaff(page);
    const ui = previewPanel(page);
    await page.goto('/?country=PL');
    await expect(ui.indicator).toBeVisible();
    await setVisibility(page, 'hidden');
    const logout = await page.request.get('/service/preview/api/auth/logout');
    expect(logout.ok()).toBeTruthy();
    await page.waitForTimeout(200);
    await expect(ui.indicator).toBeVisible();
    await setVisibility(page, 'visible');
    await expect(ui.ended).toBeVisible();
    await expect(ui.indicator).toHaveCount(0);
    expectNoProblems(page, problems, /^401 \/service\/preview\/api\/auth\/checkauth$/);
  });

  test('the token endpoint answering UNAUTHORIZED says preview ended instead of a failed apply', async ({
    page,
    qa,
    problems,
  }) => {
    await loginAsStaff(page);
    const ui = previewPanel(page);
    await openPreviewPanel(page);
    await forceTokenAnswer(page, qa.scope, { status: 'UNAUTHORIZED' });
    await ui.apply.click();
    await expect(ui.ended).toBeVisible();
    await expect(ui.apply).toHaveCount(0);
    await expect(ui.root.getByText('Applying settings failed.')).toHaveCount(0);
    expect(await focused(page)).toBe('button:Reload page');
    expectNoProblems(page, problems, /^401 \/service\/preview\/api\/token$/);
  });

  test('a 503 on renewal or on return is no proof: the indicator stays', async ({ page, qa, problems }) => {
    const seen = await staffPageWithClock(page);
    const ui = previewPanel(page);
    await qa.fault('preview', { status: 503 });
    await page.clock.fastForward('05:01');
    await expect.poll(() => seen.calls('/auth/login/renew')).toBe(1);
    await setVisibility(page, 'hidden');
    await setVisibility(page, 'visible');
    await expect.poll(() => seen.calls('/auth/checkauth')).toBe(2);
    await page.waitForTimeout(300);
    await expect(ui.indicator).toBeVisible();
    await expect(ui.indicator).toContainText('no A/B test');
    await expect(ui.ended).toHaveCount(0);
    expectNoProblems(page, problems, /^503 \/service\/preview\/api\/auth\/(login\/renew|checkauth)$/);
  });
});

async function forceTokenAnswer(page: Page, scope: string, answer: { status: string; httpStatus?: number }) {
  const response = await page.request.post(`/__qa/preview/token-answer?scope=${scope}`, { data: answer });
  expect(response.ok(), 'forced token answer').toBeTruthy();
}
