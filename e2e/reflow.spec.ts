import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { untilTakenOver } from './helpers.ts';

/**
 * WCAG 1.4.4 (resize text) and 1.4.10 (reflow): a phone 320 CSS px wide with the browser's text
 * at 200 % (its default font size 32 px instead of 16, which the widgets follow: `:host` sets
 * `font-size: medium`). Every widget fits its column in every state a shopper can bring it to,
 * in the locales with the longest words (Hungarian, Czech, German, Turkish): nothing of ours
 * reaches past the viewport's right edge, so the page never scrolls sideways because of us. (The
 * fixture fails a test on any console error, uncaught error or policy violation.)
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

async function atTwiceTheText(page: Page, path: string) {
  await page.setViewportSize({ width: 320, height: 640 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
  await page.goto(path);
  await untilTakenOver(page);
}

test.describe('reflow at 320 px with text at 200 %', { tag: ['@reflow'] }, () => {
  for (const country of ['HU', 'CZ', 'DE', 'TR']) {
    test(`home ${country}: the footer with every group open, and its newsletter block with its errors`, async ({
      page,
    }) => {
      await atTwiceTheText(page, `/?country=${country}`);
      await expect.poll(() => outside(page)).toEqual([]);
      const groups = page.locator('shop-footer .expansion-flex__header');
      const count = await groups.count();
      expect(count).toBeGreaterThan(0);
      for (let index = 0; index < count; index++) await groups.nth(index).click();
      await expect(page.locator('shop-footer .expansion-flex__header[aria-expanded="true"]')).toHaveCount(count);
      await expect.poll(() => outside(page)).toEqual([]);
      // Sent empty: the required fields say so.
      const newsletter = page.locator('shop-footer shop-newsletter');
      await newsletter.locator('form button[type="submit"]').click();
      await expect(newsletter.locator('[aria-invalid="true"]').first()).toBeVisible();
      await expect.poll(() => outside(page)).toEqual([]);
    });
  }

  for (const country of ['HU', 'CZ', 'TR']) {
    test(`newsletter page ${country}: the form, its errors and its further fields`, async ({ page }) => {
      await atTwiceTheText(page, `/subscribenewsletter?country=${country}`);
      await expect.poll(() => outside(page)).toEqual([]);
      const newsletter = page.locator('shop-newsletter');
      // An address that is not one: the error below the field; then a valid one opens the further fields.
      const email = newsletter.locator('input[type="email"], input[name="email"]').first();
      await email.fill('kovacs.erzsebet@');
      await newsletter.locator('form button[type="submit"]').click();
      await expect(newsletter.locator('[aria-invalid="true"]').first()).toBeVisible();
      await expect.poll(() => outside(page)).toEqual([]);
      await email.fill('kovacs.erzsebet@example.com');
      await email.blur();
      await expect.poll(() => outside(page)).toEqual([]);
    });

    test(`login ${country}: the form and its errors`, async ({ page }) => {
      await atTwiceTheText(page, `/login?country=${country}`);
      await expect.poll(() => outside(page)).toEqual([]);
      const login = page.locator('shop-login');
      await login.locator('form button[type="submit"]').first().click();
      await expect(login.locator('[aria-invalid="true"]').first()).toBeVisible();
      await expect.poll(() => outside(page)).toEqual([]);
    });
  }
});
