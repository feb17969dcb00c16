/**
 * The contract between the runner (run.mjs), the flows (flows.mjs, page.mjs) and the drivers
 * (drivers/*.mjs): each engine offers the same few steps, whatever protocol drives it.
 */

/** An element of the page as the driver refers to it; passed to `Tab.run`, the page gets the element. */
export interface Handle {
  readonly native: unknown;
}

/**
 * A function the driver runs in the page. Its arguments are page-side values (a Handle arrives
 * as its Element), which the Node side cannot name more precisely.
 */
// biome-ignore lint/suspicious/noExplicitAny: see above, the parameters live in another realm
export type InPage<R> = (...args: any[]) => R;

/** One fresh browsing context (own cookies and storage) at the demo host. */
export interface Tab {
  goto(path: string): Promise<unknown>;
  url(): Promise<string>;
  run<R>(fn: InPage<R>, ...args: unknown[]): Promise<Awaited<R>>;
  element(fn: InPage<Element | null>, ...args: unknown[]): Promise<Handle | null>;
  click(element: Handle): Promise<unknown>;
  /** A mouse click whose button stays down `ms` milliseconds, as a hand holds it. */
  clickHeld(element: Handle, ms: number): Promise<unknown>;
  select(element: Handle, value: string): Promise<unknown>;
  type(text: string): Promise<unknown>;
  press(key: string): Promise<unknown>;
  viewport(width: number, height: number): Promise<unknown>;
  cookies(): Promise<{ name: string; value: string }[]>;
  close(): Promise<unknown>;
}

/** A started browser: opens tabs, reports its version, stops with everything it started. */
export interface Browser {
  readonly version: string;
  tab(baseUrl: string): Promise<Tab>;
  stop(): Promise<void>;
}

/** An engine the suite can run: what it needs installed, and how it starts. */
export interface Engine {
  readonly name: string;
  /** The Debian packages that provide it (named in the message when it is missing). */
  readonly packages: string[];
  /** Why it cannot start on this machine, or null. */
  available(): string | null;
  start(options: { port: number }): Promise<Browser>;
}

/** One check of a flow, run in the flow's tab after the cases before it. */
export interface FlowCase {
  name: string;
  run(
    tab: Tab,
    context: { unique: string; qa: (service: string, faults: Record<string, unknown>) => Promise<void> },
  ): Promise<void>;
}

export interface Flow {
  name: string;
  /** The engines it runs in (by name, `Firefox`, `WebKit`), when not every one. */
  engines?: string[];
  cases: FlowCase[];
}

declare global {
  interface Window {
    /** Set by engines/probe.js: the page ran the probe, so its problem list can be trusted. */
    __enginesProbe?: boolean;
  }
}
