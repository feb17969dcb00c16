import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { untilTakenOver } from './helpers.ts';

/**
 * WCAG 1.4.4 (resize text) and 1.4.10 (reflow): a phone 320 CSS px wide with the browser's text
 * at 200 % (its default font size 32 px instead of 16, which the widgets follow: `:host` sets
 * `font-size: medium`). Every widget fits its column in every state a shopper can bring it to,
 * in the locales with the longest words (Hungarian, Czech, German, Turkish): nothing of ours
 * reaches past the viewport's right edge, so the page never scrolls sideways because of us, and
 * no box of ours clips what it holds. The same at 400 % zoom of a 1280 px window (a 320 CSS px
 * viewport at four device pixels per CSS px), there also with the text spacing of WCAG 1.4.12
 * (line height 1.5, paragraph spacing 2em, letter spacing 0.12em, word spacing 0.16em: what a
 * reader's style sheet or bookmarklet sets, here in every shadow root of ours). (The fixture
 * fails a test on any console error, uncaught error or policy violation.)
 */

/** The boxes inside our elements (their shadow trees, nested ones too) that stick out to the right. */
function outside(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const visit = (root: ShadowRoot, host: string) => {
      for (const element of root.querySelectorAll('*')) {
        const box = element.getBoundingClientRect();
        if (box.width > 0 && box.right > innerWidth + 0.5)
          found.push(`${host} ${element.localName}.${element.classList[0] ?? ''}: ${Math.round(box.right)} px`);
        if (element.shadowRoot) visit(element.shadowRoot, `${host} ${element.localName}`);
      }
    };
    for (const element of document.querySelectorAll('*'))
      if (element.localName.startsWith('shop-') && element.shadowRoot) visit(element.shadowRoot, element.localName);
    return found;
  });
}

/**
 * The boxes inside our elements that clip their content: overflow not visible, and content
 * wider or taller than the box. Left out: what is hidden on purpose (visually hidden text, the
 * newsletter's bot trap, a closed group, a collapsed "show more" text whose button opens it)
 * and a text field's own scrolling of its value.
 */
function cutOff(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const visit = (root: ShadowRoot, host: string) => {
      for (const element of root.querySelectorAll('*')) {
        if (element.shadowRoot) visit(element.shadowRoot, `${host} ${element.localName}`);
        if (
          !(element instanceof HTMLElement) ||
          element.closest('[aria-hidden="true"], [hidden], .shop-visually-hidden, .expansion-item--collapsed')
        )
          continue;
        if (['input', 'textarea', 'select'].includes(element.localName) || !element.checkVisibility()) continue;
        const style = getComputedStyle(element);
        const clipsX = style.overflowX !== 'visible';
        const clipsY = style.overflowY !== 'visible';
        const wide = element.scrollWidth > element.clientWidth + 1;
        const tall = element.scrollHeight > element.clientHeight + 1;
        if ((clipsX && wide) || (clipsY && tall))
          found.push(
            `${host} ${element.localName}.${element.classList[0] ?? ''}: ${element.scrollWidth}×${element.scrollHeight} in ${element.clientWidth}×${element.clientHeight}`,
          );
      }
    };
    for (const element of document.querySelectorAll('*'))
      if (element.localName.startsWith('shop-') && element.shadowRoot) visit(element.shadowRoot, element.localName);
    return found;
  });
}

/** Nothing of ours sticks out to the right or clips its content. */
async function fits(page: Page) {
  await expect.poll(() => outside(page)).toEqual([]);
  await expect.poll(() => cutOff(page)).toEqual([]);
}

/**
 * The text spacing of WCAG 1.4.12, set with `!important` in every shadow root of ours (nested
 * ones and those rendered since the last call too), as a reader's style sheet would.
 */
function spaceText(page: Page) {
  return page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(
      '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-block-end: 2em !important; }',
    );
    const visit = (root: ShadowRoot) => {
      if (!root.adoptedStyleSheets.some((adopted) => adopted.cssRules[0]?.cssText.includes('0.16em')))
        root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
      for (const element of root.querySelectorAll('*')) if (element.shadowRoot) visit(element.shadowRoot);
    };
    for (const element of document.querySelectorAll('*'))
      if (element.localName.startsWith('shop-') && element.shadowRoot) visit(element.shadowRoot);
  });
}

/** A 1280×1024 window at 400 % zoom: 320×256 CSS px, four device pixels to one. */
async function atFourTimesZoom(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, viewport: { width: 320, height: 256 }, deviceScaleFactor: 4 });
  return { context, page: await context.newPage() };
}

async function atTwiceTheText(page: Page, path: string) {
  await page.setViewportSize({ width: 320, height: 640 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
  await page.goto(path);
  await untilTakenOver(page);
}

const locales: Record<string, string> = { HU: 'hu-HU', CZ: 'cs-CZ', DE: 'de-DE', TR: 'tr-TR' };

/**
 * Each page's widgets brought through the states a shopper can bring them to, `check` run in
 * each. Every widget's content carries its locale's `lang` (what hyphenation and a screen
 * reader's voice go by).
 */
type Check = () => Promise<void>;

async function inLocale(page: Page, country: string) {
  const langs = () =>
    page.evaluate(() => [
      ...new Set(
        [...document.querySelectorAll('*')]
          .filter((element) => element.localName.startsWith('shop-'))
          .map((element) => element.shadowRoot?.querySelector('.shop-root'))
          .filter((root) => root != null)
          .map((root) => root.getAttribute('lang') ?? 'none'),
      ),
    ]);
  await expect.poll(langs).toEqual([locales[country]]);
}

async function homeStates(page: Page, check: Check, _country: string) {
  await check();
  const groups = page.locator('shop-footer .expansion-flex__header');
  const count = await groups.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index++) await groups.nth(index).click();
  await expect(page.locator('shop-footer .expansion-flex__header[aria-expanded="true"]')).toHaveCount(count);
  await check();
  // Sent empty: the required fields say so.
  const newsletter = page.locator('shop-footer shop-newsletter');
  await newsletter.locator('form button[type="submit"]').click();
  await expect(newsletter.locator('[aria-invalid="true"]').first()).toBeVisible();
  await check();
}

/** The sites whose sign-up shows the name fields once the address is valid. */
const withNames = ['HU', 'TR'];

async function newsletterStates(page: Page, check: Check, country: string) {
  await check();
  const newsletter = page.locator('shop-newsletter');
  // An address that is not one: the error below the field; then a valid one opens the further fields.
  const email = newsletter.locator('input[type="email"], input[name="email"]').first();
  await email.fill('kovacs.erzsebet@');
  await newsletter.locator('form button[type="submit"]').click();
  await expect(newsletter.locator('[aria-invalid="true"]').first()).toBeVisible();
  await check();
  await email.fill('kovacs.erzsebet@example.com');
  await email.blur();
  if (withNames.includes(country)) await expect(newsletter.locator('input[name="firstName"]')).toBeVisible();
  await check();
}

async function loginStates(page: Page, check: Check, _country: string) {
  await check();
  const login = page.locator('shop-login');
  await login.locator('form button[type="submit"]').first().click();
  await expect(login.locator('[aria-invalid="true"]').first()).toBeVisible();
  await check();
}

const pages = [
  {
    name: 'home',
    path: '/',
    states: homeStates,
    what: 'the footer with every group open, its newsletter block with its errors',
  },
  {
    name: 'newsletter page',
    path: '/subscribenewsletter',
    states: newsletterStates,
    what: 'the form, its errors and its further fields',
  },
  { name: 'login', path: '/login', states: loginStates, what: 'the form and its errors' },
];

test.describe('reflow at 320 px with text at 200 %', { tag: ['@reflow'] }, () => {
  for (const country of ['HU', 'CZ', 'DE', 'TR']) {
    for (const { name, path, states, what } of pages) {
      // Every page in the locales with the longest words and in Turkish, the home page in German too.
      if (name !== 'home' && country === 'DE') continue;
      test(`${name} ${country}: ${what}`, async ({ page }) => {
        await atTwiceTheText(page, `${path}?country=${country}`);
        await inLocale(page, country);
        await states(page, () => fits(page), country);
      });
    }
  }

  for (const country of ['HU', 'CZ']) {
    test(`gallery ${country}: every design-system widget in every variant and state`, async ({ page }) => {
      await atTwiceTheText(page, `/gallery?country=${country}`);
      await expect(page.locator('shop-gallery .gallery')).toBeVisible();
      await inLocale(page, country);
      await fits(page);
    });
  }
});

test.describe('reflow at 400 % zoom of a 1280 px window, also with the text spacing of WCAG 1.4.12', {
  tag: ['@reflow'],
}, () => {
  for (const { name, path, states, what } of pages) {
    test(`${name} HU: ${what}`, async ({ browser, baseURL }) => {
      const { context, page } = await atFourTimesZoom(browser, baseURL);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      try {
        await page.goto(`${path}?country=HU`);
        await untilTakenOver(page);
        await states(
          page,
          async () => {
            await fits(page);
            await spaceText(page);
            await fits(page);
          },
          'HU',
        );
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  test('gallery CZ: every design-system widget', async ({ browser, baseURL }) => {
    const { context, page } = await atFourTimesZoom(browser, baseURL);
    try {
      await page.goto('/gallery?country=CZ');
      await expect(page.locator('shop-gallery .gallery')).toBeVisible();
      await fits(page);
      await spaceText(page);
      await fits(page);
    } finally {
      await context.close();
    }
  });
});
