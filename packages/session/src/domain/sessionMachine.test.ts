import { describe, expect, it } from 'vitest';
import type { LoginTokenPayload } from './loginToken.ts';
import {
  type Command,
  decide,
  initialSessionState,
  isSkippedPlatform,
  type Observation,
  type SessionEvent,
  type SessionState,
  StateCode,
  stillNeedsRenewal,
  tokenKey,
  transition,
} from './sessionMachine.ts';

const t0 = Date.UTC(2026, 10, 21, 9, 0, 0);
const min = 60_000;
const token = (renewIn: number, expireIn: number, at = t0): LoginTokenPayload => ({
  lid: 'c-1001',
  renewAt: at + renewIn,
  expiresAt: at + expireIn,
});
const obs = (now: number, tok: LoginTokenPayload | null, extra: Partial<Observation> = {}): Observation => ({
  now,
  token: tok,
  longTermUntil: null,
  ...extra,
});

function run(events: SessionEvent[], from: SessionState = initialSessionState) {
  let state = from;
  const commands: Command[][] = [];
  for (const event of events) {
    const result = transition(state, event);
    state = result.state;
    commands.push(result.commands);
  }
  return { state, commands, last: commands.at(-1) ?? [] };
}

const start = (o: Observation, visible = true): SessionEvent => ({
  type: 'start',
  visible,
  platformCookie: undefined,
  ...o,
});

describe('decide: due-ness from the wall clock', () => {
  const verified = { ...initialSessionState, offsetVerified: true };
  it.each([
    ['before the renewal time', 10 * min, 'not-due'],
    ['at the renewal time', 20 * min, 'renew'],
    ['between renewal and expiry', 25 * min, 'renew'],
    ['at the expiry', 30 * min, 'logged-out'],
  ])('%s', (_label, elapsed, kind) => {
    expect(decide(verified, obs(t0 + elapsed, token(20 * min, 30 * min))).kind).toBe(kind);
  });

  it('uses the server offset, not the client clock', () => {
    const ahead = { ...verified, offsetMs: -10 * min };
    expect(decide(ahead, obs(t0 + 25 * min, token(20 * min, 30 * min))).kind).toBe('not-due');
  });

  it('an expired-looking token with an unverified clock is probed (the server decides)', () => {
    expect(decide(initialSessionState, obs(t0 + 40 * min, token(20 * min, 30 * min)))).toEqual({
      kind: 'renew',
      endpoint: 'login',
      probe: true,
    });
  });

  it('no token: long-term renewal when a long-term token is valid and not yet tried; else 3', () => {
    const o = obs(t0, null, { longTermUntil: t0 + 60 * min });
    expect(decide(initialSessionState, o)).toMatchObject({ kind: 'renew', endpoint: 'longterm' });
    expect(decide({ ...initialSessionState, longTermTried: true }, o)).toEqual({ kind: 'logged-out', code: 3 });
    expect(decide(initialSessionState, obs(t0, null, { longTermUntil: t0 - 1 }))).toEqual({
      kind: 'logged-out',
      code: 3,
    });
  });
});

describe('transition', () => {
  it('start, not due: state 4 and one check armed at most 3 min ahead (clamped to the renewal time)', () => {
    const far = run([start(obs(t0, token(20 * min, 30 * min)))]);
    expect(far.state.code).toBe(StateCode.notYetDue);
    expect(far.last).toContainEqual({ type: 'arm', delayMs: 3 * min, purpose: 'check' });
    const near = run([start(obs(t0, token(40_000, 30 * min)))]);
    expect(near.last).toContainEqual({ type: 'arm', delayMs: 40_000, purpose: 'check' });
  });

  it('due: one renew command and no timer until the answer', () => {
    const { state, last } = run([start(obs(t0, token(-1, 10 * min)))]);
    expect(state.phase).toBe('renewing');
    expect(last).toContainEqual({ type: 'renew', endpoint: 'login' });
    expect(last.some((c) => c.type === 'arm')).toBe(false);
  });

  it('200 => 1, renewed event, next check at the renewed token renewal time (no 3-min cap)', () => {
    const renewed = token(20 * min, 30 * min, t0 + 1000);
    const { state, last } = run([
      start(obs(t0, token(-1, 10 * min))),
      {
        type: 'renew-result',
        endpoint: 'login',
        outcome: { kind: 'status', status: 200, serverDate: t0 },
        ...obs(t0 + 1000, renewed),
      },
    ]);
    expect(state.code).toBe(StateCode.renewed);
    expect(state.offsetVerified).toBe(true);
    expect(last).toContainEqual({ type: 'emit', name: 'shop-session-renewed', state: 1 });
    const arm = last.find((c) => c.type === 'arm');
    expect(arm).toMatchObject({ purpose: 'check' });
    expect((arm as { delayMs: number }).delayMs).toBeGreaterThan(19 * min);
  });

  it('201 => 0 created', () => {
    const { state, last } = run([
      start(obs(t0, token(-1, 10 * min))),
      {
        type: 'renew-result',
        endpoint: 'login',
        outcome: { kind: 'status', status: 201 },
        ...obs(t0, token(20 * min, 30 * min)),
      },
    ]);
    expect(state.code).toBe(StateCode.created);
    expect(last).toContainEqual({ type: 'emit', name: 'shop-session-renewed', state: 0 });
  });

  it.each([
    ['500', { kind: 'status', status: 500 } as const],
    ['502', { kind: 'status', status: 502 } as const],
    ['a time-out', { kind: 'timeout' } as const],
    ['a network error', { kind: 'network' } as const],
  ])('%s => 2 server error, error event, retry armed', (_label, outcome) => {
    const { state, last } = run([
      start(obs(t0, token(-1, 10 * min))),
      { type: 'renew-result', endpoint: 'login', outcome, ...obs(t0, token(-1, 10 * min)) },
    ]);
    expect(state.code).toBe(StateCode.serverError);
    expect(last).toContainEqual({ type: 'emit', name: 'shop-session-error', state: 2 });
    expect(last).toContainEqual({ type: 'arm', delayMs: 3 * min, purpose: 'check' });
  });

  it('401 => 3 unknown, the refused token is not tried again; the login watch starts', () => {
    const stale = token(-1, 10 * min);
    const { state, last } = run([
      start(obs(t0, stale)),
      { type: 'renew-result', endpoint: 'login', outcome: { kind: 'status', status: 401 }, ...obs(t0, stale) },
    ]);
    expect(state.code).toBe(StateCode.unknown);
    expect(state.phase).toBe('logged-out');
    expect(last).toContainEqual({ type: 'arm', delayMs: 10_000, purpose: 'login-watch' });
    expect(decide(state, obs(t0 + 20_000, stale)).kind).toBe('logged-out');
  });

  it('expired with a verified clock => 5, one expired event, polling stops (only the login watch)', () => {
    const expired = token(-20 * min, -10 * min);
    const first = run([start(obs(t0, expired, { serverOffsetMs: 0 }))]);
    expect(first.state.code).toBe(StateCode.expired);
    expect(first.last).toContainEqual({ type: 'emit', name: 'shop-session-expired', state: 5 });
    const later = transition(first.state, { type: 'timer', ...obs(t0 + 10_000, expired) });
    expect(later.commands.filter((c) => c.type === 'emit')).toEqual([]);
    expect(later.commands.some((c) => c.type === 'renew')).toBe(false);
  });

  it('hidden: the timer is disarmed and nothing fires; visible: an immediate check', () => {
    const due = token(5 * min, 30 * min);
    const { state, last } = run([start(obs(t0, due)), { type: 'hidden', now: t0 + 1000 }]);
    expect(last).toContainEqual({ type: 'disarm' });
    expect(transition(state, { type: 'timer', ...obs(t0 + 6 * min, due) }).commands).toEqual([]);
    const shown = transition(state, { type: 'visible', ...obs(t0 + 6 * min, due) });
    expect(shown.commands).toContainEqual({ type: 'renew', endpoint: 'login' });
  });

  it('logged out: 10-s watch for 60 s, then activity listeners; activity => check now', () => {
    let { state } = run([start(obs(t0, null))]);
    let commands: Command[] = [];
    for (let s = 10; s <= 60; s += 10)
      ({ state, commands } = transition(state, { type: 'timer', ...obs(t0 + s * 1000, null) }));
    expect(commands).toContainEqual({ type: 'listen-activity', on: true });
    expect(commands.some((c) => c.type === 'arm')).toBe(false);
    const active = transition(state, {
      type: 'activity',
      ...obs(t0 + 5 * min, token(20 * min, 30 * min, t0 + 4 * min)),
    });
    expect(active.commands).toContainEqual({ type: 'listen-activity', on: false });
    expect(active.commands).toContainEqual({ type: 'emit', name: 'shop-session-login-detected', state: 4 });
  });

  it('renew-skipped (another tab renewed): follows the fresh cookie without a request', () => {
    const { state } = run([start(obs(t0, token(-1, 10 * min)))]);
    const skipped = transition(state, { type: 'renew-skipped', ...obs(t0 + 100, token(20 * min, 30 * min, t0)) });
    expect(skipped.state.code).toBe(StateCode.notYetDue);
    expect(skipped.commands.some((c) => c.type === 'renew')).toBe(false);
  });

  it('stop: disarms, drops listeners, ignores everything after', () => {
    const { state } = run([start(obs(t0, null))]);
    const stopped = transition(state, { type: 'stop' });
    expect(stopped.commands).toContainEqual({ type: 'disarm' });
    expect(transition(stopped.state, { type: 'timer', ...obs(t0 + min, null) }).commands).toEqual([]);
  });

  it('a skipped platform does nothing at all', () => {
    const skipped = transition(initialSessionState, {
      type: 'start',
      visible: true,
      platformCookie: 'Tablet',
      ...obs(t0, token(-1, 10 * min)),
    });
    expect(skipped.state.phase).toBe('skipped');
    expect(skipped.commands).toEqual([]);
    expect(isSkippedPlatform('classic')).toBe(false);
    expect(isSkippedPlatform(undefined)).toBe(false);
  });
});

describe('stillNeedsRenewal (inside the cross-tab lock)', () => {
  const state = { ...initialSessionState, offsetVerified: true };
  const due = token(-1, 10 * min);
  it('false when another tab has renewed (the cookie is no longer due)', () => {
    expect(stillNeedsRenewal(state, obs(t0, token(20 * min, 30 * min)), 'login', null)).toBe(false);
  });
  it('false right after another tab failed with the same token; true once that is older', () => {
    const attempt = { key: tokenKey(due), at: t0 - 1000, failed: true };
    expect(stillNeedsRenewal(state, obs(t0, due), 'login', attempt)).toBe(false);
    expect(stillNeedsRenewal(state, obs(t0 + 10_000, due), 'login', attempt)).toBe(true);
  });
  it('true when the last attempt never ended (its tab died holding the lock)', () => {
    expect(stillNeedsRenewal(state, obs(t0, due), 'login', { key: tokenKey(due), at: t0 - 100 })).toBe(true);
  });
});
