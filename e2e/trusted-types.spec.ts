import type { Page } from '@playwright/test';
import { customers, staff } from '../demo-host/src/mock-data/accounts.ts';
import { expect, test } from './fixtures.ts';
import { reachIntoWidgets } from './helpers.ts';
import { newsletterForm } from './pages/newsletter.ts';
import { previewPanel } from './pages/previewPanel.ts';

/**
 * Trusted Types: the demo host's policy says `require-trusted-types-for 'script'; trusted-types
 * 'none'`, so any string written into an HTML or script sink (innerHTML, script.src, eval, ...)
 * throws and reports a violation. Every page of the demo host (found as QA finds them: the
 * header navigation and the QA page's page list) is loaded, and the main flows run, with zero
 * Trusted Types violations. A control on the first page proves the policy is enforced at all.
 */
const anna = customers[0] as (typeof customers)[number];

/** Trusted Types violations and the console errors Chromium logs for them, from before any page script. */
async function watchTrustedTypes(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__reportTrustedTypes', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      if (/trusted-types/.test(event.violatedDirective))
        (window as unknown as { __reportTrustedTypes: (t: string) => void }).__reportTrustedTypes(
          `${event.violatedDirective}: ${event.sample} (${event.sourceFile}:${event.lineNumber})`,
        );
    });
  });
  page.on('console', (message) => {
    if (/Trusted ?Type/i.test(message.text())) seen.push(`console: ${message.text()}`);
  });
  return seen;
}

async function demoPages(page: Page): Promise<string[]> {
  await page.goto('/qa?country=DE');
  const hrefs = await page
    .locator('header.site-header nav[aria-label="Demo"] a, main li a')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  const origin = new URL(page.url()).origin;
  const paths = hrefs
    .map((href) => new URL(href))
    .filter(
      (url) => url.origin === origin && !url.pathname.startsWith('/__qa/') && !url.pathname.startsWith('/static/'),
    )
    .map((url) => `${url.pathname}${url.search}`);
  return [...new Set(paths)].sort();
}

test.describe('Trusted Types', { tag: ['@hostile'] }, () => {
  test('every demo page loads with Trusted Types enforced and no violation', async ({ page, problems }) => {
    test.setTimeout(180_000);
    const violations = await watchTrustedTypes(page);
    const response = await page.goto('/?country=DE');
    expect(response?.headers()['content-security-policy']).toContain(
      "require-trusted-types-for 'script'; trusted-types 'none'",
    );
    // The control: a string into innerHTML is refused on these pages.
    const refused = await page.evaluate(() => {
      try {
        document.createElement('div').innerHTML = '<b>x</b>';
        return false;
      } catch (error) {
        return error instanceof TypeError;
      }
    });
    expect(refused).toBe(true);
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    violations.length = 0;
    problems.allow(/^CSP: require-trusted-types-for blocked/);
    problems.allow(/TrustedHTML/);

    const pages = await demoPages(page);
    expect(pages.length).toBeGreaterThanOrEqual(10);
    for (const path of pages) {
      await page.goto(path);
      // The widgets' code runs once the shopper reaches into them.
      await page.waitForLoadState('load');
      await reachIntoWidgets(page);
      await page.waitForLoadState('networkidle');
      expect(violations, path).toEqual([]);
    }
  });

  test('the main flows run without a violation: newsletter, login with redirect, staff login and preview panel', async ({
    page,
    problems,
  }) => {
    test.setTimeout(120_000);
    const violations = await watchTrustedTypes(page);

    await page.goto('/subscribenewsletter?country=DE');
    const form = newsletterForm(page, 'de-DE');
    await form.email.fill('tt-check@example.com');
    await form.submit.click();
    await expect(form.success).toBeVisible();
    expect(violations, 'newsletter').toEqual([]);

    await page.goto(`/login?country=DE&redirect=${encodeURIComponent('/subscribenewsletter?country=DE')}`);
    const login = page.locator('shop-login');
    await login.getByLabel('E-Mail-Adresse').fill(anna.email);
    await login.getByLabel('Passwort', { exact: true }).fill(anna.password);
    await login.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL((url) => url.pathname === '/subscribenewsletter');
    expect(violations, 'login').toEqual([]);

    await page.goto('/staff-login?country=PL');
    await page.getByLabel('User name').fill(staff.username);
    await page.getByLabel('Password').fill(staff.password);
    await page.getByRole('button', { name: 'Log in as staff' }).click();
    await page.waitForURL(/\/\?country=PL$/);
    const ui = previewPanel(page);
    await ui.indicator.click();
    await expect(ui.testsStatus).toHaveText('Active tests found.');
    await ui.date.fill('2026-12-24');
    await ui.time.fill('09:30');
    await ui.test.selectOption('newsletter-teaser-wording');
    await ui.group.selectOption('B');
    await ui.apply.click();
    await expect(ui.root.getByText('Settings applied successfully.')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.locator('shop-footer').scrollIntoViewIfNeeded();
    expect(violations, 'staff login and preview panel').toEqual([]);
    expect(problems.list).toEqual([]);
  });
});
