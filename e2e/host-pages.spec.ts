import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { customers } from '../demo-host/src/mock-data/accounts.ts';
import { type CspJson, templatePolicy } from '../tooling/release/template.ts';
import { expect, test } from './fixtures.ts';
import { localeTexts, untilTakenOver } from './helpers.ts';
import { newsletterForm, subscribeRequests } from './pages/newsletter.ts';

/**
 * The README's snippets in host pages that load what old shops really run, from npm (pinned in
 * the root package.json) or, for MooTools 1.6 (not on npm), its release files vendored in
 * e2e/data/host-libs/. One page builder and a table of cases: each case is the snippets of the
 * home and of the login page composition (PL) in a template whose <head> loads the case's
 * libraries before our head snippet, served with the policy of the snippets' csp.json. In each:
 * every widget defined and taken over, its size within 2 px of the same template without any
 * library (itself checked against the demo's own pages), a sign-up in the footer's newsletter
 * block and a login, with no console error, uncaught exception or CSP violation.
 */
const anna = customers[0] as (typeof customers)[number];
const country = 'PL';
const locale = 'pl-PL';
// The packages' own files, some not in their `exports`: read from the workspace's node_modules.
const npmFile = (path: string) => join(import.meta.dirname, '..', 'node_modules', path);
const vendored = (name: string) => join(import.meta.dirname, 'data', 'host-libs', name);

interface HostCase {
  name: string;
  /** The host's scripts, in order, before our head snippet: a file, or inline code (served as a file: the policy allows 'self'). */
  scripts: ({ file: string } | { code: string })[];
  /** The head snippet included twice (a template that includes it in a layout and a page). */
  headTwice?: boolean;
  /** Why the case does not pass yet: it is listed, and skipped, until that is fixed. */
  notYet?: string;
}

const cases: HostCase[] = [
  { name: 'MooTools 1.6 core', scripts: [{ file: vendored('mootools-1.6.0/mootools-core.js') }] },
  { name: 'MooTools 1.6 compat', scripts: [{ file: vendored('mootools-1.6.0/mootools-core-compat.js') }] },
  { name: 'RequireJS (define.amd)', scripts: [{ file: npmFile('requirejs/require.js') }] },
  { name: 'zone.js', scripts: [{ file: npmFile('zone.js/bundles/zone.umd.js') }] },
  {
    name: 'core-js 2 with Object.prototype additions',
    scripts: [
      { file: npmFile('core-js/client/shim.min.js') },
      // What old plugins did: enumerable methods on every object.
      { code: 'Object.prototype.extend = function (other) { for (var k in other) this[k] = other[k]; return this; };' },
    ],
  },
  {
    name: 'document-register-element',
    scripts: [{ file: npmFile('document-register-element/build/document-register-element.js') }],
  },
  {
    name: '@webcomponents/custom-elements with forcePolyfill',
    scripts: [
      { code: 'window.customElements.forcePolyfill = true;' },
      { file: npmFile('@webcomponents/custom-elements/custom-elements.min.js') },
    ],
  },
  { name: 'the head snippet included twice', scripts: [], headTwice: true },
];

/** The widgets each template shows, and what is measured of them. */
const homeWidgets = ['shop-banderole', 'shop-notification', 'shop-footer', 'shop-footer shop-newsletter'] as const;
// After the sign-up on the home page the footer of the login page leaves its newsletter block out.
const loginWidgets = ['shop-login'] as const;
// `<shop-session>` and `<shop-preview-panel>` fetch no code for an anonymous shopper (no login or
// staff cookie), so they stay undefined here; every widget a shopper can use is checked.
const homeTags = ['shop-banderole', 'shop-notification', 'shop-footer', 'shop-newsletter'];
const loginTags = ['shop-login', 'shop-footer', 'shop-newsletter'];

const snippet = async (request: APIRequestContext, path: string) => {
  const response = await request.get(path);
  expect(response.ok(), path).toBeTruthy();
  return response.text();
};

/** A host template of a page composition's snippets, with the case's scripts first in <head>. */
async function hostTemplate(request: APIRequestContext, page: 'home' | 'login', hostCase: HostCase | undefined) {
  const folder = `/snippets/pages/${page}/${country}`;
  const include = (name: string) => snippet(request, `${folder}/${name}`);
  const head = await include('head.html');
  const scripts = (hostCase?.scripts ?? []).map((_, i) => `<script src="/__host/${i}.js"></script>`).join('\n');
  const main =
    page === 'home'
      ? `<main><h1>Strona sklepu</h1>
<shop-notification variant="information" country="${country}" show-close-icon="false">Świeża kawa co tydzień</shop-notification>
<shop-banderole variant="loyalty-card" icon="loyalty-card" text="Cena z kartą −10 %" country="${country}"></shop-banderole>`
      : `<main><h1>Logowanie</h1>${await include('login.html')}`;
  // Everything inside <main>, as on the demo's own pages, so that the widths compare.
  const html = `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<title>Host page</title>
<link rel="stylesheet" href="/static/site.css">
${scripts}
${head}${hostCase?.headTwice ? head : ''}</head>
<body>
${await include('session.html')}${page === 'home' ? await include('preview-panel.html') : ''}${main}
${await include('footer.html')}</main>
</body>
</html>`;
  return { html, csp: JSON.parse(await include('csp.json')) as CspJson };
}

/** Serves the template at /__host/<page>.html (the demo host's origin: its snippets, assets and services) and the case's scripts. */
async function openHostPage(
  page: Page,
  request: APIRequestContext,
  which: 'home' | 'login',
  hostCase?: HostCase,
  { takenOver = true } = {},
) {
  const { html, csp } = await hostTemplate(request, which, hostCase);
  const policy = templatePolicy(csp);
  await page.unroute('**/__host/**');
  await page.route('**/__host/**', (route) => {
    const name = new URL(route.request().url()).pathname.split('/').pop() ?? '';
    if (name.endsWith('.html'))
      return route.fulfill({
        body: html,
        headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': policy },
      });
    const script = hostCase?.scripts[Number.parseInt(name, 10)];
    if (!script) return route.fulfill({ status: 404 });
    return route.fulfill({
      body: 'file' in script ? readFileSync(script.file, 'utf8') : script.code,
      headers: { 'content-type': 'text/javascript; charset=utf-8' },
    });
  });
  await page.goto(`/__host/${which}.html`);
  if (takenOver) await untilTakenOver(page);
}

type Sizes = Record<string, { width: number; height: number }>;

async function sizes(page: Page, widgets: readonly string[]): Promise<Sizes> {
  const boxes: Sizes = {};
  for (const widget of widgets) {
    const box = await page.locator(widget).boundingBox();
    if (!box) throw new Error(`${widget} has no box`);
    boxes[widget] = { width: box.width, height: box.height };
  }
  return boxes;
}

const within2px = (actual: Sizes, expected: Sizes) => {
  for (const [widget, box] of Object.entries(expected)) {
    const got = actual[widget];
    expect(got, widget).toBeDefined();
    expect(
      Math.abs((got?.width ?? 0) - box.width),
      `${widget} width ${got?.width} vs ${box.width}`,
    ).toBeLessThanOrEqual(2);
    expect(
      Math.abs((got?.height ?? 0) - box.height),
      `${widget} height ${got?.height} vs ${box.height}`,
    ).toBeLessThanOrEqual(2);
  }
};

/** Every tag defined, in whichever registry the page's `customElements` is (a polyfill's too), and nothing of ours failed to load. */
async function expectLive(page: Page, tags: string[]) {
  for (const tag of tags) await page.waitForFunction((name) => customElements.get(name) !== undefined, tag);
  await expect(page.locator('[data-shop-load-failed]:not([hidden])')).toHaveCount(0);
}

/**
 * The reference: the same templates without a host library, each in a fresh browser context as
 * the cases' home page is (a shopper's state changes the footer: after a sign-up it leaves its
 * newsletter block out), measured once per worker.
 */
const reference: { home?: Sizes; login?: Sizes } = {};

async function referenceSizes(browser: Browser, request: APIRequestContext, which: 'home' | 'login') {
  if (!reference[which]) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    try {
      const page = await context.newPage();
      await openHostPage(page, request, which);
      reference[which] = await sizes(page, which === 'home' ? homeWidgets : loginWidgets);
    } finally {
      await context.close();
    }
  }
  return reference[which] as Sizes;
}

test.describe('host pages', { tag: ['@host'] }, () => {
  test('the templates without a host library show the widgets at the size of the demo pages', async ({
    page,
    browser,
    request,
    problems,
  }) => {
    await page.goto(`/login?country=${country}`);
    await untilTakenOver(page);
    const demoLogin = await sizes(page, loginWidgets);
    await page.goto(`/?country=${country}`);
    await untilTakenOver(page);
    const demoHome = await sizes(page, ['shop-footer', 'shop-footer shop-newsletter']);
    within2px(await referenceSizes(browser, request, 'login'), demoLogin);
    within2px(await referenceSizes(browser, request, 'home'), demoHome);
    // A one-line banderole is 29 px high (demo-host/src/pages/category.ts).
    expect(Math.round(reference.home?.['shop-banderole']?.height ?? 0)).toBe(29);
    expect(problems.list).toEqual([]);
  });

  for (const hostCase of cases) {
    test(`${hostCase.name}: every widget live at its size, sign-up and login work`, async ({
      page,
      browser,
      request,
      qa,
      problems,
    }) => {
      test.fixme(hostCase.notYet !== undefined, hostCase.notYet);
      const home = await referenceSizes(browser, request, 'home');
      const login = await referenceSizes(browser, request, 'login');

      await openHostPage(page, request, 'home', hostCase);
      await expectLive(page, homeTags);
      within2px(await sizes(page, homeWidgets), home);
      const f = newsletterForm(page, locale, 'shop-footer shop-newsletter');
      const email = `e2e.host.${qa.scope.slice(0, 12)}@example.com`;
      await f.email.fill(email);
      const sent = page.waitForRequest(
        (request) => request.method() === 'POST' && /newsletter-subscribers$/.test(request.url()),
      );
      await f.submit.click();
      expect((await sent).postDataJSON()).toMatchObject({ email });
      await expect(f.success).toContainText(f.t.successTitle ?? '');
      expect(await subscribeRequests(page, qa.scope)).toBe(1);

      await openHostPage(page, request, 'login', hostCase);
      await expectLive(page, loginTags);
      within2px(await sizes(page, loginWidgets), login);
      const t = localeTexts('login', locale);
      const form = page.locator('shop-login');
      await form.getByLabel(t.email, { exact: true }).fill(anna.email);
      await form.getByLabel(t.password, { exact: true }).fill(anna.password);
      await form.getByRole('button', { name: t.submit, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/\\?country=${country}$`));
      expect((await page.context().cookies()).find((cookie) => cookie.name === 'LoginToken')).toBeDefined();
      expect(problems.list).toEqual([]);
    });
  }
});

test.describe('a host page whose change cannot be survived', { tag: ['@host'] }, () => {
  // A page that replaces window.Request and leaves no clean realm to take it from (its iframes
  // have no window): each widget fails once, visibly, naming the global; never an error per event.
  const hostile: HostCase = {
    name: 'Request replaced, no clean realm',
    scripts: [
      {
        code: `window.Request = function Request() {};
Object.defineProperty(HTMLIFrameElement.prototype, 'contentWindow', { get: function () { return null; } });`,
      },
    ],
  };

  test('each widget reports shop-load-error with reason "host" once and one console line naming the global', async ({
    page,
    request,
    problems,
  }) => {
    problems.allow(/cannot run on this page: \[shop-host\] the page replaced Request/);
    await page.addInitScript(() => {
      const reasons: string[] = [];
      (window as unknown as { __loadErrors: string[] }).__loadErrors = reasons;
      document.addEventListener('shop-load-error', (event) => {
        const detail = (event as CustomEvent<{ tag: string; reason: string }>).detail;
        reasons.push(`${detail.tag} ${detail.reason}`);
      });
    });
    await openHostPage(page, request, 'login', hostile, { takenOver: false });
    const login = page.locator('shop-login');
    // The shopper's intent loads the login form's code at once; it fails, and the form says so.
    await login.locator('input[name="email"]').click();
    await expect(login.getByRole('alert').first()).toBeVisible({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    const loadErrors = () => page.evaluate(() => (window as unknown as { __loadErrors: string[] }).__loadErrors);
    const first = await loadErrors();
    expect(first).toContain('shop-login host');
    expect(first.every((entry) => entry.endsWith(' host'))).toBe(true);
    const lines = () => problems.list.filter((problem) => /\[shop-host\]/.test(problem)).length;
    const before = lines();
    expect(before).toBe(first.length);
    // More events on the page: no more errors.
    for (let i = 0; i < 5; i++) await login.locator('input[name="email"]').click();
    await page.keyboard.type('anna');
    expect(lines()).toBe(before);
    expect(await loadErrors()).toEqual(first);
  });
});
