import { randomUUID } from 'node:crypto';
import { type BrowserContext, test as base, expect } from '@playwright/test';
import type { Faults } from '../demo-host/src/core/faults.ts';

/**
 * The e2e fixtures every suite uses:
 * - `problems` (automatic: it runs for every test, asked for or not): console errors, uncaught
 *   exceptions, crashes and CSP violations of every page of the test's browser context; each
 *   test ends by asserting there were none. A test that provokes a specific error allows it by
 *   asking for the fixture and calling `problems.allow(/pattern/)` (matched against entries
 *   such as `console.error: …`, `uncaught: …`, `CSP: …`); anything else still fails the test.
 *   Pages of contexts a test opens itself (`browser.newContext()`) are not watched.
 * - `qa`: the demo host's QA switches, scoped to this test's browser context (cookie
 *   `qa_scope`), so tests running in parallel do not disturb each other.
 */
interface Problems {
  list: string[];
  allow: (pattern: RegExp) => void;
}

interface Qa {
  scope: string;
  fault: (service: string, faults: Partial<Faults>) => Promise<void>;
}

export const test = base.extend<{ problems: Problems; qa: Qa }>({
  qa: async ({ context, baseURL, request }, use) => {
    const scope = randomUUID().replaceAll('-', '');
    const url = new URL(baseURL ?? 'http://127.0.0.1');
    await context.addCookies([{ name: 'qa_scope', value: scope, domain: url.hostname, path: '/' }]);
    await use({
      scope,
      fault: async (service, faults) => {
        const response = await request.post(`/__qa/faults/${service}?scope=${scope}`, { data: faults });
        expect(response.ok(), `QA switch for ${service}`).toBeTruthy();
      },
    });
    await request.post(`/__qa/reset?scope=${scope}`);
  },
  problems: [
    async ({ context }, use) => {
      const list: string[] = [];
      const allowed: RegExp[] = [];
      watch(context, list);
      await watchCsp(context, list);
      await use({ list, allow: (pattern) => allowed.push(pattern) });
      const unexpected = list.filter((problem) => !allowed.some((pattern) => pattern.test(problem)));
      expect(unexpected, 'console errors, uncaught exceptions or CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

function watch(context: BrowserContext, list: string[]) {
  context.on('console', (message) => {
    if (message.type() !== 'error') return;
    // A promotion lookup that answers 404 means "no fetched footer content": the real service
    // answers 404 when a site has no campaign. The demo answers 204 by default; tests that ask
    // for the 404 (variant `none`, QA status 404) get Chromium's failed-fetch line, which is
    // expected.
    if (isExpectedNotFound(message.text(), message.location().url)) return;
    list.push(`console.error: ${message.text()}`);
  });
  context.on('weberror', (error) => list.push(`uncaught: ${error.error().message}`));
  context.on('page', (page) => page.on('crash', () => list.push('page crashed')));
}

const expectedNotFound = /\/service\/promotion\/api\/promotion\/[^/?#]+$/;

function isExpectedNotFound(text: string, url: string): boolean {
  return /status of 404/.test(text) && expectedNotFound.test(new URL(url, 'http://x').pathname);
}

/** Records `securitypolicyviolation` events (from before any page script runs) into the list. */
async function watchCsp(context: BrowserContext, list: string[]) {
  await context.exposeFunction('__reportCspViolation', (text: string) => list.push(`CSP: ${text}`));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCspViolation: (t: string) => void }).__reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
}

export { expect };
