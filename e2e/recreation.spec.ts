import { expect, test } from './fixtures.ts';
import { untilTakenOver } from './helpers.ts';
import { newsletterForm } from './pages/newsletter.ts';

/**
 * A host script (jQuery's `.html()`) rewrites the innerHTML of the block that holds our elements:
 * new elements from the same markup. After a sign-up in the footer's newsletter block, the
 * re-created footer must leave the block out, as the next page would (the engines' flow
 * "re-created footer" runs the same in Firefox and WebKit).
 */
test('a footer re-created after a sign-up on the page leaves the newsletter block out', {
  tag: ['@recreation'],
}, async ({ page, qa, problems }) => {
  await page.goto('/?country=DE');
  await untilTakenOver(page);
  const f = newsletterForm(page, 'de-DE', 'shop-footer shop-newsletter');
  const email = `e2e.recreated.${qa.scope.slice(0, 12)}@example.com`;
  await f.email.fill(email);
  await f.submit.click();
  await expect(f.success).toContainText(f.t.successTitle ?? '');
  // New elements from the same markup, as `block.innerHTML = block.innerHTML` makes them (the
  // demo pages' Trusted Types policy refuses that assignment; a jQuery shop has none).
  await page.evaluate(() => {
    const block = document.querySelector('shop-footer')?.parentElement;
    block?.replaceChildren(...[...block.childNodes].map((node) => node.cloneNode(true)));
  });
  const footer = page.locator('shop-footer');
  await expect(footer.locator('footer:not([aria-busy])')).toBeVisible();
  await expect(footer.locator('slot[name="newsletter"]')).toHaveCount(0);
  await expect(page.locator('shop-newsletter input[name="email"]')).toBeHidden();
  expect(problems.list).toEqual([]);
});
