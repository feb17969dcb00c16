import type { Request } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * The page budget: the JavaScript a shopper's page (footer with newsletter, session,
 * preview gate; one locale) downloads before the shopper interacts, as Chromium transfers it
 * (brotli from the demo host). The home page also carries the design system's demo
 * notification, which is not part of a shop page's widget set, so its bundle is left out.
 *
 * Budget: 110 KiB (112,640 bytes). Measured on 2026-11-21: 111.5 kB (108.9 KiB) for PL and TR.
 * The HU demo page carries a live footer promotion, whose content is validated with the
 * schema library (yup, +12.4 kB, loaded only when fetched content arrives): its figure is
 * reported, and held to the same budget plus that library.
 */
// Raised to 118 KiB (measured 116,381 B for PL): every widget now carries the take-over's carry-over,
// the host-independent tokens and reset, the held field layout and the stricter input rules. None
// of it is fetched before the page's load event any more (the test below).
// Raised to 121 KiB (measured 121,556 B for PL, 122,784 B for DE): the runtime and every widget take
// the browser's built-ins, not the host page's replacements (design-system host/pristine.ts,
// about 0.9 kB in the runtime and 0.3 kB in each widget), all of it after the load event.
const pageBudgetBytes = 121 * 1024;
const schemaLibraryBytes = 12_500;
const counted = /\/assets\/(runtime|footer|newsletter|session|preview-panel)\//;

for (const country of ['PL', 'TR', 'DE', 'HU']) {
  const budget = country === 'HU' ? pageBudgetBytes + schemaLibraryBytes : pageBudgetBytes;
  test(
    `a shopper's ${country} page stays within its JavaScript budget once the shopper reaches into the footer`,
    { tag: ['@budgets'] },
    async ({ page }, testInfo) => {
      const transfers: Array<Promise<{ url: string; bytes: number }>> = [];
      const onFinished = (request: Request) => {
        if (request.resourceType() !== 'script' || !counted.test(request.url())) return;
        const transfer = request.sizes().then((sizes) => ({ url: request.url(), bytes: sizes.responseBodySize }));
        // One still asked when the test ends rejects as its page closes: unhandled, that rejection
        // failed whichever test the worker ran next ("Target page, context or browser has been
        // closed"). Promise.all below still sees every rejection of those it counts.
        transfer.catch(() => {});
        transfers.push(transfer);
      };
      page.on('requestfinished', onFinished);
      await page.goto(`/?country=${country}`, { waitUntil: 'networkidle' });
      // A reader who never touches the footer fetches none of its code (e2e/first-sign.spec.ts):
      // the budget is that of a shopper whose pointer enters the footer and its newsletter block.
      await page.locator('shop-footer shop-newsletter').hover();
      await expect(page.locator('shop-footer footer:not([data-prerendered])')).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      page.off('requestfinished', onFinished);
      const scripts = await Promise.all(transfers);
      const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
      testInfo.annotations.push({ type: 'page JS (brotli bytes)', description: `${total} (budget ${budget})` });
      console.log(`${country} page: ${total} bytes of JS (brotli) in ${scripts.length} files; budget ${budget}`);
      expect(total, `the ${country} page downloads ${total} bytes of JS, budget ${budget}`).toBeLessThanOrEqual(budget);
      const reactDom = scripts.filter((script) => /\/runtime\/chunks\/client-/.test(script.url));
      expect(reactDom, 'react-dom is downloaded exactly once').toHaveLength(1);
    },
  );
}

/**
 * No script of ours on the host page's critical path: the widgets' markup is in the page and
 * works without it, and the loader (inline) fetches their code on the shopper's intent or once
 * the page has loaded. Budget: 15 KiB of script (transfer) before the load event.
 */
const beforeLoadBudgetBytes = 15 * 1024;
for (const path of ['/?country=DE', '/login?country=DE', '/subscribenewsletter?country=HU', '/footer-lab?country=PL']) {
  test(`${path} fetches at most 15 KiB of script before its load event`, { tag: ['@budgets'] }, async ({ page }) => {
    await page.goto(path);
    const beforeLoad = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const loadStart = navigation?.loadEventStart ?? 0;
      return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => /\.m?js(\?|$)/.test(entry.name) && entry.startTime < loadStart)
        .map((entry) => ({ url: entry.name, bytes: entry.transferSize }));
    });
    const total = beforeLoad.reduce((sum, entry) => sum + entry.bytes, 0);
    console.log(`${path}: ${total} bytes of script before the load event (${beforeLoad.length} files)`);
    expect(total, JSON.stringify(beforeLoad)).toBeLessThanOrEqual(beforeLoadBudgetBytes);
  });
}
