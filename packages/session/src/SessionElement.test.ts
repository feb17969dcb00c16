import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import './index.ts';
import { resetServerClock } from './api/serverClock.ts';

const b64 = (value: string) => btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = (renIn: number, expIn: number) => {
  const now = Math.floor(Date.now() / 1000);
  return `${b64('{"alg":"HS256"}')}.${b64(JSON.stringify({ lid: 'c-1001', iat: now, ren: now + renIn, exp: now + expIn }))}.sig`;
};
const setToken = (value: string) => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server's Set-Cookie
  document.cookie = `LoginToken=${value}; path=/`;
};

let requests: Request[] = [];

beforeEach(() => {
  requests = [];
  resetServerClock();
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(new URL(String(input), location.href), init);
      requests.push(request);
      setToken(jwt(1200, 1800));
      return new Response('{"status":"RENEWED"}', { status: 200, headers: { date: new Date().toUTCString() } });
    }),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('<shop-session>', () => {
  it('reflects "not yet due" (4) for a fresh token and sends nothing', async () => {
    setToken(jwt(1200, 1800));
    document.body.innerHTML = '<shop-session></shop-session>';
    const element = document.querySelector('shop-session');
    await waitFor(() => expect(element?.getAttribute('data-state')).toBe('4'));
    expect(requests).toHaveLength(0);
  });

  it('renews a due token with an empty POST and emits shop-session-renewed (state 1) to the page', async () => {
    setToken(jwt(-5, 600));
    const events: Array<{ type: string; state: number }> = [];
    document.addEventListener('shop-session-renewed', (event) =>
      events.push({ type: event.type, state: (event as CustomEvent<{ state: number }>).detail.state }),
    );
    document.body.innerHTML = '<shop-session api-base=""></shop-session>';
    const element = document.querySelector('shop-session');
    await waitFor(() => expect(element?.getAttribute('data-state')).toBe('1'));
    expect(events).toEqual([{ type: 'shop-session-renewed', state: 1 }]);
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(new URL(request?.url ?? '').pathname).toBe('/service/login/api/v1/logintoken/renew');
    expect(request?.method).toBe('POST');
    expect(await request?.text()).toBe('');
  });

  it('shows 3 (unknown) for a malformed token, without a request or an exception', async () => {
    setToken('not-a-jwt');
    const errors = vi.spyOn(console, 'error');
    document.body.innerHTML = '<shop-session></shop-session>';
    const element = document.querySelector('shop-session');
    await waitFor(() => expect(element?.getAttribute('data-state')).toBe('3'));
    expect(requests).toHaveLength(0);
    expect(errors).not.toHaveBeenCalled();
  });

  it('leaves no timer and no listener behind when removed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const added = vi.spyOn(document, 'addEventListener');
    const removed = vi.spyOn(document, 'removeEventListener');
    document.body.innerHTML = '<shop-session></shop-session>';
    const element = document.querySelector('shop-session');
    await vi.waitFor(() => expect(element?.getAttribute('data-state')).toBe('3'));
    expect(vi.getTimerCount()).toBe(1);
    element?.remove();
    await vi.waitFor(() => expect(vi.getTimerCount()).toBe(0));
    const listening = added.mock.calls.filter(([type]) => type === 'visibilitychange').map(([, fn]) => fn);
    const released = removed.mock.calls.filter(([type]) => type === 'visibilitychange').map(([, fn]) => fn);
    expect(listening.length).toBeGreaterThan(0);
    expect(released).toEqual(expect.arrayContaining(listening));
  });

  it('does nothing with the platform cookie "tablet"', async () => {
    setToken(jwt(-5, 600));
    // biome-ignore lint/suspicious/noDocumentCookie: test setup
    document.cookie = 'platform=tablet; path=/';
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    document.body.innerHTML = '<shop-session></shop-session>';
    // A due token on another platform is renewed within moments (the lock's settle time): on
    // the fake clock a minute passes with nothing reflected and nothing sent.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(vi.getTimerCount()).toBe(0);
    expect(document.querySelector('shop-session')?.hasAttribute('data-state')).toBe(false);
    expect(requests).toHaveLength(0);
  });
});
