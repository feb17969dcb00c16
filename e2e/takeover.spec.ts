import { expect, test } from './fixtures.ts';

/**
 * A prerendered element (the footer and its newsletter block on the home page) is painted at its
 * final size with its text before any script runs, so its live render need not hold the task
 * that defines it: it takes over in a later task, as a React transition rendered in slices. The
 * page records, right after each definition's microtasks, whether the element still showed its
 * prerendered markup (the defining task did not render it), and the element must then take
 * over: its prerendered markup gives way to the live one.
 */
function recordDefinitions() {
  const seen: Record<string, { prerenderedAfterDefine: boolean }> = {};
  Object.defineProperty(window, '__definitions', { value: seen });
  const define = customElements.define.bind(customElements);
  customElements.define = (name, elementClass, options) => {
    define(name, elementClass, options);
    queueMicrotask(() => {
      const element = document.querySelector(name);
      if (!element?.shadowRoot) return;
      seen[name] = { prerenderedAfterDefine: element.shadowRoot.querySelector('[data-shop-prerendered]') !== null };
    });
  };
}

test.describe('take-over of prerendered elements', { tag: ['@layout-shift'] }, () => {
  test('the newsletter block takes over after the task that defines it, then its form is live', async ({ page }) => {
    await page.addInitScript(recordDefinitions);
    await page.goto('/?country=DE');
    const newsletter = page.locator('shop-newsletter');
    // Its code comes on the first sign of use: the pointer entering the block.
    await page.waitForLoadState('load');
    await newsletter.hover();
    await expect(newsletter.locator('input[type="email"]')).toHaveCount(1);
    await expect(newsletter.locator('form')).toHaveCount(1);
    await expect(newsletter.locator('[data-shop-prerendered]')).toHaveCount(0);
    const definitions = await page.evaluate(() => (window as unknown as { __definitions: object }).__definitions);
    expect(definitions).toMatchObject({ 'shop-newsletter': { prerenderedAfterDefine: true } });
    await newsletter.locator('input[type="email"]').fill('anna@example.com');
    await expect(newsletter.locator('input[type="email"]')).toHaveValue('anna@example.com');
  });
});
