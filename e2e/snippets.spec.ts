import { writeFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { type CspJson, templatePolicy } from '../tooling/release/template.ts';
import { expect, test } from './fixtures.ts';
import { reachIntoWidgets } from './helpers.ts';

/**
 * The embed snippets (dist/snippets/, served under /snippets/) are what QA sees and what a
 * template gets: the demo pages carry them byte for byte, and a legacy template that is nothing
 * but server-side includes of them, served as a static file with its CSP taken from csp.json,
 * shows working widgets without a console error or CSP violation.
 */

const snippet = async (request: APIRequestContext, path: string) => {
  const response = await request.get(path);
  expect(response.ok(), path).toBeTruthy();
  return response.text();
};

/** The elements of an HTML fragment as the browser parses them (outerHTML each). */
const parsed = (page: Page, fragment: string) =>
  page.evaluate((html) => {
    const template = document.createElement('template');
    template.innerHTML = html;
    return [...template.content.children].map((node) => node.outerHTML);
  }, fragment);

const compositions = [
  { path: '/?country=PL', head: '/snippets/pages/home/PL/head.html', tags: ['session', 'preview-panel', 'footer'] },
  { path: '/login?country=DE', head: '/snippets/pages/login/DE/head.html', tags: ['session', 'login', 'footer'] },
  { path: '/subscribenewsletter?country=CZ', head: '/snippets/pages/newsletter/CZ/head.html', tags: ['newsletter'] },
];

for (const { path, head, tags } of compositions) {
  test(`${path} has its page composition's snippets as they are: the head and every widget's tag`, {
    tag: ['@snippets'],
  }, async ({ page, request }) => {
    const headSnippet = await snippet(request, head);
    const html = await snippet(request, path);
    expect(html).toContain(headSnippet);
    for (const tag of tags) expect(html).toContain(await snippet(request, head.replace('head.html', `${tag}.html`)));

    // Parsed on the blank page the test starts on: the demo pages enforce Trusted Types, which
    // refuse a string assigned to innerHTML.
    const expected = await parsed(page, headSnippet);
    await page.goto(path);
    const rendered = await page.evaluate(() => {
      const children = [...document.head.children];
      // The snippet's head starts with its style (then the import map).
      const start = children.findIndex(
        (node) => node.matches('script[type="importmap"]') || node.textContent?.startsWith('@property --shop-rem'),
      );
      // The loader adds a widget's module preloads when it loads the widget: not the snippet's.
      return children
        .slice(start)
        .filter((node) => !node.matches('link[rel="modulepreload"]'))
        .map((node) => node.outerHTML);
    });
    expect(rendered).toEqual(expected);
  });
}

/** A legacy template: the server-side include lines of docs/embedding-and-csp.md and nothing else of ours. */
const template = (lang: string, head: string, parts: string[]) => `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<title>Legacy template</title>
<!--#include virtual="${head}" -->
</head>
<body>
<main><h1>A page of the legacy shop</h1></main>
${parts.map((part) => `<!--#include virtual="${part}" -->`).join('\n')}
</body>
</html>`;

/** What the web server does: replaces each include by the file, and builds the CSP from csp.json. */
async function serveTemplate(page: Page, request: APIRequestContext, file: string, source: string, folder: string) {
  let html = source;
  for (const [line, path] of source.matchAll(/<!--#include virtual="([^"]+)" -->/g)) {
    const text = await snippet(request, path ?? '');
    // A function, not the text itself: `$'` and `$&` in the loader's code are replacement patterns.
    html = html.replace(line, () => text);
  }
  writeFileSync(file, html);
  const policy = templatePolicy(JSON.parse(await snippet(request, `${folder}/csp.json`)) as CspJson);
  await page.route('**/legacy-template.html', (route) =>
    route.fulfill({
      path: file,
      headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': policy },
    }),
  );
  return html;
}

test(
  'a template of nothing but the footer snippets shows the prerendered footer, which the bundle takes over',
  { tag: ['@snippets'] },
  async ({ page, request, problems }, testInfo) => {
    const folder = '/snippets/footer/PL';
    const html = await serveTemplate(
      page,
      request,
      testInfo.outputPath('footer.html'),
      template('pl-PL', `${folder}/head.html`, [`${folder}/body.html`]),
      folder,
    );
    expect(html).toContain('<shop-footer country="PL"><template shadowrootmode="open">');
    await page.goto('/legacy-template.html');
    await expect(page.locator('shop-footer').locator('footer .bottom')).toBeVisible();
    await page.waitForLoadState('load');
    await reachIntoWidgets(page);
    await page.waitForFunction(() => customElements.get('shop-footer') !== undefined);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('shop-footer').locator('footer .bottom')).toBeVisible();
    expect(problems.list).toEqual([]);
  },
);

test(
  'a template of nothing but the home composition loads the import map once and defines every widget',
  { tag: ['@snippets'] },
  async ({ page, request, problems }, testInfo) => {
    const folder = '/snippets/pages/home/DE';
    const parts = ['session', 'preview-panel', 'footer'].map((tag) => `${folder}/${tag}.html`);
    await serveTemplate(
      page,
      request,
      testInfo.outputPath('home.html'),
      template('de-DE', `${folder}/head.html`, parts),
      folder,
    );
    await page.goto('/legacy-template.html');
    await expect(page.locator('script[type="importmap"]')).toHaveCount(1);
    await page.waitForLoadState('load');
    await reachIntoWidgets(page);
    for (const tag of ['shop-footer', 'shop-notification', 'shop-newsletter'])
      await page.waitForFunction((name) => customElements.get(name) !== undefined, tag);
    // The session (a login) and the preview panel (a staff login) fetch nothing for this visitor.
    for (const tag of ['shop-session', 'shop-preview-panel'])
      expect(await page.evaluate((name) => customElements.get(name), tag)).toBeUndefined();
    await expect(page.locator('shop-footer').locator('footer .bottom')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems.list).toEqual([]);
  },
);

test(
  'a template of nothing but the newsletter page snippets shows a working sign-up form',
  { tag: ['@snippets'] },
  async ({ page, request, problems }, testInfo) => {
    const folder = '/snippets/pages/newsletter/PL';
    await serveTemplate(
      page,
      request,
      testInfo.outputPath('newsletter.html'),
      template('pl-PL', `${folder}/head.html`, [`${folder}/newsletter.html`]),
      folder,
    );
    await page.goto('/legacy-template.html');
    await expect(page.locator('shop-newsletter').getByRole('textbox').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems.list).toEqual([]);
  },
);
