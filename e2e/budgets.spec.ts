import { expect, test } from './fixtures.ts';

/**
 * The page budget of issue 9: the JavaScript a shopper's page (footer with newsletter, session,
 * preview gate; one locale) downloads before the shopper interacts, as Chromium transfers it
 * (brotli from the demo host). The home page also carries the design system's demo
 * notification, which is not part of a shop page's widget set, so its bundle is left out.
 *
 * The goal is 110 KB. What is enforced is the measured size plus a little headroom, so the
 * page cannot grow unnoticed; bench/RESULTS.md and the issue notes say how far the goal is.
 */
const pageBudgetBytes = 160_000;
const goalBytes = 110_000;
const counted = /\/assets\/(runtime|footer|newsletter|session|preview-panel)\//;

for (const country of ['PL', 'HU', 'TR']) {
  test(`a shopper's ${country} page stays within its JavaScript budget before any interaction`, async ({
    page,
  }, testInfo) => {
    const transfers: Array<Promise<{ url: string; bytes: number }>> = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script' || !counted.test(request.url())) return;
      transfers.push(request.sizes().then((sizes) => ({ url: request.url(), bytes: sizes.responseBodySize })));
    });
    await page.goto(`/?country=${country}`, { waitUntil: 'networkidle' });
    await expect(page.locator('shop-footer')).toContainText(/\w/);
    const scripts = await Promise.all(transfers);
    const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
    testInfo.annotations.push({ type: 'page JS (brotli bytes)', description: `${total} (goal ${goalBytes})` });
    console.log(`${country} page: ${total} bytes of JS (brotli) in ${scripts.length} files; goal ${goalBytes}`);
    expect(total, `the ${country} page downloads ${total} bytes of JS, budget ${pageBudgetBytes}`).toBeLessThanOrEqual(
      pageBudgetBytes,
    );
    const reactDom = scripts.filter((script) => /\/runtime\/chunks\/client-/.test(script.url));
    expect(reactDom, 'react-dom is downloaded exactly once').toHaveLength(1);
  });
}
