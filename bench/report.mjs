// Markdown tables for bench/RESULTS.md (and the console).

/** @typedef {import('./sizes.mjs').Sizes} Sizes */
/** @typedef {ReturnType<typeof import('./sizes.mjs').measureEntries>} EntriesByPackage */
/** @typedef {Awaited<ReturnType<typeof import('./page-weight.mjs').measurePageScripts>>} PageWeight */
/** @typedef {Awaited<ReturnType<typeof import('./render-time.mjs').measureRenderTimes>>} RenderTimes */

const bytes = (/** @type {number} */ n) => n.toLocaleString('en-US');
/** @type {(items: Sizes[], key: keyof Sizes) => number} */
const sum = (items, key) => items.reduce((total, item) => total + item[key], 0);
const ms = (/** @type {number} */ n) => n.toFixed(1);

/**
 * @param {string[]} headers
 * @param {string[][]} rows
 * @param {('left' | 'right')[]} [align]
 */
function table(headers, rows, align = []) {
  const line = (/** @type {string[]} */ cells) => `| ${cells.join(' | ')} |`;
  return [
    line(headers),
    line(headers.map((_, i) => (align[i] === 'right' ? '---:' : '---'))),
    ...rows.map((row) => line(row)),
  ].join('\n');
}

/** @param {EntriesByPackage} entriesByPackage */
export function sizesSection(entriesByPackage) {
  /** @type {('left' | 'right')[]} */
  const right = ['left', 'left', 'right', 'right', 'right', 'right'];
  /** @type {string[][]} */
  const entryRows = [];
  /** @type {string[][]} */
  const lazyRows = [];
  for (const { name, entries } of entriesByPackage) {
    for (const entry of entries) {
      entryRows.push([
        name,
        `\`${entry.entry}\``,
        String(entry.files.length),
        bytes(entry.raw),
        bytes(entry.gzip),
        bytes(entry.brotli),
      ]);
      if (entry.lazy.length) {
        const largest = entry.lazy.reduce((a, b) => (b.brotli > a.brotli ? b : a));
        const oneLocale = entry.lazy.filter((chunk) => /(^|\/)pl-PL-[^/]*\.js$/.test(chunk.file));
        lazyRows.push([
          name,
          `\`${entry.entry}\``,
          String(entry.lazy.length),
          bytes(entry.lazyTotal.raw),
          bytes(entry.lazyTotal.brotli),
          oneLocale.length ? `${oneLocale.length} · ${bytes(sum(oneLocale, 'brotli'))}` : '–',
          `\`${largest.file}\` ${bytes(largest.brotli)}`,
        ]);
      }
    }
  }
  const totalRows = entriesByPackage.map(({ name, total, fileCount }) => [
    name,
    String(fileCount),
    bytes(total.raw),
    bytes(total.gzip),
    bytes(total.brotli),
  ]);
  const lazyDetail = entriesByPackage
    .flatMap(({ name, entries }) =>
      entries.flatMap((entry) =>
        entry.lazy.map((chunk) => [
          name,
          `\`${chunk.file}\``,
          bytes(chunk.raw),
          bytes(chunk.gzip),
          bytes(chunk.brotli),
        ]),
      ),
    )
    .filter((row, index, rows) => rows.findIndex((other) => other[0] === row[0] && other[1] === row[1]) === index);
  return [
    '## Bundle sizes',
    '',
    'Bytes of the built JavaScript (`packages/*/dist`), compressed as the demo host serves it (gzip -9, brotli -q 11).',
    '',
    '### Per entry (entry file + the chunks it imports statically)',
    '',
    'For the runtime, one row per shared module (specifier of the import map); rows share chunks, so they do not add up.',
    '',
    table(['package', 'entry', 'files', 'raw', 'gzip', 'brotli'], entryRows, right),
    '',
    '### Lazy chunks (loaded on demand, e.g. the texts of one locale)',
    '',
    'A page loads the texts of its own locale only (the pl-PL column: what a PL page loads of them) and the icons it shows.',
    '',
    lazyRows.length
      ? table(
          [
            'package',
            'entry',
            'lazy chunks',
            'raw (all)',
            'brotli (all)',
            'pl-PL texts: chunks · brotli',
            'largest (brotli)',
          ],
          lazyRows,
          ['left', 'left', 'right', 'right', 'right', 'right', 'left'],
        )
      : 'No package has lazy chunks.',
    '',
    '### Per package (every JS file in dist)',
    '',
    table(['package', 'files', 'raw', 'gzip', 'brotli'], totalRows, ['left', 'right', 'right', 'right', 'right']),
    '',
    ...(lazyDetail.length
      ? [
          '<details><summary>Every lazy chunk</summary>',
          '',
          table(['package', 'chunk', 'raw', 'gzip', 'brotli'], lazyDetail, ['left', 'left', 'right', 'right', 'right']),
          '',
          '</details>',
          '',
        ]
      : []),
  ].join('\n');
}

/** @param {PageWeight} weight */
export function pageWeightSection(weight) {
  return [
    "## JavaScript a shopper's home page downloads",
    '',
    `\`${new URL(weight.url).pathname}${new URL(weight.url).search}\` loaded once in Chromium with an empty cache; every script response`,
    `(${weight.requests} requests, content-encoding: ${weight.encodings.join(', ') || 'none'}), summed from the browser's own byte counts.`,
    '',
    table(
      ['package', 'requests', 'transferred (encoded body)', 'decoded'],
      [
        ...weight.packages.map((row) => [row.pkg, String(row.requests), bytes(row.transferred), bytes(row.decoded)]),
        ['**total**', `**${weight.requests}**`, `**${bytes(weight.transferred)}**`, `**${bytes(weight.decoded)}**`],
      ],
      ['left', 'right', 'right', 'right'],
    ),
    '',
    `Response headers of those requests add ${bytes(weight.headers)} bytes.`,
    '',
  ].join('\n');
}

/**
 * @param {RenderTimes} times the element page's and the static page's
 * @param {{ samples: number, cpuRate: number, selector: string }} options
 */
export function renderTimeSection(times, { samples, cpuRate, selector }) {
  const { element, static: staticPage } = times;
  if (!element || !staticPage) throw new Error('render times need an "element" and a "static" page');
  /** @type {(a: number, b: number) => string} */
  const ratio = (a, b) => (b > 0 ? `${(a / b).toFixed(2)}×` : 'n/a');
  const rows = [
    ['custom element', `\`${new URL(element.url).pathname}\``, ms(element.medianFirst), ms(element.medianRepeat)],
    ['static HTML', `\`${new URL(staticPage.url).pathname}\``, ms(staticPage.medianFirst), ms(staticPage.medianRepeat)],
    [
      '**ratio** element / static',
      '',
      `**${ratio(element.medianFirst, staticPage.medianFirst)}**`,
      `**${ratio(element.medianRepeat, staticPage.medianRepeat)}**`,
    ],
  ];
  const spread = (/** @type {number[]} */ values) => `${ms(Math.min(...values))}–${ms(Math.max(...values))}`;
  return [
    '## Render time',
    '',
    `Time from navigation start until \`${selector}\` is in the shadow root of the \`<shop-notification>\``,
    'on a page, against a static-HTML page of the same content (declarative shadow DOM with the same CSS),',
    `measured alternately in the same run, ${samples} samples each, Chromium with CPU throttling ${cpuRate}×`,
    '(CDP `Emulation.setCPUThrottlingRate`). Medians in milliseconds. First visit: new browser context,',
    'empty cache. Repeat visit: the same page again in that context (hashed bundles come from the cache).',
    '',
    table(['page', 'path', 'first visit (median ms)', 'repeat visit (median ms)'], rows, [
      'left',
      'left',
      'right',
      'right',
    ]),
    '',
    `Spread (min–max ms), first visit: element ${spread(element.first)}, static ${spread(staticPage.first)};`,
    `repeat visit: element ${spread(element.repeat)}, static ${spread(staticPage.repeat)}.`,
    '',
  ].join('\n');
}
