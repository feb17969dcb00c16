import { randomUUID } from 'node:crypto';
import { test as base, expect, type Page } from '@playwright/test';
import type { Faults } from '../demo-host/src/core/faults.ts';

/**
 * The e2e fixtures every suite uses:
 * - `problems`: console errors, uncaught exceptions and CSP violations of the page; each test
 *   ends by asserting there were none (call `problems.allow(/regex/)` for an expected one).
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
  problems: async ({ page }, use) => {
    const list: string[] = [];
    const allowed: RegExp[] = [];
    watch(page, list);
    await watchCsp(page, list);
    await use({ list, allow: (pattern) => allowed.push(pattern) });
    const unexpected = list.filter((problem) => !allowed.some((pattern) => pattern.test(problem)));
    expect(unexpected, 'console errors, uncaught exceptions or CSP violations').toEqual([]);
  },
});

function watch(page: Page, list: string[]) {
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // A promotion lookup that answers 404 means "no fetched footer content" (spec §7: "404
    // gives nothing"). The demo answers 204 by default; tests that ask for the real service's
    // 404 (variant `none`, QA status 404) get Chromium's failed-fetch line, which is expected.
    if (isExpectedNotFound(message.text(), message.location().url)) return;
    list.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => list.push(`uncaught: ${error.message}`));
  page.on('crash', () => list.push('page crashed'));
}

const expectedNotFound = /\/service\/promotion\/api\/promotion\/[^/?#]+$/;

function isExpectedNotFound(text: string, url: string): boolean {
  return /status of 404/.test(text) && expectedNotFound.test(new URL(url, 'http://x').pathname);
}

/** Records `securitypolicyviolation` events (from before any page script runs) into the list. */
async function watchCsp(page: Page, list: string[]) {
  await page.exposeFunction('__reportCspViolation', (text: string) => list.push(`CSP: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCspViolation: (t: string) => void }).__reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
}

export { expect };
