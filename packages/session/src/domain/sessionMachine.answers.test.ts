import { describe, expect, it } from 'vitest';
import type { LoginTokenPayload } from './loginToken.ts';
import {
  type Command,
  initialSessionState,
  type Observation,
  type RenewEndpoint,
  type RenewOutcome,
  type SessionEvent,
  type SessionState,
  StateCode,
  transition,
} from './sessionMachine.ts';

/**
 * What the shopper's session does with each answer the server gives to a renewal: the state
 * it shows, the events the page hears, and when it looks again. Every row starts from a tab
 * that has just sent the renewal of a token due now.
 */
const t0 = Date.UTC(2026, 10, 21, 9, 0, 0);
const sec = 1000;
const min = 60 * sec;
const token = (renewIn: number, expireIn: number, lid = 'c-1001'): LoginTokenPayload => ({
  lid,
  renewAt: t0 + renewIn,
  expiresAt: t0 + expireIn,
});
const obs = (tok: LoginTokenPayload | null, extra: Partial<Observation> = {}): Observation => ({
  now: t0,
  token: tok,
  longTermUntil: null,
  ...extra,
});

/** Due now, expires in 4 minutes. */
const due = token(-1, 4 * min);
/** What a successful renewal leaves in the cookie: renewal due in 20, expiry in 30 minutes. */
const renewed = token(20 * min, 30 * min);

/** The tab after start with `first` in the cookie: renewing (asserted), visible unless told. */
function renewing(first: Observation, visible = true): SessionState {
  let state = transition(initialSessionState, {
    type: 'start',
    visible: true,
    platformCookie: undefined,
    ...first,
  }).state;
  expect(state.phase).toBe('renewing');
  if (!visible) state = transition(state, { type: 'hidden', now: first.now }).state;
  return state;
}

function answer(
  state: SessionState,
  outcome: RenewOutcome,
  after: Observation,
  endpoint: RenewEndpoint = state.renewing?.endpoint ?? 'login',
) {
  return transition(state, { type: 'renew-result', endpoint, outcome, ...after });
}

const status = (code: number, serverDate?: number): RenewOutcome => ({ kind: 'status', status: code, serverDate });
const arm = (delayMs: number, purpose: 'check' | 'login-watch' = 'check'): Command => ({
  type: 'arm',
  delayMs,
  purpose,
});
const state = (code: StateCode): Command => ({ type: 'state', code });
const emit = (name: Extract<Command, { type: 'emit' }>['name'], code: StateCode): Command => ({
  type: 'emit',
  name,
  state: code,
});

describe('the answer to a renewal, as the shopper’s tab sees it', () => {
  it('200 with a new token: renewed (1), the page hears it, the next look at the new renewal time', () => {
    const { state: next, commands } = answer(renewing(obs(due)), status(200), obs(renewed));
    expect(commands).toEqual([
      state(StateCode.renewed),
      emit('shop-session-renewed', StateCode.renewed),
      arm(20 * min),
    ]);
    expect(next).toMatchObject({ phase: 'logged-in', renewing: null, rejected: null, longTermTried: false });
  });

  it('201 with a new token: created (0), the next look at most one check interval ahead', () => {
    const { commands } = answer(renewing(obs(due)), status(201), obs(renewed));
    expect(commands).toEqual([state(StateCode.created), emit('shop-session-renewed', StateCode.created), arm(3 * min)]);
  });

  it('201 with a token due in 40 s: created, the next look in 40 s', () => {
    const { commands } = answer(renewing(obs(due)), status(201), obs(token(40 * sec, 30 * min)));
    expect(commands.at(-1)).toEqual(arm(40 * sec));
  });

  it('a renewed token due again in 300 ms is looked at after 1 s, not at once (no renewal loop)', () => {
    const { commands } = answer(renewing(obs(due)), status(200), obs(token(300, 30 * min)));
    expect(commands.at(-1)).toEqual(arm(1 * sec));
  });

  it('a created token due again in 300 ms is looked at after 1 s, not at once (no renewal loop)', () => {
    const { commands } = answer(renewing(obs(due)), status(201), obs(token(300, 30 * min)));
    expect(commands.at(-1)).toEqual(arm(1 * sec));
  });

  it('a new token that is already due again (an odd server): renewed, looked at only at the next check', () => {
    const { state: next, commands } = answer(renewing(obs(due)), status(200), obs(token(-5 * sec, 30 * min)));
    expect(commands).toEqual([state(StateCode.renewed), emit('shop-session-renewed', StateCode.renewed), arm(3 * min)]);
    expect(next.phase).toBe('logged-in');
  });

  it('200 that set no new cookie (the same token still there): a server error, retried later, never at once', () => {
    const { state: next, commands } = answer(renewing(obs(due)), status(200), obs(due));
    expect(commands).toEqual([
      state(StateCode.serverError),
      emit('shop-session-error', StateCode.serverError),
      arm(2 * min),
    ]);
    expect(next).toMatchObject({ phase: 'logged-in', renewing: null });
  });

  it('200 whose new token has already expired: a server error', () => {
    const { commands } = answer(renewing(obs(due)), status(200), obs(token(-2 * min, -1 * min, 'c-2002')));
    expect(commands[0]).toEqual(state(StateCode.serverError));
  });

  it('200 with the cookie gone: a server error, not a logout', () => {
    const { commands } = answer(renewing(obs(due)), status(200), obs(null));
    expect(commands).toEqual([
      state(StateCode.serverError),
      emit('shop-session-error', StateCode.serverError),
      arm(3 * min),
    ]);
  });

  it('204 (a success without a body): a server error, the token was not renewed', () => {
    const { commands } = answer(renewing(obs(due)), status(204), obs(renewed));
    expect(commands[0]).toEqual(state(StateCode.serverError));
  });

  it('403: the server does not know the token; unknown (3), the login watch starts, the token is not sent again', () => {
    const { state: next, commands } = answer(renewing(obs(due)), status(403), obs(due));
    expect(commands).toEqual([state(StateCode.unknown), arm(10 * sec, 'login-watch')]);
    expect(next).toMatchObject({ phase: 'logged-out', rejected: { as: StateCode.unknown }, watchUntil: t0 + min });
    const later = transition(next, { type: 'timer', ...obs(due, { now: t0 + 10 * sec }) });
    expect(later.commands).toEqual([arm(10 * sec, 'login-watch')]);
  });

  it('401 answered to a probe of an expired-looking token: expired (5), the page hears it once', () => {
    const expired = token(-20 * min, -10 * min);
    const { state: next, commands } = answer(renewing(obs(expired)), status(401), obs(expired));
    expect(commands).toEqual([
      emit('shop-session-expired', StateCode.expired),
      state(StateCode.expired),
      arm(10 * sec, 'login-watch'),
    ]);
    expect(next.rejected?.as).toBe(StateCode.expired);
  });

  it('404 from the login renewal is a server error, not a logout', () => {
    const { state: next, commands } = answer(renewing(obs(due)), status(404), obs(due));
    expect(commands[0]).toEqual(state(StateCode.serverError));
    expect(next.rejected).toBeNull();
  });

  it('403 in a hidden tab: logged out (3) without a timer; nothing runs until the tab shows', () => {
    const { state: next, commands } = answer(renewing(obs(due), false), status(403), obs(due));
    expect(commands).toEqual([state(StateCode.unknown)]);
    expect(next).toMatchObject({ phase: 'logged-out', visible: false });
  });

  it('401 after a refused token, with a long-term token: the long-term renewal is tried next', () => {
    const withLongTerm = obs(due, { longTermUntil: t0 + 30 * 24 * 60 * min });
    const { state: next, commands } = answer(renewing(withLongTerm), status(401), withLongTerm);
    expect(commands).toEqual([{ type: 'disarm' }, { type: 'renew', endpoint: 'longterm' }]);
    expect(next.renewing).toMatchObject({ endpoint: 'longterm', probe: false });
  });

  it('a new token due at this very moment: renewed, looked at only at the next check', () => {
    const { commands } = answer(renewing(obs(due)), status(200), obs(token(0, 30 * min)));
    expect(commands.at(-1)).toEqual(arm(3 * min));
  });

  it('200 whose new token expires at this very moment: a server error', () => {
    const { commands } = answer(renewing(obs(due)), status(200), obs(token(-1 * min, 0, 'c-2002')));
    expect(commands[0]).toEqual(state(StateCode.serverError));
  });

  it('401 with the cookie already cleared by the server: unknown (3), the login watch starts', () => {
    const { state: next, commands } = answer(renewing(obs(due)), status(401), obs(null));
    expect(commands).toEqual([state(StateCode.unknown), arm(10 * sec, 'login-watch')]);
    expect(next.rejected).toBeNull();
  });

  it('401 in a hidden tab with a long-term token: nothing while hidden, the long-term renewal once shown', () => {
    const withLongTerm = obs(due, { longTermUntil: t0 + 30 * 24 * 60 * min });
    const { state: next, commands } = answer(renewing(withLongTerm, false), status(401), withLongTerm);
    expect(commands).toEqual([]);
    expect(next).toMatchObject({ phase: 'logged-in', renewing: null });
    const shown = transition(next, { type: 'visible', ...withLongTerm, now: t0 + min });
    expect(shown.commands).toContainEqual({ type: 'renew', endpoint: 'longterm' });
  });

  it('a login seen by the watch whose token is refused: the long-term renewal still counts as that login', () => {
    let current = transition(initialSessionState, {
      type: 'start',
      visible: true,
      platformCookie: undefined,
      ...obs(null),
    }).state;
    const loggedIn = obs(due, { longTermUntil: t0 + 30 * 24 * 60 * min, now: t0 + 10 * sec });
    current = transition(current, { type: 'timer', ...loggedIn }).state;
    const refused = answer(current, status(401), loggedIn);
    expect(refused.state.renewing).toMatchObject({ endpoint: 'longterm', afterLoginDetected: true });
  });

  it('the page is leaving (the request was aborted): everything stops, no event, no timer', () => {
    const { state: next, commands } = answer(renewing(obs(due)), { kind: 'aborted' }, obs(due));
    expect(commands).toEqual([]);
    expect(next).toMatchObject({ phase: 'stopped', renewing: null });
    expect(transition(next, { type: 'timer', ...obs(due, { now: t0 + min }) }).commands).toEqual([]);
  });

  it('an answer in a hidden tab: renewed, but no timer until the tab shows', () => {
    const { commands } = answer(renewing(obs(due), false), status(200), obs(renewed));
    expect(commands).toEqual([state(StateCode.renewed), emit('shop-session-renewed', StateCode.renewed)]);
  });

  it('a server error in a hidden tab: reported, no retry timer until the tab shows', () => {
    const { state: next, commands } = answer(renewing(obs(due), false), status(500), obs(due));
    expect(commands).toEqual([state(StateCode.serverError), emit('shop-session-error', StateCode.serverError)]);
    expect(next.phase).toBe('logged-in');
  });

  it('a late answer after the tab stopped renewing is ignored', () => {
    const idle = transition(initialSessionState, {
      type: 'start',
      visible: true,
      platformCookie: undefined,
      ...obs(renewed),
    }).state;
    expect(answer(idle, status(200), obs(token(25 * min, 35 * min)), 'login')).toEqual({ state: idle, commands: [] });
  });
});

describe('retrying after a failed renewal', () => {
  it.each([
    ['expiring in 4 minutes: half the time left (2 minutes)', 4 * min, 2 * min],
    ['expiring in 3 minutes: half the time left (90 s)', 3 * min, 90 * sec],
    ['expiring in 6 s: not sooner than 5 s (no retry storm)', 6 * sec, 5 * sec],
    ['expiring in 1 hour: at the next check (3 minutes)', 60 * min, 3 * min],
  ])('a token %s', (_label, expireIn, delay) => {
    const expiring = token(-1, expireIn);
    const { commands } = answer(renewing(obs(expiring)), status(503), obs(expiring));
    expect(commands.at(-1)).toEqual(arm(delay));
  });

  it('a token that expired while the request ran: the next check, 3 minutes', () => {
    const expiring = token(-1, 4 * min);
    const { commands } = answer(renewing(obs(expiring)), { kind: 'network' }, obs(expiring, { now: t0 + 5 * min }));
    expect(commands.at(-1)).toEqual(arm(3 * min));
  });
});

describe('the server’s clock from the Date header of the answer', () => {
  it('a clock 10 minutes behind the server: the offset is taken from the answer (middle of its second)', () => {
    const { state: next } = answer(renewing(obs(due)), status(200, t0 + 10 * min), obs(renewed));
    expect(next).toMatchObject({ offsetMs: 10 * min + 500, offsetVerified: true });
  });

  it('the offset decides when to look next: a renewed token due in 20 minutes by the server’s clock', () => {
    const { commands } = answer(renewing(obs(due)), status(200, t0 + 5 * min - 500), obs(renewed));
    expect(commands.at(-1)).toEqual(arm(15 * min));
  });

  it('a clock a whole day off (a wrong date set) is still measured and used', () => {
    const { state: next } = answer(renewing(obs(due)), status(200, t0 + 24 * 60 * min - 500), obs(renewed));
    expect(next).toMatchObject({ offsetMs: 24 * 60 * min, offsetVerified: true });
  });

  it('a header exactly a year off is ignored', () => {
    const { state: next } = answer(renewing(obs(due)), status(200, t0 + 365 * 24 * 60 * min - 500), obs(renewed));
    expect(next).toMatchObject({ offsetMs: 0, offsetVerified: false });
  });

  it.each([
    ['a header over a year off', t0 + 400 * 24 * 60 * min],
    ['a header of NaN', Number.NaN],
    ['no header', null],
  ])('%s is ignored', (_label, serverDate) => {
    const { state: next } = answer(renewing(obs(due)), status(200, serverDate as number), obs(renewed));
    expect(next).toMatchObject({ offsetMs: 0, offsetVerified: false });
  });
});

describe('the long-term renewal (no LoginToken, a long-term token in its marker cookie)', () => {
  const longTerm = obs(null, { longTermUntil: t0 + 30 * 24 * 60 * min });

  it('200 from the long-term renewal: a session created (0), never tried again on this page', () => {
    const { state: next, commands } = answer(renewing(longTerm), status(200), { ...longTerm, token: renewed });
    expect(commands).toEqual([state(StateCode.created), emit('shop-session-renewed', StateCode.created), arm(3 * min)]);
    expect(next.longTermTried).toBe(true);
  });

  it('404 from the long-term renewal: the token is unknown; logged out (3), no second try', () => {
    const { state: next, commands } = answer(renewing(longTerm), status(404), longTerm);
    expect(commands).toEqual([state(StateCode.unknown), arm(10 * sec, 'login-watch')]);
    expect(next).toMatchObject({ phase: 'logged-out', longTermTried: true, rejected: null });
  });

  it('a server error on the long-term renewal: reported (2), logged out with the login watch, no second try', () => {
    const { state: next, commands } = answer(renewing(longTerm), status(500), longTerm);
    expect(commands).toEqual([
      state(StateCode.serverError),
      emit('shop-session-error', StateCode.serverError),
      arm(10 * sec, 'login-watch'),
    ]);
    expect(next).toMatchObject({ phase: 'logged-out', longTermTried: true, code: StateCode.serverError });
    const later = transition(next, { type: 'timer', ...longTerm, now: t0 + 10 * sec });
    expect(later.commands).toEqual([arm(10 * sec, 'login-watch')]);
    expect(later.state.code).toBe(StateCode.serverError);
  });

  it('a server error on the long-term renewal in a hidden tab: no timer', () => {
    const { state: next, commands } = answer(renewing(longTerm, false), { kind: 'timeout' }, longTerm);
    expect(commands).toEqual([state(StateCode.serverError), emit('shop-session-error', StateCode.serverError)]);
    expect(next).toMatchObject({ phase: 'logged-out', watchUntil: t0 + min });
  });

  it('a login seen during the watch and renewed: the page hears both the renewal and the login', () => {
    let current = transition(initialSessionState, {
      type: 'start',
      visible: true,
      platformCookie: undefined,
      ...obs(null),
    }).state;
    current = transition(current, { type: 'timer', ...obs(due, { now: t0 + 10 * sec }) }).state;
    expect(current.renewing?.afterLoginDetected).toBe(true);
    const { commands } = answer(current, status(200), obs(renewed, { now: t0 + 11 * sec }));
    expect(commands).toEqual([
      state(StateCode.renewed),
      emit('shop-session-renewed', StateCode.renewed),
      emit('shop-session-login-detected', StateCode.renewed),
      arm(20 * min - 11 * sec),
    ]);
  });
});

describe('another event while the renewal is in flight', () => {
  it('a timer, the tab shown again: no second request', () => {
    const current = renewing(obs(due));
    const events: SessionEvent[] = [
      { type: 'timer', ...obs(due, { now: t0 + sec }) },
      { type: 'visible', ...obs(due, { now: t0 + sec }) },
    ];
    for (const event of events) expect(transition(current, event).commands).toEqual([]);
  });
});

describe('a tab whose element starts only once a login has appeared (the loader’s cookie watch)', () => {
  it('announces the login as detected, like a tab that had watched for it', () => {
    const start = (loggedOutBefore: boolean) =>
      transition(initialSessionState, {
        type: 'start',
        visible: true,
        platformCookie: undefined,
        loggedOutBefore,
        ...obs(renewed),
      }).commands;
    expect(start(true)).toContainEqual(emit('shop-session-login-detected', StateCode.notYetDue));
    expect(start(false)).not.toContainEqual(emit('shop-session-login-detected', StateCode.notYetDue));
  });
});
