import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { subscriberCookie } from '../demo-host/src/services/newsletter.ts';
import { hashTree } from '../scripts/hash-tree.mjs';
import { type CdnServer, serveCdn } from '../tooling/release/cdn-server.ts';
import { copyWorkspace, setVersion } from '../tooling/release/workspace.ts';
import { expect, test } from './fixtures.ts';
import { reachIntoWidgets, untilTakenOver } from './helpers.ts';
import { newsletterForm } from './pages/newsletter.ts';
import {
  cdnUrls,
  homeTemplate,
  releaseCheck,
  repoRoot,
  stage,
  templatePolicy,
  watchCdn,
  writeCdnSnippets,
} from './release/cdn.ts';
import { type ShopServer, serveShop } from './release/shop-server.ts';

/**
 * The release path of docs/releasing.md, followed literally with a CDN on another origin (another port of
 * 127.0.0.1): every package's build staged into `<package>/<version>/` folders
 * (`node scripts/release.mjs … --out`), the snippets written for the CDN
 * (`tooling/snippets/cli.ts --assets '<cdn>/{package}/{version}/'`), and a legacy template on the
 * shop's origin that includes them. Then a second footer version, really built from changed
 * sources in a copy of the workspace, is staged beside the first; switching the footer's snippets
 * shows it, switching back shows the old one, and nothing else moves. Last, runtime skew: widgets
 * built against runtime 0.1.0 under a page mapping runtime 0.1.1, and a footer built against
 * runtime 1.0.0 on a page that maps only 0.1.
 */

test.describe.configure({ mode: 'serial' });

// The widgets an anonymous shopper's page loads once the shopper reaches into them; the session
// (a login) and the preview panel (a staff login) fetch no code without their cookie.
const widgetTags = ['shop-notification', 'shop-footer', 'shop-newsletter'];
const path = '/cdn-template.html';
let workdir = '';
let cdnDir = '';
let cdn: CdnServer;
let bare: CdnServer;
/** The shop's web server: the template, and the demo host's services behind it. */
let shop: ShopServer;
/** The snippets of the first release, written for the CDN with CORS, and for the one without. */
let snippetsV1 = '';
let snippetsBare = '';
/** Every package built in the workspace: what the first release stages. */
const builtPackages = () =>
  readdirSync(join(repoRoot, 'packages')).filter((pkg) =>
    existsSync(join(repoRoot, 'packages', pkg, 'dist', '.vite', 'manifest.json')),
  );

test.beforeAll(async ({ baseURL }) => {
  shop = await serveShop(baseURL ?? '', path);
  workdir = mkdtempSync(join(tmpdir(), 'shop-cdn-'));
  cdnDir = join(workdir, 'cdn');
  cdn = await serveCdn(cdnDir);
  bare = await serveCdn(cdnDir, { cors: false });
  stage(repoRoot, builtPackages(), cdnDir, { build: false });
  snippetsV1 = join(workdir, 'snippets-v1');
  snippetsBare = join(workdir, 'snippets-bare');
  writeCdnSnippets(repoRoot, snippetsV1, cdn.url);
  writeCdnSnippets(repoRoot, snippetsBare, bare.url);
});

test.afterAll(async () => {
  await cdn?.close();
  await bare?.close();
  await shop?.close();
  if (workdir) rmSync(workdir, { recursive: true, force: true });
});

/** The `shop-load-error` events the loader dispatches for widgets whose code cannot load, as the template sees them. */
async function loadErrors(page: Page) {
  const details: Record<string, string>[] = [];
  await page.exposeFunction('__shopLoadError', (detail: Record<string, string>) => details.push(detail));
  await page.addInitScript(() =>
    document.addEventListener('shop-load-error', (event) =>
      (window as unknown as { __shopLoadError: (detail: unknown) => void }).__shopLoadError(
        (event as CustomEvent).detail,
      ),
    ),
  );
  return details;
}

/** Opens the template made of `template`'s includes on the shop's origin. */
async function open(page: Page, template: ReturnType<typeof homeTemplate>, cdnUrl: string) {
  shop.setPage(template.html, templatePolicy(template.csp, cdnUrl));
  await page.goto(shop.url + path);
}

async function everyWidgetDefined(page: Page) {
  await page.waitForLoadState('load');
  await reachIntoWidgets(page);
  for (const tag of widgetTags) await page.waitForFunction((name) => customElements.get(name) !== undefined, tag);
}

/** The live footer (not the prerendered one) shows `copyright`. */
async function liveFooterSays(page: Page, copyright: RegExp) {
  const footer = page.locator('shop-footer');
  await untilTakenOver(page);
  await expect(footer.locator('footer:not([data-prerendered])')).toHaveCount(1);
  await expect(footer.locator('.bottom__copyright')).toHaveText(copyright);
}

async function signUp(page: Page, email: string, footer = 'shop-footer') {
  const form = newsletterForm(page, 'de-DE', `${footer} >> shop-newsletter`);
  // The newsletter block's own take-over (the footer around it may stay prerendered).
  await expect(page.locator(`${footer} >> shop-newsletter [data-shop-prerendered]`)).toHaveCount(0);
  await form.email.fill(email);
  await form.submit.click();
  await expect(form.success).toBeVisible();
}

test('the release check passes the CDN folders served with CORS and names the missing header on a plain server', {
  tag: ['@release'],
}, async () => {
  const good = await releaseCheck(cdn.url, cdnDir, snippetsV1);
  await test.info().attach('release check, CDN with CORS', { body: good.output, contentType: 'text/plain' });
  expect(good.code).toBe(0);
  expect(good.output).toMatch(/No problems\.\n$/);
  const bad = await releaseCheck(bare.url, cdnDir, snippetsBare);
  await test.info().attach('release check, CDN without CORS', { body: bad.output, contentType: 'text/plain' });
  expect(bad.code).toBe(1);
  for (const pkg of builtPackages()) {
    expect(bad.output).toContain(`✗ ${pkg} 0.1.0: ${bare.url}${pkg}/0.1.0/`);
    expect(bad.output).toMatch(
      new RegExp(`  ${pkg} 0\\.1\\.0: (all \\d+ files .* are|\\S+ is) served without Access-Control-Allow-Origin`),
    );
  }
});

test('a template on the shop origin loads every widget from the CDN origin: all defined, a sign-up works', {
  tag: ['@release'],
}, async ({ page, qa }) => {
  const loads = watchCdn(page, cdn.url);
  await open(page, homeTemplate(snippetsV1, 'DE', 'de-DE'), cdn.url);
  await everyWidgetDefined(page);
  await liveFooterSays(page, /Shop GmbH/);
  await signUp(page, `cdn.${qa.scope}@example.com`);
  await page.waitForLoadState('networkidle');
  expect(loads.failed).toEqual([]);
  // Everything came from the first release's folders, the runtime included.
  expect(loads.folders()).toEqual(expect.arrayContaining(['footer/0.1.0', 'runtime/0.1.0', 'newsletter/0.1.0']));
  expect(loads.folders()).not.toContain('session/0.1.0');
  for (const folder of loads.folders()) expect(folder).toMatch(/\/0\.1\.0$/);
});

test('without the CORS header no widget loads: each says so to the template, the prerendered markup stays', {
  tag: ['@release'],
}, async ({ page, problems }) => {
  problems.allow(/blocked by CORS policy|net::ERR_FAILED|could not be loaded|Failed to load resource/);
  const errors = await loadErrors(page);
  const loads = watchCdn(page, bare.url);
  await open(page, homeTemplate(snippetsBare, 'DE', 'de-DE'), bare.url);
  // The loader tries every widget the shopper reaches into; each one reports its failure.
  await page.waitForLoadState('load');
  await reachIntoWidgets(page);
  await expect
    .poll(() => [...new Set(errors.map((detail) => detail.tag))].sort())
    .toEqual(['shop-footer', 'shop-newsletter']);
  for (const detail of errors)
    expect(detail).toMatchObject({ reason: 'error', src: expect.stringContaining(bare.url) });
  expect(loads.failed.length).toBeGreaterThan(0);
  expect(problems.list.filter((line) => /blocked by CORS policy/.test(line)).length).toBeGreaterThan(0);
  for (const tag of widgetTags)
    expect(await page.evaluate((name) => customElements.get(name) === undefined, tag)).toBe(true);
  await expect(page.getByRole('heading', { name: 'A page of the legacy shop' })).toBeVisible();
  // The footer's first frame is in the HTML: it stays as prerendered; its newsletter form shows
  // its notice once the shopper reaches into it (not before: a notice nobody asked for would move
  // what the shopper is about to click).
  await expect(page.locator('shop-footer footer[data-prerendered] .bottom__copyright')).toHaveText(/Shop GmbH/);
  const notice = page.locator('shop-footer shop-newsletter [data-shop-load-failed]');
  await expect(notice).toBeHidden();
  await page.locator('shop-footer shop-newsletter input[name="email"]').click();
  await expect(notice).toBeVisible();
});

test('a new footer version beside the old one: switching its entry shows it, switching back rolls it back, both on one page work', {
  tag: ['@release'],
}, async ({ page, qa }) => {
  test.setTimeout(300_000);
  const others = builtPackages().filter((pkg) => pkg !== 'footer');
  const before = Object.fromEntries(builtPackages().map((pkg) => [pkg, hashTree(join(cdnDir, pkg, '0.1.0'))]));

  // The footer team's release: a changed text, the version bumped, built and staged in their checkout.
  const workspace = copyWorkspace(repoRoot, { withDist: builtPackages() });
  try {
    const texts = join(workspace, 'packages', 'footer', 'src', 'locales', 'de-DE.json');
    writeFileSync(texts, readFileSync(texts, 'utf8').replace('Shop GmbH', 'Shop AG'));
    setVersion(workspace, 'footer', '0.2.0');
    stage(workspace, ['footer'], cdnDir, { build: true });
    // Its snippets: the kept first release's folders, with the footer's rewritten.
    cpSync(snippetsV1, join(workdir, 'snippets-v2'), { recursive: true });
    writeCdnSnippets(workspace, join(workdir, 'snippets-v2'), cdn.url, ['footer']);
  } finally {
    rmSync(workspace, { recursive: true, force: true });
  }
  const snippetsV2 = join(workdir, 'snippets-v2');

  // Both footer folders live; no other folder changed.
  const after = Object.fromEntries(builtPackages().map((pkg) => [pkg, hashTree(join(cdnDir, pkg, '0.1.0'))]));
  expect(after).toEqual(before);
  expect(readdirSync(join(cdnDir, 'footer')).sort()).toEqual(['0.1.0', '0.2.0']);
  // The snippets changed only where the footer is, and there only the footer's URLs.
  const unchanged = (dir: string) => hashTree(join(dir, 'session'));
  expect(unchanged(snippetsV2)).toEqual(unchanged(snippetsV1));
  expect(hashTree(join(snippetsV2, 'pages', 'newsletter'))).toEqual(hashTree(join(snippetsV1, 'pages', 'newsletter')));
  const head = (dir: string) => readFileSync(join(dir, 'pages', 'home', 'DE', 'head.html'), 'utf8');
  const notFooter = (urls: string[]) => urls.filter((url) => !url.startsWith(`${cdn.url}footer/`));
  expect(notFooter(cdnUrls(head(snippetsV2), cdn.url))).toEqual(notFooter(cdnUrls(head(snippetsV1), cdn.url)));
  const footerPart = (dir: string) => readFileSync(join(dir, 'pages', 'home', 'DE', 'footer.html'), 'utf8');
  expect(footerPart(snippetsV2)).toContain('Shop AG');
  for (const url of cdnUrls(head(snippetsV2), cdn.url).filter((u) => u.startsWith(`${cdn.url}footer/`)))
    expect(url).toContain('/footer/0.2.0/');

  await test.step('switched: the new footer, every other widget from its unchanged folder', async () => {
    const loads = watchCdn(page, cdn.url);
    await open(page, homeTemplate(snippetsV2, 'DE', 'de-DE'), cdn.url);
    await everyWidgetDefined(page);
    await liveFooterSays(page, /Shop AG/);
    await signUp(page, `cdn.v2.${qa.scope}@example.com`);
    await page.waitForLoadState('networkidle');
    expect(loads.failed).toEqual([]);
    expect(loads.folders()).toContain('footer/0.2.0');
    expect(loads.folders()).not.toContain('footer/0.1.0');
    for (const folder of loads.folders().filter((f) => !f.startsWith('footer/'))) expect(folder).toMatch(/\/0\.1\.0$/);
    expect(loads.folders().filter((f) => others.some((pkg) => f.startsWith(`${pkg}/`))).length).toBeGreaterThan(2);
  });

  await test.step('rolled back: the kept snippets again, the old footer, nothing rebuilt', async () => {
    const cdnBefore = hashTree(cdnDir);
    const loads = watchCdn(page, cdn.url);
    await open(page, homeTemplate(snippetsV1, 'DE', 'de-DE'), cdn.url);
    await everyWidgetDefined(page);
    await liveFooterSays(page, /Shop GmbH/);
    await page.waitForLoadState('networkidle');
    expect(loads.failed).toEqual([]);
    expect(loads.folders()).toContain('footer/0.1.0');
    expect(loads.folders()).not.toContain('footer/0.2.0');
    expect(hashTree(cdnDir)).toEqual(cdnBefore);
  });

  await test.step('both on one page (a layout cached from the old release, a fragment of the new): both footers live', async () => {
    // The old release's page with the new release's head and footer included too (its head a
    // second time, as a page built from two caches would).
    const old = homeTemplate(snippetsV1, 'DE', 'de-DE');
    const fresh = homeTemplate(snippetsV2, 'DE', 'de-DE');
    const part = (name: string) => readFileSync(join(snippetsV2, 'pages', 'home', 'DE', name), 'utf8');
    const html = old.html
      .replace('</head>', `${part('head.html')}</head>`)
      .replace('</main>', `</main>\n${part('footer.html')}`);
    const union = (key: keyof typeof old.csp) => [...new Set([...old.csp[key], ...fresh.csp[key]])];
    // A new shopper again: the sign-up above hides the block in every footer of this browser.
    await page.context().clearCookies({ name: subscriberCookie });
    const loads = watchCdn(page, cdn.url);
    await open(page, { html, csp: { 'script-src': union('script-src'), 'style-src': union('style-src') } }, cdn.url);
    await everyWidgetDefined(page);
    const footers = page.locator('shop-footer');
    await expect(footers).toHaveCount(2);
    await untilTakenOver(page);
    await expect(footers.locator('footer:not([data-prerendered])')).toHaveCount(2);
    await expect(page.locator('[data-shop-load-failed]:visible')).toHaveCount(0);
    // One footer build serves both (a tag has one class per page): the code of one version only.
    const copyrights = await footers.locator('.bottom__copyright').allTextContents();
    expect(copyrights).toHaveLength(2);
    expect(copyrights[0]).toBe(copyrights[1]);
    // In the old release's footer (the page's second).
    await signUp(page, `cdn.both.${qa.scope}@example.com`, 'shop-footer >> nth=1');
    await page.waitForLoadState('networkidle');
    expect(loads.failed).toEqual([]);
    expect(loads.folders().filter((folder) => folder.startsWith('footer/'))).toHaveLength(1);
  });
});

/** Builds the runtime (and `widgets`) at `versions` in a copy of the workspace and stages them; `change` edits the copy first. */
function releaseInCopy(versions: Record<string, string>, change: (workspace: string) => void = () => {}) {
  const workspace = copyWorkspace(repoRoot, { withDist: builtPackages() });
  for (const [pkg, version] of Object.entries(versions)) setVersion(workspace, pkg, version);
  change(workspace);
  stage(workspace, Object.keys(versions), cdnDir, { build: true });
  return workspace;
}

test('widgets built against runtime 0.1.0 keep working when the page maps the later runtime 0.1.1', {
  tag: ['@release'],
}, async ({ page, qa }) => {
  test.setTimeout(300_000);
  const snippets = join(workdir, 'snippets-runtime-0.1.1');
  // A patch release of the runtime: every module it maps gains an export (its release), so every
  // file the import map names is new.
  const workspace = releaseInCopy({ runtime: '0.1.1' }, (copy) => {
    const config = join(copy, 'packages', 'runtime', 'vite.config.ts');
    const source = readFileSync(config, 'utf8');
    const patched = source.replace(
      'function entrySource(specifier: string): string {',
      'function entrySource(specifier: string): string {\n  return entrySourceBefore(specifier) + "\\nexport const runtimeRelease = \'0.1.1\';";\n}\nfunction entrySourceBefore(specifier: string): string {',
    );
    expect(patched).not.toBe(source);
    writeFileSync(config, patched);
  });
  try {
    writeCdnSnippets(workspace, snippets, cdn.url, ['runtime']);
  } finally {
    rmSync(workspace, { recursive: true, force: true });
  }
  const map = (dir: string): Record<string, string> =>
    JSON.parse(readFileSync(join(cdnDir, 'runtime', dir, 'importmap.json'), 'utf8')).imports;
  // The same names (line 0.1), each mapped to a new file.
  expect(Object.keys(map('0.1.1')).sort()).toEqual(Object.keys(map('0.1.0')).sort());
  for (const [specifier, file] of Object.entries(map('0.1.1'))) expect(file).not.toBe(map('0.1.0')[specifier]);

  const loads = watchCdn(page, cdn.url);
  await open(page, homeTemplate(snippets, 'DE', 'de-DE'), cdn.url);
  await everyWidgetDefined(page);
  await liveFooterSays(page, /Shop GmbH/);
  await signUp(page, `cdn.runtime.${qa.scope}@example.com`);
  await page.waitForLoadState('networkidle');
  expect(loads.failed).toEqual([]);
  expect(loads.folders()).toContain('runtime/0.1.1');
  expect(loads.folders()).not.toContain('runtime/0.1.0');
  for (const folder of loads.folders().filter((f) => !f.startsWith('runtime/'))) expect(folder).toMatch(/\/0\.1\.0$/);
});

test('a footer built against runtime 1.0.0 on a page that maps runtime 0.1 keeps its prerendered markup, names the runtime it needs, and the other widgets work', {
  tag: ['@release'],
}, async ({ page, qa, problems }) => {
  test.setTimeout(300_000);
  problems.allow(/needs the shared runtime 1 \(@shop\/runtime@1\/…\)/);
  const errors = await loadErrors(page);
  const snippets = join(workdir, 'snippets-footer-runtime-1');
  // The footer team moved to the next major runtime; the page's import map has not been switched yet.
  const workspace = releaseInCopy({ runtime: '1.0.0', footer: '1.0.0' });
  try {
    // The page keeps mapping the runtime it has (0.1.0, its build and version): the footer's
    // snippets are written against it.
    rmSync(join(workspace, 'packages', 'runtime', 'dist'), { recursive: true });
    cpSync(join(repoRoot, 'packages', 'runtime', 'dist'), join(workspace, 'packages', 'runtime', 'dist'), {
      recursive: true,
    });
    setVersion(workspace, 'runtime', '0.1.0');
    cpSync(snippetsV1, snippets, { recursive: true });
    writeCdnSnippets(workspace, snippets, cdn.url, ['footer']);
  } finally {
    rmSync(workspace, { recursive: true, force: true });
  }
  const footerEntry = readFileSync(
    join(
      cdnDir,
      'footer',
      '1.0.0',
      JSON.parse(readFileSync(join(cdnDir, 'footer', '1.0.0', '.vite', 'manifest.json'), 'utf8'))['src/index.ts'].file,
    ),
    'utf8',
  );
  expect(footerEntry).toContain('"@shop/runtime@1/react');
  const head = readFileSync(join(snippets, 'pages', 'home', 'DE', 'head.html'), 'utf8');
  expect(head).toContain('@shop/runtime@0.1/react');
  expect(head).not.toContain('@shop/runtime@1/');
  const runtimeUrls = cdnUrls(head, cdn.url).filter((url) => url.startsWith(`${cdn.url}runtime/`));
  expect(runtimeUrls.length).toBeGreaterThan(0);
  for (const url of runtimeUrls) expect(url).toContain('/runtime/0.1.0/');

  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  const loads = watchCdn(page, cdn.url);
  await open(page, homeTemplate(snippets, 'DE', 'de-DE'), cdn.url);
  await page.waitForLoadState('load');
  await reachIntoWidgets(page);
  for (const tag of widgetTags.filter((name) => name !== 'shop-footer'))
    await page.waitForFunction((name) => customElements.get(name) !== undefined, tag);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => customElements.get('shop-footer') === undefined)).toBe(true);
  await expect(page.locator('shop-footer footer[data-prerendered] .bottom__copyright')).toHaveText(/Shop GmbH/);
  // The loader says which runtime the footer needs, in the console and to the template.
  // (The loader tries a failed widget again on the shopper's intent and on its second idle pass:
  // each attempt reports the same.)
  await expect.poll(() => errors.length).toBeGreaterThan(0);
  const needsRuntime1 = {
    tag: 'shop-footer',
    reason: 'runtime',
    runtime: '1',
    src: expect.stringContaining('/footer/1.0.0/'),
  };
  expect(errors).toEqual(errors.map(() => needsRuntime1));
  const message =
    "<shop-footer> needs the shared runtime 1 (@shop/runtime@1/…), which this page's import map does not provide; it keeps its prerendered markup.";
  expect(consoleErrors.length).toBeGreaterThan(0);
  expect(consoleErrors).toEqual(consoleErrors.map(() => message));
  // The newsletter block inside the prerendered footer is its own widget (runtime 0.1): it works.
  await signUp(page, `cdn.skew.${qa.scope}@example.com`);
  expect(loads.failed).toEqual([]);
  expect(loads.folders()).toContain('footer/1.0.0');
  expect(loads.folders()).not.toContain('runtime/1.0.0');
});
