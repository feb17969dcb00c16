import type { RenewLock } from '../browser/crossTab.ts';
import { type SessionController, type SessionEnvironment, startSession } from '../browser/sessionController.ts';
import type { LoginTokenPayload } from '../domain/loginToken.ts';
import {
  defaultSessionConfig,
  type RenewAttempt,
  type RenewEndpoint,
  type RenewOutcome,
  type SessionConfig,
  type SessionEventName,
  type StateCode,
} from '../domain/sessionMachine.ts';

/**
 * A deterministic world for the session renewal: one fake clock (the server's, the true
 * time), a shared cookie jar, a mock login service, a cross-tab lock and any number of tabs,
 * each with its own (possibly skewed) client clock and visibility. Used by the unit tests and
 * by bench/session-renewals.ts. Nothing here runs in the product.
 */
interface Scheduled {
  id: number;
  at: number;
  seq: number;
  callback: () => void;
  owner: string;
}

export class FakeClock {
  now: number;
  private queue: Scheduled[] = [];
  private seq = 0;
  constructor(start: number) {
    this.now = start;
  }
  setTimer(callback: () => void, ms: number, owner = ''): number {
    const id = ++this.seq;
    this.queue.push({ id, at: this.now + Math.max(0, ms), seq: id, callback, owner });
    return id;
  }
  clearTimer(id: unknown): void {
    this.queue = this.queue.filter((entry) => entry.id !== id);
  }
  pending(owner?: string): number {
    return this.queue.filter((entry) => owner === undefined || entry.owner === owner).length;
  }
  nextAt(): number | undefined {
    return this.queue.reduce<number | undefined>(
      (min, entry) => (min === undefined || entry.at < min ? entry.at : min),
      undefined,
    );
  }
  /** Runs the earliest timer due by `until`; false when none is. */
  runNext(until: number): boolean {
    const next = [...this.queue].sort((a, b) => a.at - b.at || a.seq - b.seq)[0];
    if (!next || next.at > until) return false;
    this.queue = this.queue.filter((entry) => entry !== next);
    this.now = Math.max(this.now, next.at);
    next.callback();
    return true;
  }
  /** Jumps the clock without running timers (a laptop asleep: frozen timers, clock moves on). */
  jump(ms: number, shiftTimers: boolean): void {
    this.now += ms;
    if (shiftTimers) for (const entry of this.queue) entry.at += ms;
  }
}

const flushMicrotasks = async () => {
  for (let i = 0; i < 25; i++) await Promise.resolve();
};

export interface ServerLifetimes {
  renewAfterMs: number;
  expireAfterMs: number;
}

/** The mock login service of the simulation (same rules as the demo host's). */
export class FakeLoginService {
  requests: Array<{ endpoint: RenewEndpoint; at: number; tab: string; tokenKey: string | null; status: number }> = [];
  /** Answer this status instead (500 for a failing server), until set back to null. */
  failWith: number | null = null;
  /** No answer at all (connection dropped). */
  drop = false;
  latencyMs = 20;
  revoked = new Set<string>();
  longTerm: { lid: string; until: number } | null = null;
  constructor(
    private readonly world: World,
    public lifetimes: ServerLifetimes = { renewAfterMs: 20 * 60_000, expireAfterMs: 30 * 60_000 },
  ) {}

  issue(lid: string): LoginTokenPayload {
    const now = this.world.clock.now;
    const token = {
      lid,
      issuedAt: Math.floor(now / 1000) * 1000,
      renewAt: Math.floor((now + this.lifetimes.renewAfterMs) / 1000) * 1000,
      expiresAt: Math.floor((now + this.lifetimes.expireAfterMs) / 1000) * 1000,
    };
    this.world.cookies.token = token;
    return token;
  }

  answer(endpoint: RenewEndpoint, tab: string): { status: number } {
    const now = this.world.clock.now;
    const token = this.world.cookies.token;
    const key = token ? `${token.lid}|${token.renewAt}|${token.expiresAt}` : null;
    let status: number;
    if (this.failWith !== null) status = this.failWith;
    else if (endpoint === 'login') {
      if (token && token.expiresAt > now && !this.revoked.has(key ?? '')) {
        this.issue(token.lid);
        status = 200;
      } else status = 401;
    } else if (this.longTerm && this.longTerm.until > now) {
      this.issue(this.longTerm.lid);
      status = 201;
    } else {
      this.longTerm = null;
      this.world.cookies.longTermUntil = null;
      status = 401;
    }
    this.requests.push({ endpoint, at: now, tab, tokenKey: key, status });
    return { status };
  }
}

/** An in-process stand-in for the Web Locks API: FIFO, released when the task settles. */
class FakeLock implements RenewLock {
  private tail: Promise<void> = Promise.resolve();
  run<T>(task: () => Promise<T>, signal: AbortSignal): Promise<T> {
    const previous = this.tail;
    let release: () => void = () => {};
    this.tail = new Promise<void>((resolve) => {
      release = resolve;
    });
    return previous.then(async () => {
      try {
        if (signal.aborted) throw new DOMException('aborted', 'AbortError');
        return await task();
      } finally {
        release();
      }
    });
  }
}

export interface TabOptions {
  /** Client clock - true time, ms (a skewed clock). */
  skewMs?: number;
  visible?: boolean;
  platformCookie?: string;
  /** Server offset known from another service answer on the page (e.g. psdata). */
  knowsServerClock?: boolean;
}

export class Tab {
  visible: boolean;
  events: Array<{ name: SessionEventName; state: StateCode; at: number }> = [];
  codes: StateCode[] = [];
  controller: SessionController | null = null;
  private visibilityListeners = new Set<(visible: boolean) => void>();
  private activityListeners = new Set<() => void>();
  serverOffsetMs: number | null;

  constructor(
    private readonly world: World,
    readonly name: string,
    private readonly options: TabOptions,
  ) {
    this.visible = options.visible ?? true;
    this.serverOffsetMs = options.knowsServerClock ? -(options.skewMs ?? 0) : null;
  }

  get skewMs() {
    return this.options.skewMs ?? 0;
  }

  environment(): SessionEnvironment {
    const world = this.world;
    const clock = world.clock;
    return {
      now: () => clock.now + this.skewMs,
      observe: () => ({
        token: world.cookies.token,
        longTermUntil: world.cookies.longTermUntil,
        serverOffsetMs: this.serverOffsetMs,
      }),
      platformCookie: () => this.options.platformCookie,
      isVisible: () => this.visible,
      setTimer: (callback, ms) => clock.setTimer(callback, ms, this.name),
      clearTimer: (handle) => clock.clearTimer(handle),
      renew: (endpoint, signal) =>
        new Promise<RenewOutcome>((resolve) => {
          const onAbort = () => {
            clock.clearTimer(timer);
            resolve({ kind: 'aborted' });
          };
          const timer = clock.setTimer(
            () => {
              signal.removeEventListener('abort', onAbort);
              if (world.server.drop) {
                world.server.requests.push({ endpoint, at: clock.now, tab: this.name, tokenKey: null, status: 0 });
                resolve({ kind: 'network' });
                return;
              }
              const { status } = world.server.answer(endpoint, this.name);
              this.serverOffsetMs = -this.skewMs;
              resolve({ kind: 'status', status, serverDate: Math.floor(clock.now / 1000) * 1000 });
            },
            world.server.latencyMs,
            `${this.name}:request`,
          );
          signal.addEventListener('abort', onAbort);
        }),
      lock: world.lock,
      lastAttempt: world.lastAttempt,
      onVisibility: (callback) => {
        this.visibilityListeners.add(callback);
        return () => this.visibilityListeners.delete(callback);
      },
      onActivity: (callback) => {
        this.activityListeners.add(callback);
        return () => this.activityListeners.delete(callback);
      },
      emit: (name, state) => this.events.push({ name, state, at: clock.now }),
      reflect: (code) => this.codes.push(code),
    };
  }

  open(config: SessionConfig = defaultSessionConfig): this {
    this.controller = startSession(this.environment(), config);
    return this;
  }
  close(): void {
    this.controller?.stop();
  }
  setVisible(visible: boolean): void {
    this.visible = visible;
    for (const listener of [...this.visibilityListeners]) listener(visible);
  }
  activity(): void {
    for (const listener of [...this.activityListeners]) listener();
  }
  get code(): StateCode | undefined {
    return this.codes.at(-1);
  }
  get listeners() {
    return { visibility: this.visibilityListeners.size, activity: this.activityListeners.size };
  }
  timers(): number {
    return this.world.clock.pending(this.name);
  }
}

export class World {
  readonly clock: FakeClock;
  readonly cookies: { token: LoginTokenPayload | null; longTermUntil: number | null } = {
    token: null,
    longTermUntil: null,
  };
  readonly server: FakeLoginService;
  readonly lock: RenewLock;
  private attempt: RenewAttempt | null = null;
  readonly lastAttempt = {
    read: () => (this.crossTab ? this.attempt : null),
    write: (attempt: RenewAttempt) => {
      this.attempt = attempt;
    },
  };
  readonly tabs: Tab[] = [];

  /** crossTab false: no lock between tabs (what N tabs would do without the cross-tab rule). */
  constructor(
    start = Date.UTC(2026, 10, 21, 9, 0, 0),
    lifetimes?: ServerLifetimes,
    private readonly crossTab = true,
  ) {
    this.lock = crossTab ? new FakeLock() : { run: (task) => task() };
    this.clock = new FakeClock(start);
    this.server = new FakeLoginService(this, lifetimes);
  }

  tab(options: TabOptions = {}, config?: SessionConfig): Tab {
    const tab = new Tab(this, `tab${this.tabs.length + 1}`, options);
    this.tabs.push(tab);
    return tab.open(config);
  }

  /** Lets time pass: runs every timer due, in order, with promise callbacks settled between. */
  async advance(ms: number): Promise<void> {
    const until = this.clock.now + ms;
    await flushMicrotasks();
    while (this.clock.runNext(until)) await flushMicrotasks();
    this.clock.now = until;
    await flushMicrotasks();
  }

  /** The laptop sleeps: the clock jumps, timers stay frozen and then fire late. */
  async sleep(ms: number): Promise<void> {
    this.clock.jump(ms, true);
    await flushMicrotasks();
  }
}

export const minutes = (n: number) => n * 60_000;
export const seconds = (n: number) => n * 1000;
