import { describe, expect, it } from 'vitest';
import type { LoginTokenPayload } from './loginToken.ts';
import {
  type Command,
  decide,
  initialSessionState,
  type Observation,
  type SessionEvent,
  type SessionState,
  StateCode,
  stillNeedsRenewal,
  tokenKey,
  transition,
} from './sessionMachine.ts';

/**
 * What the shopper's tab does on each thing that happens to the page (shown, hidden, idle,
 * active, another tab renewing) and with clocks that disagree: one behaviour per case.
 */
const t0 = Date.UTC(2026, 10, 21, 9, 0, 0);
const sec = 1000;
const min = 60 * sec;
const token = (renewIn: number, expireIn: number, extra: Partial<LoginTokenPayload> = {}): LoginTokenPayload => ({
  lid: 'c-1001',
  renewAt: t0 + renewIn,
  expiresAt: t0 + expireIn,
  ...extra,
});
const obs = (tok: LoginTokenPayload | null, extra: Partial<Observation> = {}): Observation => ({
  now: t0,
  token: tok,
  longTermUntil: null,
  ...extra,
});
const start = (o: Observation, visible = true, platformCookie?: string): SessionEvent => ({
  type: 'start',
  visible,
  platformCookie,
  ...o,
});
const arm = (delayMs: number, purpose: 'check' | 'login-watch' = 'check'): Command => ({
  type: 'arm',
  delayMs,
  purpose,
});

function run(events: SessionEvent[], from: SessionState = initialSessionState) {
  let state = from;
  let commands: Command[] = [];
  for (const event of events) ({ state, commands } = transition(state, event));
  return { state, commands };
}

const notDue = token(10 * min, 30 * min);
const due = token(-1, 10 * min);

describe('a page opening', () => {
  it('a visible page with a token not yet due: state 4 and one check at its renewal time', () => {
    expect(run([start(obs(notDue))]).commands).toEqual([{ type: 'state', code: StateCode.notYetDue }, arm(3 * min)]);
  });

  it('a token due in 300 ms is looked at after 1 s, not at once (no renewal loop on odd tokens)', () => {
    expect(run([start(obs(token(300, 30 * min)))]).commands.at(-1)).toEqual(arm(1 * sec));
  });

  it('a timer is armed in whole milliseconds', () => {
    expect(run([start(obs(token(40_000.4, 30 * min)))]).commands.at(-1)).toEqual(arm(40_000));
  });

  it('a tab opened in the background does nothing until it is shown', () => {
    const { state, commands } = run([start(obs(due), false)]);
    expect(commands).toEqual([]);
    expect(state).toMatchObject({ phase: 'waiting', visible: false });
    const shown = transition(state, { type: 'visible', ...obs(due) });
    expect(shown.commands).toContainEqual({ type: 'renew', endpoint: 'login' });
  });

  it('a second start (the element moved in the page) changes nothing', () => {
    const { state } = run([start(obs(notDue))]);
    expect(transition(state, start(obs(due)))).toEqual({ state, commands: [] });
  });

  it.each(['smartphone', 'TABLET', ' match '])('the platform cookie "%s": nothing runs, ever', (cookie) => {
    const { state, commands } = run([start(obs(due), true, cookie)]);
    expect(commands).toEqual([]);
    expect(state.phase).toBe('skipped');
    expect(transition(state, { type: 'visible', ...obs(due) }).commands).toEqual([]);
  });

  it('the platform cookie "classic" renews as usual', () => {
    expect(run([start(obs(due), true, 'classic')]).commands).toContainEqual({ type: 'renew', endpoint: 'login' });
  });
});

describe('a logged-out page watching for a login', () => {
  const loggedOut = () => run([start(obs(null))]).state;

  it('shows state 3 and looks at the cookie every 10 s', () => {
    expect(run([start(obs(null))]).commands).toEqual([
      { type: 'state', code: StateCode.unknown },
      arm(10 * sec, 'login-watch'),
    ]);
  });

  it('after 60 s without activity: no timer, activity listeners instead', () => {
    const { state, commands } = run([{ type: 'timer', ...obs(null, { now: t0 + 60 * sec }) }], loggedOut());
    expect(commands).toEqual([{ type: 'disarm' }, { type: 'listen-activity', on: true }]);
    expect(state.listening).toBe(true);
  });

  it('at 59 s it still looks every 10 s', () => {
    const { commands } = run([{ type: 'timer', ...obs(null, { now: t0 + 59 * sec }) }], loggedOut());
    expect(commands).toEqual([arm(10 * sec, 'login-watch')]);
  });

  it('activity restarts the 60-s watch from that moment', () => {
    const idle = run([{ type: 'timer', ...obs(null, { now: t0 + 60 * sec }) }], loggedOut()).state;
    const active = transition(idle, { type: 'activity', ...obs(null, { now: t0 + 5 * min }) });
    expect(active.commands).toEqual([{ type: 'listen-activity', on: false }, arm(10 * sec, 'login-watch')]);
    expect(active.state.watchUntil).toBe(t0 + 6 * min);
  });

  it('activity while still watching (no listeners yet) is ignored', () => {
    const state = loggedOut();
    expect(transition(state, { type: 'activity', ...obs(notDue, { now: t0 + 5 * sec }) })).toEqual({
      state,
      commands: [],
    });
  });

  it('activity in a hidden tab is ignored', () => {
    const idle = run([{ type: 'timer', ...obs(null, { now: t0 + 60 * sec }) }], loggedOut()).state;
    const hidden = { ...idle, visible: false };
    expect(transition(hidden, { type: 'activity', ...obs(notDue, { now: t0 + 5 * min }) }).commands).toEqual([]);
  });

  it('a login made in another tab is seen at the next look: state 4 and the login event', () => {
    const { commands } = run([{ type: 'timer', ...obs(notDue, { now: t0 + 10 * sec }) }], loggedOut());
    expect(commands).toEqual([
      { type: 'state', code: StateCode.notYetDue },
      { type: 'emit', name: 'shop-session-login-detected', state: StateCode.notYetDue },
      arm(3 * min),
    ]);
  });

  it('shown again after a while: the watch runs again for 60 s from then', () => {
    const later = t0 + 10 * min;
    const { state, commands } = run(
      [
        { type: 'hidden', now: t0 + 5 * sec },
        { type: 'visible', ...obs(null, { now: later }) },
      ],
      loggedOut(),
    );
    expect(commands).toEqual([arm(10 * sec, 'login-watch')]);
    expect(state.watchUntil).toBe(later + min);
  });

  it('hiding the tab drops the listeners and the timer', () => {
    const idle = run([{ type: 'timer', ...obs(null, { now: t0 + 60 * sec }) }], loggedOut()).state;
    expect(transition(idle, { type: 'hidden', now: t0 + 61 * sec }).commands).toEqual([
      { type: 'disarm' },
      { type: 'listen-activity', on: false },
    ]);
  });

  it('an expired token is announced once, however often the watch looks again', () => {
    const expired = token(-20 * min, -10 * min);
    const first = run([start(obs(expired, { serverOffsetMs: 0 }))]);
    expect(first.commands).toEqual([
      { type: 'emit', name: 'shop-session-expired', state: StateCode.expired },
      { type: 'state', code: StateCode.expired },
      arm(10 * sec, 'login-watch'),
    ]);
    expect(transition(first.state, { type: 'timer', ...obs(expired, { now: t0 + 10 * sec }) }).commands).toEqual([
      arm(10 * sec, 'login-watch'),
    ]);
  });
});

describe('a hidden tab', () => {
  it('a timer that fires in a hidden tab does nothing', () => {
    const { state } = run([start(obs(notDue)), { type: 'hidden', now: t0 + sec }]);
    expect(transition(state, { type: 'timer', ...obs(notDue, { now: t0 + 20 * min }) }).commands).toEqual([]);
  });

  it('a timer before the page started does nothing', () => {
    expect(transition(initialSessionState, { type: 'timer', ...obs(due) }).commands).toEqual([]);
  });

  it('stopping drops the listeners of a logged-out page', () => {
    const idle = run([start(obs(null)), { type: 'timer', ...obs(null, { now: t0 + 60 * sec }) }]).state;
    const stopped = transition(idle, { type: 'stop' });
    expect(stopped.commands).toEqual([{ type: 'disarm' }, { type: 'listen-activity', on: false }]);
    expect(stopped.state).toMatchObject({ phase: 'stopped', listening: false, renewing: null });
  });
});

describe('another tab renewing at the same moment', () => {
  const renewingTab = () => run([start(obs(due))]).state;

  it('the other tab renewed: this one follows the fresh cookie, no request', () => {
    const { state, commands } = run([{ type: 'renew-skipped', ...obs(notDue, { now: t0 + 100 }) }], renewingTab());
    expect(commands).toEqual([{ type: 'state', code: StateCode.notYetDue }, arm(3 * min)]);
    expect(state).toMatchObject({ phase: 'logged-in', renewing: null });
  });

  it('the other tab has just failed with the same token: this tab looks again later, never loops on the lock', () => {
    const { commands } = run([{ type: 'renew-skipped', ...obs(due, { now: t0 + 100 }) }], renewingTab());
    expect(commands).toEqual([arm(3 * min)]);
  });

  it('a login seen by the watch and renewed by the other tab: the page hears of the login', () => {
    const watching = run([start(obs(null)), { type: 'timer', ...obs(due, { now: t0 + 10 * sec }) }]).state;
    const { commands } = run([{ type: 'renew-skipped', ...obs(notDue, { now: t0 + 11 * sec }) }], watching);
    expect(commands).toContainEqual({
      type: 'emit',
      name: 'shop-session-login-detected',
      state: StateCode.notYetDue,
    });
  });

  it('hidden meanwhile: no timer until shown', () => {
    const hidden = { ...renewingTab(), visible: false };
    const { state, commands } = transition(hidden, { type: 'renew-skipped', ...obs(notDue) });
    expect(commands).toEqual([]);
    expect(state.phase).toBe('logged-in');
  });

  it('a skip that arrives when no renewal is in flight is ignored', () => {
    const { state } = run([start(obs(notDue))]);
    expect(transition(state, { type: 'renew-skipped', ...obs(notDue) })).toEqual({ state, commands: [] });
  });
});

describe('clocks that disagree', () => {
  it('a token issued "in the future" means the client clock is behind: its issue time corrects it', () => {
    const issued = token(10 * min, 20 * min, { issuedAt: t0 + 8 * min });
    const { state, commands } = run([start(obs(issued))]);
    expect(state).toMatchObject({ offsetMs: 8 * min, offsetVerified: false });
    expect(commands.at(-1)).toEqual(arm(2 * min));
  });

  it('an issue time in the past corrects nothing', () => {
    const { state } = run([start(obs(token(10 * min, 20 * min, { issuedAt: t0 - min })))]);
    expect(state.offsetMs).toBe(0);
  });

  it('an issue time over a year ahead is a broken token, not a clock: ignored', () => {
    const { state } = run([start(obs(token(10 * min, 20 * min, { issuedAt: t0 + 366 * 24 * 60 * min })))]);
    expect(state.offsetMs).toBe(0);
  });

  it('a measured server offset wins over the issue time', () => {
    const issued = token(10 * min, 20 * min, { issuedAt: t0 + 8 * min });
    const { state } = run([start(obs(issued, { serverOffsetMs: 9 * min }))]);
    expect(state).toMatchObject({ offsetMs: 9 * min, offsetVerified: true });
  });

  it('once the offset is measured, the issue time no longer moves it', () => {
    const measured = run([start(obs(notDue, { serverOffsetMs: 0 }))]).state;
    const issued = token(10 * min, 20 * min, { issuedAt: t0 + 8 * min });
    expect(transition(measured, { type: 'timer', ...obs(issued, { now: t0 + sec }) }).state.offsetMs).toBe(0);
  });

  it('a new measured offset replaces the old one', () => {
    const measured = run([start(obs(notDue, { serverOffsetMs: 0 }))]).state;
    const next = transition(measured, { type: 'timer', ...obs(notDue, { now: t0 + sec, serverOffsetMs: -2 * min }) });
    expect(next.state.offsetMs).toBe(-2 * min);
  });

  it.each([
    ['over a year', 366 * 24 * 60 * min],
    ['a year behind', -366 * 24 * 60 * min],
  ])('a measured offset of %s is a broken header: ignored', (_label, offset) => {
    const { state } = run([start(obs(notDue, { serverOffsetMs: offset }))]);
    expect(state).toMatchObject({ offsetMs: 0, offsetVerified: false });
  });

  it('the client clock 10 minutes ahead: a token the server holds not yet due is not renewed or expired', () => {
    const ahead = obs(token(2 * min, 5 * min), { now: t0 + 10 * min, serverOffsetMs: -10 * min });
    expect(run([start(ahead)]).commands).toEqual([{ type: 'state', code: StateCode.notYetDue }, arm(2 * min)]);
  });
});

describe('deciding from the token and the clock', () => {
  const verified = { ...initialSessionState, offsetVerified: true };
  const longTermUntil = t0 + 60 * min;

  it('one millisecond before expiry the token is still renewed', () => {
    expect(decide(verified, obs(token(-1, 1))).kind).toBe('renew');
  });

  it('a long-term token that ends this very moment is not tried', () => {
    expect(decide(verified, obs(null, { longTermUntil: t0 }))).toEqual({ kind: 'logged-out', code: 3 });
  });

  it('an expired token with a valid long-term token: the long-term renewal', () => {
    expect(decide(verified, obs(token(-20 * min, -10 * min), { longTermUntil }))).toEqual({
      kind: 'renew',
      endpoint: 'longterm',
      probe: false,
    });
  });

  it('an expired token without a long-term token: expired (5)', () => {
    expect(decide(verified, obs(token(-20 * min, -10 * min)))).toEqual({ kind: 'logged-out', code: 5 });
  });

  it('a refused token stays refused (as expired) once the long-term renewal was tried', () => {
    const refused = token(-1, 10 * min);
    const state = { ...verified, rejected: { key: tokenKey(refused), as: 5 as const }, longTermTried: true };
    expect(decide(state, obs(refused, { longTermUntil }))).toEqual({ kind: 'logged-out', code: 5 });
  });

  it('a new token after a refused one is used again', () => {
    const refused = token(-1, 10 * min);
    const state = { ...verified, rejected: { key: tokenKey(refused), as: 3 as const } };
    expect(decide(state, obs(token(-1, 10 * min, { lid: 'c-2002' }))).kind).toBe('renew');
  });

  it('a token’s generation is its customer and its two times', () => {
    expect(tokenKey(token(1, 2))).toBe(`c-1001|${t0 + 1}|${t0 + 2}`);
  });
});

describe('inside the cross-tab lock: does this tab still send the renewal?', () => {
  const state = { ...initialSessionState, offsetVerified: true };
  const longTerm = obs(null, { longTermUntil: t0 + 60 * min });

  it('not for the login renewal when the long-term one is what is due', () => {
    expect(stillNeedsRenewal(state, longTerm, 'login', null)).toBe(false);
  });

  it('not when another tab failed the long-term renewal 1 s ago', () => {
    expect(stillNeedsRenewal(state, longTerm, 'longterm', { key: 'longterm', at: t0 - sec, failed: true })).toBe(false);
  });

  it('yes when the failed attempt was for another token', () => {
    const attempt = { key: tokenKey(token(-5, 10 * min)), at: t0 - sec, failed: true };
    expect(stillNeedsRenewal(state, obs(due), 'login', attempt)).toBe(true);
  });

  it('yes once the failed attempt is exactly 5 s old', () => {
    const attempt = { key: tokenKey(due), at: t0 - 5 * sec, failed: true };
    expect(stillNeedsRenewal(state, obs(due), 'login', attempt)).toBe(true);
  });

  it('yes when the failed attempt carries a time 10 s ahead (another tab’s clock was wrong)', () => {
    const attempt = { key: tokenKey(due), at: t0 + 10 * sec, failed: true };
    expect(stillNeedsRenewal(state, obs(due), 'login', attempt)).toBe(true);
  });

  it('not when the failed attempt carries a time 1 s ahead (clocks of two tabs a moment apart)', () => {
    const attempt = { key: tokenKey(due), at: t0 + sec, failed: true };
    expect(stillNeedsRenewal(state, obs(due), 'login', attempt)).toBe(false);
  });

  it('the lock looks with the server’s clock: a token due by the server’s time is renewed', () => {
    const early = obs(token(2 * min, 10 * min), { serverOffsetMs: 3 * min });
    expect(stillNeedsRenewal(initialSessionState, early, 'login', null)).toBe(true);
  });
});
