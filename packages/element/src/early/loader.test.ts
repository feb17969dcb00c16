import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HealthFeed } from '../field/health.ts';
import { HostGlobalError } from '../host/realm.ts';
import { type LoaderBundle, type LoaderConfig, startLoader } from './loader.ts';

/**
 * The loader in a page of two prerendered widgets, with the module import replaced by a
 * controllable one: which code it asks for, when, and what it records and shows meanwhile.
 */
const login: LoaderBundle = {
  when: 'idle',
  tags: ['shop-login'],
  src: '/assets/login/index.js',
  files: ['/assets/login/index.js'],
};
const footer: LoaderBundle = {
  when: 'idle',
  tags: ['shop-footer'],
  src: '/assets/footer/index.js',
  files: ['/assets/footer/index.js', '/assets/runtime/react.js'],
  shared: ['/assets/footer/chunks/labels-de-DE.js'],
};

function page(bundles: LoaderBundle[]) {
  document.head.innerHTML =
    `<script type="importmap">${JSON.stringify({ imports: {}, integrity: { '/assets/runtime/react.js': 'sha384-abc' } })}</script>` +
    `<script type="application/json" data-shop-loader>${JSON.stringify({ bundles })}</script>`;
  document.body.innerHTML = '<shop-login></shop-login><shop-footer></shop-footer>';
  const root = (document.querySelector('shop-login') as HTMLElement).attachShadow({ mode: 'open' });
  root.innerHTML =
    '<div class="shop-root" data-shop-prerendered="">' +
    '<div class="shop-early-notice" role="alert" data-shop-load-failed="" hidden=""><p>Failed</p><button type="button" data-shop-retry="">Retry</button></div>' +
    '<form method="dialog" data-shop-early=""><input name="email"><button type="button" class="reveal">Show</button><button type="submit">Send</button></form>' +
    '</div>';
  return root;
}

interface Import {
  src: string;
  resolve: () => void;
  reject: (error: unknown) => void;
}

function imports() {
  const asked: Import[] = [];
  const importModule = (src: string) =>
    new Promise<unknown>((resolve, reject) => asked.push({ src, resolve: () => resolve({}), reject }));
  return { asked, importModule };
}

let stops: (() => void)[] = [];
// A browser that cannot tell what the page's import maps give (the page has none here).
const start = (importModule: (src: string) => Promise<unknown>) =>
  stops.push(startLoader(document, importModule, () => null));

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  vi.restoreAllMocks();
  vi.useRealTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

/** The frames after the load event paint at once (their callbacks run when asked for). */
const paintAtOnce = () => vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => frame(0));

describe('the loader', () => {
  it('fetches nothing before the page has loaded, unless the shopper reaches into a widget', async () => {
    const root = page([login, footer]);
    const { asked, importModule } = imports();
    start(importModule);
    expect(asked).toEqual([]);
    (root.querySelector('input') as HTMLInputElement).dispatchEvent(
      new FocusEvent('focusin', { bubbles: true, composed: true }),
    );
    expect(asked.map((item) => item.src)).toEqual(['/assets/login/index.js']);
    // the whole graph preloaded with it, with the import map's integrity where it has one
    expect(
      [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')),
    ).toEqual(['/assets/login/index.js']);
  });

  it('preloads the shared labels with the first widget loaded only, and every file with its integrity', () => {
    page([footer, { ...login, shared: ['/assets/login/chunks/labels-de-DE.js'] }]);
    const { importModule } = imports();
    start(importModule);
    for (const tag of ['shop-footer', 'shop-login'])
      document.querySelector(tag)?.dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true }));
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/assets/footer/index.js',
      '/assets/runtime/react.js',
      '/assets/footer/chunks/labels-de-DE.js',
      '/assets/login/index.js',
    ]);
    expect(links[1]?.integrity).toBe('sha384-abc');
  });

  it('records a submit before the take-over, marks the form busy, and lets nothing leave', () => {
    const root = page([login]);
    start(imports().importModule);
    const form = root.querySelector('form') as HTMLFormElement;
    form.dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true }));
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(form.hasAttribute('data-shop-submit')).toBe(true);
    expect(form.getAttribute('aria-busy')).toBe('true');
  });

  it('still records a press and a submit after the code has run but before the element has taken over', async () => {
    const root = page([login]);
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
    paintAtOnce();
    const { asked, importModule } = imports();
    start(importModule);
    idle.shift()?.();
    idle.shift()?.();
    expect(asked.map((item) => item.src)).toEqual(['/assets/login/index.js']);
    asked[0]?.resolve();
    await settle();
    vi.unstubAllGlobals();
    // The code has run; the element renders a task or more later. The shopper clicks "Send".
    const form = root.querySelector('form') as HTMLFormElement;
    const send = root.querySelector('[type="submit"]') as HTMLButtonElement;
    send.dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true }));
    expect(send.hasAttribute('data-shop-pressed')).toBe(true);
    const early = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(form.hasAttribute('data-shop-submit')).toBe(true);

    // The take-over: the live markup replaces the prerendered one.
    root.innerHTML = '<div class="shop-root"><form><button type="button">Show</button></form></div>';
    const live = root.querySelector('button') as HTMLButtonElement;
    live.click();
    live.click();
    expect(live.hasAttribute('data-shop-clicks')).toBe(false);
  });

  it('counts clicks on buttons and marks fields the shopper left, for the take-over to replay', () => {
    const root = page([login]);
    start(imports().importModule);
    const reveal = root.querySelector('.reveal') as HTMLButtonElement;
    reveal.click();
    reveal.click();
    reveal.click();
    expect(reveal.getAttribute('data-shop-clicks')).toBe('3');
    const input = root.querySelector('input') as HTMLInputElement;
    input.dispatchEvent(new FocusEvent('focusout', { bubbles: true, composed: true }));
    expect(input.hasAttribute('data-shop-visited')).toBe(true);
  });

  it('leaves a group drawn as a native disclosure to the browser: a tap on it loads the code and is not held back', () => {
    page([login, footer]);
    const root = (document.querySelector('shop-footer') as HTMLElement).attachShadow({ mode: 'open' });
    root.innerHTML =
      '<div class="shop-root" data-shop-prerendered=""><details data-shop-toggle=""><summary>Service</summary></details></div>';
    const { asked, importModule } = imports();
    start(importModule);
    const summary = root.querySelector('summary') as HTMLElement;
    summary.dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true }));
    expect(asked.map((item) => item.src)).toEqual(['/assets/footer/index.js']);
    // Marked while pressed, for a take-over that falls between the press and its release.
    expect(summary.hasAttribute('data-shop-pressed')).toBe(true);
    document.dispatchEvent(new Event('pointerup'));
    expect(summary.hasAttribute('data-shop-pressed')).toBe(false);
    const tap = new MouseEvent('click', { bubbles: true, composed: true, cancelable: true });
    summary.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(false);
    expect(summary.hasAttribute('data-shop-clicks')).toBe(false);
  });

  it('shows the failure notice and tells the page when the code cannot load; retry loads again', async () => {
    const root = page([login]);
    const { asked, importModule } = imports();
    const failures: unknown[] = [];
    document.addEventListener('shop-load-error', (event) => failures.push((event as CustomEvent).detail));
    start(importModule);
    root.querySelector('input')?.dispatchEvent(new Event('keydown', { bubbles: true, composed: true }));
    asked[0]?.reject(new TypeError('Failed to fetch dynamically imported module'));
    await settle();
    const notice = root.querySelector('[data-shop-load-failed]') as HTMLElement;
    expect(notice.hidden).toBe(false);
    expect(failures).toEqual([{ tag: 'shop-login', src: '/assets/login/index.js', reason: 'error' }]);
    // More intent and idle passes do not try again: one failure, one report.
    root.querySelector('input')?.dispatchEvent(new Event('keydown', { bubbles: true, composed: true }));
    expect(asked).toHaveLength(1);
    expect(failures).toHaveLength(1);
    (root.querySelector('[data-shop-retry]') as HTMLButtonElement).click();
    expect(notice.hidden).toBe(true);
    expect(asked).toHaveLength(2);
    asked[1]?.resolve();
    await settle();
    expect(notice.hidden).toBe(true);
  });

  it('keeps the notice of a widget whose code failed unasked hidden until the shopper reaches into it', async () => {
    const root = page([login]);
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
    paintAtOnce();
    const { asked, importModule } = imports();
    const failures: unknown[] = [];
    document.addEventListener('shop-load-error', (event) => failures.push((event as CustomEvent).detail));
    start(importModule);
    while (idle.length) idle.shift()?.();
    asked[0]?.reject(new TypeError('Failed to fetch dynamically imported module'));
    await settle();
    const notice = root.querySelector('[data-shop-load-failed]') as HTMLElement;
    expect(failures).toHaveLength(1);
    expect(notice.hidden).toBe(true);
    root.querySelector('input')?.dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true }));
    expect(notice.hidden).toBe(false);
    expect(asked).toHaveLength(1);
    vi.unstubAllGlobals();
  });

  it('names the runtime a widget needs when the page’s import map does not provide it', async () => {
    const root = page([login]);
    const { asked, importModule } = imports();
    const failures: unknown[] = [];
    document.addEventListener('shop-load-error', (event) => failures.push((event as CustomEvent).detail));
    start(importModule);
    root.querySelector('input')?.dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true }));
    asked[0]?.reject(new TypeError('Failed to resolve module specifier "@shop/runtime@2/react".'));
    await settle();
    expect(failures).toEqual([{ tag: 'shop-login', src: '/assets/login/index.js', reason: 'runtime', runtime: '2' }]);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('needs the shared runtime 2'));
  });

  it('reports a widget the host page keeps from running as reason host, naming the global once', async () => {
    const root = page([login]);
    const { asked, importModule } = imports();
    const failures: unknown[] = [];
    document.addEventListener('shop-load-error', (event) => failures.push((event as CustomEvent).detail));
    start(importModule);
    root.querySelector('input')?.dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true }));
    asked[0]?.reject(new HostGlobalError('Request'));
    await settle();
    expect(failures).toEqual([{ tag: 'shop-login', src: '/assets/login/index.js', reason: 'host' }]);
    expect(console.error).toHaveBeenCalledTimes(1);
    expect(console.error).toHaveBeenCalledWith(
      '<shop-login> cannot run on this page: [shop-host] the page replaced Request and no clean copy could be had.',
    );
    expect((root.querySelector('[data-shop-load-failed]') as HTMLElement).hidden).toBe(false);
  });

  it('says so 10 s after the shopper’s intent when the code has not arrived, and not before', async () => {
    vi.useFakeTimers();
    const root = page([login]);
    const { asked, importModule } = imports();
    start(importModule);
    root.querySelector('input')?.dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true }));
    const notice = root.querySelector('[data-shop-load-failed]') as HTMLElement;
    vi.advanceTimersByTime(9_900);
    expect(notice.hidden).toBe(true);
    vi.advanceTimersByTime(200);
    expect(notice.hidden).toBe(false);
    asked[0]?.resolve();
    await vi.runAllTimersAsync();
    expect(notice.hidden).toBe(true);
  });

  it('starts its idle loading only once the frame after the load event has painted', () => {
    page([login]);
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
    const idle: (() => void)[] = [];
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
    vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => frames.push(frame));
    const { asked, importModule } = imports();
    start(importModule);
    frames.shift()?.(0); // before the first frame's paint: the page's largest paint may be in it
    expect(idle).toEqual([]);
    frames.shift()?.(0); // before the next one's: the first has painted
    expect(idle).toHaveLength(1);
    idle.shift()?.();
    expect(asked.map((item) => item.src)).toEqual(['/assets/login/index.js']);
    vi.unstubAllGlobals();
  });

  it('once the page has loaded and the browser is idle, loads the widgets in view first, then the rest', async () => {
    page([footer, login]);
    const footerElement = document.querySelector('shop-footer') as HTMLElement;
    const loginElement = document.querySelector('shop-login') as HTMLElement;
    footerElement.getBoundingClientRect = () => ({ top: 2000, bottom: 2600, height: 600 }) as DOMRect;
    loginElement.getBoundingClientRect = () => ({ top: 100, bottom: 500, height: 400 }) as DOMRect;
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
    paintAtOnce();
    const { asked, importModule } = imports();
    const positions = vi.spyOn(footerElement, 'getBoundingClientRect');
    start(importModule);
    expect(asked).toEqual([]);
    // Nothing read in the load event's task: that would force the page's layout there.
    expect(positions).not.toHaveBeenCalled();
    idle.shift()?.();
    expect(asked.map((item) => item.src)).toEqual(['/assets/login/index.js']);
    idle.shift()?.();
    expect(asked.map((item) => item.src)).toEqual(['/assets/login/index.js', '/assets/footer/index.js']);
    vi.unstubAllGlobals();
  });

  it('loads a widget set to `intent` only on intent, and one set to `visible` when the shopper scrolls it near the viewport', () => {
    page([
      { ...login, when: 'intent' },
      { ...footer, when: 'visible' },
    ]);
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
    paintAtOnce();
    const observed: Element[] = [];
    let report: (entries: { target: Element; isIntersecting: boolean }[]) => void = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report) {
          report = callback;
        }
        observe(element: Element) {
          observed.push(element);
        }
        unobserve() {}
      },
    );
    const { asked, importModule } = imports();
    start(importModule);
    while (idle.length) idle.shift()?.();
    expect(asked).toEqual([]);
    expect(observed.map((element) => element.localName)).toEqual(['shop-footer']);
    // Near the viewport when the page has loaded (a short page shows its footer at once): no sign of use.
    report([{ target: observed[0] as Element, isIntersecting: true }]);
    expect(asked).toEqual([]);
    // Scrolled away and back to it.
    report([{ target: observed[0] as Element, isIntersecting: false }]);
    report([{ target: observed[0] as Element, isIntersecting: true }]);
    expect(asked.map((item) => item.src)).toEqual(['/assets/footer/index.js']);
    document
      .querySelector('shop-login')
      ?.shadowRoot?.querySelector('input')
      ?.dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true }));
    expect(asked.map((item) => item.src)).toEqual(['/assets/footer/index.js', '/assets/login/index.js']);
    vi.unstubAllGlobals();
  });
});

describe('the loader before the shopper reaches in', () => {
  const hover = (tag: string) =>
    document.querySelector(tag)?.dispatchEvent(new Event('pointerover', { bubbles: true, composed: true }));

  it('loads a widget when the pointer enters it, and shows no failure notice for it unasked', async () => {
    const root = page([
      { ...login, when: 'intent' },
      { ...footer, when: 'intent' },
    ]);
    const { asked, importModule } = imports();
    start(importModule);
    hover('shop-login');
    expect(asked.map((item) => item.src)).toEqual(['/assets/login/index.js']);
    asked[0]?.reject(new Error('offline'));
    await settle();
    expect(root.querySelector('[data-shop-load-failed]')?.hasAttribute('hidden')).toBe(true);
  });

  const gated = { ...login, when: 'idle' as const, cookies: ['LoginToken', 'LongTermTokenExp'] };

  it('fetches nothing of a widget whose cookie is absent, not even on intent; loads it once the cookie appears', () => {
    vi.useFakeTimers();
    page([gated, { ...footer, when: 'intent' }]);
    const { asked, importModule } = imports();
    start(importModule);
    const element = document.querySelector('shop-login') as HTMLElement;
    element.dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true }));
    vi.advanceTimersByTime(10_000);
    expect(asked).toEqual([]);
    expect(document.head.querySelector('link[rel="modulepreload"]')).toBeNull();
    // A login in another tab: the loader looks again within seconds.
    document.cookie = 'LoginToken=abc';
    vi.advanceTimersByTime(5_000);
    expect(asked.map((item) => item.src)).toEqual(['/assets/login/index.js']);
    expect(element.hasAttribute('data-shop-cookie-appeared')).toBe(true);
    document.cookie = 'LoginToken=; max-age=0';
  });

  it('stops looking for the cookie a minute after the shopper was last active, and looks again at their next activity', () => {
    vi.useFakeTimers();
    page([gated]);
    const { asked, importModule } = imports();
    start(importModule);
    vi.advanceTimersByTime(65_000);
    document.cookie = 'LoginToken=abc';
    vi.advanceTimersByTime(20_000);
    expect(asked).toEqual([]);
    document.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(5_000);
    expect(asked.map((item) => item.src)).toEqual(['/assets/login/index.js']);
    document.cookie = 'LoginToken=; max-age=0';
  });

  it('stops looking for the cookie once the page has removed the widget that needed it', () => {
    vi.useFakeTimers();
    page([gated]);
    const { asked, importModule } = imports();
    start(importModule);
    const element = document.querySelector('shop-login') as HTMLElement;
    element.remove();
    vi.advanceTimersByTime(5_000);
    expect(vi.getTimerCount()).toBe(0);
    // Nothing wakes it again: the shopper's activity, a login cookie.
    document.dispatchEvent(new Event('scroll'));
    document.cookie = 'LoginToken=abc';
    vi.advanceTimersByTime(60_000);
    expect(asked).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
    document.cookie = 'LoginToken=; max-age=0';
  });

  it('never loads a widget whose cookie is absent with another, even when its element is not on the page', () => {
    vi.useFakeTimers();
    const session: LoaderBundle = { ...gated, tags: ['shop-session'], src: '/assets/session/index.js' };
    page([{ ...footer, when: 'intent' }, session]);
    const { asked, importModule } = imports();
    start(importModule);
    // The cookie watch has looked a few times before the shopper reaches in.
    vi.advanceTimersByTime(10_000);
    hover('shop-footer');
    vi.advanceTimersByTime(10_000);
    expect(asked.map((item) => item.src)).toEqual(['/assets/footer/index.js']);
  });

  /** A footer holding a newsletter block, each its own bundle loaded on intent (and `others`). */
  function footerWithBlock(others: LoaderBundle[] = []) {
    const newsletter: LoaderBundle = {
      ...login,
      tags: ['shop-newsletter'],
      src: '/assets/newsletter/index.js',
      files: ['/assets/newsletter/index.js'],
    };
    page([{ ...footer, when: 'intent' }, { ...newsletter, when: 'intent' }, ...others]);
    (document.querySelector('shop-footer') as HTMLElement).innerHTML =
      '<shop-newsletter slot="newsletter"></shop-newsletter>';
  }

  it('loads the widgets inside a widget with it (the footer’s newsletter block): fetched at once, run after it', async () => {
    footerWithBlock([{ ...login, when: 'intent' }]);
    const { asked, importModule } = imports();
    start(importModule);
    hover('shop-footer');
    const preloaded = () =>
      [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));
    expect(preloaded()).toEqual(expect.arrayContaining(['/assets/footer/index.js', '/assets/newsletter/index.js']));
    expect(asked.map((item) => item.src)).toEqual(['/assets/footer/index.js']);
    await settle();
    expect(asked.map((item) => item.src)).toEqual(['/assets/footer/index.js']);
    // The footer's code has run: the block's follows.
    asked[0]?.resolve();
    await vi.waitFor(() =>
      expect(asked.map((item) => item.src)).toEqual(['/assets/footer/index.js', '/assets/newsletter/index.js']),
    );
  });

  it('runs a widget inside another after that one failed too', async () => {
    footerWithBlock();
    const { asked, importModule } = imports();
    start(importModule);
    hover('shop-footer');
    await settle();
    asked[0]?.reject(new Error('offline'));
    await vi.waitFor(() =>
      expect(asked.map((item) => item.src)).toEqual(['/assets/footer/index.js', '/assets/newsletter/index.js']),
    );
  });

  it('loads a bundle without an element on the page with the first widget reached into (an element it adds)', () => {
    const newsletter: LoaderBundle = { ...login, tags: ['shop-newsletter'], src: '/assets/newsletter/index.js' };
    page([
      { ...footer, when: 'visible' },
      { ...newsletter, when: 'visible' },
      { ...login, when: 'intent' },
    ]);
    const { asked, importModule } = imports();
    start(importModule);
    hover('shop-footer');
    expect(asked.map((item) => item.src).sort()).toEqual(['/assets/footer/index.js', '/assets/newsletter/index.js']);
  });

  it('loads a widget whose cookie is there as any other, without marking it', () => {
    page([{ ...login, when: 'intent', cookies: ['LoginToken', 'LongTermTokenExp'] }]);
    document.cookie = 'LongTermTokenExp=1900000000';
    const { asked, importModule } = imports();
    start(importModule);
    hover('shop-login');
    expect(asked.map((item) => item.src)).toEqual(['/assets/login/index.js']);
    expect(document.querySelector('shop-login')?.hasAttribute('data-shop-cookie-appeared')).toBe(false);
    document.cookie = 'LongTermTokenExp=; max-age=0';
  });
});

describe('the loader where our import map is not in force', () => {
  const shim = { src: '/assets/design-system/es-module-shims-abc.js', integrity: 'sha384-shim' };
  const ourMap = {
    imports: { '@shop/runtime@0.1/react': '/assets/runtime/react.js' },
    integrity: { '/assets/login/index.js': 'sha384-login' },
  };
  const hostMap = { imports: { react: '/host/react.js' } };

  /** A page whose head has `maps` before our configuration (with the shim) and the widgets of `page()`. */
  function pageWithMaps(maps: object[]) {
    page([login]);
    document.head.innerHTML =
      maps.map((map) => `<script type="importmap">${JSON.stringify(map)}</script>`).join('') +
      `<script type="application/json" data-shop-loader>${JSON.stringify({ bundles: [login], shim })}</script>`;
  }

  /** es-module-shims as the loader meets it: `importShim` and `addImportMap` on the global object. */
  function fakeShim() {
    const added: object[] = [];
    const shimmed: string[] = [];
    const importShim = Object.assign(
      (src: string) => {
        shimmed.push(src);
        return Promise.resolve({});
      },
      { addImportMap: (map: object) => added.push(map) },
    );
    const { asked, importModule } = imports();
    const loadShim = (src: string) => {
      const pending = importModule(src);
      vi.stubGlobal('importShim', importShim);
      return pending;
    };
    return { added, shimmed, asked, loadShim };
  }

  const reach = () =>
    document.querySelector('shop-login')?.dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true }));
  const resolveOurs = (specifier: string) =>
    new URL(ourMap.imports[specifier as keyof typeof ourMap.imports] ?? '', document.baseURI).href;
  const unmapped = (specifier: string): string => {
    throw new TypeError(`The specifier “${specifier}” was a bare specifier, but was not remapped to anything.`);
  };

  it('imports natively, and never fetches the shim, where our names resolve to our map', () => {
    pageWithMaps([hostMap, ourMap]);
    const { asked, loadShim } = fakeShim();
    stops.push(startLoader(document, loadShim, resolveOurs));
    reach();
    expect(asked.map((item) => item.src)).toEqual(['/assets/login/index.js']);
    expect(document.head.querySelector(`link[href="${shim.src}"]`)).toBeNull();
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="modulepreload"]')?.integrity).toBe('sha384-login');
  });

  it('where our names do not resolve (Firefox ignores a second map), loads the shim with its integrity and the widget through it with our map', async () => {
    pageWithMaps([hostMap, ourMap]);
    const { added, shimmed, asked, loadShim } = fakeShim();
    stops.push(startLoader(document, loadShim, unmapped));
    reach();
    await settle();
    expect(asked.map((item) => item.src)).toEqual([shim.src]);
    const shimLink = document.head.querySelector<HTMLLinkElement>(`link[rel="modulepreload"][href="${shim.src}"]`);
    expect(shimLink?.integrity).toBe('sha384-shim');
    // the widget's files preloaded for es-module-shims, not for the browser's module loader
    const preload = document.head.querySelector<HTMLLinkElement>('link[href="/assets/login/index.js"]');
    expect([preload?.rel, preload?.integrity]).toEqual(['modulepreload-shim', 'sha384-login']);
    expect(globalThis).toHaveProperty('esmsInitOptions', { shimMode: true, noLoadEventRetriggers: true });
    asked[0]?.resolve();
    await settle();
    expect(added).toEqual([ourMap]);
    expect(shimmed).toEqual(['/assets/login/index.js']);
  });

  it('takes the shim path too where a map before ours maps one of our names elsewhere (a stale copy)', async () => {
    const stale = { imports: { ...hostMap.imports, '@shop/runtime@0.1/react': '/host/react.js' } };
    pageWithMaps([stale, ourMap]);
    const { added, asked, loadShim } = fakeShim();
    // the browser keeps the first map's rule for a name
    stops.push(startLoader(document, loadShim, () => new URL('/host/react.js', document.baseURI).href));
    reach();
    await settle();
    expect(asked.map((item) => item.src)).toEqual([shim.src]);
    asked[0]?.resolve();
    await settle();
    expect(added).toEqual([ourMap]);
  });

  it('without import.meta.resolve, trusts our map only when it is the page’s first', () => {
    pageWithMaps([ourMap]);
    const first = fakeShim();
    stops.push(startLoader(document, first.loadShim, () => null));
    reach();
    expect(first.asked.map((item) => item.src)).toEqual(['/assets/login/index.js']);
  });

  it('reports a widget that fails through the shim like any other failure', async () => {
    pageWithMaps([hostMap, ourMap]);
    const { asked, loadShim } = fakeShim();
    stops.push(startLoader(document, loadShim, unmapped));
    const errors: unknown[] = [];
    document.addEventListener('shop-load-error', (event) => errors.push((event as CustomEvent).detail));
    reach();
    await settle();
    asked[0]?.reject(new TypeError('error loading dynamically imported module'));
    await settle();
    expect(errors).toEqual([{ tag: 'shop-login', src: '/assets/login/index.js', reason: 'error' }]);
    // the retry button asks for the shim again
    document.querySelector('shop-login')?.shadowRoot?.querySelector<HTMLButtonElement>('[data-shop-retry]')?.click();
    await settle();
    expect(asked.map((item) => item.src)).toEqual([shim.src, shim.src]);
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining('through es-module-shims'),
      expect.any(TypeError),
    );
  });
});

describe('the loader on a slow phone: no long task of its own', () => {
  const runtime = {
    '@shop/runtime@0.1/react': '/assets/runtime/react.js',
    '@shop/runtime@0.1/react-dom/client': '/assets/runtime/react-dom-client.js',
    '@shop/runtime@0.1/yup': '/assets/runtime/yup.js',
  };
  const newsletter: LoaderBundle = {
    when: 'idle',
    tags: ['shop-login'],
    src: '/assets/newsletter/index.js',
    files: [
      '/assets/newsletter/index.js',
      '/assets/runtime/react.js',
      '/assets/runtime/react-dom-client.js',
      '/assets/runtime/chunks/client.js',
      '/assets/runtime/react-jsx-runtime.js',
      '/assets/newsletter/chunks/de-DE.js',
    ],
  };

  function pageWithRuntime() {
    page([newsletter]);
    // yup is in our map, but this widget does not use it
    document.head.innerHTML =
      `<script type="importmap">${JSON.stringify({ imports: runtime })}</script>` +
      `<script type="application/json" data-shop-loader>${JSON.stringify({ bundles: [newsletter] })}</script>`;
  }
  const reach = () =>
    document.querySelector('shop-login')?.dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true }));
  const preloads = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].length;

  it('starts every fetch before it evaluates anything, a few per task', async () => {
    pageWithRuntime();
    const { asked, importModule } = imports();
    start(importModule);
    reach();
    expect(preloads()).toBe(4);
    expect(asked).toEqual([]);
    await settle();
    expect(preloads()).toBe(6);
  });

  it('evaluates the runtime modules the widget uses one per task, then the widget', async () => {
    pageWithRuntime();
    const { asked, importModule } = imports();
    start(importModule);
    reach();
    await settle();
    expect(asked.map((item) => item.src)).toEqual(['@shop/runtime@0.1/react']);
    asked[0]?.resolve();
    // the next import waits for a task of its own
    await Promise.resolve();
    await Promise.resolve();
    expect(asked).toHaveLength(1);
    await settle();
    expect(asked.map((item) => item.src)).toEqual(['@shop/runtime@0.1/react', '@shop/runtime@0.1/react-dom/client']);
    asked[1]?.resolve();
    await settle();
    await settle();
    expect(asked.map((item) => item.src).at(-1)).toBe('/assets/newsletter/index.js');
    expect(asked).toHaveLength(3);
  });

  it('evaluates the widget’s start modules first, before the runtime: what they request travels meanwhile', async () => {
    const startModules = ['/assets/newsletter/chunks/start.js'];
    pageWithRuntime();
    const settings = document.head.querySelector('[data-shop-loader]') as HTMLScriptElement;
    settings.textContent = JSON.stringify({ bundles: [{ ...newsletter, start: startModules }] });
    const { asked, importModule } = imports();
    start(importModule);
    reach();
    await settle();
    expect(asked.map((item) => item.src)).toEqual(startModules);
    asked[0]?.resolve();
    await settle();
    expect(asked.map((item) => item.src)).toEqual([...startModules, '@shop/runtime@0.1/react']);
  });

  it('reports a runtime module that cannot load as the widget’s failure', async () => {
    pageWithRuntime();
    const { asked, importModule } = imports();
    start(importModule);
    const errors: unknown[] = [];
    document.addEventListener('shop-load-error', (event) => errors.push((event as CustomEvent).detail));
    reach();
    await settle();
    asked[0]?.reject(new TypeError('Failed to fetch dynamically imported module: /assets/runtime/react.js'));
    await settle();
    expect(errors).toEqual([{ tag: 'shop-login', src: '/assets/newsletter/index.js', reason: 'error' }]);
    expect(asked.map((item) => item.src)).not.toContain('/assets/newsletter/index.js');
  });

  describe('releases', () => {
    const canaryFooter: LoaderBundle = {
      ...footer,
      pkg: 'footer',
      version: '0.1.0',
      canary: { version: '0.2.0', share: 25, src: '/cdn/footer/0.2.0/index.js', files: ['/cdn/footer/0.2.0/index.js'] },
    };
    const withSettings = (settings: LoaderConfig) => {
      const block = document.createElement('script');
      block.type = 'application/json';
      block.setAttribute('data-shop-loader', '');
      block.textContent = JSON.stringify(settings);
      document.head.append(block);
    };
    const clearCookies = () => {
      for (const name of ['shop-bucket', 'StaffAuthToken']) document.cookie = `${name}=; max-age=0; path=/`;
    };
    afterEach(() => {
      clearCookies();
      localStorage.clear();
    });
    const loadedSrc = () => {
      const { asked, importModule } = imports();
      start(importModule);
      document.querySelector('shop-footer')?.dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true }));
      return asked.map((item) => item.src);
    };

    it('gives a shopper whose bucket is below the share the canary, and only its files', () => {
      page([canaryFooter]);
      document.cookie = 'shop-bucket=24; path=/';
      expect(loadedSrc()).toEqual(['/cdn/footer/0.2.0/index.js']);
      expect(
        [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')),
      ).toEqual(['/cdn/footer/0.2.0/index.js']);
    });

    it('gives a canary shopper none of the live version’s start modules', () => {
      page([{ ...canaryFooter, start: ['/assets/footer/chunks/start.js'] }]);
      document.cookie = 'shop-bucket=3; path=/';
      expect(loadedSrc()).toEqual(['/cdn/footer/0.2.0/index.js']);
    });

    it('gives every other shopper the live version', () => {
      page([canaryFooter]);
      document.cookie = 'shop-bucket=25; path=/';
      expect(loadedSrc()).toEqual(['/assets/footer/index.js']);
    });

    it('draws a bucket once, keeps it in a cookie, and gives the same version on every later page', () => {
      const versions = new Set<string>();
      for (let view = 0; view < 5; view++) {
        page([canaryFooter]);
        versions.add(loadedSrc()[0] ?? '');
        for (const stop of stops) stop();
        stops = [];
      }
      expect(document.cookie).toMatch(/(^|; )shop-bucket=\d\d?(;|$)/);
      expect(versions.size).toBe(1);
    });

    it('stores no bucket on a page without a canary', () => {
      page([footer]);
      loadedSrc();
      expect(document.cookie).not.toMatch(/shop-bucket/);
    });

    it('imports the override module only in a staff browser that keeps an override', async () => {
      const override = {
        src: '/assets/design-system/override.js',
        integrity: 'sha384-o',
        releases: '/cdn/releases.json',
        cookies: ['StaffAuthToken', 'CobraAuthToken'],
      };
      for (const [staff, stored, expected] of [
        [false, true, false],
        [true, false, false],
        [true, true, true],
      ] as const) {
        page([canaryFooter]);
        withSettings({ override });
        if (staff) document.cookie = 'StaffAuthToken=t; path=/';
        if (stored) localStorage.setItem('shop-release-override', '{"footer":"0.0.9"}');
        const { asked, importModule } = imports();
        start(importModule);
        expect(asked.some((item) => item.src === override.src)).toBe(expected);
        for (const stop of stops) stop();
        stops = [];
        clearCookies();
        localStorage.clear();
      }
    });

    it('waits for the override before it loads a widget, and loads the version the override chose', async () => {
      page([canaryFooter]);
      withSettings({
        override: {
          src: '/override.js',
          integrity: 'sha384-o',
          releases: '/cdn/releases.json',
          cookies: ['StaffAuthToken', 'CobraAuthToken'],
        },
      });
      document.cookie = 'StaffAuthToken=t; path=/';
      localStorage.setItem('shop-release-override', '{"footer":"0.0.9"}');
      const asked: string[] = [];
      let overrideImport: ((module: unknown) => void) | undefined;
      start((src) => {
        asked.push(src);
        return new Promise((resolve) => {
          if (src === '/override.js') overrideImport = resolve;
        });
      });
      document.querySelector('shop-footer')?.dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true }));
      expect(asked).toEqual(['/override.js']);
      const applyOverride = vi.fn(async ({ bundles }: { bundles: LoaderBundle[] }) => {
        Object.assign(bundles[0] as LoaderBundle, { src: '/cdn/footer/0.0.9/index.js', files: [], version: '0.0.9' });
      });
      overrideImport?.({ applyOverride });
      await settle();
      expect(asked).toEqual(['/override.js', '/cdn/footer/0.0.9/index.js']);
    });

    it('gives a sampled page view’s health module the widgets, their versions, outcomes and render errors', async () => {
      page([{ ...login, pkg: 'login', version: '1.2.3' }]);
      withSettings({
        country: 'DE',
        health: { src: '/health.js', integrity: 'sha384-h' },
        collector: { url: '/collect', sample: 1, page: 'login' },
      });
      Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
      const healthImports: { resolve: (module: unknown) => void }[] = [];
      const asked: Import[] = [];
      start((src) =>
        src === '/health.js'
          ? new Promise((resolve) => healthImports.push({ resolve }))
          : new Promise((resolve, reject) => asked.push({ src, resolve: () => resolve({}), reject })),
      );
      let feed: HealthFeed | undefined;
      healthImports[0]?.resolve({ startHealth: (given: HealthFeed) => (feed = given) });
      await settle();
      expect(feed?.widgets).toEqual([{ tag: 'shop-login', pkg: 'login', version: '1.2.3' }]);
      expect(feed?.country).toBe('DE');
      expect(feed?.outcome('shop-login')).toBe('not-loaded');
      document.querySelector('shop-login')?.dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true }));
      expect(feed?.outcome('shop-login')).toBe('pending');
      asked[0]?.reject(new TypeError('Failed to fetch dynamically imported module'));
      await settle();
      expect(feed?.outcome('shop-login')).toBe('error');
      document
        .querySelector('shop-login')
        ?.dispatchEvent(
          new CustomEvent('shop-render-error', { bubbles: true, composed: true, detail: { tag: 'shop-login' } }),
        );
      expect(feed?.events.map((event) => event.kind)).toEqual(['error', 'render']);
    });

    it('does not load the health module for a page view outside the sample, or without a collector', () => {
      for (const collector of [{ url: '/collect', sample: 0, page: 'home' }, undefined]) {
        page([login]);
        withSettings({ health: { src: '/health.js', integrity: 'sha384-h' }, ...(collector && { collector }) });
        Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
        const { asked, importModule } = imports();
        start(importModule);
        expect(asked.map((item) => item.src)).not.toContain('/health.js');
        for (const stop of stops) stop();
        stops = [];
      }
    });

    it.each([
      ['hidden', () => Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })],
      // Firefox: loads fail after the beforeunload, while the page is still visible.
      ['starting to go', () => dispatchEvent(new Event('beforeunload'))],
    ])('counts no failure of a page %s: no notice, no event, and the next intent tries again', async (_, leave) => {
      const root = page([login]);
      const { asked, importModule } = imports();
      start(importModule);
      const errors: unknown[] = [];
      document.addEventListener('shop-load-error', (event) => errors.push((event as CustomEvent).detail));
      root.querySelector('input')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }));
      leave();
      asked[0]?.reject(new TypeError('Failed to fetch dynamically imported module'));
      await settle();
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
      expect(errors).toEqual([]);
      expect(root.querySelector('[data-shop-load-failed]')?.hasAttribute('hidden')).toBe(true);
      root.querySelector('input')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }));
      expect(asked).toHaveLength(2);
    });
  });
});
