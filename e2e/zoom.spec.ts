import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { untilTakenOver } from './helpers.ts';

/**
 * A host page that zooms its body (`body { zoom: 1.25 }`, an old shop's way to enlarge a layout)
 * zooms our widgets once, as everything else on it: each is 1.25 times its size on the same page
 * without the zoom, given the same room. Firefox and WebKit zoomed a registered length twice (the
 * engines' flow "zoomed host page"); this is the same check in Chromium. The zoom comes from a
 * stylesheet of the page's own origin, which its policy allows (an inline style it would not).
 */

const zoomSheet = '/__host-zoom.css';

/** Serves the page's documents with a same-origin stylesheet that zooms their body. */
async function withZoomedBody(page: Page) {
  await page.route(`**${zoomSheet}`, (route) =>
    route.fulfill({ contentType: 'text/css', body: 'body { zoom: 1.25 }' }),
  );
  await page.route('**/*', async (route) => {
    if (!route.request().isNavigationRequest()) return route.fallback();
    const response = await route.fetch();
    const body = (await response.text()).replace('</head>', `<link rel="stylesheet" href="${zoomSheet}"></head>`);
    await route.fulfill({ response, body });
  });
}

/** The widget's box on screen (viewport px, as the shopper sees it). */
async function sizeOf(page: Page, tag: string) {
  const box = await page.locator(tag).first().boundingBox();
  if (!box) throw new Error(`<${tag}> has no box`);
  return { width: box.width, height: box.height };
}

const cases = [
  { path: '/login?country=DE', tag: 'shop-login' },
  { path: '/subscribenewsletter?country=AT', tag: 'shop-newsletter' },
];

test.describe('a host page that zooms its body', { tag: ['@host'] }, () => {
  for (const { path, tag } of cases)
    test(`${path}: <${tag}> zoomed once, 1.25 times its size without the zoom`, async ({ page, problems }) => {
      // The zoomed page at 1000 px has the room of an unzoomed one at 800 px (both below 1024 px,
      // one layout band of our media queries).
      await page.setViewportSize({ width: 800, height: 900 });
      await page.goto(path);
      await untilTakenOver(page);
      const expected = await sizeOf(page, tag);

      await page.setViewportSize({ width: 1000, height: 1125 });
      await withZoomedBody(page);
      await page.goto(path);
      await untilTakenOver(page);
      expect(await page.evaluate(() => getComputedStyle(document.body).zoom)).toBe('1.25');
      const zoomed = await sizeOf(page, tag);
      expect(
        Math.abs(zoomed.width - expected.width * 1.25),
        `width ${zoomed.width} for ${expected.width}`,
      ).toBeLessThanOrEqual(2);
      expect(
        Math.abs(zoomed.height - expected.height * 1.25),
        `height ${zoomed.height} for ${expected.height}`,
      ).toBeLessThanOrEqual(2);
      expect(problems.list).toEqual([]);
    });
});
