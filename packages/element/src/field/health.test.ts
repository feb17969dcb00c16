import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type HealthEvent, type HealthFeed, type HealthReport, type LoadOutcome, startHealth } from './health.ts';

/** Event Timing as Chromium has it: the module checks `interactionId` on the entry's prototype. */
class FakeEventTiming {
  get interactionId() {
    return 0;
  }
}
class FakeObserver {
  static last: FakeObserver | undefined;
  options: unknown;
  constructor(readonly callback: (list: { getEntries: () => unknown[] }) => void) {
    FakeObserver.last = this;
  }
  observe(options: unknown) {
    this.options = options;
  }
  emit(...entries: { duration: number; interactionId?: number; target?: Node | null }[]) {
    this.callback({ getEntries: () => entries });
  }
}

let visibility: DocumentVisibilityState = 'visible';
let beacon: ReturnType<typeof vi.fn>;

beforeEach(() => {
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  FakeObserver.last = undefined;
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  vi.stubGlobal('PerformanceEventTiming', FakeEventTiming);
  beacon = vi.fn(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, writable: true, value: beacon });
});

afterEach(() => {
  // Every module started in a test has sent (so none sends into the next test).
  dispatchEvent(new Event('pagehide'));
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

/** A page with a footer (its button inside an open shadow root) and a newsletter. */
function page() {
  document.body.innerHTML = '<shop-footer></shop-footer><shop-newsletter></shop-newsletter><p id="outside">x</p>';
  const footer = document.querySelector('shop-footer') as HTMLElement;
  const root = footer.attachShadow({ mode: 'open' });
  root.innerHTML = '<div class="shop-root"><button type="button"><span>Open</span></button></div>';
  return {
    footer,
    button: root.querySelector('span') as HTMLElement,
    newsletter: document.querySelector('shop-newsletter') as HTMLElement,
    outside: document.querySelector('#outside') as HTMLElement,
  };
}

function feed(overrides: Partial<HealthFeed> = {}, outcomes: Record<string, LoadOutcome> = {}) {
  let listener: ((event: HealthEvent) => void) | undefined;
  const value: HealthFeed = {
    collector: { url: '/qa/collect', sample: 1, page: 'home' },
    country: 'PL',
    widgets: [
      { tag: 'shop-footer', pkg: 'footer', version: '0.2.0' },
      { tag: 'shop-newsletter', pkg: 'newsletter', version: '0.1.0' },
    ],
    outcome: (tag) => outcomes[tag] ?? 'loaded',
    events: [],
    listen: (fn) => {
      listener = fn;
    },
    integrityOf: (url) => (url.endsWith('.js') ? sri('the released file') : undefined),
    ...overrides,
  };
  return { feed: value, push: (event: Omit<HealthEvent, 'at'>) => listener?.({ ...event, at: 1 }) };
}

const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

function hide() {
  visibility = 'hidden';
  document.dispatchEvent(new Event('visibilitychange'));
}

async function sent(): Promise<HealthReport[]> {
  return Promise.all(
    beacon.mock.calls.map(async ([url, body]) => {
      expect(url).toBe('/qa/collect');
      // a string body: sendBeacon sends it as text/plain;charset=UTF-8
      expect(typeof body).toBe('string');
      return JSON.parse(body as string);
    }),
  );
}

/** The refetch and digest: a few tasks. */
const settled = async () => {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('the health module', () => {
  it('sends one beacon when the page is first hidden: load outcome, render errors, no interaction', async () => {
    page();
    const { feed: health, push } = feed(
      { events: [{ tag: 'shop-footer', kind: 'render', at: 5 }] },
      { 'shop-newsletter': 'pending' },
    );
    startHealth(health);
    push({ tag: 'shop-footer', kind: 'render' });
    push({ tag: 'shop-newsletter', kind: 'timeout' });
    expect(beacon).not.toHaveBeenCalled();

    hide();
    hide();
    dispatchEvent(new Event('pagehide'));
    expect(await sent()).toEqual([
      {
        v: 1,
        page: 'home',
        country: 'PL',
        widgets: [
          { tag: 'shop-footer', pkg: 'footer', version: '0.2.0', load: 'loaded', renderErrors: 2, inp: null },
          { tag: 'shop-newsletter', pkg: 'newsletter', version: '0.1.0', load: 'pending', renderErrors: 0, inp: null },
        ],
      },
    ]);
  });

  it('sends at pagehide while the page is still visible, and only once', async () => {
    page();
    startHealth(feed().feed);
    dispatchEvent(new Event('pagehide'));
    hide();
    expect(await sent()).toHaveLength(1);
  });

  it("keeps each widget's worst interaction, grouped by interactionId, found through its shadow root", async () => {
    const { button, newsletter, outside } = page();
    startHealth(feed().feed);
    const observer = FakeObserver.last as FakeObserver;
    expect(observer.options).toEqual({ type: 'event', durationThreshold: 40, buffered: true });

    observer.emit(
      { duration: 56, interactionId: 1, target: button },
      // the same interaction's click without a target still belongs to the footer
      { duration: 200, interactionId: 1, target: null },
      { duration: 104, interactionId: 2, target: button },
      // not an interaction (e.g. a pointermove), and an interaction outside every widget
      { duration: 900, interactionId: 0, target: newsletter },
      { duration: 700, interactionId: 3, target: outside },
    );
    observer.emit({ duration: 48, interactionId: 4, target: newsletter });
    hide();
    const [report] = await sent();
    expect(report?.widgets.map((widget) => [widget.tag, widget.inp])).toEqual([
      ['shop-footer', 200],
      ['shop-newsletter', 48],
    ]);
  });

  it('reports a widget used only quickly (no entry over the threshold) as 40 ms', async () => {
    const { button } = page();
    startHealth(feed().feed);
    button.dispatchEvent(new Event('pointerup', { bubbles: true, composed: true }));
    hide();
    const [report] = await sent();
    expect(report?.widgets.map((widget) => widget.inp)).toEqual([40, null]);
  });

  it('reports no INP where the browser has no interactionId (Firefox, Safari)', async () => {
    const { button } = page();
    vi.stubGlobal('PerformanceEventTiming', undefined);
    startHealth(feed().feed);
    expect(FakeObserver.last).toBeUndefined();
    button.dispatchEvent(new Event('pointerup', { bubbles: true, composed: true }));
    hide();
    const [report] = await sent();
    expect(report?.widgets.map((widget) => widget.inp)).toEqual([null, null]);
  });

  it("calls an error 'integrity' when its file loads but does not match its integrity, checked once", async () => {
    page();
    const fetch = vi.fn(async (_url: string) => new Response('the released file, tampered with'));
    vi.stubGlobal('fetch', fetch);
    const outcomes: Record<string, LoadOutcome> = { 'shop-footer': 'error', 'shop-newsletter': 'error' };
    const { feed: health, push } = feed(
      { events: [{ tag: 'shop-footer', kind: 'error', src: 'https://cdn.example/footer/index-A.js', at: 3 }] },
      outcomes,
    );
    startHealth(health);
    push({ tag: 'shop-footer', kind: 'error', src: 'https://cdn.example/footer/index-A.js' });
    // no file named: not checked
    push({ tag: 'shop-newsletter', kind: 'error' });
    await settled();
    hide();
    expect(fetch.mock.calls).toEqual([['https://cdn.example/footer/index-A.js']]);
    const [report] = await sent();
    expect(report?.widgets.map((widget) => widget.load)).toEqual(['integrity', 'error']);
  });

  it.each([
    ['loads and matches its integrity (a network error before)', async () => new Response('the released file')],
    ['is missing (404)', async () => new Response('not found', { status: 404 })],
    [
      'is unreachable',
      async () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('keeps an error an error when the file %s', async (_name, answer) => {
    page();
    vi.stubGlobal('fetch', vi.fn(answer));
    const { feed: health } = feed(
      { events: [{ tag: 'shop-footer', kind: 'error', src: 'https://cdn.example/footer/index-A.js', at: 3 }] },
      { 'shop-footer': 'error' },
    );
    startHealth(health);
    await settled();
    hide();
    const [report] = await sent();
    expect(report?.widgets[0]?.load).toBe('error');
  });

  it('never throws into the page: no sendBeacon, a refused beacon, a failing feed or observer', async () => {
    page();
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, writable: true, value: undefined });
    startHealth(feed().feed);
    expect(() => hide()).not.toThrow();

    visibility = 'visible';
    beacon = vi.fn(() => false);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, writable: true, value: beacon });
    startHealth(feed().feed);
    hide();
    dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(1);

    visibility = 'visible';
    startHealth(
      feed({
        outcome: () => {
          throw new Error('loader broke');
        },
      }).feed,
    );
    expect(() => hide()).not.toThrow();

    vi.stubGlobal(
      'PerformanceObserver',
      class {
        constructor() {
          throw new Error('no observer');
        }
      },
    );
    expect(() => startHealth(feed().feed)).not.toThrow();
    expect(() => startHealth(null as unknown as HealthFeed)).not.toThrow();
  });

  it('sends nothing for a page without widgets', () => {
    startHealth(feed({ widgets: [] }).feed);
    hide();
    dispatchEvent(new Event('pagehide'));
    expect(beacon).not.toHaveBeenCalled();
  });
});
