import { defineConfig, devices } from '@playwright/test';
import chromiumFlags from './tooling/chromium-flags.json' with { type: 'json' };

// Debian's Chromium (Playwright's own browser download does not work on these machines).
const port = Number(process.env.E2E_PORT ?? 4300);

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  // One retry: a test that passes only on it is listed by name at the end of `pnpm test`
  // (scripts/test.mjs) as "passed only on a retry", never silently.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumFlags,
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } } },
    {
      name: 'smartphone',
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 800 } },
      // Only suites that assert something width-dependent run here.
      grep: /@mobile/,
    },
  ],
  webServer: {
    command: 'node node_modules/tsx/dist/cli.mjs demo-host/src/main.ts',
    url: `http://127.0.0.1:${port}/__qa/state`,
    env: { PORT: String(port) },
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
