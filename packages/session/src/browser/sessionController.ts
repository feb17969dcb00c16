import {
  type Command,
  defaultSessionConfig,
  initialSessionState,
  type Observation,
  type RenewAttempt,
  type RenewEndpoint,
  type RenewOutcome,
  type SessionConfig,
  type SessionEvent,
  type SessionEventName,
  type SessionState,
  type StateCode,
  stillNeedsRenewal,
  tokenKey,
  transition,
} from '../domain/sessionMachine.ts';
import type { RenewLock } from './crossTab.ts';

/** Everything the session renewal needs from the page, so tests can pass a fake one. */
export interface SessionEnvironment {
  now: () => number;
  /** Reads the cookies (and the server clock sample) now. */
  observe: () => Omit<Observation, 'now'>;
  platformCookie: () => string | undefined;
  /** The element was started only once a login appeared after the page had shown without one. */
  loggedOutBefore?: boolean;
  isVisible: () => boolean;
  setTimer: (callback: () => void, ms: number) => unknown;
  clearTimer: (handle: unknown) => void;
  renew: (endpoint: RenewEndpoint, signal: AbortSignal) => Promise<RenewOutcome>;
  lock: RenewLock;
  lastAttempt: { read: () => RenewAttempt | null; write: (attempt: RenewAttempt) => void };
  /** Calls back with true when the page shows (or comes back: bfcache, online), false when hidden. */
  onVisibility: (callback: (visible: boolean) => void) => () => void;
  /** Calls back on shopper activity (touch, key, scroll, click). */
  onActivity: (callback: () => void) => () => void;
  emit: (name: SessionEventName, state: StateCode) => void;
  reflect: (code: StateCode) => void;
}

interface SessionStats {
  /** Timer callbacks run (each one wakes the tab). */
  wakeups: number;
  /** Checks of the machine (timer events that reached it). */
  checks: number;
  /** Renew requests sent by this tab. */
  renewRequests: number;
}

export interface SessionController {
  stop: () => void;
  state: () => SessionState;
  stats: () => SessionStats;
}

/** How long a tab waits for the cross-tab lock before it gives up for this round. */
const lockWaitMs = 30_000;

/**
 * Drives the pure machine with real timers, listeners and requests. One timer at a time, set
 * against a wall-clock target and never longer than one check interval: a laptop that slept
 * (timers frozen, clock moved on) is noticed at the latest one interval after it wakes.
 */
export function startSession(env: SessionEnvironment, config: SessionConfig = defaultSessionConfig): SessionController {
  let state: SessionState = initialSessionState;
  let timer: unknown = null;
  let target = 0;
  let stopped = false;
  let stopActivity: (() => void) | null = null;
  const inFlight = new AbortController();
  const stats: SessionStats = { wakeups: 0, checks: 0, renewRequests: 0 };
  const observe = (): Observation => ({ now: env.now(), ...env.observe() });

  /** Runs one event through the machine; gives the commands it produced. */
  function dispatch(event: SessionEvent): readonly Command[] {
    if (stopped && event.type !== 'stop') return [];
    try {
      const result = transition(state, event, config);
      state = result.state;
      for (const command of result.commands) run(command);
      return result.commands;
    } catch (error) {
      // Never throw into the host page (e.g. a listener of our events that throws).
      console.warn('<shop-session>', error);
      return [];
    }
  }

  function clearTimer() {
    if (timer !== null) env.clearTimer(timer);
    timer = null;
  }

  function schedule() {
    const remaining = Math.max(0, target - env.now());
    timer = env.setTimer(onTimer, Math.min(remaining, config.checkIntervalMs));
  }

  function onTimer() {
    timer = null;
    stats.wakeups += 1;
    if (env.now() + 5 < target) {
      schedule();
      return;
    }
    stats.checks += 1;
    dispatch({ type: 'timer', ...observe() });
  }

  function run(command: Command): void {
    switch (command.type) {
      case 'arm':
        clearTimer();
        target = env.now() + command.delayMs;
        schedule();
        return;
      case 'disarm':
        clearTimer();
        return;
      case 'listen-activity':
        stopActivity?.();
        stopActivity = command.on ? env.onActivity(() => dispatch({ type: 'activity', ...observe() })) : null;
        return;
      case 'emit':
        env.emit(command.name, command.state);
        return;
      case 'state':
        env.reflect(command.code);
        return;
      case 'renew':
        renew(command.endpoint);
        return;
    }
  }

  function renew(endpoint: RenewEndpoint): void {
    const signal = AbortSignal.any([inFlight.signal, AbortSignal.timeout(lockWaitMs)]);
    env.lock
      .run(async () => {
        if (stopped) return;
        const fresh = observe();
        if (!stillNeedsRenewal(state, fresh, endpoint, env.lastAttempt.read(), config)) {
          dispatch({ type: 'renew-skipped', ...fresh });
          return;
        }
        const attempt = {
          key: endpoint === 'login' && fresh.token ? tokenKey(fresh.token) : 'longterm',
          at: fresh.now,
        };
        env.lastAttempt.write(attempt);
        stats.renewRequests += 1;
        const outcome = await env.renew(endpoint, inFlight.signal);
        const commands = dispatch({ type: 'renew-result', endpoint, outcome, ...observe() });
        // The machine judged the renewal a failure (also a 2xx that set no new cookie): the
        // other tabs hold back instead of repeating it.
        const failed = commands.some((command) => command.type === 'emit' && command.name === 'shop-session-error');
        if (failed) env.lastAttempt.write({ ...attempt, at: env.now(), failed: true });
      }, signal)
      .catch(() => {
        // The lock wait timed out (or the element was removed): look again later.
        if (!stopped) dispatch({ type: 'renew-skipped', ...observe() });
      });
  }

  const stopVisibility = env.onVisibility((visible) =>
    dispatch(visible ? { type: 'visible', ...observe() } : { type: 'hidden', now: env.now() }),
  );
  dispatch({
    type: 'start',
    visible: env.isVisible(),
    platformCookie: env.platformCookie(),
    loggedOutBefore: env.loggedOutBefore,
    ...observe(),
  });
  if (state.phase === 'skipped') stopVisibility();

  return {
    stop() {
      if (stopped) return;
      dispatch({ type: 'stop' });
      stopped = true;
      clearTimer();
      stopActivity?.();
      stopActivity = null;
      stopVisibility();
      inFlight.abort();
    },
    state: () => state,
    stats: () => ({ ...stats }),
  };
}
