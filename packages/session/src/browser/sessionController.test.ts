import { describe, expect, it } from 'vitest';
import { StateCode } from '../domain/sessionMachine.ts';
import { minutes, seconds, World } from '../simulation/simulation.ts';

const names = (events: Array<{ name: string; state: number }>) => events.map((event) => `${event.name}:${event.state}`);

function tokenOf(world: World) {
  const token = world.cookies.token;
  if (!token) throw new Error('no LoginToken in the cookie jar');
  return token;
}

function loggedInWorld() {
  const world = new World();
  world.server.issue('c-1001');
  return world;
}

describe('<shop-session> renewal, logged in (fake clock)', () => {
  it('a fresh token is not yet due (4): no request, next check within 3 min', async () => {
    const world = loggedInWorld();
    const tab = world.tab();
    expect(tab.code).toBe(StateCode.notYetDue);
    expect(world.server.requests).toHaveLength(0);
    expect(tab.timers()).toBe(1);
    await world.advance(minutes(3));
    expect(tab.controller?.stats().checks).toBe(1);
    expect(world.server.requests).toHaveLength(0);
  });

  it('renews when due (1), then arms the next cycle from the renewed token and keeps the shopper logged in for hours', async () => {
    const world = loggedInWorld();
    const tab = world.tab();
    await world.advance(minutes(20) + seconds(1));
    expect(world.server.requests.map((r) => r.status)).toEqual([200]);
    expect(tab.code).toBe(StateCode.renewed);
    expect(names(tab.events)).toEqual(['shop-session-renewed:1']);
    await world.advance(minutes(5 * 60));
    // One renewal per 20-minute period, the token never expired.
    expect(world.server.requests).toHaveLength(16);
    expect(world.server.requests.every((r) => r.status === 200)).toBe(true);
    expect(world.cookies.token?.expiresAt).toBeGreaterThan(world.clock.now);
    expect(tab.events.some((event) => event.name === 'shop-session-expired')).toBe(false);
  });

  it('polling stops on 1: after a renewal no check runs until the renewed token is due', async () => {
    const world = loggedInWorld();
    const tab = world.tab();
    await world.advance(minutes(20) + seconds(1));
    const checksAfterRenewal = tab.controller?.stats().checks ?? 0;
    await world.advance(minutes(19));
    expect(tab.controller?.stats().checks).toBe(checksAfterRenewal);
    expect(world.server.requests).toHaveLength(1);
    await world.advance(minutes(2));
    expect(world.server.requests).toHaveLength(2);
  });

  it('500 is a server error (2): polling goes on and the next attempt recovers (1)', async () => {
    const world = loggedInWorld();
    const tab = world.tab();
    world.server.failWith = 500;
    await world.advance(minutes(20) + seconds(1));
    expect(tab.code).toBe(StateCode.serverError);
    expect(names(tab.events)).toEqual(['shop-session-error:2']);
    world.server.failWith = null;
    await world.advance(minutes(3));
    expect(tab.code).toBe(StateCode.renewed);
    expect(world.server.requests.map((r) => r.status)).toEqual([500, 200]);
    expect(names(tab.events)).toEqual(['shop-session-error:2', 'shop-session-renewed:1']);
  });

  it('a failing server is retried at most every 3 min and sooner as expiry nears, then expires (5) and stops', async () => {
    const world = loggedInWorld();
    const tab = world.tab();
    world.server.failWith = 503;
    await world.advance(minutes(60));
    const times = world.server.requests.map((r) => r.at - (world.server.requests[0]?.at ?? 0));
    for (let i = 1; i < times.length; i++) {
      const gap = (times[i] ?? 0) - (times[i - 1] ?? 0);
      expect(gap).toBeGreaterThanOrEqual(seconds(5));
      expect(gap).toBeLessThanOrEqual(minutes(3) + seconds(1));
    }
    expect(tab.code).toBe(StateCode.expired);
    expect(tab.events.filter((event) => event.name === 'shop-session-expired')).toHaveLength(1);
    const count = world.server.requests.length;
    await world.advance(minutes(60));
    expect(world.server.requests).toHaveLength(count);
  });

  it('a dropped connection counts as a server error (2) and is retried', async () => {
    const world = loggedInWorld();
    const tab = world.tab();
    world.server.drop = true;
    await world.advance(minutes(20) + seconds(1));
    expect(tab.code).toBe(StateCode.serverError);
    world.server.drop = false;
    await world.advance(minutes(3));
    expect(tab.code).toBe(StateCode.renewed);
  });

  it('a token the server refuses (401, logged out elsewhere) is unknown (3): polling stops', async () => {
    const world = loggedInWorld();
    const tab = world.tab();
    const token = tokenOf(world);
    world.server.revoked.add(`${token.lid}|${token.renewAt}|${token.expiresAt}`);
    await world.advance(minutes(20) + seconds(1));
    expect(tab.code).toBe(StateCode.unknown);
    await world.advance(minutes(60));
    expect(world.server.requests).toHaveLength(1);
  });

  it('a 200 that sets no new cookie (e.g. a broken body) renewed nothing: server error (2), and it never loops', async () => {
    const world = loggedInWorld();
    const tab = world.tab();
    const original = world.server.issue.bind(world.server);
    world.server.issue = (lid) => {
      if (world.clock.now < tokenOf(world).renewAt) return original(lid);
      return tokenOf(world);
    };
    await world.advance(minutes(20) + seconds(1));
    expect(world.server.requests.map((r) => r.status)).toEqual([200]);
    expect(tab.code).toBe(StateCode.serverError);
    expect(names(tab.events)).toEqual(['shop-session-error:2']);
    await world.advance(minutes(9) - seconds(2));
    // Retried at most once per 3-minute check, never reported as renewed.
    expect(world.server.requests.length).toBeLessThanOrEqual(4);
    expect(tab.events.some((event) => event.name === 'shop-session-renewed')).toBe(false);
    // The server works again: the next retry renews (1).
    world.server.issue = original;
    await world.advance(minutes(3));
    expect(tab.code).toBe(StateCode.renewed);
  });

  it('five tabs and a 200 without a cookie: one request per retry, not five', async () => {
    const world = loggedInWorld();
    const tabs = Array.from({ length: 5 }, () => world.tab());
    const original = world.server.issue.bind(world.server);
    world.server.issue = (lid) => (world.clock.now < tokenOf(world).renewAt ? original(lid) : tokenOf(world));
    await world.advance(minutes(20) + seconds(1));
    expect(world.server.requests).toHaveLength(1);
    expect(tabs.every((tab) => tab.code === StateCode.serverError || tab.code === StateCode.notYetDue)).toBe(true);
    expect(tabs.some((tab) => tab.events.some((event) => event.name === 'shop-session-renewed'))).toBe(false);
  });
});

describe('expired and absent tokens', () => {
  it('an expired token (server clock known) is expired (5) at once: no request, polling stops', async () => {
    const world = loggedInWorld();
    await world.sleep(minutes(31));
    const tab = world.tab({ knowsServerClock: true });
    expect(tab.code).toBe(StateCode.expired);
    expect(names(tab.events)).toEqual(['shop-session-expired:5']);
    await world.advance(minutes(30));
    expect(world.server.requests).toHaveLength(0);
  });

  it('an expired-looking token with an unverified clock is probed once; 401 => expired (5)', async () => {
    const world = loggedInWorld();
    await world.sleep(minutes(31));
    const tab = world.tab();
    await world.advance(seconds(1));
    expect(world.server.requests.map((r) => r.status)).toEqual([401]);
    expect(tab.code).toBe(StateCode.expired);
    await world.advance(minutes(30));
    expect(world.server.requests).toHaveLength(1);
  });

  it('no token => unknown (3), no request', async () => {
    const world = new World();
    const tab = world.tab();
    expect(tab.code).toBe(StateCode.unknown);
    await world.advance(minutes(10));
    expect(world.server.requests).toHaveLength(0);
  });
});

describe('login detection while logged out', () => {
  it('looks every 10 s: a login in another tab is noticed within 10 s, then renewal runs', async () => {
    const world = new World();
    const tab = world.tab();
    await world.advance(seconds(25));
    world.server.issue('c-1001');
    await world.advance(seconds(10));
    expect(names(tab.events)).toEqual(['shop-session-login-detected:4']);
    expect(tab.code).toBe(StateCode.notYetDue);
    await world.advance(minutes(20));
    expect(world.server.requests.map((r) => r.status)).toEqual([200]);
  });

  it('after 60 s without activity it stops looking and listens for activity instead', async () => {
    const world = new World();
    const tab = world.tab();
    await world.advance(seconds(61));
    expect(tab.timers()).toBe(0);
    expect(tab.listeners.activity).toBe(1);
    world.server.issue('c-1001');
    await world.advance(minutes(10));
    expect(tab.events).toHaveLength(0);
    tab.activity();
    expect(names(tab.events)).toEqual(['shop-session-login-detected:4']);
    expect(tab.listeners.activity).toBe(0);
  });

  it('activity restarts the 10-s watch for another minute', async () => {
    const world = new World();
    const tab = world.tab();
    await world.advance(seconds(70));
    tab.activity();
    expect(tab.listeners.activity).toBe(0);
    expect(tab.timers()).toBe(1);
    await world.advance(seconds(30));
    world.server.issue('c-1002');
    await world.advance(seconds(10));
    expect(names(tab.events)).toEqual(['shop-session-login-detected:4']);
  });

  it('a long-term renewal answered 201 without a LoginToken created nothing: server error (2), not tried again', async () => {
    const world = new World();
    world.server.longTerm = { lid: 'c-1001', until: world.clock.now + minutes(60 * 24 * 30) };
    world.cookies.longTermUntil = world.server.longTerm.until;
    world.server.issue = () => {
      throw new Error('not called');
    };
    const answer = world.server.answer.bind(world.server);
    world.server.answer = (endpoint, tab) => {
      world.server.requests.push({ endpoint, at: world.clock.now, tab, tokenKey: null, status: 201 });
      return endpoint === 'longterm' ? { status: 201 } : answer(endpoint, tab);
    };
    const tab = world.tab();
    await world.advance(seconds(5));
    expect(world.server.requests.map((r) => `${r.endpoint}:${r.status}`)).toEqual(['longterm:201']);
    expect(tab.code).toBe(StateCode.serverError);
    expect(names(tab.events)).toEqual(['shop-session-error:2']);
    await world.advance(minutes(30));
    expect(world.server.requests).toHaveLength(1);
  });

  it('a long-term token restores the login once (0 created), a refused one is not retried', async () => {
    const world = new World();
    world.server.longTerm = { lid: 'c-1001', until: world.clock.now + minutes(60 * 24 * 30) };
    world.cookies.longTermUntil = world.server.longTerm.until;
    const tab = world.tab();
    await world.advance(seconds(1));
    expect(world.server.requests.map((r) => `${r.endpoint}:${r.status}`)).toEqual(['longterm:201']);
    expect(tab.code).toBe(StateCode.created);
    expect(names(tab.events)).toEqual(['shop-session-renewed:0']);
    // 0 does not stop polling: renewed when due.
    await world.advance(minutes(21));
    expect(world.server.requests.map((r) => `${r.endpoint}:${r.status}`)).toEqual(['longterm:201', 'login:200']);

    const other = new World();
    other.cookies.longTermUntil = other.clock.now + minutes(60);
    const refused = other.tab();
    await other.advance(minutes(10));
    expect(other.server.requests.map((r) => `${r.endpoint}:${r.status}`)).toEqual(['longterm:401']);
    expect(refused.code).toBe(StateCode.unknown);
  });
});

describe('hidden pages, sleep and skewed clocks', () => {
  it('no timer fires while hidden; visible again => an immediate check (renews if due)', async () => {
    const world = loggedInWorld();
    const tab = world.tab();
    tab.setVisible(false);
    expect(tab.timers()).toBe(0);
    await world.advance(minutes(22));
    expect(tab.controller?.stats().wakeups).toBe(0);
    expect(world.server.requests).toHaveLength(0);
    tab.setVisible(true);
    await world.advance(seconds(1));
    expect(world.server.requests.map((r) => r.status)).toEqual([200]);
    expect(tab.code).toBe(StateCode.renewed);
  });

  it('a tab opened in the background starts when it is first shown', async () => {
    const world = loggedInWorld();
    const tab = world.tab({ visible: false });
    expect(tab.codes).toEqual([]);
    expect(tab.timers()).toBe(0);
    tab.setVisible(true);
    expect(tab.code).toBe(StateCode.notYetDue);
  });

  it('hidden while logged out: no login watch; shown: it looks at once', async () => {
    const world = new World();
    const tab = world.tab();
    tab.setVisible(false);
    expect(tab.timers()).toBe(0);
    world.server.issue('c-1001');
    await world.advance(minutes(5));
    expect(tab.events).toHaveLength(0);
    tab.setVisible(true);
    expect(names(tab.events)).toEqual(['shop-session-login-detected:4']);
  });

  it('a laptop waking after 25 min (timers frozen) renews from the wall clock, not from ticks', async () => {
    const world = loggedInWorld();
    const tab = world.tab();
    await world.advance(minutes(1));
    await world.sleep(minutes(24));
    await world.advance(minutes(3) + seconds(1));
    expect(world.server.requests.map((r) => r.status)).toEqual([200]);
    expect(tab.code).toBe(StateCode.renewed);
  });

  it('a laptop waking after hours finds the token expired (5), with at most the one probe', async () => {
    const world = loggedInWorld();
    const tab = world.tab();
    await world.advance(minutes(21));
    expect(world.server.requests).toHaveLength(1);
    await world.sleep(minutes(5 * 60));
    await world.advance(minutes(3) + seconds(1));
    expect(tab.code).toBe(StateCode.expired);
    expect(world.server.requests).toHaveLength(1);
    await world.advance(minutes(60));
    expect(world.server.requests).toHaveLength(1);
  });

  it.each([
    ['15 min ahead', minutes(15)],
    ['15 min behind', -minutes(15)],
    ['4 min ahead', minutes(4)],
    ['9 min behind', -minutes(9)],
  ])('a client clock %s neither loops nor misses a renewal', async (_label, skewMs) => {
    const world = loggedInWorld();
    const tab = world.tab({ skewMs });
    await world.advance(minutes(3 * 60));
    const statuses = world.server.requests.map((r) => r.status);
    expect(statuses.every((status) => status === 200)).toBe(true);
    // 180 minutes at one renewal per 20 minutes: 9 (+1 for an early first one when ahead).
    expect(statuses.length).toBeGreaterThanOrEqual(8);
    expect(statuses.length).toBeLessThanOrEqual(10);
    expect(tab.code).not.toBe(StateCode.expired);
    expect(tokenOf(world).expiresAt).toBeGreaterThan(world.clock.now);
  });

  it('a clock far behind with a token of unknown issue time still renews once the server clock is known', async () => {
    const world = loggedInWorld();
    const { issuedAt: _unknown, ...withoutIssue } = tokenOf(world);
    world.cookies.token = withoutIssue;
    const tab = world.tab({ skewMs: -minutes(40), knowsServerClock: true });
    await world.advance(minutes(2 * 60));
    expect(world.server.requests.length).toBeGreaterThanOrEqual(5);
    expect(tab.code).not.toBe(StateCode.expired);
  });
});

describe('platform cookie, several tabs, cleanup', () => {
  it.each(['smartphone', 'tablet', 'SMARTPHONE', 'match'])('platform cookie "%s": skipped entirely', async (value) => {
    const world = loggedInWorld();
    const tab = world.tab({ platformCookie: value });
    expect(tab.timers()).toBe(0);
    expect(tab.listeners).toEqual({ visibility: 0, activity: 0 });
    await world.advance(minutes(60));
    expect(world.server.requests).toHaveLength(0);
    expect(tab.codes).toEqual([]);
  });

  it('platform cookie "classic" renews as usual', async () => {
    const world = loggedInWorld();
    world.tab({ platformCookie: 'classic' });
    await world.advance(minutes(21));
    expect(world.server.requests).toHaveLength(1);
  });

  it('five tabs send one renew request per due period, and all see the renewed cookie', async () => {
    const world = loggedInWorld();
    const tabs = Array.from({ length: 5 }, () => world.tab());
    await world.advance(minutes(2 * 60 + 1));
    expect(world.server.requests).toHaveLength(6);
    const keys = world.server.requests.map((r) => r.tokenKey);
    expect(new Set(keys).size).toBe(keys.length);
    for (const tab of tabs) expect(tab.code === StateCode.renewed || tab.code === StateCode.notYetDue).toBe(true);
  });

  it('five tabs with a failing server do not multiply the retries', async () => {
    const world = loggedInWorld();
    Array.from({ length: 5 }, () => world.tab());
    world.server.failWith = 500;
    await world.advance(minutes(20) + seconds(1));
    expect(world.server.requests).toHaveLength(1);
  });

  it('a tab that dies holding the lock does not block the others', async () => {
    const world = loggedInWorld();
    world.server.latencyMs = seconds(10);
    const first = world.tab();
    const second = world.tab();
    await world.advance(minutes(20) + seconds(1));
    expect(world.server.requests).toHaveLength(0);
    first.close();
    await world.advance(seconds(30));
    expect(world.server.requests.map((r) => r.tab)).toEqual(['tab2']);
    expect(second.code).toBe(StateCode.renewed);
  });

  it('removal cleans up: no timer, no listener, the request in flight is aborted', async () => {
    const world = loggedInWorld();
    world.server.latencyMs = seconds(5);
    const tab = world.tab();
    await world.advance(minutes(20) + seconds(1));
    tab.close();
    expect(tab.timers()).toBe(0);
    expect(world.clock.pending()).toBe(0);
    expect(tab.listeners).toEqual({ visibility: 0, activity: 0 });
    await world.advance(minutes(60));
    expect(world.server.requests).toHaveLength(0);

    const anonymous = new World();
    const loggedOut = anonymous.tab();
    await anonymous.advance(seconds(61));
    expect(loggedOut.listeners.activity).toBe(1);
    loggedOut.close();
    expect(loggedOut.listeners).toEqual({ visibility: 0, activity: 0 });
    expect(anonymous.clock.pending()).toBe(0);
  });
});
