import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { readFocused } from './helpers.ts';
import { newsletterForm, subscribeRequests } from './pages/newsletter.ts';

/**
 * A prerendered widget works from its first painted frame, before its code has arrived: what a
 * shopper types, ticks or submits there is kept when the code takes over, at a phone's CPU speed
 * (4x throttled). The widget's entry module is held back by the test until the moment it
 * chooses, so the take-over falls where the test wants it: in the middle of typing, after a submit.
 */

/** Holds back a widget's entry module until `release()`; `requested` resolves when the page asks for it. */
function holdEntry(page: Page, pkg: string) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested: () => void = () => {};
  const asked = new Promise<void>((resolve) => {
    requested = resolve;
  });
  const handler = async (route: Route) => {
    requested();
    await released;
    await route.continue();
  };
  return {
    ready: page.route(`**/assets/${pkg}/index-*.js`, handler),
    requested: asked,
    release: () => release(),
  };
}

/**
 * Opens /login with the widget's code held back, clicks into the field `name` and types `text`
 * there; the code comes when the test calls `release()`.
 */
async function typeIntoHeldLogin(page: Page, country: string, name: string, text: string) {
  const entry = holdEntry(page, 'login');
  await entry.ready;
  await page.goto(`/login?country=${country}`, { waitUntil: 'commit' });
  const login = page.locator('shop-login');
  const field = login.locator(`input[name="${name}"]`);
  await field.click();
  await page.keyboard.type(text);
  await entry.requested;
  return { login, field, release: entry.release };
}

async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Records, in the page, when the element's prerendered markup was replaced by the live one. */
function recordTakeOver(tag: string) {
  const times: number[] = [];
  Object.defineProperty(window, '__takenOver', { value: times });
  const watch = () => {
    const root = document.querySelector(tag)?.shadowRoot;
    if (!root) return void requestAnimationFrame(watch);
    new MutationObserver(() => {
      if (!root.querySelector('[data-shop-prerendered]') && times.length === 0) times.push(performance.now());
    }).observe(root, { childList: true });
  };
  document.addEventListener('DOMContentLoaded', watch);
}

interface GroupFrame {
  prerendered: boolean;
  shown: boolean;
  height: number;
}

/** Records, every animation frame, whether the footer's link to `href` is shown, and the footer's height. */
function recordGroupFrames(href: string) {
  const frames: GroupFrame[] = [];
  Object.defineProperty(window, '__groupFrames', { value: frames });
  const record = () => {
    const host = document.querySelector('shop-footer');
    const root = host?.shadowRoot;
    if (host && root?.querySelector('footer'))
      frames.push({
        prerendered: root.querySelector('footer[data-prerendered]') !== null,
        shown: [...root.querySelectorAll(`a[href="${href}"]`)].some((link) => link.getClientRects().length > 0),
        height: host.getBoundingClientRect().height,
      });
    requestAnimationFrame(record);
  };
  requestAnimationFrame(record);
}

const pageNow = (page: Page) => page.evaluate(() => performance.now());
const takenOverAt = (page: Page) =>
  page.evaluate(() => (window as unknown as { __takenOver: number[] }).__takenOver[0] ?? null);

function focusedField(page: Page) {
  return readFocused(page, (element, hosts) => {
    const field = element as HTMLInputElement | null;
    return { hosts, name: field?.name ?? '', caret: field?.selectionStart ?? null, end: field?.selectionEnd ?? null };
  });
}

test.describe('before the code arrives', { tag: ['@early'] }, () => {
  test('typing across the take-over keeps every character, the focus and the caret (login, 4x CPU)', async ({
    page,
  }) => {
    await slowCpu(page);
    await page.addInitScript(recordTakeOver, 'shop-login');
    const text = 'early.shopper+typing-from-the-very-first-frame.of-the-page@example.com';
    const { login, field: email, release } = await typeIntoHeldLogin(page, 'DE', 'email', text.slice(0, 8));
    release();
    const typingStarted = await pageNow(page);
    // Keep typing, one key every 80 ms (a brisk typist), while the code arrives and takes over.
    await page.keyboard.type(text.slice(8), { delay: 80 });
    const typingEnded = await pageNow(page);
    await expect(login.locator('[data-shop-prerendered]')).toHaveCount(0);
    const takeOver = await takenOverAt(page);
    expect(takeOver, 'the take-over came while the shopper was typing').toBeGreaterThan(typingStarted);
    expect(takeOver).toBeLessThan(typingEnded);
    await expect(email).toHaveValue(text);
    expect(await focusedField(page)).toMatchObject({ hosts: ['shop-login'], name: 'email' });
  });

  test('a shopper typing when the code arrives is taken over in a pause, not between two quick keys', async ({
    page,
  }) => {
    await slowCpu(page);
    await page.addInitScript(recordTakeOver, 'shop-login');
    await page.addInitScript(() => {
      const seen = { defined: [] as number[], keys: [] as number[] };
      Object.defineProperty(window, '__seen', { value: seen });
      void customElements.whenDefined('shop-login').then(() => seen.defined.push(performance.now()));
      addEventListener('keydown', (event) => seen.keys.push(event.timeStamp), true);
    });
    const text = 'early.shopper+typing-on@example.com';
    const { login, field: email, release } = await typeIntoHeldLogin(page, 'DE', 'email', text.slice(0, 5));
    release();
    // A brisk typist (a key every 80 ms) while the code arrives, then a pause.
    await page.keyboard.type(text.slice(5), { delay: 80 });
    await expect(login.locator('[data-shop-prerendered]')).toHaveCount(0);
    await expect(email).toHaveValue(text);
    expect(await focusedField(page)).toMatchObject({ hosts: ['shop-login'], name: 'email' });
    // From the moment its code was there until the take-over, the page saw a pause of 300 ms
    // without a key (the machine's own stalls count too: the page cannot tell them from the
    // shopper's), or the 2 s after which it takes over anyway.
    const takeOver = Number(await takenOverAt(page));
    const { defined, keys } = await page.evaluate(
      () => (window as unknown as { __seen: { defined: number[]; keys: number[] } }).__seen,
    );
    const ready = Number(defined[0]);
    const moments = [ready, ...keys.filter((key) => key > ready && key < takeOver), takeOver];
    const longestPause = Math.max(...moments.slice(1).map((moment, index) => moment - Number(moments[index])));
    expect(takeOver).toBeGreaterThan(ready);
    if (takeOver - ready < 2000)
      expect(
        longestPause,
        `keys at ${keys.map(Math.round)}, ready at ${Math.round(ready)}, take-over at ${Math.round(takeOver)}`,
      ).toBeGreaterThanOrEqual(300);
  });

  test('a phone shopper typing into the newsletter across the take-over keeps the page where it was', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await slowCpu(page);
    const entry = holdEntry(page, 'newsletter');
    await entry.ready;
    await page.goto('/footer-lab?country=DE', { waitUntil: 'commit' });
    const newsletter = page.locator('shop-newsletter');
    const email = newsletter.locator('input[type="email"]');
    await email.scrollIntoViewIfNeeded();
    await email.click();
    await page.keyboard.type('early');
    const scrolled = await page.evaluate(() => scrollY);
    const fieldTop = (await email.boundingBox())?.y;
    expect(scrolled, 'the page is scrolled down to the field').toBeGreaterThan(0);
    await entry.requested;
    entry.release();
    await page.keyboard.type('@example.com', { delay: 80 });
    await expect(newsletter.locator('[data-shop-prerendered]')).toHaveCount(0);
    await expect(email).toHaveValue('early@example.com');
    // The browser anchors scrolling on the focused field; removing the prerendered markup above
    // the live one moved the page by up to 396 px here before the take-over put it back.
    expect(await page.evaluate(() => scrollY)).toBe(scrolled);
    expect((await email.boundingBox())?.y).toBe(fieldTop);
  });

  test('the caret moved inside the password before the take-over stays where it was', async ({ page }) => {
    await slowCpu(page);
    const { login, field: password, release } = await typeIntoHeldLogin(page, 'AT', 'password', 'secret');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    release();
    await expect(login.locator('[data-shop-prerendered]')).toHaveCount(0);
    expect(await focusedField(page)).toMatchObject({ name: 'password', caret: 4, end: 4 });
    await page.keyboard.type('X');
    await expect(password).toHaveValue('secrXet');
  });

  test('a submit before the take-over is sent exactly once when the code is there, with the normal outcome', async ({
    page,
    qa,
  }) => {
    await slowCpu(page);
    const entry = holdEntry(page, 'newsletter');
    await entry.ready;
    await page.goto('/subscribenewsletter?country=DE', { waitUntil: 'commit' });
    const f = newsletterForm(page, 'de-DE');
    const email = `e2e.early-submit.${qa.scope.slice(0, 12)}@example.com`;
    await f.email.click();
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    // Pending, visibly (busy), and nothing sent or navigated yet.
    await expect(f.element.locator('form[aria-busy="true"]')).toHaveCount(1);
    expect(new URL(page.url()).search).toBe('?country=DE');
    expect(await subscribeRequests(page, qa.scope)).toBe(0);
    await entry.requested;
    entry.release();
    await expect(f.success).toBeVisible();
    expect(await subscribeRequests(page, qa.scope)).toBe(1);
    expect(new URL(page.url()).search).toBe('?country=DE');
  });

  test('an invalid submit before the take-over gets the normal validation message, nothing is sent', async ({
    page,
    qa,
  }) => {
    const entry = holdEntry(page, 'newsletter');
    await entry.ready;
    await page.goto('/subscribenewsletter?country=PL', { waitUntil: 'commit' });
    const f = newsletterForm(page, 'pl-PL');
    await f.email.click();
    await page.keyboard.type('not-an-address');
    await page.keyboard.press('Enter');
    await entry.requested;
    entry.release();
    await expect(
      f.element.getByText(f.t.errors.emailPattern ?? 'missing text', { exact: false }).first(),
    ).toBeVisible();
    await expect(f.email).toHaveValue('not-an-address');
    expect(await subscribeRequests(page, qa.scope)).toBe(0);
  });

  test('code that cannot load: the form says so in its language, keeps what was typed, and retries', async ({
    page,
    problems,
  }) => {
    problems.allow(/could not be loaded|Failed to fetch|net::ERR_FAILED|Failed to load resource/);
    let fail = true;
    await page.route('**/assets/newsletter/index-*.js', (route) => (fail ? route.abort('failed') : route.continue()));
    const errors: unknown[] = [];
    await page.exposeFunction('__loadError', (detail: unknown) => errors.push(detail));
    await page.addInitScript(() =>
      document.addEventListener('shop-load-error', (event) =>
        (window as unknown as { __loadError: (detail: unknown) => void }).__loadError((event as CustomEvent).detail),
      ),
    );
    await page.goto('/subscribenewsletter?country=CH_FR');
    const f = newsletterForm(page, 'fr-CH');
    await f.email.click();
    await page.keyboard.type('anne@example.ch');
    const notice = f.element.getByRole('alert');
    await expect(notice).toContainText(
      'Ce formulaire n’a pas pu être chargé entièrement. Vos saisies sont conservées.',
    );
    await expect(f.email).toHaveValue('anne@example.ch');
    expect(errors).toContainEqual(expect.objectContaining({ tag: 'shop-newsletter', reason: 'error' }));

    fail = false;
    await notice.getByRole('button', { name: 'Réessayer' }).click();
    await expect(f.element.locator('[data-shop-prerendered]')).toHaveCount(0);
    await expect(f.email).toHaveValue('anne@example.ch');
    await expect(f.element.getByRole('alert')).toHaveCount(0);
  });

  test('a changed byte in one of our files stops it from running; the widget says it cannot load', async ({
    page,
    qa,
    problems,
  }) => {
    problems.allow(/integrity|could not be loaded|Failed to fetch|Failed to load/i);
    // Every script the demo host serves gets a statement appended that counts its runs.
    await qa.fault('assets', { malformed: true });
    await page.goto('/subscribenewsletter?country=DE');
    const f = newsletterForm(page, 'de-DE');
    await f.email.click();
    await page.keyboard.type('anna@example.com');
    await expect(f.element.getByRole('alert')).toContainText('konnte nicht vollständig geladen werden');
    await expect(f.email).toHaveValue('anna@example.com');
    expect(
      await page.evaluate(() => (window as unknown as { __shopTampered?: number }).__shopTampered),
    ).toBeUndefined();
    expect(await page.evaluate(() => customElements.get('shop-newsletter'))).toBeUndefined();
  });

  test('a phone shopper who opens a footer group before the take-over finds it open in every frame after it', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 800 }, hasTouch: true });
    const page = await context.newPage();
    await page.addInitScript(recordGroupFrames, '/service/zwroty');
    const entry = holdEntry(page, 'footer');
    await entry.ready;
    await page.goto('/footer-lab?country=PL');
    const footer = page.locator('shop-footer');
    const returns = footer.getByRole('link', { name: 'Zwrot w ciągu 30 dni' });
    const summary = footer.locator('footer[data-prerendered] summary', { hasText: 'Dostawa i zwroty' });
    await summary.scrollIntoViewIfNeeded();
    await expect(returns).toBeHidden();
    await summary.tap();
    await expect(returns).toBeVisible();
    await entry.requested;
    await page.evaluate(() => (window as unknown as { __groupFrames: unknown[] }).__groupFrames.splice(0));
    entry.release();
    await expect(footer.locator('footer[data-prerendered]')).toHaveCount(0);
    const group = footer.getByRole('button', { name: 'Dostawa i zwroty' });
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await expect(footer.getByRole('button', { name: 'Obsługa klienta' })).toHaveAttribute('aria-expanded', 'false');
    await expect(returns).toBeVisible();
    // The focus the tap gave the prerendered summary is on the live group's button.
    await expect(group).toBeFocused();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const frames = await page.evaluate(() => (window as unknown as { __groupFrames: GroupFrame[] }).__groupFrames);
    // Every frame from the release on, across the take-over: the group open, the footer one size.
    expect(frames.some((frame) => frame.prerendered)).toBe(true);
    expect(frames.some((frame) => !frame.prerendered)).toBe(true);
    expect(frames.filter((frame) => !frame.shown)).toEqual([]);
    expect(new Set(frames.map((frame) => frame.height)).size).toBe(1);
    // The live group's own toggle works as ever.
    await group.tap();
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await expect(returns).toBeHidden();
    await group.tap();
    await expect(returns).toBeVisible();
    await context.close();
  });

  test('without script the forms are readable and say they cannot be sent; the footer links work', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/login?country=CH');
    const login = page.locator('shop-login');
    await expect(login.getByLabel('E-Mail-Adresse')).toBeVisible();
    await expect(login.getByText('Bitte aktivieren Sie JavaScript, um dieses Formular abzusenden.')).toBeVisible();
    await login.getByLabel('E-Mail-Adresse').fill('a@example.ch');
    await login.getByLabel('Passwort', { exact: true }).fill('geheim');
    await login.getByLabel('Passwort', { exact: true }).press('Enter');
    // Nothing leaves in a URL: the form's dialog method outside a dialog sends nothing.
    await page.waitForTimeout(300);
    expect(page.url()).not.toContain('geheim');
    const footerLink = page.locator('shop-footer').getByRole('link', { name: 'Impressum' });
    await expect(footerLink).toHaveAttribute('href', /impressum/);
    await context.close();
  });
});
