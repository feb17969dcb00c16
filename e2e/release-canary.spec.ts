import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { CspJson } from '../tooling/release/template.ts';
import { copyWorkspace, setVersion } from '../tooling/release/workspace.ts';
import { expect, test } from './fixtures.ts';
import { untilTakenOver } from './helpers.ts';
import { newsletterForm } from './pages/newsletter.ts';
import { releaseCheck, repoRoot, stage, templatePolicy, writeCdnSnippets } from './release/cdn.ts';
import { type Nginx, startNginx } from './release/nginx.ts';

/**
 * Issue 42, point 5: releases tested end to end behind a real web server. Debian's nginx
 * (e2e/release/nginx.ts) serves e2e/release/legacy-ssi/home.shtml, a legacy template made of
 * nothing but our `<!--#include virtual=… -->` snippets as the README tells a shop, with `ssi on`;
 * `/snippets/` is `<root>/live/`, a symlink to one of the kept snippet sets `<root>/sets/<id>/`
 * that a release swaps; the CDN is nginx's second origin (another port of 127.0.0.1, so no Local
 * Network Access question: the page and the CDN are both on the loopback address); every other
 * path goes to the demo host (the services the widgets call).
 */

const widgetTags = ['shop-session', 'shop-preview-panel', 'shop-notification', 'shop-footer', 'shop-newsletter'];
const templates = join(import.meta.dirname, 'release', 'legacy-ssi');
const templatePath = '/home.shtml';

/** Every package built in the workspace: what the first release stages. */
const builtPackages = () =>
  readdirSync(join(repoRoot, 'packages')).filter((pkg) =>
    existsSync(join(repoRoot, 'packages', pkg, 'dist', '.vite', 'manifest.json')),
  );

test.describe('releases behind nginx with server-side includes', { tag: ['@release'] }, () => {
  test.describe.configure({ mode: 'serial' });

  let workdir = '';
  let cdnDir = '';
  let snippetsRoot = '';
  let nginx: Nginx;

  const setDir = (id: string) => join(snippetsRoot, 'sets', id);

  /** Points `<root>/live` at `sets/<id>` atomically (a symlink beside it, renamed over it), as the release commands do. */
  function swapLive(id: string) {
    const beside = join(snippetsRoot, `.live-${process.pid}-${Date.now()}`);
    symlinkSync(join('sets', id), beside);
    renameSync(beside, join(snippetsRoot, 'live'));
  }

  /** The template's policy from the live set's csp.json (SSI cannot set a header: the shop's server does, nginx.ts). */
  async function policyFromLive() {
    const csp = JSON.parse(
      readFileSync(join(snippetsRoot, 'live', 'pages', 'home', 'DE', 'csp.json'), 'utf8'),
    ) as CspJson;
    await nginx.setPolicy(templatePolicy(csp, nginx.cdnUrl));
  }

  test.beforeAll(async ({ baseURL }) => {
    workdir = mkdtempSync(join(tmpdir(), 'shop-canary-'));
    cdnDir = join(workdir, 'cdn');
    snippetsRoot = join(workdir, 'snippets');
    mkdirSync(cdnDir);
    mkdirSync(join(snippetsRoot, 'sets'), { recursive: true });
    nginx = await startNginx({ templates, snippetsRoot, cdnDir, upstream: baseURL ?? '' });
    // The first release: every package's build, staged as it is, and its snippets for the CDN.
    stage(repoRoot, builtPackages(), cdnDir, { build: false });
    writeCdnSnippets(repoRoot, setDir('initial'), nginx.cdnUrl);
    swapLive('initial');
    await policyFromLive();
  });

  test.afterAll(async () => {
    await nginx?.close();
    if (workdir) rmSync(workdir, { recursive: true, force: true });
  });

  test.afterEach(async () => {
    const testInfo = test.info();
    if (testInfo.status !== testInfo.expectedStatus && nginx)
      await testInfo.attach('nginx error.log', { body: nginx.errorLog(), contentType: 'text/plain' });
  });

  /** The CDN requests of a page, as `<package>/<version>/<file>`, and any that did not answer 200. */
  function watchCdn(page: Page) {
    const requested: string[] = [];
    const failed: string[] = [];
    page.on('requestfinished', async (request) => {
      if (!request.url().startsWith(nginx.cdnUrl)) return;
      requested.push(request.url().slice(nginx.cdnUrl.length));
      const status = (await request.response())?.status();
      if (status !== 200) failed.push(`${request.url()} ${status}`);
    });
    page.on('requestfailed', (request) => {
      if (request.url().startsWith(nginx.cdnUrl)) failed.push(`${request.url()} ${request.failure()?.errorText}`);
    });
    return {
      failed,
      folders: () => [...new Set(requested.map((url) => url.split('/').slice(0, 2).join('/')))].sort(),
      clear: () => {
        requested.length = 0;
      },
    };
  }

  async function everyWidgetDefined(page: Page) {
    for (const tag of widgetTags) await page.waitForFunction((name) => customElements.get(name) !== undefined, tag);
  }

  async function signUp(page: Page, email: string) {
    const form = newsletterForm(page, 'de-DE', 'shop-footer shop-newsletter');
    await expect(page.locator('shop-footer shop-newsletter [data-shop-prerendered]')).toHaveCount(0);
    await form.email.fill(email);
    await form.submit.click();
    await expect(form.success).toBeVisible();
  }

  test('nginx assembles the legacy template from the live snippets; every widget loads from the CDN origin and the newsletter signs up', async ({
    page,
    qa,
  }) => {
    // The CDN block answers as cdn-rules.ts asks (CORS, types, caching): the release check passes it.
    const check = await releaseCheck(nginx.cdnUrl, cdnDir, setDir('initial'));
    await test.info().attach('release check against nginx', { body: check.output, contentType: 'text/plain' });
    expect(check.code, check.output).toBe(0);

    const html = await (await page.request.get(nginx.shopUrl + templatePath)).text();
    expect(html).not.toContain('<!--#include');
    expect(html).not.toContain('an error occurred while processing the directive');
    expect(html).toContain('<script type="importmap">');
    expect(html).toContain(`${nginx.cdnUrl}footer/0.1.0/`);

    const loads = watchCdn(page);
    await page.goto(nginx.shopUrl + templatePath);
    await everyWidgetDefined(page);
    await untilTakenOver(page);
    await expect(page.locator('shop-footer footer:not([data-prerendered]) .bottom__copyright')).toHaveText(/Shop GmbH/);
    await signUp(page, `nginx.${qa.scope}@example.com`);
    await page.waitForLoadState('networkidle');
    expect(loads.failed).toEqual([]);
    expect(loads.folders()).toEqual(expect.arrayContaining(['footer/0.1.0', 'runtime/0.1.0', 'session/0.1.0']));
  });

  test('swapping the live symlink to another set: the next page view gets that set, the template untouched', async ({
    page,
  }) => {
    // A second set: the footer as 0.1.1 (the same build, staged under its new version without
    // building), its snippets rewritten in a copy of the first set.
    const workspace = copyWorkspace(repoRoot, { withDist: builtPackages() });
    try {
      setVersion(workspace, 'footer', '0.1.1');
      stage(workspace, ['footer'], cdnDir, { build: false });
      cpSync(setDir('initial'), setDir('next'), { recursive: true });
      writeCdnSnippets(workspace, setDir('next'), nginx.cdnUrl, ['footer']);
    } finally {
      rmSync(workspace, { recursive: true, force: true });
    }

    const loads = watchCdn(page);
    await page.goto(nginx.shopUrl + templatePath);
    await everyWidgetDefined(page);
    await page.waitForLoadState('networkidle');
    expect(loads.folders()).toContain('footer/0.1.0');

    swapLive('next');
    await policyFromLive();
    loads.clear();
    await page.reload();
    await everyWidgetDefined(page);
    await page.waitForLoadState('networkidle');
    expect(loads.failed).toEqual([]);
    expect(loads.folders()).toContain('footer/0.1.1');
    expect(loads.folders()).not.toContain('footer/0.1.0');
    for (const folder of loads.folders().filter((f) => !f.startsWith('footer/'))) expect(folder).toMatch(/\/0\.1\.0$/);

    // And back: the kept first set, the old footer again.
    swapLive('initial');
    await policyFromLive();
    loads.clear();
    await page.reload();
    await everyWidgetDefined(page);
    await page.waitForLoadState('networkidle');
    expect(loads.folders()).toContain('footer/0.1.0');
    expect(loads.folders()).not.toContain('footer/0.1.1');
  });
});
