import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { countries } from '@shop/sites';
import { expect, test } from './fixtures.ts';
import { collectWarnings, reachIntoWidgets, untilTakenOver } from './helpers.ts';

const designSystemVersion = (
  JSON.parse(readFileSync(join(import.meta.dirname, '..', 'packages', 'design-system', 'package.json'), 'utf8')) as {
    version: string;
  }
).version;

/** Resolves once every <shop-*> tag on the page whose bundle the page loads is defined. */
async function elementsDefined(page: Page, tag: string) {
  await page.waitForFunction((name) => customElements.get(name) !== undefined, tag);
}

test.describe('foundation', { tag: ['@foundation'] }, () => {
  test('the home page defines its elements with zero console errors and CSP violations', async ({ page, problems }) => {
    await page.goto('/?country=PL');
    await expect(page.locator('shop-notification')).toHaveJSProperty('isConnected', true);
    await page.waitForFunction(() => customElements.get('shop-notification') !== undefined);
    const text = page.locator('shop-notification');
    await expect(text).toContainText('fresh coffee');
    await expect(page.getByRole('status').first()).toBeVisible();
    expect(problems.list).toEqual([]);
  });

  test('React is downloaded exactly once on a page carrying every element, once the shopper reached into them', async ({
    page,
    problems,
  }) => {
    const reactRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/runtime\/.*(react-dom|client)-/.test(request.url())) reactRequests.push(request.url());
    });
    await page.goto('/?country=DE');
    await untilTakenOver(page);
    await page.waitForLoadState('networkidle');
    const reactDomClient = reactRequests.filter((url) => /\/chunks\/client-/.test(url));
    expect(reactDomClient).toHaveLength(1);
    expect(problems.list).toEqual([]);
  });

  test("a page's head holds no module of ours; the loader preloads a widget's graph with it, its country's only", async ({
    page,
  }) => {
    const scripts: { url: string; beforeLoad: boolean }[] = [];
    let loaded = false;
    page.on('load', () => {
      loaded = true;
    });
    page.on('request', (request) => {
      if (request.url().endsWith('.js')) scripts.push({ url: new URL(request.url()).pathname, beforeLoad: !loaded });
    });
    await page.goto('/footer-lab/bench/element?country=CZ');
    const head = await page.evaluate(() =>
      [...document.head.querySelectorAll('script, link[rel="modulepreload"]')].map((node) =>
        node.matches('script[type="importmap"]')
          ? 'importmap'
          : node.matches('script[type="application/json"]')
            ? 'config'
            : node.localName === 'link'
              ? 'preload'
              : (node as HTMLScriptElement).src
                ? 'external script'
                : 'inline script',
      ),
    );
    expect(head.slice(0, 3)).toEqual(['importmap', 'config', 'inline script']);
    await page.waitForLoadState('load');
    // The footer's code loads on the shopper's first sign of use: the pointer enters it.
    await reachIntoWidgets(page);
    await expect(page.locator('shop-footer').locator('footer .bottom')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((script) => script.beforeLoad)).toEqual([]);
    const preloads = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => ({
        path: new URL(link.href).pathname,
        integrity: link.integrity,
      })),
    );
    const paths = preloads.map((preload) => preload.path);
    // the footer's entry graph, react-dom's chunk and the content chunk of the page's country only
    expect(paths).toEqual(expect.arrayContaining([expect.stringMatching(/^\/assets\/footer\/chunks\/cz-/)]));
    expect(paths).toEqual(expect.arrayContaining([expect.stringMatching(/^\/assets\/runtime\/chunks\/client-/)]));
    expect(paths.filter((path) => /\/footer\/chunks\/(de|pl|hu)-/.test(path))).toEqual([]);
    for (const preload of preloads) expect(preload.integrity, preload.path).toMatch(/^sha384-/);
    // nothing preloaded that the page does not load
    const requested = new Set(scripts.map((script) => script.url));
    for (const path of paths) expect(requested.has(path), path).toBe(true);
  });

  test('host-page CSS does not restyle a widget, and widget CSS does not leak out', async ({ page }) => {
    await page.goto('/?country=DE');
    const notification = page.locator('shop-notification');
    // The message is the element's own light-DOM text (slotted), there before the element upgrades:
    // wait for the rendered shadow root as well.
    await expect(notification).toContainText('fresh coffee');
    await expect(notification.locator('.shop-root:not([aria-busy])')).toBeAttached();
    const fontInside = await notification.evaluate(
      (host) => getComputedStyle(host.shadowRoot?.querySelector('.shop-root') as Element).fontFamily,
    );
    const fontOutside = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(fontOutside).toContain('Georgia');
    expect(fontInside).not.toContain('Georgia');
    // The widget's class names mean nothing outside its shadow root.
    const leaked = await page.evaluate(() => {
      const probe = document.createElement('div');
      probe.className = 'notification notification--error';
      document.body.append(probe);
      const background = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return background;
    });
    expect(leaked).toBe('rgba(0, 0, 0, 0)');
  });
});

test.describe('every demo page', { tag: ['@foundation'] }, () => {
  test('each page linked from the header and the QA page (and the home page of every country) loads with zero console errors and CSP violations', async ({
    page,
    problems,
  }) => {
    await page.goto('/');
    const links = await page
      .locator('header a[href]')
      .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).getAttribute('href') ?? ''));
    const paths = [...new Set(links.filter((href) => href.startsWith('/')))];
    expect(paths.length).toBeGreaterThan(countries.length); // the demo nav and a link per country site
    const visited: string[] = [];
    for (let index = 0; index < paths.length; index++) {
      const path = paths[index] as string;
      // Pages of features that have not arrived yet answer 404: not a page that exists.
      const answer = await page.request.get(path);
      if (answer.status() === 404) continue;
      expect(answer.status(), path).toBe(200);
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await page.waitForLoadState('networkidle');
      expect(problems.list, `console errors or CSP violations on ${path}`).toEqual([]);
      visited.push(path);
      // The QA page links every page of the demo host (labs, QA helper pages): visit those too.
      if (path.startsWith('/qa?')) {
        const helpers = await page
          .locator('main a[href^="/"]:not([href^="/__qa/"])')
          .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
        for (const helper of helpers) if (!paths.includes(helper)) paths.push(helper);
      }
    }
    expect(visited).toContain('/qa?country=DE');
    expect(visited.filter((path) => path.startsWith('/?country='))).toHaveLength(countries.length);
  });

  test('the QA page has no accessibility violations', async ({ page, problems }) => {
    await page.goto('/qa');
    await expect(page.getByRole('heading', { level: 1, name: 'QA switches' })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    expect(problems.list).toEqual([]);
  });
});

test.describe('QA switches', { tag: ['@foundation'] }, () => {
  test('a switch changes what a mock service answers, for this test only', async ({ page, qa, problems, browser }) => {
    const state = (await (await page.request.get('/__qa/state')).json()) as { faults: Record<string, unknown> };
    const [service] = Object.keys(state.faults);
    expect(service, 'the demo host has mock services').toBeDefined();
    if (!service) return;

    // The QA page lists each service with the path prefixes its switches act on.
    await page.goto('/qa');
    const prefix = await page.locator(`tr[data-service="${service}"] code.qa-prefix`).first().textContent();
    expect(prefix).toMatch(/^\//);
    const url = `${prefix}/qa-probe`;

    const normal = await page.request.get(url);
    expect(normal.status()).not.toBe(503);

    await qa.fault(service, { status: 503 });
    const failing = await page.request.get(url);
    expect(failing.status()).toBe(503);
    expect(await failing.json()).toMatchObject({ type: 'qa.fault', status: 503 });

    // Another browser context (no qa_scope cookie of this test) still gets the normal answer.
    const other = await browser.newContext();
    expect((await other.request.get(new URL(url, page.url()).href)).status()).toBe(normal.status());
    await other.close();

    await qa.fault(service, { status: null, malformed: true });
    const malformed = await page.request.get(url);
    expect(malformed.status()).toBe(200);
    await expect(malformed.json()).rejects.toThrow();

    await qa.fault(service, { malformed: false, latencyMs: 700 });
    const started = Date.now();
    await page.request.get(url);
    expect(Date.now() - started).toBeGreaterThanOrEqual(650);

    // A dropped connection is a network error for the page's own fetch.
    await qa.fault(service, { latencyMs: 0, drop: true });
    problems.allow(/Failed to load resource|net::ERR_/);
    const outcome = await page.evaluate(async (target) => {
      try {
        const response = await fetch(target);
        return `answered ${response.status}`;
      } catch (error) {
        return `network error: ${(error as Error).name}`;
      }
    }, url);
    expect(outcome).toBe('network error: TypeError');
  });
});

test.describe('element helper in Chromium', { tag: ['@foundation'] }, () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/?country=DE');
    await elementsDefined(page, 'shop-notification');
  });

  test('a bare boolean attribute is true, "false" is false, and removing one restores its default', async ({
    page,
    problems,
  }) => {
    await page.evaluate(() => {
      const element = document.createElement('shop-notification');
      element.id = 'probe';
      element.setAttribute('variant', 'warning');
      element.setAttribute('transparent', '');
      element.setAttribute('show-close-icon', 'false');
      element.textContent = 'Probe message';
      document.querySelector('main')?.append(element);
    });
    const probe = page.locator('#probe');
    const box = probe.locator('.notification');
    const close = probe.getByRole('button');

    await expect(box).toHaveClass(/notification--transparent/);
    await expect(close).toHaveCount(0);

    await probe.evaluate((element) => element.setAttribute('transparent', 'false'));
    await expect(box).not.toHaveClass(/notification--transparent/);
    await probe.evaluate((element) => element.setAttribute('transparent', ''));
    await expect(box).toHaveClass(/notification--transparent/);
    await probe.evaluate((element) => element.removeAttribute('transparent'));
    await expect(box).not.toHaveClass(/notification--transparent/);

    // show-close-icon defaults to true: removing "false" brings the close button back.
    await probe.evaluate((element) => element.removeAttribute('show-close-icon'));
    await expect(close).toHaveCount(1);
    expect(problems.list).toEqual([]);
  });

  test('events leave the shadow root, bubble to the document and name the element as target', async ({
    page,
    problems,
  }) => {
    await page.evaluate(() => {
      const element = document.createElement('shop-notification');
      element.id = 'closable';
      element.textContent = 'Closable message';
      document.querySelector('main')?.append(element);
      const seen: unknown[] = [];
      (window as unknown as { seenEvents: unknown[] }).seenEvents = seen;
      document.addEventListener('shop-close', (event) => {
        seen.push({
          type: event.type,
          target: (event.target as Element).id,
          composed: event.composed,
          bubbles: event.bubbles,
          isCustomEvent: event instanceof CustomEvent,
        });
      });
    });
    await page.locator('#closable').getByRole('button').click();
    const seen = await page.evaluate(() => (window as unknown as { seenEvents: unknown[] }).seenEvents);
    expect(seen).toEqual([
      { type: 'shop-close', target: 'closable', composed: true, bubbles: true, isCustomEvent: true },
    ]);
    expect(problems.list).toEqual([]);
  });

  test('a second copy of a bundle defining the same tag warns with both versions and breaks nothing', async ({
    page,
    problems,
  }) => {
    const warnings = collectWarnings(page);
    const entry = await page.evaluate(
      () =>
        (
          JSON.parse(document.querySelector('script[data-shop-loader]')?.textContent ?? '{}') as {
            bundles: { src: string }[];
          }
        ).bundles.find((bundle) => bundle.src.includes('/assets/design-system/'))?.src,
    );
    await page.waitForFunction(() => customElements.get('shop-notification'));
    expect(entry).toBeTruthy();
    // The same module under another URL runs again, like a second bundle bringing <shop-notification>.
    const kept = await page.evaluate(async (src) => {
      const first = customElements.get('shop-notification');
      await import(`${src}?v2`);
      return first !== undefined && customElements.get('shop-notification') === first;
    }, entry as string);
    expect(kept, 'the first definition of <shop-notification> stays registered').toBe(true);
    await expect
      .poll(() => warnings.find((text) => text.includes('<shop-notification> is already defined')))
      .toBeTruthy();
    const warning = warnings.find((text) => text.includes('<shop-notification> is already defined')) ?? '';
    expect(warning.split(designSystemVersion).length - 1).toBe(2);

    // The first definition keeps working: existing and new elements render.
    await expect(page.locator('main > section shop-notification')).toContainText('fresh coffee');
    await page.evaluate(() => {
      const element = document.createElement('shop-notification');
      element.id = 'after-second-bundle';
      element.textContent = 'Still here';
      document.querySelector('main')?.append(element);
    });
    await expect(page.locator('#after-second-bundle .notification')).toBeVisible();
    expect(problems.list).toEqual([]);
  });
});

test.describe('element cleanup', { tag: ['@foundation'] }, () => {
  test('removing every <shop-*> element stops its timers and requests', async ({ page, qa, problems }) => {
    // Counts timers that are still pending (timeouts not yet fired, intervals not cleared) and
    // every timer callback that runs, from before any page script.
    await page.addInitScript(() => {
      // Each pending timer with the stack that set it, named when the test fails.
      const pending = new Map<number, string>();
      let fired = 0;
      const origin = () => (new Error().stack ?? '').split('\n').slice(2, 6).join(' ← ');
      const { setTimeout: nativeTimeout, setInterval: nativeInterval, clearTimeout: nativeClear } = window;
      const w = window as unknown as Record<string, unknown>;
      // The elements' own timers: set by our bundles' code (files under /assets/). The page's
      // loader (inline in the head) keeps its cookie watch for a bundle that waits for a login or
      // staff cookie for up to a minute after the shopper's last activity: a page's, not an element's.
      const isOurs = (where: string) => where.includes('/assets/');
      w.setTimeout = (handler: (...args: unknown[]) => void, delay?: number, ...args: unknown[]) => {
        const where = `setTimeout ${delay} ms ${origin()}`;
        const id: number = nativeTimeout(() => {
          pending.delete(id);
          if (isOurs(where)) fired++;
          handler(...args);
        }, delay);
        if (isOurs(where)) pending.set(id, where);
        return id;
      };
      w.setInterval = (handler: (...args: unknown[]) => void, delay?: number, ...args: unknown[]) => {
        const where = `setInterval ${delay} ms ${origin()}`;
        const id: number = nativeInterval(() => {
          if (isOurs(where)) fired++;
          handler(...args);
        }, delay);
        if (isOurs(where)) pending.set(id, where);
        return id;
      };
      const clear = (id?: number) => {
        if (id !== undefined) pending.delete(id);
        nativeClear(id);
      };
      w.clearTimeout = clear;
      w.clearInterval = clear;
      w.timerCount = () => ({ pending: pending.size, fired, origins: [...pending.values()] });
    });
    const timers = () =>
      page.evaluate(() =>
        (window as unknown as { timerCount: () => { pending: number; fired: number; origins: string[] } }).timerCount(),
      );

    // Slow services (for this test only): the widgets' requests, and their time-out timers,
    // are still running when the elements are removed.
    const state = (await (await page.request.get('/__qa/state')).json()) as { faults: Record<string, unknown> };
    // (Not our own files, the `assets` switch: the widgets must load to start their work.)
    for (const service of Object.keys(state.faults))
      if (service !== 'assets') await qa.fault(service, { latencyMs: 5000 });
    const finished: string[] = [];
    page.on('requestfinished', (request) => {
      if (['fetch', 'xhr'].includes(request.resourceType())) finished.push(request.url());
    });

    await page.goto('/?country=DE', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('shop-notification')).toContainText('fresh coffee');
    // The widgets' code loads on the shopper's first sign of use: the pointer enters each.
    await page.waitForLoadState('load');
    await reachIntoWidgets(page);
    // Every widget has taken over: the page's loader has fetched their code (its preloads run
    // in tasks of their own, timers of the page, not of an element), and what runs now is theirs.
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            [...document.querySelectorAll('*')].some((element) =>
              element.shadowRoot?.querySelector('[data-shop-prerendered]'),
            ),
          ),
        { message: 'widgets still showing their prerendered markup' },
      )
      .toBe(false);
    await expect
      .poll(async () => (await timers()).pending, { message: 'timers running before removal' })
      .toBeGreaterThan(0);

    const removed = await page.evaluate(() => {
      const elements = [...document.querySelectorAll('*')].filter((element) => element.localName.startsWith('shop-'));
      for (const element of elements) element.remove();
      return elements.length;
    });
    expect(removed).toBeGreaterThan(0);
    const finishedAtRemoval = finished.length;

    // Well before the slow answers would arrive, nothing is pending any more.
    await expect.poll(async () => (await timers()).origins, { timeout: 1500 }).toEqual([]);
    const settled = await timers();
    await page.waitForTimeout(4000);
    expect((await timers()).fired, 'timer callbacks after removal').toBe(settled.fired);
    expect(finished.slice(finishedAtRemoval), 'requests completed after removal').toEqual([]);
    expect(problems.list).toEqual([]);
  });
});
