/**
 * The loader: the one script of ours a page runs before its load event, inlined into every
 * page's head by the embed snippets (tooling/snippets/compose.ts) as an `async` module script
 * (its size budget: scripts/budgets.mjs), and into the head for XHTML templates as a classic
 * script (WebKit runs no module script in an XML document and applies no import map there: that
 * form always loads the widgets through es-module-shims; docs/embedding-and-csp.md). The widgets'
 * markup is in the page (prerendered) and works without it; this script decides when each
 * widget's code is fetched and keeps what the shopper does meanwhile:
 *
 * - **When code loads:** on the first sign of use inside a widget (the pointer entering it, pointer
 *   down, touch, focus, key), at once; otherwise, per bundle (`when`), once the page has loaded and
 *   the browser is idle, or when the shopper scrolls its element near the viewport, or never. A
 *   bundle's `start` modules (no React in them: the footer's requests) run first, then the shared
 *   runtime a module a task, then its entry.
 *   Nothing of ours competes with the host page's own resources before its load event, and a
 *   widget that works without its code (login, newsletter, footer) costs a visitor who never
 *   reaches into it nothing.
 * - **Only for whom it can serve:** a bundle that names cookies (`cookies`: the session needs a
 *   login, the preview panel a staff login) is fetched only where one of them is present; the
 *   loader looks again every few seconds for a minute after the page was shown or the shopper
 *   was last active, and when the page is shown again (a login in another tab), then loads it
 *   and marks its elements (`cookieAppearedAttribute`).
 * - **What it keeps:** typing, autofill, ticks and selections need no script: the prerendered
 *   form controls are real ones, and the element carries their state over when it takes over
 *   (`carryOver`). What needs our code is recorded on the prerendered markup for the element to
 *   replay: a submit (`data-shop-submit`, the form marked busy) and clicks on buttons
 *   (`data-shop-clicks`). Fields the shopper has left are marked `data-shop-visited`, so that they
 *   are validated as if the widget had been live. A group drawn as a native disclosure
 *   (`details`, the footer's on a phone) opens by itself; the take-over keeps it open.
 * - **Failure:** when a widget's code has not arrived 10 s after the shopper's intent, or cannot
 *   load (offline, blocked, server error, altered file, a runtime the page does not provide), its
 *   prerendered notice (`data-shop-load-failed`, translated at build time) is shown with a retry
 *   button, the typed values stay where they are, and a `shop-load-error` event tells the page.
 *
 * - **Releases** (field/release.ts), **import maps it cannot rely on** (host/importMaps.ts) and
 *   **XHTML** (host/xhtml.ts) each have a file of their own.
 *
 * Its configuration (`LoaderConfig`) is the JSON of the `<script type="application/json"
 * data-shop-loader>` elements before it. Files are checked against the import map's `integrity`
 * by the browser (by es-module-shims on the shim path).
 *
 * Bundled with what it imports into an immediately invoked function (build/loaderScript.ts).
 */
import type { HealthEvent, LoadOutcome } from '../field/health.ts';
import { applyStaffOverride, chooseVersions, healthRecorder } from '../field/release.ts';
import { needsShim, readImportMaps, runtimeName, runtimeNamesAmong, shimImporter } from '../host/importMaps.ts';
import { attachXmlShadowRoots } from '../host/xhtml.ts';

export interface LoaderBundle {
  /** The tags the bundle defines. */
  tags: string[];
  /** Its package (folder name under packages/) and version: what the widget's health reports name. */
  pkg?: string;
  version?: string;
  /**
   * Another version that a share (0-100) of shoppers gets instead: each shopper's browser is put
   * in a bucket of 0-99 once (the first-party cookie `shop-bucket`, nothing else in it), and a
   * bucket below `share` loads this version. Raising the share keeps everyone who had it.
   */
  canary?: { version: string; share: number; src: string; files: string[]; start?: string[]; shared?: string[] };
  /**
   * When its code loads without the shopper's intent: `idle` once the page has loaded and the
   * browser is idle (the widgets in view first); `visible` when one of its elements comes near
   * the viewport by the shopper's scrolling, after the page has loaded (one near it already then
   * waits for the shopper: being on the page is no sign of use); `intent` never (only on the
   * shopper's intent inside one of its elements).
   */
  when: 'idle' | 'visible' | 'intent';
  /**
   * Cookies of which one must be present, with a value, for the bundle's code to be fetched at all
   * (intent included): what its widget needs to serve the visitor (a login, a staff login).
   */
  cookies?: string[];
  /** The bundle's entry module. */
  src: string;
  /** Its static module graph and the lazy modules it needs at once (texts of the page's locale). */
  files: string[];
  /**
   * Lazy modules of its own, without React, that its entry starts with (the footer's requests):
   * evaluated first, so that what they ask for travels while the shared runtime is evaluated.
   */
  start?: string[];
  /**
   * Modules the bundles share at run time (the design system's labels: the first bundle to ask
   * loads its own copy, the others use it): preloaded with the first bundle loaded only.
   */
  shared?: string[];
}

export interface LoaderConfig {
  bundles?: LoaderBundle[];
  /** The page's site (`PL`): what the widgets' health reports name. */
  country?: string;
  /** The health module (field/health.ts), loaded after the page's load event only for a sampled page view. */
  health?: { src: string; integrity: string };
  /**
   * Where the template wants the widgets' health sent (its own data block): `sample` is the share of
   * page views (0-1) that report, `page` the page's type. Without it nothing is measured or sent.
   */
  collector?: { url: string; sample: number; page: string };
  /** The override module (field/override.ts) and the release manifest it may choose from (staff browsers only: one of `cookies`). */
  override?: { src: string; integrity: string; releases: string; cookies: string[] };
  /**
   * es-module-shims, loaded (as a module, with this integrity) only where the page's import maps
   * do not resolve our runtime's names to our map's URLs; the widgets then load through it.
   */
  shim?: { src: string; integrity: string };
}

/** How long after the shopper's intent a widget's code may take before the widget says it failed. */
const patience = 10_000;
/** How long after a beforeunload a failed load counts as the page being left (see `leaving`). */
const leavingFor = 3_000;
const intentEvents = ['pointerdown', 'touchstart', 'focusin', 'keydown'];
/**
 * The pointer entering a widget: the earliest sign that the shopper may reach into it (a mouse
 * moves over a control a few hundred milliseconds before it presses). It loads the code, but is
 * no intent: a failure shows its notice only once the shopper reaches in.
 */
const approachEvents = ['pointerover'];
/**
 * How often the loader looks for a locked bundle's cookie (a login in another tab), and for how
 * long after the page was shown or the shopper was last active (then it waits for activity): the
 * session's own login watch (packages/session/README.md), so that a page with a login-less
 * session wakes up no more often than one with the session's code.
 */
const cookieWatch = 5_000;
const cookieWatchFor = 60_000;
const activityEvents = ['touchstart', 'keydown', 'scroll', 'click'];
/**
 * What the loader puts on the elements of a bundle whose cookie appeared after the page had
 * started without it (`cookies`): the session's login, made in another tab, is one to announce.
 */
export const cookieAppearedAttribute = 'data-shop-cookie-appeared';
/** What marks a widget's prerendered root (earlyMarkup.ts writes it, takeover.ts replaces what it marks). */
export const prerenderedAttribute = 'data-shop-prerendered';
const prerendered = `[${prerenderedAttribute}]`;
/** How many preloads one task starts. */
const preloadsPerTask = 4;
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
/** What the loader gives the override module (field/override.ts). */
export interface OverrideOptions {
  doc: Document;
  /** The page's bundles: the override module points a bundle at another released version. */
  bundles: LoaderBundle[];
  /** The integrity the loader's preloads carry, by URL: the override adds its files'. */
  integrity: Record<string, string>;
  /** The release manifest's URL (releases.json on the CDN). */
  releases: string;
  country: string;
  /** The stored override, as JSON text. */
  wanted: string;
}

export function startLoader(
  doc: Document = document,
  importModule: (src: string) => Promise<unknown> = (src) => import(/* @vite-ignore */ src),
  /**
   * The URL the page's import maps give a bare specifier (throws when none does), null if the
   * browser cannot tell. Each form of the loader passes its own (build/loaderScript.ts): the
   * module script asks `import.meta.resolve`, which a classic script (the XHTML head) has not.
   * No default: its bytes would be in every page's head for nothing.
   */
  resolveSpecifier: (specifier: string) => string | null,
): () => void {
  attachXmlShadowRoots(doc);
  const bundles: LoaderBundle[] = [];
  // Every block's settings but its bundles; where two blocks name one, the first wins.
  let settings: LoaderConfig = {};
  for (const script of doc.querySelectorAll('script[data-shop-loader]')) {
    try {
      const { bundles: own = [], ...config } = JSON.parse(script.textContent ?? '') as LoaderConfig;
      bundles.push(...own);
      settings = { ...config, ...settings };
    } catch {
      console.error('shop loader: unreadable configuration', script);
    }
  }
  const { shim, health, collector, override } = settings;
  chooseVersions(doc, bundles);
  // A bundle whose cookies are absent is locked: nothing of it is fetched until one appears.
  const cookieNames = () =>
    new Set(
      doc.cookie
        .split(';')
        .filter((pair) => pair.slice(pair.indexOf('=') + 1).trim())
        .map((pair) => pair.slice(0, pair.indexOf('=')).trim()),
    );
  const unlocked = (bundle: LoaderBundle, present = cookieNames()) =>
    !bundle.cookies || bundle.cookies.some((name) => present.has(name));
  const locked = new Set(bundles.filter((bundle) => !unlocked(bundle)));
  const bundleOf = new Map<string, LoaderBundle>();
  for (const bundle of bundles) for (const tag of bundle.tags) bundleOf.set(tag, bundle);
  const loading = new Map<LoaderBundle, Promise<void>>();
  const loaded = new Set<LoaderBundle>();
  // A bundle whose code could not load is tried again only by the shopper's retry button: one
  // failure, one notice and one report per widget, not one per idle pass or keystroke.
  const failed = new Set<LoaderBundle>();
  const waiting = new Map<LoaderBundle, ReturnType<typeof setTimeout>>();
  const preloaded = new Set<string>();
  let sharedPreloaded = false;
  const guarded = new WeakSet<ShadowRoot>();
  const reasons = new Map<LoaderBundle, string>();
  const healthRecord = healthRecorder(doc, collector);
  const outcome = (tag: string): LoadOutcome => {
    const bundle = bundleOf.get(tag) as LoaderBundle;
    if (loaded.has(bundle)) return 'loaded';
    return (reasons.get(bundle) as LoadOutcome) ?? (loading.has(bundle) ? 'pending' : 'not-loaded');
  };

  const elementsOf = (bundle: LoaderBundle) => bundle.tags.flatMap((tag) => [...doc.querySelectorAll(tag)]);

  const [maps, ours] = readImportMaps(doc);
  const integrity: Record<string, string> = Object.assign({}, ...maps.map((map) => map.integrity));
  for (const file of [shim, health, override]) if (file) integrity[file.src] = file.integrity;
  const shimmed = Boolean(shim) && needsShim(doc, maps, ours, resolveSpecifier);
  const viaShim = shimImporter(ours, () => {
    preload([shim?.src ?? ''], 'modulepreload');
    return importModule(shim?.src ?? '');
  });

  // On the shim path the files are fetched by es-module-shims (its `modulepreload-shim` links):
  // the browser's own module loader could not resolve them.
  const preload = (files: string[], rel = shimmed ? 'modulepreload-shim' : 'modulepreload') => {
    for (const file of files) {
      if (preloaded.has(file)) continue;
      preloaded.add(file);
      const link = doc.createElement('link');
      link.rel = rel;
      link.href = file;
      const hash = integrity[file];
      if (hash) link.integrity = hash;
      doc.head.append(link);
    }
  };

  // The widgets the shopper has reached into: only there does a failure show its notice (a
  // notice that appeared unasked would move what the shopper is about to click).
  const wanted = new Set<LoaderBundle>();

  /** Shows (or hides) the prerendered failure notice of the bundle's elements. */
  const showFailure = (bundle: LoaderBundle, shown: boolean) => {
    for (const element of elementsOf(bundle)) {
      const notice = element.shadowRoot?.querySelector(`${prerendered} [data-shop-load-failed]`);
      notice?.toggleAttribute('hidden', !(shown && wanted.has(bundle)));
    }
  };

  const report = (bundle: LoaderBundle, detail: Record<string, string>) => {
    for (const element of elementsOf(bundle))
      element.dispatchEvent(new CustomEvent('shop-load-error', { bubbles: true, composed: true, detail }));
  };

  const fail = (bundle: LoaderBundle, reason: string, error?: unknown) => {
    const runtime = runtimeName.exec(String(error))?.[1];
    // A global the host page replaced, with no clean copy to be had (host/pristine.ts).
    const host = String(error).includes('[shop-host]');
    const detail = {
      tag: bundle.tags[0] ?? '',
      src: bundle.src,
      reason: runtime ? 'runtime' : host ? 'host' : reason,
    };
    reasons.set(bundle, detail.reason);
    healthRecord.record({ tag: detail.tag, kind: detail.reason as HealthEvent['kind'], src: bundle.src });
    if (runtime) {
      Object.assign(detail, { runtime });
      console.error(
        `<${detail.tag}> needs the shared runtime ${runtime} (@shop/runtime@${runtime}/…), which this page's import map does not provide; it keeps its prerendered markup.`,
      );
    } else if (host) console.error(`<${detail.tag}> cannot run on this page: ${(error as Error).message}.`);
    else if (reason === 'timeout') console.warn(`<${detail.tag}>: its code has not arrived yet from ${bundle.src}`);
    else
      console.error(
        `<${detail.tag}>: its code could not be loaded from ${bundle.src}${shimmed ? ' through es-module-shims' : ''}`,
        error,
      );
    report(bundle, detail);
    showFailure(bundle, true);
  };

  const evaluated = new Set<string>();

  // Starting a fetch costs a slow phone a few milliseconds, and evaluating a module graph costs
  // its size: one import of the entry evaluated React DOM's client (our largest module) and the
  // widget in one long task. So a bundle's preloads start a few per task, then its start modules
  // (no React in them) are evaluated, then the runtime modules it uses one name per task, then
  // the widget's entry. Every fetch starts before the first import waits: the imports add no
  // round trip. A bundle loaded with another (`after`: the widgets inside its elements, see
  // load) is fetched at once, evaluated after it.
  const fetchAndEvaluate = async (bundle: LoaderBundle, after?: Promise<void>) => {
    if (overridden) await overridden;
    const files = [...bundle.files];
    if (!sharedPreloaded && bundle.shared?.length) {
      sharedPreloaded = true;
      files.push(...bundle.shared);
    }
    while (files.length) {
      preload(files.splice(0, preloadsPerTask));
      if (files.length) await nextTask();
    }
    if (after) await after;
    const evaluate = shimmed ? viaShim : importModule;
    for (const file of bundle.start ?? []) await evaluate(file);
    for (const name of runtimeNamesAmong(doc, ours, bundle.files)) {
      if (evaluated.has(name)) continue;
      await evaluate(name);
      evaluated.add(name);
      await nextTask();
    }
    await evaluate(bundle.src);
  };

  // Firefox fails the loads in flight as soon as a page starts to go: after its beforeunload, before
  // its pagehide and hidden state. A failure moments after a beforeunload is that (one after a
  // download link, which leaves the page where it was, goes unsaid: the next intent tries again).
  let leftAt = Number.NEGATIVE_INFINITY;
  const onLeaving = () => {
    leftAt = performance.now();
  };
  const leaving = () => performance.now() - leftAt < leavingFor;
  addEventListener('beforeunload', onLeaving);

  const load = (bundle: LoaderBundle, after?: Promise<void>): Promise<void> => {
    let pending = loading.get(bundle);
    if (!pending && (failed.has(bundle) || locked.has(bundle))) return Promise.resolve();
    if (!pending) {
      pending = fetchAndEvaluate(bundle, after).then(
        () => {
          loaded.add(bundle);
          clearTimeout(waiting.get(bundle));
          showFailure(bundle, false);
        },
        (error: unknown) => {
          loading.delete(bundle);
          clearTimeout(waiting.get(bundle));
          waiting.delete(bundle);
          // A page being left (Firefox then fails every load in flight, integrity over empty bodies
          // included) or out of sight: the shopper met no failure; their next intent tries again.
          if (doc.visibilityState === 'hidden' || leaving()) return;
          failed.add(bundle);
          fail(bundle, 'error', error);
        },
      );
      loading.set(bundle, pending);
      // The widgets inside its elements come with it (the footer's newsletter block): a widget's
      // first live frame waits for those inside it. Their files are fetched at once, their code
      // runs after the widget's own, so that the widget starts first what it waits for (the
      // footer its newsletter status request and its texts, which the block then shares). So
      // does, with a widget the shopper reached into, a bundle without an element on the page:
      // its element is one a widget adds (the footer shows its newsletter block after all when
      // the shopper's status could not be read).
      for (const element of elementsOf(bundle))
        for (const inner of element.querySelectorAll('*')) {
          const nested = bundleOf.get(inner.localName);
          if (nested) void load(nested, pending);
        }
      if (bundle.when !== 'idle') for (const other of bundles) if (!elementsOf(other).length) void load(other);
    }
    return pending;
  };

  /** The shopper wants the widget now: load it, and say so if it does not come in time. */
  const want = (bundle: LoaderBundle) => {
    if (locked.has(bundle)) return;
    wanted.add(bundle);
    if (failed.has(bundle)) showFailure(bundle, true);
    if (loaded.has(bundle) || failed.has(bundle)) return;
    if (!waiting.has(bundle))
      waiting.set(
        bundle,
        setTimeout(() => doc.visibilityState === 'hidden' || fail(bundle, 'timeout'), patience),
      );
    void load(bundle);
  };

  const evaluateWithIntegrity = (src: string) => {
    preload([src], 'modulepreload');
    return importModule(src);
  };
  const overridden = applyStaffOverride(override, cookieNames, evaluateWithIntegrity, {
    doc,
    bundles,
    integrity,
    country: settings.country ?? '',
  });

  // A submit is not a composed event: it is caught in the shadow root, which exists (and has been
  // focused or pressed into) before anything in it can be submitted.
  const guard = (root: ShadowRoot) => {
    if (guarded.has(root)) return;
    guarded.add(root);
    root.addEventListener(
      'submit',
      (event) => {
        const form = event.target as HTMLFormElement;
        if (!form.closest(prerendered)) return;
        event.preventDefault();
        form.setAttribute('data-shop-submit', '');
        form.setAttribute('aria-busy', 'true');
      },
      true,
    );
  };

  // A control (or a disclosure's summary) pressed in the prerendered markup is marked until the
  // press ends: if the take-over replaces it in between, the browser fires no click, and the
  // take-over gives it back.
  const pressedControls = new Set<Element>();
  const onPress = (event: Event) => {
    const target = event.composedPath()[0];
    const control = target instanceof Element ? target.closest('button, input, select, textarea, summary') : null;
    if (!control?.closest(prerendered)) return;
    control.setAttribute('data-shop-pressed', '');
    pressedControls.add(control);
  };
  // The release, its mouseup and its click come in one task: no take-over falls between them.
  const onRelease = () => {
    for (const control of pressedControls) control.removeAttribute('data-shop-pressed');
    pressedControls.clear();
  };

  const onIntent = (event: Event) => {
    if (event.type === 'pointerdown') onPress(event);
    for (const node of event.composedPath()) {
      const bundle = node instanceof Element ? bundleOf.get(node.localName) : undefined;
      if (!bundle) continue;
      const root = (node as Element).shadowRoot;
      if (root) guard(root);
      want(bundle);
    }
  };

  const onApproach = (event: Event) => {
    for (const node of event.composedPath()) {
      const bundle = node instanceof Element ? bundleOf.get(node.localName) : undefined;
      if (bundle && !loaded.has(bundle)) void load(bundle);
    }
  };

  const onFocusOut = (event: Event) => {
    const field = event.composedPath()[0];
    if (field instanceof Element && field.closest(prerendered)) field.setAttribute('data-shop-visited', '');
  };

  const onClick = (event: Event) => {
    const target = event.composedPath()[0];
    const button = target instanceof Element ? target.closest('button') : null;
    if (!button?.closest(prerendered)) return;
    if (button.hasAttribute('data-shop-retry')) {
      const host = (button.getRootNode() as ShadowRoot).host;
      const bundle = host && bundleOf.get(host.localName);
      if (bundle) {
        failed.delete(bundle);
        showFailure(bundle, false);
        want(bundle);
      }
    } else if (button.type === 'button') {
      button.setAttribute('data-shop-clicks', String(Number(button.getAttribute('data-shop-clicks') ?? 0) + 1));
    }
  };

  // Every bundle loaded is not every widget live: an element takes over a task or more after its
  // code has run (React renders, several elements share slices of the main thread), and what the
  // shopper does in between is still done to the prerendered markup. The loader stops recording
  // at the first event after the last prerendered root has gone.
  const stillPrerendered = () =>
    bundles.some((bundle) => elementsOf(bundle).some((element) => element.shadowRoot?.querySelector(prerendered)));
  const recording = (listener: (event: Event) => void) => (event: Event) => {
    if (loaded.size + locked.size === bundles.length && !stillPrerendered()) stopListening();
    else listener(event);
  };
  const listeners: [string, (event: Event) => void][] = (
    [
      ...intentEvents.map((name) => [name, onIntent] as [string, (event: Event) => void]),
      ...approachEvents.map((name) => [name, onApproach] as [string, (event: Event) => void]),
      ['focusout', onFocusOut],
      ['click', onClick],
      ['pointerup', onRelease],
      ['pointercancel', onRelease],
    ] as [string, (event: Event) => void][]
  ).map(([name, listener]) => [name, recording(listener)]);
  for (const [name, listener] of listeners) doc.addEventListener(name, listener, { capture: true, passive: true });
  const stopListening = () => {
    for (const [name, listener] of listeners) doc.removeEventListener(name, listener, { capture: true });
  };

  // A login made in another tab (or a staff login) unlocks its bundle here: loaded at once, its
  // elements marked, so that the widget knows the cookie came after the page (a login detected).
  const unlock = () => {
    const present = cookieNames();
    for (const bundle of locked) {
      if (!unlocked(bundle, present)) continue;
      locked.delete(bundle);
      for (const element of elementsOf(bundle)) element.setAttribute(cookieAppearedAttribute, '');
      void load(bundle);
    }
    // No element of a locked widget left on the page (or none there at all): nothing to watch for.
    if (![...locked].some((bundle) => elementsOf(bundle).length)) stopWatching();
  };
  let watchUntil = 0;
  let watch: ReturnType<typeof setInterval> | undefined;
  const watchCookies = () => {
    watchUntil = Date.now() + cookieWatchFor;
    watch ??= setInterval(() => {
      unlock();
      if (Date.now() > watchUntil) watch = void clearInterval(watch);
    }, cookieWatch);
  };
  const onShown = () => {
    if (doc.visibilityState === 'hidden') return;
    unlock();
    if (locked.size) watchCookies();
  };
  const stopWatching = () => {
    clearInterval(watch);
    doc.removeEventListener('visibilitychange', onShown);
    for (const name of activityEvents) doc.removeEventListener(name, watchCookies, { capture: true });
  };
  if (locked.size) {
    watchCookies();
    doc.addEventListener('visibilitychange', onShown);
    for (const name of activityEvents) doc.addEventListener(name, watchCookies, { capture: true, passive: true });
  }
  const stop = () => {
    removeEventListener('beforeunload', onLeaving);
    stopListening();
    stopWatching();
  };

  const idle = (task: () => void) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(task, { timeout: 2000 }) : setTimeout(task, 50);
  const inView = (bundle: LoaderBundle) =>
    elementsOf(bundle).some((element) => {
      const box = element.getBoundingClientRect();
      return box.height > 0 && box.bottom > 0 && box.top < innerHeight;
    });
  const whenVisible = () => {
    const watched = bundles.filter((bundle) => bundle.when === 'visible');
    if (!watched.length || typeof IntersectionObserver !== 'function') return;
    // Half a viewport ahead: the code is there by the time the shopper has scrolled to it. The
    // first report of each element says where it was when the page had loaded: near then is no
    // sign of use (a short page shows its footer at once), coming near later is.
    const reported = new WeakSet<Element>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const first = !reported.has(entry.target);
          reported.add(entry.target);
          const bundle = entry.isIntersecting && !first ? bundleOf.get(entry.target.localName) : undefined;
          if (!bundle) continue;
          for (const element of elementsOf(bundle)) observer.unobserve(element);
          void load(bundle);
        }
      },
      { rootMargin: '50% 0px' },
    );
    for (const bundle of watched) for (const element of elementsOf(bundle)) observer.observe(element);
  };
  const afterLoad = () => {
    whenVisible();
    if (healthRecord.sampled && health)
      void evaluateWithIntegrity(health.src)
        .then((module) =>
          (module as typeof import('../field/health.ts')).startHealth(
            healthRecord.feed(settings.country ?? '', bundles, { outcome, integrityOf: (url) => integrity[url] }),
          ),
        )
        .catch(() => {});
    // One bundle per idle period, the widgets in view first: starting a bundle's fetches and
    // its import costs a few milliseconds, and on a slow phone all of them at once made a long task.
    // Where the widgets are is read in the first idle period, once the page is laid out: in the
    // load event's task it forced that layout (a category page of 192 tiles: 110 ms at 4x CPU).
    // And after the frame that paints what the load event waited for (the page's largest paint,
    // an image or a heading, often comes in it): none of our requests is in flight before it.
    const onIdle = bundles.filter((bundle) => bundle.when === 'idle' && !locked.has(bundle));
    let queue: LoaderBundle[] | undefined;
    const next = () => {
      queue ??= [...onIdle.filter(inView), ...onIdle.filter((bundle) => !inView(bundle))];
      const bundle = queue.shift();
      if (!bundle) return;
      if (!loading.has(bundle) && !loaded.has(bundle)) void load(bundle);
      idle(next);
    };
    let painted = false;
    const start = () => {
      if (!painted) idle(next);
      painted = true;
    };
    // Two frames: a callback runs before its frame is painted. A hidden page paints no frame.
    requestAnimationFrame(() => requestAnimationFrame(start));
    setTimeout(start, 1000);
  };
  if (doc.readyState === 'complete') afterLoad();
  else addEventListener('load', afterLoad, { once: true });
  return stop;
}
