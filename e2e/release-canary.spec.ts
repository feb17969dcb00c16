import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { hashTree } from '../scripts/hash-tree.mjs';
import type { CspJson } from '../tooling/release/template.ts';
import { copyWorkspace, setVersion } from '../tooling/release/workspace.ts';
import { expect, test } from './fixtures.ts';
import { reachIntoWidgets, untilTakenOver } from './helpers.ts';
import { newsletterForm } from './pages/newsletter.ts';
import { loginAsStaff } from './pages/previewPanel.ts';
import { releaseCheck, repoRoot, templatePolicy, watchCdn } from './release/cdn.ts';
import { type Nginx, startNginx } from './release/nginx.ts';

/**
 * Issue 42, point 5: releases tested end to end behind a real web server. Debian's nginx
 * (e2e/release/nginx.ts) serves e2e/release/legacy-ssi/home.shtml, a legacy template made of
 * nothing but our `<!--#include virtual=… -->` snippets as the README tells a shop, with `ssi on`;
 * `/snippets/` is `<root>/live/`, the symlink to one of the kept snippet sets `<root>/sets/<id>/`
 * that the release commands (tooling/release/commands.ts: `release`, `promote`, `rollback`)
 * write and swap; the CDN folder they upload to is nginx's second origin (another port of
 * 127.0.0.1: page and CDN are both on the loopback address, so Chromium's Local Network Access
 * does not come into it); every other path goes to the demo host (the services the widgets call).
 *
 * The template's Content-Security-Policy is the one thing SSI cannot give: the shop's server sets
 * it from the live set's csp.json after each swap (`policyFromLive`, nginx.ts `setPolicy`).
 */

// The widgets an anonymous shopper's page loads once the shopper reaches into them; the session
// (a login) and the preview panel (a staff login) fetch no code without their cookie.
const widgetTags = ['shop-notification', 'shop-footer', 'shop-newsletter'];
const templates = join(import.meta.dirname, 'release', 'legacy-ssi');
const templatePath = '/home.shtml';
const tsx = join(repoRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs');

/** Every package built in the workspace: what the first release stages. */
const builtPackages = () =>
  readdirSync(join(repoRoot, 'packages')).filter((pkg) =>
    existsSync(join(repoRoot, 'packages', pkg, 'dist', '.vite', 'manifest.json')),
  );

/** The footer folders (`0.1.0`, …) a page loaded code from. */
const footerVersions = (page: Page) =>
  page.evaluate(() => [
    ...new Set(
      performance
        .getEntriesByType('resource')
        .map((entry) => /\/footer\/(\d+\.\d+\.\d+)\//.exec(entry.name)?.[1])
        .filter((version): version is string => Boolean(version)),
    ),
  ]);

test.describe('releases behind nginx with server-side includes', { tag: ['@release'] }, () => {
  test.describe.configure({ mode: 'serial' });

  let workdir = '';
  let cdnDir = '';
  let snippetsRoot = '';
  let configPath = '';
  let nginx: Nginx;

  /**
   * `tsx tooling/release/commands.ts <args…> --config <ours>` in `workspace` (the repository or a
   * team's copy of it), as a team runs `npx -y pnpm@10 release …`: its one line, or a failure
   * with what it said.
   */
  function command(workspace: string, args: string[]): string {
    const run = spawnSync(process.execPath, [tsx, 'tooling/release/commands.ts', ...args, '--config', configPath], {
      cwd: workspace,
      encoding: 'utf8',
      timeout: 300_000,
    });
    const line = (run.stdout ?? '').trim();
    expect(run.status, `${args.join(' ')}:\n${run.stdout}\n${run.stderr}`).toBe(0);
    console.log(line);
    return line;
  }

  /** The template's policy from the live set's csp.json, as the shop's server sets it after a swap. */
  async function policyFromLive() {
    const csp = JSON.parse(
      readFileSync(join(snippetsRoot, 'live', 'pages', 'home', 'DE', 'csp.json'), 'utf8'),
    ) as CspJson;
    // The README's policy, plus the CDN in connect-src: a release set's staff override (the preview
    // panel's switch and the override module) fetches releases.json from the CDN.
    const policy = templatePolicy(csp, nginx.cdnUrl).replace(
      "connect-src 'self'",
      `connect-src 'self' ${new URL(nginx.cdnUrl).origin}`,
    );
    await nginx.setPolicy(policy);
  }

  const liveSet = () => readlinkSync(join(snippetsRoot, 'live'));

  test.beforeAll(async ({ baseURL }) => {
    workdir = mkdtempSync(join(tmpdir(), 'shop-canary-'));
    cdnDir = join(workdir, 'cdn');
    snippetsRoot = join(workdir, 'snippets');
    mkdirSync(cdnDir);
    mkdirSync(snippetsRoot);
    nginx = await startNginx({ templates, snippetsRoot, cdnDir, upstream: baseURL ?? '' });
    configPath = join(workdir, 'release.config.json');
    writeFileSync(
      configPath,
      JSON.stringify({
        cdn: { target: cdnDir, url: nginx.cdnUrl },
        snippets: snippetsRoot,
        stage: join(workdir, 'stage'),
        origin: nginx.shopUrl,
      }),
    );
    // The first release: every package's build as it is; its set is live at once.
    command(repoRoot, ['release', ...builtPackages(), '--no-build']);
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

  async function everyWidgetDefined(page: Page) {
    await page.waitForLoadState('load');
    await reachIntoWidgets(page);
    for (const tag of widgetTags) await page.waitForFunction((name) => customElements.get(name) !== undefined, tag);
  }

  /** A page view: every widget defined, the CDN quiet; the footer folders it loaded. */
  async function view(page: Page, loads: ReturnType<typeof watchCdn>, how: 'goto' | 'reload' = 'reload') {
    loads.clear();
    if (how === 'goto') await page.goto(nginx.shopUrl + templatePath);
    else await page.reload();
    await everyWidgetDefined(page);
    await page.waitForLoadState('networkidle');
    expect(loads.failed).toEqual([]);
    return loads.folders().filter((folder) => folder.startsWith('footer/'));
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
    const check = await releaseCheck(nginx.cdnUrl, join(workdir, 'stage'), join(snippetsRoot, 'live'));
    await test.info().attach('release check against nginx', { body: check.output, contentType: 'text/plain' });
    expect(check.code, check.output).toBe(0);

    const html = await (await page.request.get(nginx.shopUrl + templatePath)).text();
    expect(html).not.toContain('<!--#include');
    expect(html).not.toContain('an error occurred while processing the directive');
    expect(html).toContain('<script type="importmap">');
    expect(html).toContain(`${nginx.cdnUrl}footer/0.1.0/`);

    const loads = watchCdn(page, nginx.cdnUrl);
    expect(await view(page, loads, 'goto')).toEqual(['footer/0.1.0']);
    await untilTakenOver(page);
    await expect(page.locator('shop-footer footer:not([data-prerendered]) .bottom__copyright')).toHaveText(/Shop GmbH/);
    await signUp(page, `nginx.${qa.scope}@example.com`);
    expect(loads.failed).toEqual([]);
    expect(loads.folders()).toEqual(expect.arrayContaining(['footer/0.1.0', 'runtime/0.1.0', 'newsletter/0.1.0']));
  });

  test('release, promote 100, rollback: each swap of the live set reaches the next page view, the template untouched, a rollback uploads nothing', async ({
    page,
  }) => {
    const template = hashTree(templates);
    const loads = watchCdn(page, nginx.cdnUrl);
    expect(await view(page, loads, 'goto')).toEqual(['footer/0.1.0']);

    // A footer 0.1.1 (the same build under a new version, staged without building) from a team's copy.
    const workspace = copyWorkspace(repoRoot, { withDist: builtPackages() });
    try {
      setVersion(workspace, 'footer', '0.1.1');
      expect(command(workspace, ['release', 'footer', '--no-build'])).toMatch(/not live/);
    } finally {
      rmSync(workspace, { recursive: true, force: true });
    }
    const first = liveSet();
    expect(await view(page, loads)).toEqual(['footer/0.1.0']);

    command(repoRoot, ['promote', 'footer', '100']);
    expect(liveSet()).not.toBe(first);
    await policyFromLive();
    expect(await view(page, loads)).toEqual(['footer/0.1.1']);
    for (const folder of loads.folders().filter((f) => !f.startsWith('footer/'))) expect(folder).toMatch(/\/0\.1\.0$/);

    const cdnBefore = hashTree(cdnDir);
    const started = Date.now();
    expect(command(repoRoot, ['rollback', 'footer'])).toMatch(/kept set, nothing rebuilt/);
    const took = Date.now() - started;
    console.log(`rollback took ${took} ms`);
    expect(took, 'a rollback takes under 5 s (issue 42)').toBeLessThan(5_000);
    expect(liveSet()).toBe(first);
    await policyFromLive();
    expect(await view(page, loads)).toEqual(['footer/0.1.0']);
    expect(hashTree(cdnDir)).toEqual(cdnBefore);
    expect(hashTree(templates)).toEqual(template);
  });

  test('a footer 0.2.0 built in a team copy and promoted to 50 %: about half of 40 new shoppers get it, each keeps theirs on reload', async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    // The footer team's release: a changed text, the version bumped, built in their checkout.
    releaseFooter('0.2.0', 'src/locales/de-DE.json', (texts) => texts.replace('Shop GmbH', 'Shop AG'));
    command(repoRoot, ['promote', 'footer', '50']);
    await policyFromLive();

    const visitors = await inBatches(40, 4, (n) => visit(browser, n));
    const canary = visitors.filter((visitor) => visitor.first === '0.2.0').length;
    console.log(`footer 0.2.0 at 50 %: ${canary} of ${visitors.length} new shoppers got it`);
    await test.info().attach('visitors', { body: JSON.stringify(visitors, null, 1), contentType: 'application/json' });
    for (const visitor of visitors) {
      expect(visitor.problems, `shopper ${visitor.n}`).toEqual([]);
      // One version per page view (only the chosen version's code is fetched), kept on reload,
      // and the one the shopper's bucket gives.
      expect(visitor.loaded, `shopper ${visitor.n}`).toHaveLength(1);
      expect(visitor.reloaded, `shopper ${visitor.n}`).toEqual(visitor.loaded);
      expect(visitor.first, `shopper ${visitor.n} in bucket ${visitor.bucket}`).toBe(
        Number(visitor.bucket) < 50 ? '0.2.0' : '0.1.0',
      );
      expect(visitor.copyright).toMatch(visitor.first === '0.2.0' ? /Shop AG/ : /Shop GmbH/);
    }
    expect(canary).toBeGreaterThanOrEqual(8);
    expect(canary).toBeLessThanOrEqual(32);
  });

  test('a staff browser overrides the newsletter to an older released version and sees the marker; a shopper with the same query and cookie does not', async ({
    page,
    browser,
  }) => {
    // The newsletter team's 0.2.0 (the same build under a new version), live for everyone.
    const workspace = copyWorkspace(repoRoot, { withDist: builtPackages() });
    try {
      setVersion(workspace, 'newsletter', '0.2.0');
      command(workspace, ['release', 'newsletter', '--no-build']);
    } finally {
      rmSync(workspace, { recursive: true, force: true });
    }
    command(repoRoot, ['promote', 'newsletter', '100']);
    await policyFromLive();
    const newsletterFolders = (loads: ReturnType<typeof watchCdn>) =>
      loads.folders().filter((folder) => folder.startsWith('newsletter/'));

    // Staff: logged in to the preview, the panel's switch chooses newsletter 0.1.0.
    await loginAsStaff(page);
    const loads = watchCdn(page, nginx.cdnUrl);
    await view(page, loads, 'goto');
    expect(newsletterFolders(loads)).toEqual(['newsletter/0.2.0']);
    const panel = page.locator('shop-preview-panel');
    await panel.getByRole('button', { name: /^Vorschau/ }).click();
    await panel.getByRole('combobox', { name: 'newsletter', exact: true }).selectOption('0.1.0');
    loads.clear();
    await Promise.all([
      page.waitForEvent('load'),
      panel.getByRole('button', { name: 'Diese Versionen verwenden' }).click(),
    ]);
    await everyWidgetDefined(page);
    await page.waitForLoadState('networkidle');
    expect(loads.failed).toEqual([]);
    expect(newsletterFolders(loads)).toEqual(['newsletter/0.1.0']);
    const marker = page.locator('[data-shop-override]').getByRole('status');
    await expect(marker).toContainText('newsletter');
    await expect(marker).toContainText('0.1.0');

    // A shopper sent the same choice by a link and a cookie: nothing changes for them.
    const shopper = await browser.newContext();
    const problems: string[] = [];
    shopper.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    try {
      const forged = JSON.stringify({ newsletter: '0.1.0' });
      await shopper.addCookies([
        { name: 'shop-release-override', value: encodeURIComponent(forged), url: nginx.shopUrl },
      ]);
      const shopperPage = await shopper.newPage();
      const shopperLoads = watchCdn(shopperPage, nginx.cdnUrl);
      await shopperPage.goto(`${nginx.shopUrl}${templatePath}?shop-release-override=${encodeURIComponent(forged)}`);
      await everyWidgetDefined(shopperPage);
      await shopperPage.waitForLoadState('networkidle');
      expect(shopperLoads.failed).toEqual([]);
      expect(newsletterFolders(shopperLoads)).toEqual(['newsletter/0.2.0']);
      await expect(shopperPage.locator('[data-shop-override]')).toHaveCount(0);
      expect(problems).toEqual([]);
    } finally {
      await shopper.close();
    }

    // The marker's one button ends the override: the released version again.
    loads.clear();
    await Promise.all([
      page.waitForEvent('load'),
      marker.getByRole('button', { name: 'Überschreibung beenden' }).click(),
    ]);
    await everyWidgetDefined(page);
    await page.waitForLoadState('networkidle');
    expect(newsletterFolders(loads)).toEqual(['newsletter/0.2.0']);
    await expect(page.locator('[data-shop-override]')).toHaveCount(0);
  });

  /** A new shopper (a fresh browser context): the footer version of a page view and of its reload. */
  async function visit(browser: Browser, n: number) {
    const context = await browser.newContext();
    const problems: string[] = [];
    context.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
    });
    context.on('weberror', (error) => problems.push(`uncaught: ${error.error().message}`));
    try {
      const page = await context.newPage();
      await page.goto(nginx.shopUrl + templatePath);
      await reachIntoWidgets(page);
      await page.waitForFunction(() => customElements.get('shop-footer') !== undefined);
      const copyright = await page
        .locator('shop-footer footer:not([data-prerendered]) .bottom__copyright')
        .textContent({ timeout: 10_000 });
      const loaded = await footerVersions(page);
      await page.reload();
      await reachIntoWidgets(page);
      await page.waitForFunction(() => customElements.get('shop-footer') !== undefined);
      const reloaded = await footerVersions(page);
      const bucket = (await context.cookies()).find((cookie) => cookie.name === 'shop-bucket')?.value;
      return { n, bucket, first: loaded[0], loaded, reloaded, copyright, problems };
    } finally {
      await context.close();
    }
  }

  test('a footer that throws once mounted, released at 10 %: its shoppers meet the render error, the others do not; the dashboard and release:status show it within a minute; rollback gives every new page view the previous footer', async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(300_000);
    const live = await liveFooterVersion();
    // A footer 0.3.0 whose bottom area throws once mounted (the build's prerender runs no effects,
    // so the build itself succeeds): the element's error boundary catches it.
    releaseFooter('0.3.0', 'src/components/BottomArea.tsx', (source) => {
      const broken = `import { useEffect as useBrokenEffect } from 'react';\n${source.replace(
        '  useStyles(css);',
        "  useStyles(css);\n  useBrokenEffect(() => {\n    throw new Error('footer 0.3.0 fails to render');\n  }, []);",
      )}`;
      expect(broken).toContain('footer 0.3.0 fails to render');
      return broken;
    });
    command(repoRoot, ['promote', 'footer', '10']);
    await policyFromLive();

    // Shoppers put in their buckets beforehand (the first-party cookie the loader would set):
    // 3 is in the 10 %, 50 is not.
    const inCanary = await bucketShopper(browser, 3);
    const outside = await bucketShopper(browser, 50);
    try {
      // Three page views each: every view's health beacon leaves at its pagehide (the next view).
      for (let view = 0; view < 3; view++) {
        expect(await inCanary.view()).toEqual({ footer: ['0.3.0'], renderErrors: ['shop-footer'] });
        expect(await outside.view()).toEqual({ footer: [live], renderErrors: [] });
      }
      expect(inCanary.problems.some((line) => /footer 0\.3\.0 fails to render/.test(line))).toBe(true);
      expect(outside.problems).toEqual([]);
      await inCanary.leave();
      await outside.leave();

      // Within a minute of that traffic the dashboard and release:status show the canary's errors.
      const status = await expect
        .poll(() => releaseStatus(baseURL ?? ''), { timeout: 60_000, intervals: [1_000] })
        .toMatchObject({ code: 1 })
        .then(() => releaseStatus(baseURL ?? ''));
      expect(status.output).toContain('footer: current 0.1.0, canary 0.3.0 (from the release state)');
      expect(status.output).toMatch(/roll back: after only 3 views the canary 0\.3\.0 already failed 3 times/);
      const health = (await (await request.get(`/qa/releases.json?package=footer`)).json()) as {
        versions: { version: string; views: number; renderErrors: number }[];
      };
      expect(health.versions.find((entry) => entry.version === '0.3.0')).toMatchObject({ views: 3, renderErrors: 3 });
      const dashboard = await (await request.get('/qa/releases?package=footer')).text();
      expect(dashboard).toContain('0.3.0');

      const started = Date.now();
      expect(command(repoRoot, ['rollback', 'footer'])).toMatch(/0\.3\.0/);
      expect(Date.now() - started).toBeLessThan(5_000);
      await policyFromLive();
      inCanary.problems.length = 0;
      // Every new page view, the canary's shoppers' included, gets the previous footer.
      expect(await inCanary.view()).toEqual({ footer: [live], renderErrors: [] });
      expect(await outside.view()).toEqual({ footer: [live], renderErrors: [] });
      expect(inCanary.problems).toEqual([]);
      expect(outside.problems).toEqual([]);
    } finally {
      await inCanary.close();
      await outside.close();
    }
  });

  /**
   * The footer team's release: one file changed, the version bumped, built and released (not yet
   * live) from a copy of the workspace, as from their checkout.
   */
  function releaseFooter(version: string, file: string, change: (source: string) => string) {
    const workspace = copyWorkspace(repoRoot, { withDist: builtPackages() });
    try {
      const path = join(workspace, 'packages', 'footer', file);
      writeFileSync(path, change(readFileSync(path, 'utf8')));
      setVersion(workspace, 'footer', version);
      expect(command(workspace, ['release', 'footer'])).toMatch(
        new RegExp(`${version.replaceAll('.', '\\.')}.*not live`),
      );
    } finally {
      rmSync(workspace, { recursive: true, force: true });
    }
  }

  /** `release:status footer` against the demo host's collector, with the release state of our configuration. */
  function releaseStatus(collector: string) {
    const run = spawnSync(
      process.execPath,
      [tsx, 'tooling/release/status.ts', 'footer', '--collector', collector, '--config', configPath],
      { cwd: repoRoot, encoding: 'utf8', timeout: 30_000 },
    );
    return { code: run.status, output: `${run.stdout}${run.stderr}` };
  }

  /** The footer version every shopper gets now (the live set's state). */
  async function liveFooterVersion() {
    const state = JSON.parse(readFileSync(join(snippetsRoot, 'state.json'), 'utf8')) as Record<
      string,
      { live: string }
    >;
    return state.footer?.live ?? '';
  }

  /** A shopper's browser in bucket `bucket`: page views of the template, with the footer versions and render errors of each. */
  async function bucketShopper(browser: Browser, bucket: number) {
    const context = await browser.newContext();
    await context.addCookies([{ name: 'shop-bucket', value: String(bucket), url: nginx.shopUrl }]);
    const problems: string[] = [];
    context.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
    });
    context.on('weberror', (error) => problems.push(`uncaught: ${error.error().message}`));
    await context.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { shopRenderErrors: seen });
      document.addEventListener('shop-render-error', (event) => seen.push((event as CustomEvent).detail?.tag));
    });
    const page = await context.newPage();
    const renderErrors = () =>
      page.evaluate(() => (window as unknown as { shopRenderErrors: string[] }).shopRenderErrors);
    return {
      problems,
      close: () => context.close(),
      /** Leaves the shop (its last page view's health beacon goes at this pagehide). */
      leave: () => page.goto('about:blank'),
      view: async () => {
        await page.goto(nginx.shopUrl + templatePath);
        await everyWidgetDefined(page);
        // Taken over (the live footer's markup) or failed (its render error).
        await page.waitForFunction(
          () =>
            (window as unknown as { shopRenderErrors: string[] }).shopRenderErrors.length > 0 ||
            Boolean(document.querySelector('shop-footer')?.shadowRoot?.querySelector('footer:not([data-prerendered])')),
        );
        await page.waitForLoadState('networkidle');
        return { footer: await footerVersions(page), renderErrors: await renderErrors() };
      },
    };
  }
});

/** `count` tasks, `width` at a time. */
async function inBatches<T>(count: number, width: number, task: (n: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < count; start += width) {
    const batch = Array.from({ length: Math.min(width, count - start) }, (_, i) => task(start + i));
    results.push(...(await Promise.all(batch)));
  }
  return results;
}
