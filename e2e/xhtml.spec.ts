import type { Page } from '@playwright/test';
import { customers } from '../demo-host/src/mock-data/accounts.ts';
import { expect, test } from './fixtures.ts';
import { reachIntoWidgets, untilTakenOver } from './helpers.ts';
import { newsletterForm, subscribeRequests } from './pages/newsletter.ts';

/**
 * /xhtml: the login page's snippets, included as they are (the head for XHTML templates), in a
 * template served as XHTML (`application/xhtml+xml`, the browser's XML parser;
 * docs/embedding-and-csp.md "XHTML templates"). The page must parse (the snippets are well-formed XML), pass its policy, hold the
 * widgets' space before their code arrives and show them at the size of the HTML page's.
 */
const anna = customers[0] as (typeof customers)[number];
const widgets = ['shop-login', 'shop-footer', 'shop-footer shop-newsletter'] as const;

/**
 * Every widget defined and its prerendered markup taken over. (Not untilTakenOver alone: in an
 * XML document the prerendered markup is a template's inert content until the loader attaches it.)
 */
async function untilLive(page: Page) {
  // The widgets' code loads on the shopper's first sign of use: the pointer enters each.
  await page.waitForLoadState('load');
  await reachIntoWidgets(page);
  await page.waitForFunction(() =>
    ['shop-login', 'shop-footer', 'shop-newsletter'].every((tag) => customElements.get(tag)),
  );
  await untilTakenOver(page);
}

async function sizes(page: Page): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  for (const widget of widgets) {
    const box = await page.locator(widget).boundingBox();
    found[widget] = box ? `${Math.round(box.width)}×${Math.round(box.height)}` : 'no box';
  }
  return found;
}

test.describe('an XHTML template', { tag: ['@xhtml'] }, () => {
  test('parses as XML and shows every widget at the size of the HTML page, within its policy', async ({
    page,
    problems,
  }) => {
    // The same template served as HTML.
    await page.goto('/xhtml?country=DE&as=html');
    expect(await page.evaluate(() => document.contentType)).toBe('text/html');
    await untilLive(page);
    const html = await sizes(page);
    const response = await page.goto('/xhtml?country=DE');
    expect(response?.headers()['content-type']).toMatch(/^application\/xhtml\+xml/);
    // A page the XML parser rejects shows its error instead of the page.
    expect(await page.evaluate(() => document.contentType)).toBe('application/xhtml+xml');
    await expect(page.locator('parsererror')).toHaveCount(0);
    await untilLive(page);
    for (const widget of widgets) await expect(page.locator(widget)).toBeVisible();
    expect(await sizes(page)).toEqual(html);
    // The head for XHTML templates: its classic loader's one path in every engine (WebKit runs no
    // module script and applies no import map in an XML document).
    const shimmed = await page.evaluate(() =>
      performance.getEntriesByType('resource').some((entry) => /\/es-module-shims-[\w-]+\.js$/.test(entry.name)),
    );
    expect(shimmed).toBe(true);
    expect(problems.list).toEqual([]);
  });

  test('holds the widgets’ space before their code arrives, and nothing moves when it takes over', async ({
    page,
    qa,
    problems,
  }) => {
    // Our code 3 s late (a first visit: nothing of it cached): what the shopper sees first is the
    // prerendered markup the loader attached.
    await qa.fault('assets', { latencyMs: 3000 });
    await page.goto('/xhtml?country=DE');
    await expect(page.locator('shop-login').locator('[data-shop-prerendered]')).toHaveCount(1);
    await expect(page.locator('shop-footer').locator('footer')).toBeVisible();
    const prerendered = await sizes(page);
    await qa.fault('assets', { latencyMs: 0 });
    await untilLive(page);
    expect(await sizes(page)).toEqual(prerendered);
    expect(problems.list).toEqual([]);
  });

  test("signs up in the footer's newsletter block and logs in", async ({ page, qa, problems }) => {
    await page.goto('/xhtml?country=DE');
    await untilLive(page);
    const f = newsletterForm(page, 'de-DE', 'shop-footer shop-newsletter');
    const email = `e2e.xhtml.${qa.scope.slice(0, 12)}@example.com`;
    // By CSS, not by label or role: Playwright's label and role matching does not work in an XML
    // document (it compares upper-case node names, which XHTML keeps lower-case).
    await f.element.locator('input[name="email"]').fill(email);
    await f.element.locator('button[type="submit"]').click();
    await expect(f.success).toContainText(f.t.successTitle ?? '');
    expect(await subscribeRequests(page, qa.scope)).toBe(1);
    const login = page.locator('shop-login');
    await login.locator('input[name="email"]').fill(anna.email);
    await login.locator('input[name="password"]').fill(anna.password);
    await login.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/\?country=DE$/);
    expect(problems.list).toEqual([]);
  });
});
