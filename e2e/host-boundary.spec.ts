import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { untilTakenOver } from './helpers.ts';

/**
 * The boundary of our widgets: a host stylesheet that sets every inherited property to a value
 * far from ours (demo-host/public/legacy/hostile.css, on html, body and our tags) changes
 * nothing in the computed style of any text or control inside them, nor their size.
 */
const properties = [
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'font-variant-caps',
  'font-variant-numeric',
  'font-variant-ligatures',
  'font-stretch',
  'font-feature-settings',
  'font-variation-settings',
  'font-kerning',
  'font-synthesis-weight',
  'font-synthesis-style',
  'font-size-adjust',
  'font-optical-sizing',
  'line-height',
  'color',
  'text-align',
  'text-align-last',
  'text-indent',
  'text-transform',
  'letter-spacing',
  'word-spacing',
  'white-space-collapse',
  'text-wrap-mode',
  'text-wrap-style',
  'word-break',
  'overflow-wrap',
  'hyphens',
  'hyphenate-character',
  'line-break',
  'text-shadow',
  '-webkit-text-stroke-width',
  '-webkit-text-stroke-color',
  '-webkit-text-fill-color',
  'paint-order',
  '-webkit-font-smoothing',
  'text-rendering',
  'text-underline-offset',
  'text-underline-position',
  'text-decoration-skip-ink',
  'text-emphasis-style',
  'text-emphasis-position',
  'direction',
  'writing-mode',
  'list-style-type',
  'list-style-position',
  'list-style-image',
  'quotes',
  'tab-size',
  'border-collapse',
  'border-spacing',
  'caption-side',
  'empty-cells',
  'cursor',
  'caret-color',
  'accent-color',
  'color-scheme',
  'image-rendering',
  '-webkit-text-size-adjust',
  'visibility',
];

/** Every text-bearing element and control in the widgets' shadow roots → its computed values. */
function readTexts(page: Page) {
  return page.evaluate((names) => {
    const found: Record<string, Record<string, string>> = {};
    const visit = (root: ShadowRoot, where: string) => {
      let index = 0;
      for (const element of root.querySelectorAll('*')) {
        index++;
        const hasText = [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent?.trim());
        if (!hasText && !['input', 'button', 'select', 'textarea', 'a'].includes(element.localName)) continue;
        const style = getComputedStyle(element);
        found[`${where} ${element.localName}#${index}`] = Object.fromEntries(
          names.map((name) => [name, style.getPropertyValue(name)]),
        );
      }
    };
    for (const host of document.querySelectorAll('shop-login, shop-footer, shop-newsletter')) {
      if (host.shadowRoot) visit(host.shadowRoot, host.localName);
    }
    return found;
  }, properties);
}

/** The login form's box and the footer's height (its width is the host's column: 1rem padding). */
async function sizes(page: Page) {
  const login = await page.locator('shop-login').boundingBox();
  const footer = await page.locator('shop-footer').boundingBox();
  return { login: `${login?.width}x${login?.height}`, footerHeight: footer?.height };
}

test('a host stylesheet setting every inherited property changes none of our texts', async ({ page, problems }) => {
  await page.goto('/login?country=DE');
  await untilTakenOver(page);
  const before = await readTexts(page);
  const boxes = await sizes(page);
  expect(Object.keys(before).length).toBeGreaterThan(40);
  await page.addStyleTag({ url: '/static/legacy/hostile.css' });
  // The host's own heading shows the stylesheet applied.
  await expect(page.locator('h1')).toHaveCSS('text-shadow', 'rgb(255, 0, 255) 2px 2px 0px');
  expect(await readTexts(page)).toEqual(before);
  expect(await sizes(page)).toEqual(boxes);
  expect(problems.list).toEqual([]);
});
