import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { countries } from '../demo-host/src/core/countries.ts';
import { subscribersPath } from '../demo-host/src/services/newsletter.ts';
import { expect, test } from './fixtures.ts';
import { reachIntoWidgets } from './helpers.ts';
import { loginAsStaff } from './pages/previewPanel.ts';

/**
 * Accessibility: an axe scan (WCAG 2.1 A and AA plus best practice) of every page of
 * the demo host, in all nine countries, at desktop width (1366 px) and at 375 px: zero
 * violations. The pages are discovered the way QA finds them (the header navigation and the QA
 * page's "every page" list), so a new page is scanned without touching this file; the pages
 * the issue names are asserted to be among them. Three states no link leads to are added: the
 * QA mailbox with a sent e-mail, the confirmation page its link opens, and the home page as
 * staff see it (preview panel open). One test per country loops over the pages and both
 * widths (resizing, not reloading), so the suite stays fast.
 */

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const widths = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: '375 px', width: 375, height: 800 },
] as const;

/** Pages the issue names: discovery must find each of them. */
const named = [
  '/',
  '/login',
  '/m/login',
  '/subscribenewsletter',
  '/gallery',
  '/qa',
  '/session-lab',
  '/footer-lab',
  '/staff-login',
  '/qa/newsletter-mailbox',
  '/qa/releases',
];

/** Same-origin page links of the header navigation and of the QA page's page list. */
async function discoverPages(page: Page, country: string): Promise<string[]> {
  await page.goto(`/qa?country=${country}`);
  const hrefs = await page
    .locator('header.site-header nav[aria-label="Demo"] a, main li a')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  const paths = hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === new URL(page.url()).origin)
    .filter((url) => !url.pathname.startsWith('/__qa/') && !url.pathname.startsWith('/static/'))
    .map((url) => url.pathname);
  // axe runs inside the page, and the legacy-host page's Prototype 1.6 patches of the built-ins
  // break axe itself; its widgets are the login page's, scanned there.
  return [...new Set(paths)].filter((path) => path !== '/legacy').sort();
}

/**
 * Every <shop-*> element on the page has rendered: its shadow root's `.shop-root` has content.
 * Headless elements (<shop-session>) and the preview gate (no shadow root unless staff) are
 * left out; any other element without content (bundle not loaded, crash) fails the wait.
 */
async function widgetsRendered(page: Page, where: string) {
  // The shopper's pointer enters each widget: a prerendered one's code loads on that first sign.
  await page.waitForLoadState('load');
  await reachIntoWidgets(page);
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          [...document.querySelectorAll('*')]
            .filter((element) => element.localName.startsWith('shop-'))
            .filter((element) => element.localName !== 'shop-session' && element.localName !== 'shop-preview-panel')
            .filter((element) => {
              const root = element.shadowRoot?.querySelector('.shop-root');
              return (
                customElements.get(element.localName) === undefined || root == null || root.childElementCount === 0
              );
            })
            .map((element) => element.localName),
        ),
      { message: `elements without rendered content on ${where}` },
    )
    .toEqual([]);
  // Let layout-dependent widgets (the footer's collapsible groups) settle after a resize.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** The part of axe-core's result this suite reads. */
interface AxeViolations {
  violations: Array<{ id: string; impact?: string | null; help: string; nodes: Array<{ target: unknown }> }>;
}

/**
 * axe-core as @axe-core/playwright uses it (its own dependency, so the same version), loaded
 * once per page by an init script instead of injected before every scan: AxeBuilder injects
 * the 500 KB source on each `analyze()`, which cost more than the scan itself on small pages.
 * Init scripts are not subject to the page's CSP. axe scans into open shadow roots.
 */
const fromAxePlaywright = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const axeSource = readFileSync(fromAxePlaywright.resolve('axe-core/axe.min.js'), 'utf8');

async function scan(page: Page, where: string): Promise<string[]> {
  await widgetsRendered(page, where);
  const violations = await page.evaluate(async (values) => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: object) => Promise<AxeViolations> };
    };
    const results = await axe.run(document, { runOnly: { type: 'tag', values }, resultTypes: ['violations'] });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => JSON.stringify(node.target)),
    }));
  }, tags);
  return violations.map(
    (violation) => `${where}: ${violation.id} (${violation.impact}) ${violation.help}: ${violation.targets.join(', ')}`,
  );
}

test.describe('axe on every demo-host page', { tag: ['@a11y'] }, () => {
  // No "@mobile" in the titles: the desktop project runs these, each test resizes to 375 px itself.
  for (const country of countries) {
    test(`${country}: every page at 1366 px and 375 px has no violations`, async ({ page, request, problems }) => {
      test.setTimeout(180_000);
      await page.addInitScript({ content: axeSource });
      // A sign-up (from a separate request context: the page's cookies stay those of a new
      // shopper) so the QA mailbox shows a row and the confirmation page can be reached.
      const email = `a11y.${country.toLowerCase()}.${Date.now()}@example.com`;
      const signUp = await request.post(subscribersPath, {
        data: { email, consents: [], origin: 'NEWSLETTER', originAddition: 'a11y' },
      });
      expect(signUp.ok(), 'newsletter sign-up for the mailbox').toBe(true);

      // (/newsletter/confirm without a token lands on the sign-up page with its banner.)
      const paths = await discoverPages(page, country);
      expect(paths).toEqual(expect.arrayContaining(named));
      const violations: string[] = [];
      const scanBothWidths = async (where: string) => {
        for (const width of widths) {
          await page.setViewportSize(width);
          violations.push(...(await scan(page, `${where} at ${width.name}`)));
        }
        await page.setViewportSize(widths[0]);
      };
      for (const path of paths) {
        await page.goto(`${path}?country=${country}`);
        await scanBothWidths(`${path}?country=${country}`);
      }
      // The confirmation page reached by the mailbox link (the page the address ends on).
      await page.goto(`/qa/newsletter-mailbox?country=${country}`);
      const confirmLink = page.getByRole('link', { name: `Confirm the sign-up of ${email}` });
      await page.goto((await confirmLink.getAttribute('href')) ?? '');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Newsletter sign-up confirmed');
      await scanBothWidths(`/newsletter/confirm (confirmed) in ${country}`);
      // The home page as staff see it: the preview panel, opened from its indicator.
      await loginAsStaff(page);
      await page.goto(`/?country=${country}`);
      const panel = page.locator('shop-preview-panel');
      // (Its texts are German on DE, AT and CH and English elsewhere: located by structure.)
      await panel.locator('button.indicator').click();
      // The A/B test list has arrived: a test besides the "no A/B test" choice.
      await expect(panel.locator('select').first().locator('option').nth(1)).toBeAttached();
      await scanBothWidths(`/?country=${country} as staff, preview panel open`);

      expect(violations).toEqual([]);
      expect(problems.list).toEqual([]);
    });
  }
});

/**
 * The landmarks a screen-reader user jumps between, as Chromium's accessibility tree has them
 * (DevTools protocol): a page that shows the shop's footer has exactly one `contentinfo`
 * landmark, and it is the footer's (its <footer> is outside <main>); a page without the footer
 * has none.
 */
test.describe('the footer is the page footer', { tag: ['@a11y'] }, () => {
  test('every demo page with <shop-footer> has one contentinfo landmark, the footer’s; the others none', async ({
    page,
    problems,
  }) => {
    test.setTimeout(120_000);
    const paths = await discoverPages(page, 'DE');
    const cdp = await page.context().newCDPSession(page);
    const found: Record<string, { footers: number; contentinfo: number; theFooters: number }> = {};
    for (const path of paths) {
      await page.goto(`${path}?country=DE`);
      await widgetsRendered(page, path);
      const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
        nodes: { ignored: boolean; role?: { value: string } }[];
      };
      found[path] = {
        footers: await page.locator('shop-footer').count(),
        contentinfo: nodes.filter((node) => !node.ignored && node.role?.value === 'contentinfo').length,
        theFooters: await page.locator('shop-footer').getByRole('contentinfo').count(),
      };
    }
    const one = { footers: 1, contentinfo: 1, theFooters: 1 };
    const none = { footers: 0, contentinfo: 0, theFooters: 0 };
    expect(found).toEqual(
      Object.fromEntries(Object.entries(found).map(([path, { footers }]) => [path, footers ? one : none])),
    );
    for (const path of ['/', '/login', '/footer-lab']) expect(found[path], path).toEqual(one);
    expect(problems.list).toEqual([]);
  });
});
