import type { LoginTokenPayload } from './loginToken.ts';

/**
 * The session renewal of <shop-session> as a pure state machine: no timers, no I/O, no
 * `Date.now()`. Every event carries what the driver observed (client time, the LoginToken
 * cookie decoded, the long-term marker, a server clock sample); the machine answers with its
 * next state and the commands the driver carries out (arm one timer, send one renew request,
 * listen for activity, emit an event). Rules: see the package README ("Session renewal").
 */

/** State codes as the spec names them. */
export const StateCode = Object.freeze({
  created: 0,
  renewed: 1,
  serverError: 2,
  unknown: 3,
  notYetDue: 4,
  expired: 5,
} as const);
export type StateCode = (typeof StateCode)[keyof typeof StateCode];

export interface SessionConfig {
  /** Session check every 180 000 ms (3 minutes). */
  checkIntervalMs: number;
  /** Logged out: look for a login (the cookie) every 10 s... */
  loginWatchIntervalMs: number;
  /** ...for this long after the page showed or the shopper was last active; then wait for activity. */
  loginWatchWindowMs: number;
  /** No timer shorter than this (guards against loops on odd tokens). */
  minDelayMs: number;
  /** After a failed renewal, the earliest retry. */
  minRetryMs: number;
}

export const defaultSessionConfig: SessionConfig = Object.freeze({
  checkIntervalMs: 180_000,
  loginWatchIntervalMs: 10_000,
  loginWatchWindowMs: 60_000,
  minDelayMs: 1_000,
  minRetryMs: 5_000,
});

/** What the driver observed when the event happened. */
export interface Observation {
  /** The client's clock (ms since the epoch). */
  now: number;
  /** The LoginToken cookie, decoded (null: absent or malformed). */
  token: LoginTokenPayload | null;
  /** Expiry of the long-term token (marker cookie `LongTermTokenExp`), null when none. */
  longTermUntil: number | null;
  /** server time - client time, measured from a `Date` header of this page's service calls. */
  serverOffsetMs?: number | null;
}

export type RenewEndpoint = 'login' | 'longterm';

/** How a renew request ended. `serverDate`: the answer's `Date` header (ms), if any. */
export type RenewOutcome =
  | { kind: 'status'; status: number; serverDate?: number | null }
  | { kind: 'network' }
  | { kind: 'timeout' }
  | { kind: 'aborted' };

export type SessionEvent =
  | ({
      type: 'start';
      visible: boolean;
      platformCookie: string | undefined;
      /** The page started without a login and this one appeared later (the loader's cookie watch): a login detected. */
      loggedOutBefore?: boolean;
    } & Observation)
  | ({ type: 'timer' } & Observation)
  | ({ type: 'visible' } & Observation)
  | { type: 'hidden'; now: number }
  | ({ type: 'activity' } & Observation)
  /** Inside the cross-tab lock the renewal was no longer needed (another tab renewed). */
  | ({ type: 'renew-skipped' } & Observation)
  | ({ type: 'renew-result'; endpoint: RenewEndpoint; outcome: RenewOutcome } & Observation)
  | { type: 'stop' };

export type SessionEventName =
  | 'shop-session-renewed'
  | 'shop-session-expired'
  | 'shop-session-login-detected'
  | 'shop-session-error';

export type Command =
  /** (Re)arm THE timer: exactly one timer exists at a time. */
  | { type: 'arm'; delayMs: number; purpose: 'check' | 'login-watch' }
  | { type: 'disarm' }
  /** Send the renew request (inside the cross-tab lock; see decideRenewal). */
  | { type: 'renew'; endpoint: RenewEndpoint }
  | { type: 'listen-activity'; on: boolean }
  | { type: 'emit'; name: SessionEventName; state: StateCode }
  /** The state code changed (reflected on the element as `data-state`). */
  | { type: 'state'; code: StateCode };

type Phase =
  /** Waiting to start (page hidden at start). */
  | 'waiting'
  /** Platform cookie says smartphone or tablet: nothing runs. */
  | 'skipped'
  | 'logged-in'
  | 'renewing'
  | 'logged-out'
  | 'stopped';

export interface SessionState {
  phase: Phase;
  code: StateCode | null;
  visible: boolean;
  /** server time - client time. */
  offsetMs: number;
  /** Whether offsetMs comes from a server `Date` header (else it is a guess: 0 or from `iat`). */
  offsetVerified: boolean;
  /** Logged out: 10-s checks until this client time, then activity listeners. */
  watchUntil: number;
  listening: boolean;
  /** The long-term renewal is tried at most once per page. */
  longTermTried: boolean;
  /** A token the server refused (401/403): treated as absent (code 3) or expired (code 5). */
  rejected: { key: string; as: 3 | 5 } | null;
  /** The renewal in flight: why it was sent, and `tokenKey()` of the token it presented (null: none). */
  renewing: { endpoint: RenewEndpoint; probe: boolean; afterLoginDetected: boolean; presented: string | null } | null;
}

export interface Transition {
  state: SessionState;
  commands: Command[];
}

export const initialSessionState: SessionState = Object.freeze({
  phase: 'waiting',
  code: null,
  visible: false,
  offsetMs: 0,
  offsetVerified: false,
  watchUntil: 0,
  listening: false,
  longTermTried: false,
  rejected: null,
  renewing: null,
});

/** Values of the platform cookie that skip session renewal (case-insensitive). */
const skippedPlatformCookieValues: readonly string[] = ['smartphone', 'tablet', 'match'];

export const isSkippedPlatform = (cookie: string | undefined): boolean =>
  skippedPlatformCookieValues.includes((cookie ?? '').trim().toLowerCase());

/** Offsets beyond a year are not a clock skew but a broken header: ignored. */
const maxOffsetMs = 365 * 24 * 3600 * 1000;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** What the token and the clocks say should happen now. */
export type Decision =
  | { kind: 'renew'; endpoint: RenewEndpoint; probe: boolean }
  | { kind: 'not-due'; token: LoginTokenPayload }
  | { kind: 'logged-out'; code: 3 | 5 };

/** The server's time now, as well as this tab knows it. */
const serverNow = (state: SessionState, now: number) => now + state.offsetMs;

/**
 * Due-ness from the wall clock (never from counted ticks): due when the server's time has
 * reached the token's renewal time and not its expiry. A token that looks expired while the
 * offset is unverified is renewed once anyway (the client clock may run ahead): the server
 * decides. Without a usable LoginToken, an unexpired long-term token is renewed once per page.
 */
export function decide(state: SessionState, obs: Observation): Decision {
  const sn = serverNow(state, obs.now);
  // A token the server refused is never sent again: it counts as absent (or expired), so the
  // long-term token may still be tried.
  const refused = obs.token && state.rejected?.key === tokenKey(obs.token) ? state.rejected : null;
  const token = refused ? null : obs.token;
  if (token && sn < token.expiresAt) {
    if (sn >= token.renewAt) return { kind: 'renew', endpoint: 'login', probe: false };
    return { kind: 'not-due', token };
  }
  if (token && !state.offsetVerified) return { kind: 'renew', endpoint: 'login', probe: true };
  if (obs.longTermUntil !== null && obs.longTermUntil > sn && !state.longTermTried) {
    return { kind: 'renew', endpoint: 'longterm', probe: false };
  }
  return { kind: 'logged-out', code: refused ? refused.as : token ? 5 : 3 };
}

/** A renew attempt recorded for the other tabs (in localStorage, inside the lock). */
export interface RenewAttempt {
  /** `tokenKey()` of the token renewed, or 'longterm'. */
  key: string;
  /** Client time of the attempt. */
  at: number;
  /** Set once the attempt ended in a failure (500, network, time-out). An attempt without an
   * ending, seen inside the lock, is one whose tab died mid-request: it does not hold others back. */
  failed?: boolean;
}

/**
 * Called by the driver INSIDE the cross-tab lock with a fresh look at the cookies: whether
 * this tab still has to send the renew request. False when another tab has just renewed (the
 * cookie is no longer due), or has just tried the same token and failed (this tab retries
 * later: N tabs must not turn one failing renewal into N requests).
 */
export function stillNeedsRenewal(
  state: SessionState,
  obs: Observation,
  endpoint: RenewEndpoint,
  lastAttempt: RenewAttempt | null,
  config: SessionConfig = defaultSessionConfig,
): boolean {
  const decision = decide(withClock(state, obs), obs);
  if (decision.kind !== 'renew' || decision.endpoint !== endpoint) return false;
  const key = endpoint === 'login' && obs.token ? tokenKey(obs.token) : 'longterm';
  const recent =
    lastAttempt?.failed === true && lastAttempt.key === key && Math.abs(obs.now - lastAttempt.at) < config.minRetryMs;
  return !recent;
}

/** Identifies a token's generation (a renewed token has new times). */
export const tokenKey = (token: LoginTokenPayload): string => `${token.lid}|${token.renewAt}|${token.expiresAt}`;

/** Applies the observation's clock knowledge: a measured offset, else `iat` as a lower bound. */
function withClock(state: SessionState, obs: Observation): SessionState {
  if (typeof obs.serverOffsetMs === 'number' && Math.abs(obs.serverOffsetMs) < maxOffsetMs) {
    if (!state.offsetVerified || state.offsetMs !== obs.serverOffsetMs) {
      return { ...state, offsetMs: obs.serverOffsetMs, offsetVerified: true };
    }
    return state;
  }
  // A token cannot be issued in the future: if it seems so, the client clock is behind.
  const issuedAt = obs.token?.issuedAt;
  if (!state.offsetVerified && issuedAt !== undefined && obs.now + state.offsetMs < issuedAt) {
    const offset = issuedAt - obs.now;
    if (Math.abs(offset) < maxOffsetMs) return { ...state, offsetMs: offset };
  }
  return state;
}

class Out {
  readonly commands: Command[] = [];
  constructor(public state: SessionState) {}
  set(patch: Partial<SessionState>) {
    this.state = { ...this.state, ...patch };
  }
  code(code: StateCode) {
    if (this.state.code !== code) this.commands.push({ type: 'state', code });
    this.set({ code });
  }
  emit(name: SessionEventName, state: StateCode) {
    this.commands.push({ type: 'emit', name, state });
  }
  arm(delayMs: number, purpose: 'check' | 'login-watch') {
    this.commands.push({ type: 'arm', delayMs: Math.round(delayMs), purpose });
  }
  disarm() {
    this.commands.push({ type: 'disarm' });
  }
  listen(on: boolean) {
    if (this.state.listening !== on) this.commands.push({ type: 'listen-activity', on });
    this.set({ listening: on });
  }
  done(): Transition {
    return { state: this.state, commands: this.commands };
  }
}

/** The machine: (state, event) -> (next state, commands). */
export function transition(
  current: SessionState,
  event: SessionEvent,
  config: SessionConfig = defaultSessionConfig,
): Transition {
  if (current.phase === 'stopped' || current.phase === 'skipped') return { state: current, commands: [] };
  if (event.type === 'stop') {
    const out = new Out(current);
    out.disarm();
    out.listen(false);
    out.set({ phase: 'stopped', renewing: null });
    return out.done();
  }
  const out = new Out('now' in event && 'token' in event ? withClock(current, event) : current);
  switch (event.type) {
    case 'start': {
      if (current.phase !== 'waiting') return { state: current, commands: [] };
      if (isSkippedPlatform(event.platformCookie)) {
        out.set({ phase: 'skipped' });
        return out.done();
      }
      out.set({ visible: event.visible });
      if (event.visible) check(out, event, config, { fromLoggedOut: event.loggedOutBefore === true });
      return out.done();
    }
    case 'hidden': {
      out.set({ visible: false });
      out.disarm();
      out.listen(false);
      return out.done();
    }
    case 'visible': {
      out.set({ visible: true });
      if (out.state.phase === 'renewing') return out.done();
      if (out.state.phase === 'logged-out') out.set({ watchUntil: event.now + config.loginWatchWindowMs });
      check(out, event, config, { fromLoggedOut: out.state.phase === 'logged-out' });
      return out.done();
    }
    case 'timer': {
      if (!out.state.visible || out.state.phase === 'renewing' || out.state.phase === 'waiting') return out.done();
      check(out, event, config, { fromLoggedOut: out.state.phase === 'logged-out' });
      return out.done();
    }
    case 'activity': {
      if (!out.state.visible || out.state.phase !== 'logged-out' || !out.state.listening) return out.done();
      out.listen(false);
      out.set({ watchUntil: event.now + config.loginWatchWindowMs });
      check(out, event, config, { fromLoggedOut: true });
      return out.done();
    }
    case 'renew-skipped': {
      if (out.state.phase !== 'renewing') return out.done();
      const fromLoggedOut = out.state.renewing?.afterLoginDetected ?? false;
      out.set({ phase: 'logged-in', renewing: null });
      if (!out.state.visible) return out.done();
      const decision = decide(out.state, event);
      if (decision.kind === 'renew') {
        // Another tab has just tried this renewal: look again later, never loop on the lock.
        out.arm(retryDelay(out.state, event, config), 'check');
        return out.done();
      }
      check(out, event, config, { fromLoggedOut });
      return out.done();
    }
    case 'renew-result': {
      if (out.state.phase !== 'renewing' || !out.state.renewing) return out.done();
      renewResult(out, event, config);
      return out.done();
    }
  }
}

function check(out: Out, obs: Observation, config: SessionConfig, context: { fromLoggedOut: boolean }): void {
  const decision = decide(out.state, obs);
  switch (decision.kind) {
    case 'renew': {
      out.disarm();
      out.listen(false);
      out.set({
        phase: 'renewing',
        renewing: {
          endpoint: decision.endpoint,
          probe: decision.probe,
          afterLoginDetected: context.fromLoggedOut,
          presented: obs.token ? tokenKey(obs.token) : null,
        },
      });
      out.commands.push({ type: 'renew', endpoint: decision.endpoint });
      return;
    }
    case 'not-due': {
      out.listen(false);
      out.set({ phase: 'logged-in' });
      out.code(StateCode.notYetDue);
      if (context.fromLoggedOut) out.emit('shop-session-login-detected', StateCode.notYetDue);
      const untilDue = decision.token.renewAt - serverNow(out.state, obs.now);
      out.arm(clamp(untilDue, config.minDelayMs, config.checkIntervalMs), 'check');
      return;
    }
    case 'logged-out': {
      enterLoggedOut(out, obs, config, decision.code);
      return;
    }
  }
}

/** Logged out (3) or expired (5): renewal polling stops; the login watch runs. */
function enterLoggedOut(out: Out, obs: Observation, config: SessionConfig, code: 3 | 5): void {
  const wasLoggedOut = out.state.phase === 'logged-out';
  if (code === StateCode.expired && out.state.code !== StateCode.expired) out.emit('shop-session-expired', code);
  if (!(wasLoggedOut && out.state.code === StateCode.serverError)) out.code(code);
  if (!wasLoggedOut) out.set({ phase: 'logged-out', watchUntil: obs.now + config.loginWatchWindowMs });
  out.set({ renewing: null });
  if (!out.state.visible) return;
  if (obs.now < out.state.watchUntil) {
    out.listen(false);
    out.arm(config.loginWatchIntervalMs, 'login-watch');
  } else {
    out.disarm();
    out.listen(true);
  }
}

function renewResult(out: Out, event: Extract<SessionEvent, { type: 'renew-result' }>, config: SessionConfig): void {
  const renewing = out.state.renewing as NonNullable<SessionState['renewing']>;
  const { outcome } = event;
  if (outcome.kind === 'aborted') {
    out.set({ phase: 'stopped', renewing: null });
    return;
  }
  if (outcome.kind === 'status' && typeof outcome.serverDate === 'number' && Number.isFinite(outcome.serverDate)) {
    // The Date header has a resolution of one second: take the middle of that second.
    const offset = outcome.serverDate + 500 - event.now;
    if (Math.abs(offset) < maxOffsetMs) out.set({ offsetMs: offset, offsetVerified: true });
  }
  const status = outcome.kind === 'status' ? outcome.status : 0;
  const sn = serverNow(out.state, event.now);
  const token = event.token && out.state.rejected?.key !== tokenKey(event.token) ? event.token : null;
  const fresh = token !== null && sn < token.expiresAt && sn < token.renewAt;

  if ((status === 200 || status === 201) && token && sn < token.expiresAt && tokenKey(token) !== renewing.presented) {
    const code = status === 200 && renewing.endpoint === 'login' ? StateCode.renewed : StateCode.created;
    out.set({ phase: 'logged-in', renewing: null, rejected: null });
    if (renewing.endpoint === 'longterm') out.set({ longTermTried: true });
    out.code(code);
    out.emit('shop-session-renewed', code);
    if (renewing.afterLoginDetected) out.emit('shop-session-login-detected', code);
    if (!out.state.visible) return;
    if (!fresh) {
      // The new token is already due (an odd server): never loop, look again at the next check.
      out.arm(config.checkIntervalMs, 'check');
    } else if (code === StateCode.renewed) {
      // Polling stops on 1: the next cycle is armed from the renewed token's own times.
      out.arm(Math.max(config.minDelayMs, token.renewAt - sn), 'check');
    } else {
      out.arm(clamp(token.renewAt - sn, config.minDelayMs, config.checkIntervalMs), 'check');
    }
    return;
  }

  if (status === 401 || status === 403 || (renewing.endpoint === 'longterm' && status === 404)) {
    // The server does not know this token (logged out elsewhere, or it has really expired).
    const as: 3 | 5 = renewing.probe ? StateCode.expired : StateCode.unknown;
    if (renewing.endpoint === 'longterm') out.set({ longTermTried: true });
    else if (event.token) out.set({ rejected: { key: tokenKey(event.token), as } });
    out.set({ phase: 'logged-in', renewing: null });
    if (out.state.visible) {
      // The refused token now counts as absent or expired: the long-term token may be tried.
      check(out, event, config, { fromLoggedOut: renewing.afterLoginDetected });
      return;
    }
    const next = decide(out.state, event);
    if (next.kind === 'logged-out') enterLoggedOut(out, event, config, next.code);
    return;
  }

  // 500, any other status, a dropped connection, a time-out, or a 2xx that renewed nothing (no
  // new, unexpired LoginToken in the cookie: e.g. a broken body without Set-Cookie): a server
  // error (2). Polling goes on: retry at the next check, earlier when the token would expire
  // before it (never at once, so an answer that sets no cookie cannot make it loop).
  out.code(StateCode.serverError);
  out.emit('shop-session-error', StateCode.serverError);
  out.set({ renewing: null });
  if (renewing.endpoint === 'longterm') {
    out.set({ longTermTried: true, phase: 'logged-out', watchUntil: event.now + config.loginWatchWindowMs });
    if (out.state.visible) enterLoggedOut(out, event, config, StateCode.unknown);
    return;
  }
  out.set({ phase: 'logged-in' });
  if (!out.state.visible) return;
  out.arm(retryDelay(out.state, event, config), 'check');
}

/** After a failed renewal: the next check, earlier when the token would expire before it. */
function retryDelay(state: SessionState, obs: Observation, config: SessionConfig): number {
  const remaining = obs.token ? obs.token.expiresAt - serverNow(state, obs.now) : 0;
  return remaining > 0 ? clamp(remaining / 2, config.minRetryMs, config.checkIntervalMs) : config.checkIntervalMs;
}
