// What runs inside the measured page (bench/vitals.mjs): the Web Vitals observers and the
// static snapshot. Kept apart from the harness because these functions are serialized into the
// page by Playwright: they may use nothing from their module scope.

/**
 * What observeVitals records in the page (`window.__vitals`), in milliseconds since navigation start.
 * @typedef {object} VitalsState
 * @property {number | null} fcp
 * @property {{ start: number, duration: number }[]} longTasks
 * @property {VitalsScript[]} scripts
 * @property {{ start: number, value: number, hadRecentInput: boolean, sources: string[] }[]} shifts
 * @property {{ start: number, element: string, size: number }[]} lcp
 * @property {VitalsEvent[]} events
 * @property {number} lastActivity
 * @property {number | null} quietAt
 * @property {number | null} paintedAt
 * @property {number | null} liveAt
 */
/** @typedef {{ start: number, duration: number, source: string }} VitalsScript */
/** @typedef {{ name: string, id: number, start: number, duration: number }} VitalsEvent */

// Entry types TypeScript's DOM library does not describe (yet), with the fields read here.
/** @typedef {PerformanceEntry & { value: number, hadRecentInput: boolean, sources?: { node: Node | null }[] }} LayoutShift */
/**
 * @typedef {PerformanceEntry & { scripts: { startTime: number, duration: number, sourceURL: string, invokerType: string }[] }} LongAnimationFrame
 */
/** @typedef {PerformanceEventTiming & { interactionId?: number }} EventTiming */

/**
 * Installed before any of the page's own scripts (Playwright `addInitScript`). Records, with
 * buffered PerformanceObservers: first contentful paint, every long task, the scripts of every
 * long animation frame, every layout shift,
 * the largest contentful paint candidates and Event Timing entries (durationThreshold 16 ms).
 * Says `QUIET_MESSAGE` on the console once the page has loaded and nothing (no long task, no
 * resource, no layout shift) happened for `quietMs`: the harness waits for that message rather
 * than polling the page, whose injected scripts would add main-thread work to what is measured.
 */
/** @param {{ quietMs: number, QUIET_MESSAGE: string }} options */
export function observeVitals({ quietMs, QUIET_MESSAGE }) {
  /** @type {VitalsState} */
  const state = {
    fcp: null,
    longTasks: [],
    scripts: [],
    shifts: [],
    lcp: [],
    events: [],
    lastActivity: 0,
    quietAt: null,
    paintedAt: null,
    liveAt: null,
  };
  Object.defineProperty(window, '__vitals', { value: state });
  /** @param {number} end */
  const touch = (end) => {
    state.lastActivity = Math.max(state.lastActivity, end, performance.now());
  };
  /** @param {Node | null | undefined} node */
  const nameOf = (node) => {
    if (node?.nodeType !== 1) return node ? node.nodeName.toLowerCase() : '(a node in a shadow root, or removed)';
    const element = /** @type {Element} */ (node);
    const root = element.getRootNode();
    const own = `${element.localName}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''}`;
    return root instanceof ShadowRoot ? `${root.host.localName} › ${own}` : own;
  };
  /**
   * @template {PerformanceEntry} Entry
   * @param {string} type
   * @param {(entry: Entry) => void} callback
   * @param {PerformanceObserverInit & { durationThreshold?: number }} [options]
   */
  const observe = (type, callback, options = {}) => {
    try {
      new PerformanceObserver((list) => /** @type {Entry[]} */ (list.getEntries()).forEach(callback)).observe({
        type,
        buffered: true,
        ...options,
      });
    } catch {
      // entry type not supported by this browser: its figure stays empty
    }
  };
  observe('paint', (entry) => {
    if (entry.name === 'first-contentful-paint') state.fcp = entry.startTime;
  });
  observe('longtask', (entry) => {
    state.longTasks.push({ start: entry.startTime, duration: entry.duration });
    touch(entry.startTime + entry.duration);
  });
  // Long animation frames name the scripts that ran in them: what our bundles cost, apart from
  // the parsing, style and layout a static page of the same content costs too.
  observe('long-animation-frame', (/** @type {LongAnimationFrame} */ entry) => {
    for (const script of entry.scripts) {
      state.scripts.push({
        start: script.startTime,
        duration: script.duration,
        source: `${(script.sourceURL || '(inline)').replace(/^.*\/assets\//, '').replace(/-[\w-]{8}\.js$/, '.js')} (${script.invokerType})`,
      });
    }
  });
  observe('layout-shift', (/** @type {LayoutShift} */ entry) => {
    state.shifts.push({
      start: entry.startTime,
      value: entry.value,
      hadRecentInput: entry.hadRecentInput,
      sources: (entry.sources ?? []).map((source) => nameOf(source.node)),
    });
    touch(entry.startTime);
  });
  observe('largest-contentful-paint', (/** @type {LargestContentfulPaint} */ entry) => {
    state.lcp.push({
      start: entry.startTime,
      element: `${nameOf(entry.element)} ${entry.url || 'text'} ${entry.size}`,
      size: entry.size,
    });
  });
  observe('resource', (/** @type {PerformanceResourceTiming} */ entry) => touch(entry.responseEnd));
  observe(
    'event',
    (/** @type {EventTiming} */ entry) => {
      if (entry.interactionId) {
        state.events.push({
          name: entry.name,
          id: entry.interactionId,
          start: entry.startTime,
          duration: entry.duration,
        });
      }
    },
    { durationThreshold: 16 },
  );
  // Dead time: from the first frame in which a widget's form field is painted to the first in
  // which it takes input (it takes none inside an inert form). Checked once per frame until then.
  // Only the form widgets' shadow roots are searched (the footer's newsletter block is a
  // <shop-newsletter> of its own): searching every element's, as this did, cost the page up to
  // 70 ms a frame at 4x CPU on a category page of 2,304 icons, the bench's own cost counted as
  // the page's. The collections are live and cheap to read while the document does not change.
  const formHosts = [document.getElementsByTagName('shop-login'), document.getElementsByTagName('shop-newsletter')];
  const fields = () =>
    formHosts
      .flatMap((hosts) => [...hosts])
      .flatMap((element) =>
        [...(element.shadowRoot?.querySelectorAll('input[type="email"]') ?? [])].filter(
          (field) => field.getClientRects().length > 0 && getComputedStyle(field).visibility === 'visible',
        ),
      );
  /** @param {number} frameTime */
  const watchLive = (frameTime) => {
    if (state.liveAt !== null || state.quietAt !== null) return;
    const painted = fields();
    if (painted.length && state.paintedAt === null) state.paintedAt = frameTime;
    if (painted.some((field) => !field.closest('[inert]'))) state.liveAt = frameTime;
    else requestAnimationFrame(watchLive);
  };
  requestAnimationFrame(watchLive);
  const check = () => {
    const now = performance.now();
    if (document.readyState === 'complete' && now - state.lastActivity >= quietMs) {
      state.quietAt = now;
      console.debug(QUIET_MESSAGE);
      return;
    }
    setTimeout(check, 100);
  };
  setTimeout(check, 100);
}

/**
 * The page as the shopper sees it now, as one HTML document without script: the markup of the
 * document and of every (open) shadow root as declarative shadow DOM, each shadow root's adopted
 * style sheets written into it as a <style>, every script, import map and module preload left
 * out. Each custom element keeps the minimum height it has defined, not the site's
 * `:not(:defined)` reservation (for the moment before a script defines it, which never comes
 * here).
 */
export function snapshotPage() {
  /** @type {ShadowRoot[]} */
  const shadowRoots = [];
  /** @param {ParentNode} root */
  const collect = (root) => {
    for (const element of root.querySelectorAll('*')) {
      if (element.shadowRoot) {
        shadowRoots.push(element.shadowRoot);
        collect(element.shadowRoot);
      }
    }
  };
  collect(document);
  /** @param {CSSStyleSheet[]} sheets */
  const cssOf = (sheets) =>
    sheets.map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText).join('\n')).join('\n');
  for (const root of shadowRoots) {
    if (!root.adoptedStyleSheets.length) continue;
    const style = document.createElement('style');
    style.textContent = cssOf(root.adoptedStyleSheets);
    root.prepend(style);
  }
  // In the static page no element will ever be defined: the site's `:not(:defined)` reservations
  // would apply for good. Each element keeps the minimum height it has now, defined, instead
  // (its own `:host` rule, e.g. the login form's, included): inline and important, it wins over
  // both.
  for (const element of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('*'))) {
    if (!element.localName.includes('-')) continue;
    element.style.setProperty('min-height', getComputedStyle(element).minHeight, 'important');
  }
  if (document.adoptedStyleSheets.length) {
    const style = document.createElement('style');
    style.textContent = cssOf(document.adoptedStyleSheets);
    document.head.append(style);
  }
  const html = document.documentElement;
  const attributes = [...html.attributes].map(
    (attribute) => ` ${attribute.name}="${attribute.value.replaceAll('"', '&quot;')}"`,
  );
  const inner = html
    .getHTML({ serializableShadowRoots: true, shadowRoots })
    .replace(/<script\b[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\brel="?modulepreload"?[^>]*>/gi, '')
    .replace(/<link\b(?=[^>]*\brel="?preload"?)(?=[^>]*\bas="?script"?)[^>]*>/gi, '');
  return { html: `<!DOCTYPE html><html${attributes.join('')}>${inner}</html>`, shadowRoots: shadowRoots.length };
}
