// The JavaScript a shopper's page really downloads: every script response of one page load in
// Chromium (cold cache), with its encoded (transferred, brotli) and decoded size.

/** @typedef {{ url: string, encoding: string, transferred: number, headers: number, decoded: number }} ScriptResponse */

/**
 * Loads `url` in a fresh context and sums the script responses by package.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 */
export async function measurePageScripts(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  /** @type {Promise<ScriptResponse>[]} */
  const pending = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const response = await request.response();
        const sizes = await request.sizes();
        const body = response ? await response.body().catch(() => Buffer.alloc(0)) : Buffer.alloc(0);
        return {
          url: new URL(request.url()).pathname,
          encoding: response?.headers()['content-encoding'] ?? 'identity',
          transferred: sizes.responseBodySize,
          headers: sizes.responseHeadersSize,
          decoded: body.length,
        };
      })(),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // Let late lazy chunks (texts) finish.
  await page.waitForTimeout(500);
  const scripts = await Promise.all(pending);
  await context.close();

  /** @type {Map<string, { pkg: string, requests: number, transferred: number, decoded: number }>} */
  const byPackage = new Map();
  for (const script of scripts) {
    const pkg = /^\/assets\/([a-z-]+)\//.exec(script.url)?.[1] ?? '(other)';
    const row = byPackage.get(pkg) ?? { pkg, requests: 0, transferred: 0, decoded: 0 };
    row.requests++;
    row.transferred += script.transferred;
    row.decoded += script.decoded;
    byPackage.set(pkg, row);
  }
  /** @type {(key: 'transferred' | 'headers' | 'decoded') => number} */
  const total = (key) => scripts.reduce((sum, script) => sum + script[key], 0);
  return {
    url,
    scripts: scripts.sort((a, b) => a.url.localeCompare(b.url)),
    packages: [...byPackage.values()].sort((a, b) => a.pkg.localeCompare(b.pkg)),
    requests: scripts.length,
    transferred: total('transferred'),
    headers: total('headers'),
    decoded: total('decoded'),
    encodings: [...new Set(scripts.map((script) => script.encoding))],
  };
}
