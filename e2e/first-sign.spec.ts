import type { Page } from '@playwright/test';
import { customers } from '../demo-host/src/mock-data/accounts.ts';
import { issueLoginToken } from '../demo-host/src/mock-data/tokens.ts';
import { expect, test } from './fixtures.ts';
import { reachIntoWidgets } from './helpers.ts';
import { loginAsStaff } from './pages/previewPanel.ts';

/**
 * Nothing for those who never touch: a widget that works prerendered (the footer, its newsletter
 * block) fetches its code on the first sign of use (the pointer entering it, a touch, focus),
 * never merely because the page has loaded; the session (without a login) and the preview panel
 * (without a staff login) fetch none at all.
 */

/** The packages whose code the page has fetched so far (our files under /assets/<package>/). */
function fetchedPackages(page: Page) {
  return page.evaluate(() => [
    ...new Set(
      performance
        .getEntriesByType('resource')
        .map((entry) => /\/assets\/([\w-]+)\/.*\.js(\?|$)/.exec(entry.name)?.[1])
        .filter((name): name is string => name !== undefined),
    ),
  ]);
}

/**
 * Our script's bytes so far, as its files came (brotli; a file under 512 B comes as it is): the
 * bodies, not the demo host's HTTP/1.1 headers (about 300 B a file, which a CDN's HTTP/2 compresses).
 */
function ourScriptBytes(page: Page) {
  return page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => /\/assets\/.*\.js(\?|$)/.test(entry.name))
      .reduce((sum, entry) => sum + entry.encodedBodySize, 0),
  );
}

test.describe('code on the first sign of use', { tag: ['@early', '@budgets'] }, () => {
  test('a reader of the footer lab fetches none of our code; the pointer entering the footer starts its fetch', async ({
    page,
    problems,
  }) => {
    await page.goto('/footer-lab?country=PL');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(5000);
    expect(await ourScriptBytes(page)).toBeLessThanOrEqual(15 * 1024);
    expect(await fetchedPackages(page)).toEqual([]);

    const footerCode = page.waitForRequest(/\/assets\/footer\/index-.*\.js/);
    await page.locator('shop-footer').hover({ position: { x: 40, y: 200 } });
    await footerCode;
    await expect(page.locator('shop-footer footer:not([data-prerendered])')).toHaveCount(1);
    expect(await fetchedPackages(page)).not.toContain('session');
    expect(problems.list).toEqual([]);
  });

  for (const { path, drawn } of [
    { path: '/?country=DE', drawn: 'shop-notification' },
    { path: '/category?country=DE', drawn: 'shop-banderole' },
  ])
    test(`a reader of ${path} fetches at most 15 KiB of our code and no React; the design system’s elements are drawn`, async ({
      page,
      problems,
    }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.locator(drawn).first().locator('.shop-root')).not.toBeEmpty();
      expect(await ourScriptBytes(page)).toBeLessThanOrEqual(15 * 1024);
      expect(await fetchedPackages(page)).toEqual(['design-system']);
      expect(problems.list).toEqual([]);
    });

  test('an anonymous visitor fetches no session or preview code, even reaching into every widget', async ({
    page,
    problems,
  }) => {
    await page.goto('/?country=DE');
    await page.waitForLoadState('load');
    await reachIntoWidgets(page);
    await expect(page.locator('shop-footer footer:not([data-prerendered])')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    const fetched = await fetchedPackages(page);
    expect(fetched).toEqual(expect.arrayContaining(['footer', 'newsletter', 'runtime']));
    expect(fetched).not.toContain('session');
    expect(fetched).not.toContain('preview-panel');
    expect(await page.evaluate(() => customElements.get('shop-session'))).toBeUndefined();
    expect(problems.list).toEqual([]);
  });

  test('a logged-in shopper gets the session code, and a staff browser the preview panel’s, once the page is idle', async ({
    page,
    baseURL,
  }) => {
    const { token } = issueLoginToken((customers[0] as (typeof customers)[number]).id);
    await page.context().addCookies([{ name: 'LoginToken', value: token, url: baseURL ?? '' }]);
    await loginAsStaff(page);
    await page.goto('/?country=PL');
    await expect(page.locator('shop-session')).toHaveAttribute('data-state', /^[014]$/);
    await expect.poll(() => fetchedPackages(page)).toEqual(expect.arrayContaining(['session', 'preview-panel']));
  });
});
