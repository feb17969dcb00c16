import {
  attribute,
  check,
  everyElementDefined,
  expectNoProblems,
  fill,
  find,
  isFocused,
  isShown,
  takeProblems,
  textOf,
  until,
  waitFor,
} from './page.mjs';

/**
 * The core flows every engine runs, as a shopper (or QA) would: pages render, newsletter
 * sign-up, login with redirect, the footer's mobile groups by keyboard, the preview panel.
 * A flow gets one fresh tab (own cookies and storage); its cases run in order in that tab.
 * Elements are found by the names, roles, ids and labels the Chromium suites use (e2e/).
 */

const anna = { email: 'anna.schmidt@example.com', password: 'Kaffee-2026!' };
const staff = { username: 'preview.staff', password: 'Preview-2026!' };

/** @typedef {import('./types.d.ts').Tab} Tab */

/**
 * Page → what must be rendered inside which element, besides every <shop-*> being defined.
 * @type {[path: string, parts: [host: string, selector: string][]][]}
 */
const pages = [
  [
    '/?country=DE',
    [
      ['shop-footer', 'footer'],
      ['shop-newsletter', 'input[name="email"]'],
    ],
  ],
  [
    '/?country=CH_FR',
    [
      ['shop-footer', 'footer'],
      ['shop-newsletter', 'input[name="email"]'],
    ],
  ],
  ['/login?country=DE', [['shop-login', 'input[name="email"]']]],
  ['/login?country=PL', [['shop-login', 'input[name="password"]']]],
  ['/subscribenewsletter?country=AT', [['shop-newsletter', 'button[type="submit"]']]],
  ['/subscribenewsletter?country=HU', [['shop-newsletter', 'input[name="email"]']]],
  ['/footer-lab?country=TR', [['shop-footer', 'footer']]],
  ['/footer-lab?country=CZ', [['shop-footer', 'footer']]],
  // The home page's snippets as a legacy template, every file from a CDN on another origin (engines/cdn.ts).
  [
    '/cdn-release?country=DE',
    [
      ['shop-footer', 'footer'],
      ['shop-newsletter', 'input[name="email"]'],
    ],
  ],
  [
    '/cdn-release?country=CH_FR',
    [
      ['shop-footer', 'footer'],
      ['shop-newsletter', 'input[name="email"]'],
    ],
  ],
];

/**
 * The server prerenders the footer as a declarative shadow root (`<template shadowrootmode>`);
 * the engine must have turned it into the shadow root (no <template> left in the page) and the
 * live footer (no `data-prerendered`) must have replaced, not joined, the prerendered one.
 */
function footerTakenOver(/** @type {Tab} */ tab) {
  return waitFor(tab, 'one footer, the prerendered one taken over', () => {
    const host = document.querySelector('shop-footer');
    return (
      host?.querySelectorAll(':scope > template').length === 0 &&
      host.shadowRoot?.querySelectorAll('footer').length === 1 &&
      host.shadowRoot.querySelectorAll('footer:not([data-prerendered])').length === 1
    );
  });
}

/**
 * Corrects a newsletter field that shows an error, then clicks the checkbox below it once with
 * the mouse button held for a moment: the field validates on blur when the button goes down,
 * and the click must still land on the checkbox (a layout that changed before the release
 * would move it away).
 */
/**
 * @param {import('./types.d.ts').Tab} tab
 * @param {{ country: string, before?: Record<string, string>, field: string, wrong: string, right: string, checkbox: string, error: string }} what
 */
async function clickBelowFixedField(tab, { country, before = {}, field, wrong, right, checkbox, error }) {
  const host = 'shop-newsletter';
  await tab.goto(`/subscribenewsletter?country=${country}`);
  await everyElementDefined(tab);
  for (const [name, value] of Object.entries(before))
    await fill(tab, await find(tab, [host, `input[name="${name}"]`]), value);
  const input = await find(tab, [host, `input[name="${field}"]`]);
  await fill(tab, input, wrong);
  await tab.run((element) => element.blur(), input);
  await find(tab, [host, '.input-field__error'], { text: error });
  await fill(tab, input, right);
  const target = await find(tab, [host, `input[name="${checkbox}"]`]);
  await tab.clickHeld(target, 150);
  await until(`the ${checkbox} checkbox checked by one click`, () => tab.run((element) => element.checked, target));
  await until(
    'the error line gone after the release',
    async () => !(await isShown(tab, [host, '.input-field__error'])),
  );
  await expectNoProblems(tab);
}

/**
 * No problem on the page but one: an engine that uses only a page's first import map (Firefox)
 * fires `error` at every later one, ours on /legacy ("failed to load <script>" without a src);
 * the loader then takes the es-module-shims path, which these flows check works.
 * @param {Tab} tab
 */
async function expectNoProblemsButOurMap(tab) {
  const problems = await takeProblems(tab);
  const others = problems.filter((problem) => !/: failed to load <script> $/.test(problem));
  check(others.length === 0, `problems on the page:\n      ${others.join('\n      ')}`);
}

/**
 * The versions of the footer whose files the page fetched from the CDN (`/footer/<version>/…`),
 * once every widget is defined: a canary page must fetch exactly one.
 * @param {Tab} tab
 */
async function footerVersionsFetched(tab) {
  await everyElementDefined(tab);
  return tab.run(() => [
    ...new Set(
      performance
        .getEntriesByType('resource')
        .map((entry) => /\/footer\/([^/]+)\//.exec(entry.name)?.[1])
        .filter(Boolean),
    ),
  ]);
}

/** The release canary page of engines/cdn.ts: the footer at 50 % for its canary `<live>-canary.1`. */
const canaryPage = '/cdn-release?country=DE&set=canary';
/** @param {Tab} tab */
const bucketOf = (tab) => tab.run(() => /(?:^|; )shop-bucket=(\d+)/.exec(document.cookie)?.[1] ?? null);
/** @param {Tab} tab @param {number} bucket */
const setBucket = (tab, bucket) =>
  tab.run((/** @type {number} */ value) => {
    document.cookie = `shop-bucket=${value}; path=/`;
  }, bucket);
/** @param {Tab} tab */
const overrideMarker = (tab) =>
  tab.run(() => document.querySelector('[data-shop-override]')?.shadowRoot?.textContent ?? null);

/**
 * The login's views and load failures as the demo host's health collector has counted them.
 * @param {Tab} tab
 */
function loginHealth(tab) {
  return tab.run(async () => {
    const answer = await fetch('/qa/releases.json?package=login', { cache: 'no-store' });
    const versions = /** @type {{ views: number, loadFailures: number }[]} */ ((await answer.json()).versions ?? []);
    return versions.reduce(
      (sum, entry) => ({ views: sum.views + entry.views, loadFailures: sum.loadFailures + entry.loadFailures }),
      { views: 0, loadFailures: 0 },
    );
  });
}

/** @typedef {Record<string, number[]>} Boxes */

/**
 * Every `<shop-*>` element's size and the size and place of every box in its shadow tree
 * (nested ones too) relative to it, in CSS px (as e2e/quirks-mode.spec.ts measures in
 * Chromium); boxes outside their widget (the newsletter's bot trap, off-screen on purpose) are
 * left out. Read once two readings a quarter of a second apart agree (the footer renders in stages).
 * @param {Tab} tab
 * @returns {Promise<Boxes>}
 */
async function settledBoxes(tab) {
  let last = '';
  const settled = await until(
    'the widgets settled (two equal readings 250 ms apart)',
    async () => {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const boxes = await tab.run(() => {
        /** @type {Record<string, number[]>} */
        const boxes = {};
        const round = (/** @type {number} */ value) => Math.round(value * 10) / 10;
        const visit = (/** @type {ShadowRoot} */ root, /** @type {string} */ path, /** @type {DOMRect} */ host) => {
          const seen = new Map();
          for (const element of root.querySelectorAll('*')) {
            const box = element.getBoundingClientRect();
            const name = `${element.localName}.${element.classList[0] ?? ''}`;
            const index = seen.get(name) ?? 0;
            seen.set(name, index + 1);
            const key = `${path} ${name}#${index}`;
            const inside =
              box.right > host.left && box.left < host.right && box.bottom > host.top && box.top < host.bottom;
            if ((box.width || box.height) && inside)
              boxes[key] = [box.x - host.x, box.y - host.y, box.width, box.height].map(round);
            if (element.shadowRoot) visit(element.shadowRoot, key, host);
          }
        };
        const seen = new Map();
        for (const element of document.querySelectorAll('*')) {
          if (!element.localName.startsWith('shop-')) continue;
          const index = seen.get(element.localName) ?? 0;
          seen.set(element.localName, index + 1);
          const key = `${element.localName}#${index}`;
          const host = element.getBoundingClientRect();
          boxes[key] = [0, 0, round(host.width), round(host.height)];
          if (element.shadowRoot) visit(element.shadowRoot, key, host);
        }
        return JSON.stringify(boxes);
      });
      const same = boxes === last;
      last = boxes;
      return same && boxes;
    },
    20_000,
  );
  return /** @type {Boxes} */ (JSON.parse(String(settled)));
}

/**
 * The boxes of `a` and `b` that differ by more than `tolerance` px (or `share` of the number,
 * if more) in any number, or that only one has, as lines naming both readings.
 * @param {Boxes} a @param {Boxes} b @param {[string, string]} names @param {number} tolerance @param {number} [share]
 */
function boxDifferences(a, b, [nameA, nameB], tolerance, share = 0) {
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].flatMap((key) => {
    const [x, y] = [a[key], b[key]];
    const near = (/** @type {number} */ value, /** @type {number} */ other) =>
      Math.abs(value - other) <= Math.max(tolerance, Math.abs(value) * share);
    if (x && y && x.every((value, index) => near(value, y[index] ?? Number.NaN))) return [];
    return [`${key}: ${x?.join(',') ?? 'none'} ${nameA}, ${y?.join(',') ?? 'none'} ${nameB}`];
  });
}

/**
 * A page live: every widget defined and taken over, the prerendered footer (if any) replaced.
 * @param {Tab} tab @param {string} path
 */
async function openLive(tab, path) {
  await tab.goto(path);
  await everyElementDefined(tab);
  if (await tab.run(() => Boolean(document.querySelector('shop-footer')))) await footerTakenOver(tab);
}

/**
 * The sizes a shopper sees, in viewport px, of every `<shop-*>` element with a box (keyed as in
 * settledBoxes). getBoundingClientRect does not say it in every engine under `zoom`: WebKitGTK
 * 2.50 divides an element's box by its own zoom (a login that shows 560 px wide reports 448),
 * Chromium and Firefox do not. A ruler, 100 CSS px of the host page fixed at its top left above
 * everything, is measured both ways: its hit-tested width in viewport px over its reported width
 * is the engine's factor, which the reported sizes are multiplied by.
 * @param {Tab} tab
 */
function seenSizes(tab) {
  return tab
    .run(() => {
      const ruler = document.createElement('div');
      // CSSOM, not a style attribute: the demo pages' policy allows no inline style.
      Object.assign(ruler.style, {
        position: 'fixed',
        top: '0',
        left: '0',
        width: '100px',
        height: '4px',
        zIndex: '2147483647',
      });
      document.body.append(ruler);
      let seen = 0;
      while (seen < 1000 && document.elementFromPoint(seen, 1) === ruler) seen += 1;
      const factor = seen / ruler.getBoundingClientRect().width;
      ruler.remove();
      // The width the host's layout gives its content: a block at the end of <main>, in viewport px.
      const block = document.createElement('div');
      document.querySelector('main')?.append(block);
      const frame = Math.round(block.getBoundingClientRect().width * factor * 10) / 10;
      block.remove();
      /** @type {Record<string, number[]>} */
      const sizes = {};
      const counts = new Map();
      for (const element of document.querySelectorAll('*')) {
        if (!element.localName.startsWith('shop-')) continue;
        const index = counts.get(element.localName) ?? 0;
        counts.set(element.localName, index + 1);
        const box = element.getBoundingClientRect();
        if (box.width && box.height)
          sizes[`${element.localName}#${index}`] = [box.width * factor, box.height * factor].map(
            (value) => Math.round(value * 10) / 10,
          );
      }
      return JSON.stringify({ ruler: seen, frame, sizes });
    })
    .then(
      (text) => /** @type {{ ruler: number, frame: number, sizes: Record<string, number[]> }} */ (JSON.parse(text)),
    );
}

/**
 * The pages the quirks-mode flow compares (e2e/quirks-mode.spec.ts in Chromium), with the width
 * and, where the page has one, a state to bring its widgets to on both pages alike.
 * @type {{ path: string, width: number, state?: { name: string, act: (tab: Tab) => Promise<void> } }[]}
 */
const quirksPages = [
  {
    path: '/?country=DE',
    width: 1366,
    state: {
      name: 'newsletter errors',
      async act(tab) {
        await tab.click(await find(tab, ['shop-newsletter', 'button[type="submit"]']));
        await find(tab, ['shop-newsletter', '[aria-invalid="true"]']);
      },
    },
  },
  // Below 768 px: the footer's collapsible layout (WebKit's window is at least 447 px wide).
  { path: '/?country=HU', width: 375 },
  {
    path: '/login?country=PL',
    width: 1366,
    state: {
      name: 'login errors',
      async act(tab) {
        await tab.click(await find(tab, ['shop-login', 'button[type="submit"]']));
        await find(tab, ['shop-login', '[aria-invalid="true"]']);
      },
    },
  },
  { path: '/subscribenewsletter?country=CZ', width: 1366 },
  { path: '/gallery?country=DE', width: 1366 },
  { path: '/category?country=DE', width: 1366 },
];

/** @type {import('./types.d.ts').Flow[]} */
export const flows = [
  {
    name: 'pages render',
    cases: pages.map(([path, parts]) => ({
      name: path,
      async run(tab) {
        await tab.goto(path);
        await everyElementDefined(tab);
        for (const steps of parts) await find(tab, steps);
        if (parts.some(([host]) => host === 'shop-footer')) await footerTakenOver(tab);
        await expectNoProblems(tab);
      },
    })),
  },

  {
    // /legacy: the login page's widgets in an old shop's template (Prototype 1.6's patches, a
    // 62.5 % root, the host's own import map before ours; e2e/legacy-host.spec.ts in Chromium).
    // Firefox uses only a page's first import map, so there the widgets load through
    // es-module-shims; an engine that merges import maps loads them natively.
    name: 'legacy host page',
    cases: [
      {
        name: "PL: every widget taken over, the host's own module keeps the host's react",
        async run(tab) {
          await tab.goto('/legacy?country=PL');
          await everyElementDefined(tab);
          await find(tab, ['shop-login', 'input[name="password"]']);
          await find(tab, ['shop-newsletter', 'input[name="email"]']);
          await footerTakenOver(tab);
          const state = await tab.run(() => ({
            hostReact: document.documentElement.getAttribute('data-host-react'),
            shim: performance
              .getEntriesByType('resource')
              .some((entry) => /\/es-module-shims-[\w-]+\.js$/.test(entry.name)),
          }));
          check(state.hostReact === 'host-react-0.14', `the host's module got the host's react (${state.hostReact})`);
          console.log(
            `      /legacy: widgets loaded ${state.shim ? 'through es-module-shims' : 'through the import maps'}`,
          );
          await expectNoProblemsButOurMap(tab);
        },
      },
      {
        name: "PL: sign-up with the DNE consent in the footer's newsletter block",
        async run(tab, { unique }) {
          const email = `engines.legacy.${unique}@example.com`;
          await fill(tab, await find(tab, ['shop-newsletter', 'input[name="email"]']), email);
          const dne = await find(tab, ['shop-newsletter', 'input[value="DNE"]']);
          await tab.click(dne);
          await until('the DNE consent ticked', () => tab.run((box) => box.checked, dne));
          await tab.click(await find(tab, ['shop-newsletter', 'button[type="submit"]']));
          const success = await find(tab, ['shop-newsletter', '[data-testid="newsletter-success"]'], { text: email });
          await until('focus on the success message', () => isFocused(tab, success));
          await expectNoProblems(tab);
        },
      },
      {
        name: "PL, the host's map also names our react (a stale copy): the widgets still get ours",
        async run(tab) {
          await tab.goto('/legacy?country=PL&host-map=stale');
          await everyElementDefined(tab);
          await find(tab, ['shop-login', 'input[name="password"]']);
          await footerTakenOver(tab);
          const shim = await tab.run(() =>
            performance.getEntriesByType('resource').some((entry) => /\/es-module-shims-[\w-]+\.js$/.test(entry.name)),
          );
          check(shim, 'loaded through es-module-shims');
          await expectNoProblemsButOurMap(tab);
        },
      },
    ],
  },

  {
    // /xhtml: the login page's snippets in a template served as application/xhtml+xml (the XML
    // parser: no declarative shadow DOM; the loader attaches the prerendered roots). Compared with
    // the same bytes served as HTML (`?as=html`); e2e/xhtml.spec.ts in Chromium. The template
    // includes the head for XHTML templates, whose loader is a classic script: WebKit runs no
    // module script in an XML document (engines/xhtml-probe.mjs).
    name: 'xhtml template',
    cases: [
      {
        name: 'DE: the prerendered markup holds each widget’s space before its code arrives, nothing moves at the take-over',
        async run(tab, { qa }) {
          // Our code 3 s late (a first visit, and this flow's first case: nothing of it cached yet):
          // what the shopper sees first is the prerendered markup the loader attached (the XML
          // parser leaves it an inert template).
          await qa('assets', { latencyMs: 3000 });
          await tab.goto('/xhtml?country=DE');
          /** @type {() => Promise<{ prerendered: boolean, sizes: number[][] }>} */
          const read = () =>
            tab.run(() => {
              const hosts = ['shop-login', 'shop-footer', 'shop-newsletter'].map((tag) => document.querySelector(tag));
              return {
                prerendered: hosts.every((host) => host?.shadowRoot?.querySelector('[data-shop-prerendered]')),
                sizes: hosts.map((host) => {
                  const box = host?.getBoundingClientRect();
                  return box ? [Math.round(box.width), Math.round(box.height)] : [];
                }),
              };
            });
          await waitFor(tab, 'every prerendered root attached', () =>
            ['shop-login', 'shop-footer', 'shop-newsletter'].every((tag) =>
              document.querySelector(tag)?.shadowRoot?.querySelector('[data-shop-prerendered]'),
            ),
          );
          const early = await read();
          check(early.prerendered, 'the prerendered markup is still there (the code has not arrived)');
          await qa('assets', { latencyMs: 0 });
          await everyElementDefined(tab);
          const live = await read();
          for (const [i, tag] of ['shop-login', 'shop-footer', 'shop-newsletter'].entries()) {
            const [width = -99, height = -99] = early.sizes[i] ?? [];
            const [w = 0, h = 0] = live.sizes[i] ?? [];
            check(
              width > 0 && Math.abs(w - width) <= 2 && Math.abs(h - height) <= 2,
              `${tag} ${width}×${height} prerendered, ${w}×${h} live`,
            );
          }
          await expectNoProblems(tab);
        },
      },
      {
        name: 'DE: parsed as XML, every widget taken over at the size of the same template as HTML',
        async run(tab) {
          /** @type {() => Promise<{ type: string, parseError: boolean, sizes: Record<string, number[]> }>} */
          const read = () =>
            tab.run(() => {
              /** @type {Record<string, number[]>} */
              const sizes = {};
              for (const selector of ['shop-login', 'shop-footer', 'shop-footer shop-newsletter']) {
                const box = document.querySelector(selector)?.getBoundingClientRect();
                sizes[selector] = box ? [Math.round(box.width), Math.round(box.height)] : [];
              }
              return {
                type: document.contentType,
                parseError: document.getElementsByTagName('parsererror').length > 0,
                sizes,
              };
            });
          const live = async () => {
            await everyElementDefined(tab);
            await find(tab, ['shop-login', 'input[name="password"]']);
            await find(tab, ['shop-newsletter', 'input[name="email"]']);
            await footerTakenOver(tab);
            await waitFor(tab, 'every prerendered root taken over', () => {
              const roots = [...document.querySelectorAll('shop-login, shop-footer, shop-newsletter')];
              return roots.every(
                (host) => host.shadowRoot && !host.shadowRoot.querySelector('[data-shop-prerendered]'),
              );
            });
          };
          await tab.goto('/xhtml?country=DE&as=html');
          await live();
          const html = await read();
          check(html.type === 'text/html', `served as HTML (${html.type})`);
          await tab.goto('/xhtml?country=DE');
          await live();
          const xhtml = await read();
          check(xhtml.type === 'application/xhtml+xml' && !xhtml.parseError, `parsed as XHTML (${xhtml.type})`);
          // The classic loader's one path (WebKit applies no import map in an XML document).
          const shim = await tab.run(() =>
            performance.getEntriesByType('resource').some((entry) => /\/es-module-shims-[\w-]+\.js$/.test(entry.name)),
          );
          check(shim, 'loaded through es-module-shims');
          for (const [selector, [width = 0, height = 0]] of Object.entries(html.sizes)) {
            const [w = -99, h = -99] = xhtml.sizes[selector] ?? [];
            check(
              Math.abs(w - width) <= 2 && Math.abs(h - height) <= 2,
              `${selector} ${w}×${h} as XHTML, ${width}×${height} as HTML`,
            );
          }
          await expectNoProblems(tab);
        },
      },
      {
        name: "DE: sign-up in the footer's newsletter block",
        async run(tab, { unique }) {
          const email = `engines.xhtml.${unique}@example.com`;
          await fill(tab, await find(tab, ['shop-newsletter', 'input[name="email"]']), email);
          await tab.click(await find(tab, ['shop-newsletter', 'button[type="submit"]']));
          await find(tab, ['shop-newsletter', '[data-testid="newsletter-success"]'], { text: email });
          await expectNoProblems(tab);
        },
      },
    ],
  },

  {
    // A host script (jQuery's `.html()`) rewrites the innerHTML of the block that holds the
    // footer after a sign-up in its newsletter block: the new footer must leave the block out.
    name: 're-created footer',
    cases: [
      {
        name: 'DE: sign-up in the footer, the block re-created from its markup, the new footer without the block',
        async run(tab, { unique }) {
          await tab.goto('/?country=DE');
          await everyElementDefined(tab);
          await footerTakenOver(tab);
          const email = `engines.recreated.${unique}@example.com`;
          await fill(tab, await find(tab, ['shop-newsletter', 'input[name="email"]']), email);
          await tab.click(await find(tab, ['shop-newsletter', 'button[type="submit"]']));
          await find(tab, ['shop-newsletter', '[data-testid="newsletter-success"]'], { text: email });
          // New elements from the same markup, as `block.innerHTML = block.innerHTML` makes them (the
          // demo pages' Trusted Types policy refuses that assignment; a jQuery shop has none).
          await tab.run(() => {
            const block = document.querySelector('shop-footer')?.parentElement;
            block?.replaceChildren(...[...block.childNodes].map((node) => node.cloneNode(true)));
          });
          await waitFor(tab, 'the re-created footer rendered, without the newsletter block', () => {
            const root = document.querySelector('shop-footer')?.shadowRoot;
            return (
              Boolean(root?.querySelector('footer:not([aria-busy])')) && !root?.querySelector('slot[name="newsletter"]')
            );
          });
          check(!(await isShown(tab, ['shop-newsletter', 'input[name="email"]'])), 'no sign-up form shown');
          await expectNoProblems(tab);
        },
      },
    ],
  },

  {
    // `body { zoom: 1.25 }` in the host's CSS (engines/host.ts `?host-css=zoom`): every widget must
    // show 1.25 times the size it has without it, as the host's own content does. The page at
    // 1000 px with the zoom lays out in 800 CSS px (scroll bar aside): it is compared with the
    // page that wide without, so that widths that follow the viewport (the footer) compare too.
    // Media queries and the platform (window.innerWidth) see the viewport, not the zoom: both
    // widths are in the same bands (tablet, 768-1279 px; the newsletter's 767-1023 px). A registered
    // `<length>` custom property had its zoom applied twice in Firefox 153 and WebKitGTK 2.50
    // (our unit, --shop-rem: a login 700×600 instead of 560×480; tokens/rem.ts).
    name: 'zoomed host page',
    cases: ['/login?country=DE', '/?country=DE', '/subscribenewsletter?country=AT'].map((path) => ({
      name: `${path}: every widget 1.25 times its size without the zoom`,
      async run(tab) {
        await tab.viewport(1000, 900);
        await openLive(tab, `${path}&host-css=zoom`);
        await settledBoxes(tab);
        const zoomed = await seenSizes(tab);
        // The page's scroll bar is not zoomed: the page without the zoom gets the width whose
        // layout is as wide as the zoomed one's, (1000 - bar) / 1.25 CSS px besides the bar. Not
        // every length of the host's own CSS is zoomed alike (WebKitGTK 2.50 leaves the demo
        // page's `rem` paddings unzoomed): where the host gives its content another width than
        // 1/1.25 of the zoomed one, the viewport is corrected by the difference, so that the
        // widgets get the same room.
        const bar = await tab.run(() => window.innerWidth - document.documentElement.clientWidth);
        let width = Math.round((1000 - bar) / 1.25 + bar);
        let plain = zoomed;
        for (let attempt = 0; attempt < 2; attempt++) {
          await tab.viewport(width, 900);
          await openLive(tab, path);
          await settledBoxes(tab);
          plain = await seenSizes(tab);
          const off = Math.round(zoomed.frame / 1.25 - plain.frame);
          if (off === 0) break;
          width += off;
        }
        const layoutWidths = `content ${zoomed.frame} px wide with the zoom, ${plain.frame} px at ${width} px without`;
        // The host's CSS applies (the ruler, host content, is 125 px wide), or nothing is tested.
        check(Math.abs(zoomed.ruler - 125) <= 1, `the host's zoom applies (a 100 px ruler ${zoomed.ruler} px wide)`);
        check(Object.keys(plain.sizes).length > 0, `widgets measured (${Object.keys(plain.sizes).join(', ')})`);
        const expected = Object.fromEntries(
          Object.entries(plain.sizes).map(([key, size]) => [key, size.map((value) => Math.round(value * 125) / 100)]),
        );
        // 2 px, or 0.5 % of a tall widget: WebKit's footer (1,445 px expected) came out 4 px short
        // with the fix, the same with its newsletter block and every other widget within 2 px
        // (which box gives the 4 px was not looked into; the bug made it 1.7 times as tall).
        const wrong = boxDifferences(expected, zoomed.sizes, ['expected (1.25 × unzoomed)', 'with the zoom'], 2, 0.005);
        check(
          wrong.length === 0,
          `sizes in viewport px (bar ${bar} px, ${layoutWidths}):\n      ${wrong.join('\n      ')}`,
        );
        await expectNoProblems(tab);
      },
    })),
  },

  {
    // A template without a doctype puts the page, our shadow trees included, in quirks mode
    // (engines/host.ts `?doctype=none`; e2e/quirks-mode.spec.ts in Chromium): every box of ours
    // within 1 px of its size and place in standards mode, after loading and in the page's state.
    name: 'quirks mode',
    cases: quirksPages.map(({ path, width, state }) => ({
      name: `${path} at ${width} px: every box as in standards mode${state ? `, also with ${state.name}` : ''}`,
      async run(tab) {
        await tab.viewport(width, 900);
        /** @param {string} url */
        const read = async (url) => {
          await openLive(tab, url);
          const loaded = await settledBoxes(tab);
          if (!state) return { loaded, inState: {} };
          await state.act(tab);
          return { loaded, inState: await settledBoxes(tab) };
        };
        const standards = await read(path);
        const quirks = await read(`${path}&doctype=none`);
        check((await tab.run(() => document.compatMode)) === 'BackCompat', 'the page without a doctype in quirks mode');
        check(Object.keys(standards.loaded).length > 1, 'boxes measured');
        const names = /** @type {[string, string]} */ (['in standards mode', 'in quirks mode']);
        const wrong = [
          ...boxDifferences(standards.loaded, quirks.loaded, names, 1),
          ...boxDifferences(standards.inState, quirks.inState, names, 1).map((line) => `${state?.name}: ${line}`),
        ];
        check(wrong.length === 0, `${wrong.length} boxes differ:\n      ${wrong.slice(0, 12).join('\n      ')}`);
        await expectNoProblems(tab);
      },
    })),
  },

  {
    // A flow of its own: a fresh tab, whose cache holds no unaltered copy of our files.
    name: 'legacy host page, files altered',
    cases: [
      {
        // Firefox ignores our map, and its integrity with it: the shim is checked by the loader's
        // preload, the files it fetches by es-module-shims (our map's integrity).
        name: 'PL: every file of ours altered, none runs, the login form says so',
        async run(tab, { qa }) {
          await qa('assets', { malformed: true });
          await tab.goto('/legacy?country=PL');
          await tab.click(await find(tab, ['shop-login', 'input[name="email"]']));
          await find(tab, ['shop-login', '[role="alert"]'], { timeout: 20_000 });
          const state = await tab.run(() => ({
            defined: Boolean(customElements.get('shop-login')),
            tampered: /** @type {{ __shopTampered?: number }} */ (/** @type {unknown} */ (window)).__shopTampered ?? 0,
          }));
          check(!state.defined, 'the altered bundle did not define its element');
          check(state.tampered === 0, `no altered code ran (${state.tampered} ran)`);
        },
      },
    ],
  },

  {
    name: 'typing before the code arrives',
    cases: [
      {
        name: 'login DE: typed into the prerendered form, kept with the focus when the code takes over',
        async run(tab, { qa }) {
          // Our code arrives 3 s late: the shopper types before it is there.
          await qa('assets', { latencyMs: 3000 });
          await tab.goto('/login?country=DE');
          const email = await find(tab, ['shop-login', 'input[name="email"]']);
          await tab.click(email);
          await tab.type('early@example.com');
          const before = await tab.run(
            () => document.querySelector('shop-login')?.shadowRoot?.querySelector('[data-shop-prerendered]') != null,
          );
          check(before, 'the shopper typed before the take-over (the prerendered form was still there)');
          await qa('assets', { latencyMs: 0 });
          await waitFor(
            tab,
            'the live form took over',
            () => !document.querySelector('shop-login')?.shadowRoot?.querySelector('[data-shop-prerendered]'),
            [],
            30_000,
          );
          const live = await find(tab, ['shop-login', 'input[name="email"]']);
          await until('focus on the live e-mail field', () => isFocused(tab, live));
          await tab.type('X');
          const value = await tab.run((field) => field.value, live);
          check(value === 'early@example.comX', `every character kept, typing goes on (value "${value}")`);
          await expectNoProblems(tab);
        },
      },
    ],
  },

  {
    // Firefox fails every load in flight when a page is left (and says so on the console, integrity
    // errors over empty bodies included): the engine where a false alarm would come from. The
    // page's one beacon leaves at its pagehide with the login still `pending`, which the collector
    // does not count as a failure; a failure after that reaches no one (and the loader neither
    // reports nor logs a failure of a hidden page: loader.test.ts). WebKit's driver takes longer
    // than the code's delay between the load and the click, so there the code has always come by
    // the time the shopper could leave.
    name: 'no false alarms',
    engines: ['Firefox'],
    cases: [
      {
        name: 'login DE: a page left while its code is still coming reports no load failure, and logs none',
        async run(tab, { qa }) {
          await tab.goto('/?country=DE');
          const before = await loginHealth(tab);
          // Our code 5 s late; the shopper reaches into the form (its code is then wanted) and leaves.
          await qa('assets', { latencyMs: 5000 });
          await tab.goto('/login?country=DE&health=login');
          await tab.click(await find(tab, ['shop-login', 'input[name="email"]']));
          // The health module (asked for once the page had loaded, before the click asked for the
          // login's code) has come; the login's code has not: the shopper leaves now.
          await until('the health module arrived', () =>
            tab.run(() =>
              performance
                .getEntriesByType('resource')
                .some(
                  (entry) =>
                    /\/health-[\w-]+\.js$/.test(entry.name) &&
                    /** @type {PerformanceResourceTiming} */ (entry).responseEnd > 0,
                ),
            ),
          );
          const stillComing = await tab.run(
            () => document.querySelector('shop-login')?.shadowRoot?.querySelector('[data-shop-prerendered]') != null,
          );
          check(stillComing, 'the login’s code was still on its way when the shopper left');
          await tab.goto('/?country=DE');
          await qa('assets', { latencyMs: 0 });
          // The left page's beacon (sent at its pagehide) has arrived: one more view of the login.
          let after = before;
          await until('the left page’s beacon arrived', async () => {
            after = await loginHealth(tab);
            return after.views > before.views;
          });
          check(after.loadFailures === before.loadFailures, `no load failure counted (${JSON.stringify(after)})`);
          await expectNoProblems(tab);
        },
      },
    ],
  },

  {
    name: 'a tampered file does not run',
    cases: [
      {
        name: 'newsletter DE: every file of ours altered, none runs, the form says so and keeps the typed address',
        async run(tab, { qa }) {
          await qa('assets', { malformed: true });
          await tab.goto('/subscribenewsletter?country=DE');
          const email = await find(tab, ['shop-newsletter', 'input[name="email"]']);
          await tab.click(email);
          await tab.type('anna@example.com');
          await find(tab, ['shop-newsletter', '[role="alert"]'], {
            text: 'Dieses Formular konnte nicht vollständig geladen werden.',
            timeout: 20_000,
          });
          const state = await tab.run(
            (field) => ({
              value: field.value,
              defined: Boolean(customElements.get('shop-newsletter')),
              tampered:
                /** @type {{ __shopTampered?: number }} */ (/** @type {unknown} */ (window)).__shopTampered ?? 0,
            }),
            email,
          );
          check(state.value === 'anna@example.com', `the typed address kept (value "${state.value}")`);
          check(!state.defined, 'the altered bundle did not define its element');
          // The browser reports the refused files as errors; only ours are expected here.
          const problems = await takeProblems(tab);
          const unexpected = problems.filter(
            (problem) => !/integrity|could not be loaded|digest|failed to load <link> \/assets\//i.test(problem),
          );
          check(unexpected.length === 0, `only the refused files reported: ${unexpected.join(' | ')}`);
          check(state.tampered === 0, `no altered code ran (${state.tampered} ran)`);
        },
      },
    ],
  },

  {
    name: 'release canary',
    cases: [
      {
        name: 'DE, footer at 50 %: a new shopper gets a bucket, one version by it, the same on reload',
        async run(tab) {
          await tab.goto(canaryPage);
          const first = await footerVersionsFetched(tab);
          const bucket = await bucketOf(tab);
          check(bucket !== null, 'the loader kept a bucket in the shop-bucket cookie');
          check(first.length === 1, `one footer version fetched, not ${JSON.stringify(first)}`);
          check(Number(bucket) < 50 === String(first[0]).endsWith('-canary.1'), `bucket ${bucket} got ${first[0]}`);
          await tab.goto(canaryPage);
          const again = await footerVersionsFetched(tab);
          check(JSON.stringify(again) === JSON.stringify(first), `on reload ${JSON.stringify(again)}, before ${first}`);
          check((await bucketOf(tab)) === bucket, 'the bucket stays');
          await expectNoProblems(tab);
        },
      },
      {
        name: 'DE: bucket 10 gets the canary, bucket 75 the live footer, each taken over',
        async run(tab) {
          for (const [bucket, canary] of /** @type {const} */ ([
            [10, true],
            [75, false],
          ])) {
            await setBucket(tab, bucket);
            await tab.goto(canaryPage);
            const versions = await footerVersionsFetched(tab);
            check(
              versions.length === 1 && versions[0]?.endsWith('-canary.1') === canary,
              `bucket ${bucket}: ${JSON.stringify(versions)}`,
            );
            await footerTakenOver(tab);
          }
          await expectNoProblems(tab);
        },
      },
    ],
  },

  {
    name: 'release override',
    cases: [
      {
        name: 'a shopper: an override in the query, a cookie or storage without a staff session changes nothing',
        async run(tab) {
          await tab.goto('/?country=DE');
          await setBucket(tab, 10);
          await tab.run(() => {
            document.cookie = 'shop-release-override={"footer":"0.0.1"}; path=/';
            localStorage.setItem('shop-release-override', '{"footer":"0.0.1"}');
          });
          await tab.goto(`${canaryPage}&shop-release-override=footer@0.0.1`);
          const versions = await footerVersionsFetched(tab);
          check(versions.length === 1 && versions[0]?.endsWith('-canary.1'), `fetched ${JSON.stringify(versions)}`);
          check((await overrideMarker(tab)) === null, 'no override marker');
          await expectNoProblems(tab);
        },
      },
      {
        name: 'staff: the preview panel’s switch loads the live footer for a canary bucket, with a marker that ends it',
        async run(tab) {
          await tab.goto('/staff-login?country=DE');
          await fill(tab, await find(tab, ['#staff-username']), staff.username);
          await fill(tab, await find(tab, ['#staff-password']), staff.password);
          await tab.click(await find(tab, ['form.staff-login button[type="submit"]']));
          await until('back on the home page', async () => (await tab.url()).endsWith('/?country=DE'));
          await setBucket(tab, 10);
          await tab.goto(canaryPage);
          const [canary] = await footerVersionsFetched(tab);
          check(Boolean(canary?.endsWith('-canary.1')), `bucket 10 gets the canary first, not ${canary}`);
          const live = String(canary).replace(/-canary\.1$/, '');

          const panel = 'shop-preview-panel';
          await tab.click(await find(tab, [panel, 'button[aria-expanded]'], { text: 'Vorschau' }));
          const select = await find(tab, [panel, 'select[name="version-footer"]']);
          await find(tab, [panel, `select[name="version-footer"] option[value="${live}"]`], { visible: false });
          await tab.select(select, live);
          await tab.click(await find(tab, [panel, 'button[type="submit"]'], { text: 'Diese Versionen verwenden' }));
          await until('the page reloaded with the override', async () => {
            const marker = await overrideMarker(tab).catch(() => null);
            return Boolean(marker?.includes(`footer ${live}`));
          });
          const overridden = await footerVersionsFetched(tab);
          check(
            JSON.stringify(overridden) === JSON.stringify([live]),
            `with the override: ${JSON.stringify(overridden)}`,
          );

          await tab.click(await find(tab, ['[data-shop-override]', 'button'], { text: 'Überschreibung beenden' }));
          await until(
            'the page reloaded without the override',
            async () => (await overrideMarker(tab).catch(() => 'x')) === null,
          );
          const after = await footerVersionsFetched(tab);
          check(JSON.stringify(after) === JSON.stringify([canary]), `after the end: ${JSON.stringify(after)}`);
          await expectNoProblems(tab);
        },
      },
    ],
  },
  {
    name: 'newsletter sign-up',
    cases: [
      {
        name: 'DE: e-mail, submit, success message with the address, focus on it',
        async run(tab, { unique }) {
          await tab.goto('/subscribenewsletter?country=DE');
          await everyElementDefined(tab);
          const email = `engines.${unique}@example.com`;
          await fill(tab, await find(tab, ['shop-newsletter', 'input[name="email"]']), email);
          await tab.click(await find(tab, ['shop-newsletter', 'button[type="submit"]']));
          const success = await find(tab, ['shop-newsletter', '[data-testid="newsletter-success"]'], { text: email });
          await until('focus on the success message', () => isFocused(tab, success));
          await expectNoProblems(tab);
        },
      },
    ],
  },

  {
    name: 'login with redirect',
    cases: [
      {
        name: 'target in the query: log in, land there with a LoginToken',
        async run(tab) {
          await tab.goto(`/login?country=DE&redirect=${encodeURIComponent('/qa?country=PL')}`);
          await everyElementDefined(tab);
          await fill(tab, await find(tab, ['shop-login', 'input[name="email"]']), anna.email);
          await fill(tab, await find(tab, ['shop-login', 'input[name="password"]']), anna.password);
          await tab.click(await find(tab, ['shop-login', 'button[type="submit"]']));
          await until('redirect to /qa?country=PL', async () => (await tab.url()).endsWith('/qa?country=PL'));
          const token = (await tab.cookies()).find((cookie) => cookie.name === 'LoginToken');
          check(/^[\w-]+\.[\w-]+\.[\w-]+$/.test(token?.value ?? ''), 'a LoginToken cookie (JWT) after the login');
          await expectNoProblems(tab);
        },
      },
      {
        name: 'target in session storage, already logged in: redirects at once',
        async run(tab) {
          await tab.run(() => sessionStorage.setItem('shop.login.redirect', '/qa?country=CZ'));
          await tab.goto('/login?country=DE');
          await until('redirect to /qa?country=CZ', async () => (await tab.url()).endsWith('/qa?country=CZ'));
          const left = await tab.run(() => sessionStorage.getItem('shop.login.redirect'));
          check(left === null, `the stored target is used once (still there: ${left})`);
          await expectNoProblems(tab);
        },
      },
    ],
  },

  {
    name: 'footer mobile groups by keyboard',
    cases: [
      {
        name: 'PL below 768 px: Enter opens, Space closes, Tab to the next group',
        async run(tab) {
          await tab.viewport(375, 800);
          await tab.goto('/?country=PL');
          const width = await tab.run(() => window.innerWidth);
          check(width < 768, `a narrow viewport (innerWidth ${width})`);
          await everyElementDefined(tab);
          await find(tab, ['shop-footer', 'footer[data-layout="collapsible"]']);
          const first = await find(tab, ['shop-footer', 'button[aria-expanded]']);
          const controls = await attribute(tab, first, 'aria-controls');
          const names = await tab.run(
            (host) => [...host.shadowRoot.querySelectorAll('button[aria-expanded]')].map((b) => b.textContent.trim()),
            await find(tab, ['shop-footer'], { visible: false }),
          );
          check(names.length > 1, `several groups (found ${names.length})`);
          check((await attribute(tab, first, 'aria-expanded')) === 'false', 'the first group starts closed');
          const region = [`shop-footer`, `[id="${controls}"]`];
          check(!(await isShown(tab, region)), 'its links hidden while closed');

          await tab.run((element) => element.focus(), first);
          await tab.press('Enter');
          await until('Enter opens the group', async () => (await attribute(tab, first, 'aria-expanded')) === 'true');
          await find(tab, [...region, 'a']);
          await tab.press('Space');
          await until('Space closes it', async () => (await attribute(tab, first, 'aria-expanded')) === 'false');
          await until('its links hidden again', async () => !(await isShown(tab, region)));
          check(await isFocused(tab, first), 'focus stays on the group button');

          await tab.press('Tab');
          const second = await find(tab, ['shop-footer', 'button[aria-expanded]'], { text: names[1] });
          await until(`Tab moves focus to the next group "${names[1]}"`, () => isFocused(tab, second));
          await tab.press('Space');
          await until('Space opens it', async () => (await attribute(tab, second, 'aria-expanded')) === 'true');
          await tab.press('Enter');
          await until('Enter closes it', async () => (await attribute(tab, second, 'aria-expanded')) === 'false');
          await expectNoProblems(tab);
        },
      },
    ],
  },

  {
    name: 'preview panel apply',
    cases: [
      {
        name: 'SK: staff login, open the panel, pick date, test and group, apply',
        async run(tab) {
          await tab.goto('/staff-login?country=SK');
          await fill(tab, await find(tab, ['#staff-username']), staff.username);
          await fill(tab, await find(tab, ['#staff-password']), staff.password);
          await tab.click(await find(tab, ['form.staff-login button[type="submit"]']));
          await until('back on the home page', async () => (await tab.url()).endsWith('/?country=SK'));
          await everyElementDefined(tab);

          const panel = 'shop-preview-panel';
          await tab.click(await find(tab, [panel, 'button[aria-expanded]'], { text: 'Preview' }));
          await find(tab, [panel, 'h2'], { text: 'Preview settings' });
          await find(tab, [panel, '.tests-status'], { text: 'Active tests found.' });
          await fill(tab, await find(tab, [panel, 'input[name="date"]']), '2026-12-24');
          await fill(tab, await find(tab, [panel, 'input[name="time"]']), '09:30');
          const test = await find(tab, [panel, 'select[name="test"]']);
          await find(tab, [panel, 'select[name="test"] option[value="newsletter-teaser-wording"]'], { visible: false });
          await tab.select(test, 'newsletter-teaser-wording');
          const group = await find(tab, [panel, 'select[name="group"]']);
          await waitFor(
            tab,
            'group B offered',
            (select) => !select.disabled && Boolean(select.querySelector('option[value="B"]')),
            [group],
          );
          await tab.select(group, 'B');
          await tab.click(await find(tab, [panel, 'button[type="submit"]'], { text: 'Apply' }));
          await find(tab, [panel, '*'], { text: 'Settings applied successfully.' });
          const indicator = await find(tab, [panel, 'button[aria-expanded]'], { text: 'Preview' });
          await until('the indicator names test and group', async () =>
            (await textOf(tab, indicator)).includes('newsletter-teaser-wording / B'),
          );
          await expectNoProblems(tab);
        },
      },
    ],
  },

  {
    name: 'no moving targets',
    cases: [
      {
        name: 'DE: fix the e-mail, one click on the offers checkbox below checks it',
        run: (tab) =>
          clickBelowFixedField(tab, {
            country: 'DE',
            field: 'email',
            wrong: 'anna@',
            right: 'anna@example.com',
            checkbox: 'consents',
            error: 'gültige E-Mail-Adresse',
          }),
      },
      {
        name: 'TR: fix the last name, one click on the consent below checks it',
        run: (tab) =>
          clickBelowFixedField(tab, {
            country: 'TR',
            before: { email: 'ayse@example.com.tr' },
            field: 'lastName',
            wrong: '',
            right: 'Yildiz',
            checkbox: 'legals',
            error: 'Soyad',
          }),
      },
    ],
  },
];
