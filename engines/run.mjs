// The core flows (engines/flows.mjs) in Firefox and in WebKit, the engines shoppers use besides
// Chromium. Started by scripts/test.mjs after the Playwright suite; on its own:
//   node engines/run.mjs            (ENGINES=firefox|webkit to run one, ENGINES_PORT for the host,
//                                    ENGINES_FLOWS=legacy for the flows whose name contains it)
// It starts its own demo host (engines/host.ts) on ENGINES_PORT (default 4350) and, for WebKit,
// WebKitWebDriver on ENGINES_DRIVER_PORT (default ENGINES_PORT + 1); it stops everything it
// started. Prints one line per engine and case, writes test-results/engines.json
// ({ passed, failed, engines: [...] }) and exits 1 if anything failed.
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { firefox } from './drivers/firefox.mjs';
import { webkit } from './drivers/webkit.mjs';
import { flows } from './flows.mjs';
import { assertPortFree, messageOf, startGroup, waitForHttp, withTimeout } from './processes.mjs';

/** @typedef {{ flow: string, case: string, ok: boolean, ms: number, error?: string }} CaseResult */
/** @typedef {{ name: string, version: string | null, results: CaseResult[], seconds: number }} EngineReport */

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.ENGINES_PORT ?? 4350);
const driverPort = Number(process.env.ENGINES_DRIVER_PORT ?? port + 1);
const baseUrl = `http://127.0.0.1:${port}/`;
const wanted = (process.env.ENGINES ?? 'firefox,webkit').toLowerCase().split(',');
const engines = [firefox, webkit].filter((engine) => wanted.includes(engine.name.toLowerCase()));
const caseTimeoutMs = 90_000;
// ENGINES_FLOWS=<part of a flow's name>: only the flows whose name contains it.
const only = process.env.ENGINES_FLOWS ?? '';
const started = Date.now();

await assertPortFree(port, 'the demo host (ENGINES_PORT)');
const host = startGroup(
  'demo host',
  process.execPath,
  [join(root, 'node_modules/tsx/dist/cli.mjs'), 'engines/host.ts'],
  {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
  },
);
/** @type {{ passed: number, failed: number, engines: EngineReport[] }} */
const report = { passed: 0, failed: 0, engines: [] };
try {
  // The probe's path: only this suite's host answers it (not another demo host on the port).
  await waitForHttp(`${baseUrl}__engines/probe.js`, 60_000, () => host.running).catch((error) => {
    throw new Error(`${messageOf(error)}\n${host.output()}`);
  });
  for (const engine of engines) report.engines.push(await runEngine(engine));
} finally {
  await host.stop();
}

const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(`\n${engines.map((engine) => engine.name).join(' and ')}: ${seconds} s in all`);
console.log(`engines: ${report.passed} passed, ${report.failed} failed`);
mkdirSync(join(root, 'test-results'), { recursive: true });
writeFileSync(
  join(root, 'test-results', 'engines.json'),
  `${JSON.stringify({ ...report, seconds: Number(seconds) }, null, 2)}\n`,
);
process.exit(report.failed === 0 && report.passed > 0 ? 0 : 1);

/**
 * Sets the demo host's QA switches of a mock service (reset before every flow).
 * @param {string} service
 * @param {Record<string, unknown>} faults
 */
async function qa(service, faults) {
  const answer = await fetch(`${baseUrl}__qa/faults/${service}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(faults),
  });
  if (!answer.ok) throw new Error(`QA switch ${service}: ${answer.status} ${await answer.text()}`);
}

/**
 * Every flow in one engine, each in a fresh tab; a browser that broke is started afresh.
 * @param {import('./types.d.ts').Engine} engine
 * @returns {Promise<EngineReport>}
 */
async function runEngine(engine) {
  /** @type {CaseResult[]} */
  const results = [];
  /** @type {(flow: string, name: string, error: string | null, ms: number) => void} */
  const record = (flow, name, error, ms) => {
    results.push({ flow, case: name, ok: !error, ms, ...(error ? { error } : {}) });
    report[error ? 'failed' : 'passed'] += 1;
    const time = `${(ms / 1000).toFixed(1)} s`;
    console.log(
      `  ${error ? '✗' : '✓'} ${engine.name} › ${flow} › ${name} (${time})${error ? `\n      ${error}` : ''}`,
    );
  };

  const start = () => withTimeout(engine.start({ port: driverPort }), 120_000, `starting ${engine.name}`);
  /** @type {import('./types.d.ts').Browser} */
  let browser;
  const t0 = Date.now();
  const missing = engine.available();
  try {
    if (missing) throw new Error(`${missing} (apt-get install ${engine.packages.join(' ')})`);
    browser = await start();
  } catch (error) {
    console.log(`\n━━ ${engine.name}: could not start`);
    for (const flow of flows.filter(
      (flow) => (!only || flow.name.includes(only)) && (!flow.engines || flow.engines.includes(engine.name)),
    ))
      for (const item of flow.cases) record(flow.name, item.name, messageOf(error), 0);
    return { name: engine.name, version: null, results, seconds: (Date.now() - t0) / 1000 };
  }

  console.log(`\n━━ ${engine.name}`);
  let version = browser.version;
  for (const flow of flows.filter(
    (flow) => (!only || flow.name.includes(only)) && (!flow.engines || flow.engines.includes(engine.name)),
  )) {
    await fetch(`${baseUrl}__qa/reset`, { method: 'POST' });
    /** @type {import('./types.d.ts').Tab | null} */
    let tab = null;
    /** @type {string | null} */
    let broken = null;
    // A driver that does not answer a new session (WebKitWebDriver once hung on POST /session
    // until undici's header time-out) is started afresh and asked once more: nothing of ours
    // has run yet, so the flow's cases are run rather than reported as not run.
    for (let attempt = 1; attempt <= 2 && !tab; attempt++) {
      try {
        tab = await withTimeout(browser.tab(baseUrl), 90_000, `opening a ${engine.name} tab`);
        version = browser.version;
        broken = null;
      } catch (error) {
        broken = messageOf(error);
        if (attempt === 1) {
          console.log(`  (${engine.name} did not open a tab, started afresh: ${broken.split('\n')[0]})`);
          await browser.stop();
          browser = await start().catch(() => browser);
        }
      }
    }
    for (const item of flow.cases) {
      const begin = Date.now();
      if (broken) {
        record(flow.name, item.name, `not run: ${broken}`, 0);
        continue;
      }
      try {
        // `tab` is set: a flow whose tab did not open is `broken` above.
        await withTimeout(
          item.run(/** @type {import('./types.d.ts').Tab} */ (tab), { unique: randomUUID().slice(0, 8), qa }),
          caseTimeoutMs,
          item.name,
        );
        record(flow.name, item.name, null, Date.now() - begin);
      } catch (error) {
        const message = messageOf(error);
        record(flow.name, item.name, message.split('\n').slice(0, 6).join('\n      '), Date.now() - begin);
        // A case that timed out may have left the tab busy: the flow's later cases do not use it.
        if (/timed out after/.test(message)) broken = 'an earlier case of this flow timed out';
      }
    }
    const closed = await (tab ? withTimeout(tab.close(), 20_000, 'closing the tab') : Promise.resolve()).then(
      () => true,
      () => false,
    );
    if (!closed || broken) {
      // Start the browser afresh so that the next flow does not inherit a stuck one.
      await browser.stop();
      // Should that fail, the next flow's tab does not open and its cases report why.
      browser = await start().catch(() => browser);
    }
  }
  await browser.stop();
  const seconds = (Date.now() - t0) / 1000;
  console.log(`  ${engine.name} ${version}: ${seconds.toFixed(1)} s`);
  return { name: engine.name, version, results, seconds };
}
