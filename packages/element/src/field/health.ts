/**
 * The widgets' health from real browsers (issue 42, "Health per widget and version"), imported by
 * the loader after the page's load event, only on a sampled page view of a page whose template
 * configures a collector. Per widget on the page it reports its version, how its code loaded
 * (an `error` whose file loads but does not match its integrity is `integrity`), the render
 * errors its error boundary caught, and the worst interaction inside it (Event Timing, grouped by
 * `interactionId`, the way INP is measured). ONE beacon per page view, when the page is first
 * hidden or left; nothing personal (no URL, no id). It never throws into the page, and never
 * retries: a collector that is down costs the page nothing.
 *
 * A file of its own, bundled like the loader (packages/element/build/loaderScript.ts).
 * docs/release-health.md describes what is sent and how the collector reads it.
 */

/** How a widget's code fared, as the loader tells it. */
export type LoadOutcome = 'loaded' | 'error' | 'timeout' | 'runtime' | 'host' | 'pending' | 'not-loaded';
/** One widget of the page: its tag, package and the version the shopper got. */
export interface HealthWidget {
  tag: string;
  pkg: string;
  version: string;
}
/** Something a shopper met: a load failure, or a render error caught by a widget's error boundary. */
export interface HealthEvent {
  tag: string;
  kind: 'error' | 'timeout' | 'runtime' | 'host' | 'render';
  src?: string;
  at: number;
}
/** What the loader gives this module. */
export interface HealthFeed {
  collector: { url: string; sample: number; page: string };
  country: string;
  widgets: HealthWidget[];
  outcome(tag: string): LoadOutcome;
  /** Every event so far (this module comes after some); later ones also go to `listen`'s function. */
  events: HealthEvent[];
  listen(fn: (event: HealthEvent) => void): void;
  integrityOf(url: string): string | undefined;
}
/** The beacon's body (JSON, sent as text/plain so that no preflight is needed). */
export interface HealthReport {
  v: 1;
  page: string;
  country: string;
  widgets: (HealthWidget & { load: LoadOutcome | 'integrity'; renderErrors: number; inp: number | null })[];
}

/** Event Timing entries at least this long are observed (web-vitals' threshold for INP). */
const threshold = 40;

interface EventEntry {
  duration: number;
  interactionId?: number;
  target?: Node | null;
}

export function startHealth(feed: HealthFeed): void {
  try {
    const tags = new Set(feed.widgets.map((widget) => widget.tag));
    const renderErrors: Record<string, number> = {};
    /** Worst interaction per tag, in ms. */
    const worst: Record<string, number> = {};
    /** Per interaction: its longest entry, and the widget it happened in. */
    const interactions = new Map<number, [number, string?]>();
    /** Tags whose load error was checked: true when it was the file's integrity. */
    const integrity = new Map<string, boolean>();
    let sent = false;

    // The widget of a node: up through its ancestors and out of shadow roots to the host.
    const widgetOf = (node: Node | null | undefined): string | undefined => {
      for (let at = node; at; at = at.parentNode ?? (at as ShadowRoot).host)
        if (tags.has((at as Element).localName)) return (at as Element).localName;
    };
    const note = (tag: string | undefined, duration: number) => {
      if (tag) worst[tag] = Math.max(worst[tag] ?? 0, duration);
    };

    const onEvent = (event: HealthEvent) => {
      const { tag, kind, src } = event;
      if (kind === 'render') renderErrors[tag] = (renderErrors[tag] ?? 0) + 1;
      // An `error` with a file: was it the file's integrity? Fetched once more (from the cache, most
      // likely) and its digest compared: fetch(src, { integrity }) would tell the same, but with
      // two console errors in Chromium for every such check.
      const sri = src && feed.integrityOf(src);
      if (kind === 'error' && sri && !integrity.has(tag)) {
        integrity.set(tag, false);
        // `sha384-<base64>`: SHA-384 and the digest. A file not there (answer not ok) is no digest: rejected.
        fetch(src as string)
          .then((answer) => (answer.ok && answer.arrayBuffer()) as Promise<ArrayBuffer>)
          .then((body) => crypto.subtle.digest(`SHA-${sri.slice(3, 6)}`, body))
          .then((hash) => integrity.set(tag, !sri.includes(btoa(String.fromCharCode(...new Uint8Array(hash))))))
          .catch(() => {});
      }
    };
    feed.events.forEach(onEvent);
    feed.listen(onEvent);

    // Only where Event Timing tells interactions apart (Chromium; Firefox and Safari without it report
    // no INP rather than a guess).
    if ('interactionId' in (self.PerformanceEventTiming?.prototype ?? {})) {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as EventEntry[]) {
          const id = entry.interactionId;
          if (id) {
            const seen = interactions.get(id) ?? [0];
            seen[0] = Math.max(seen[0], entry.duration);
            seen[1] ??= widgetOf(entry.target);
            interactions.set(id, seen);
            note(seen[1], seen[0]);
          }
        }
      }).observe({ type: 'event', durationThreshold: threshold, buffered: true } as PerformanceObserverInit);
      // An interaction faster than the threshold has no entry: it counts as the threshold, so a widget
      // used but always quick reports 40 ms (meaning: at most 40), not "no interaction".
      // At the window, an event's target is the outermost widget's host, as Event Timing's is.
      const used = (event: Event) => note(widgetOf(event.target as Node), threshold);
      for (const type of ['pointerup', 'keydown']) addEventListener(type, used, true);
    }

    // pagehide comes before the page's visibility turns hidden.
    const send = (left?: boolean) => {
      if (sent || (!left && document.visibilityState !== 'hidden')) return;
      sent = true;
      try {
        const report: HealthReport = {
          v: 1,
          page: feed.collector.page,
          country: feed.country,
          widgets: feed.widgets.map(({ tag, pkg, version }) => {
            const load = feed.outcome(tag);
            return {
              tag,
              pkg,
              version,
              load: load === 'error' && integrity.get(tag) ? 'integrity' : load,
              renderErrors: renderErrors[tag] ?? 0,
              inp: worst[tag] ?? null,
            };
          }),
        };
        // A text body goes as text/plain (UTF-8), as a Blob of that type would: no CORS preflight.
        if (report.widgets.length) navigator.sendBeacon(feed.collector.url, JSON.stringify(report));
      } catch {}
    };
    document.addEventListener('visibilitychange', () => send());
    addEventListener('pagehide', () => send(true));
  } catch {}
}
