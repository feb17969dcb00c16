import { serverClockOffset } from '../api/serverClock.ts';
import { createServiceClient, toServiceError } from '../api/serviceClient.ts';
import { decodeLoginToken } from '../domain/loginToken.ts';
import type { RenewEndpoint, RenewOutcome, SessionEventName, StateCode } from '../domain/sessionMachine.ts';
import { cookieNames, readCookie } from './cookies.ts';
import { createRenewLock, lastAttemptStore } from './crossTab.ts';
import type { SessionEnvironment } from './sessionController.ts';

const renewPaths: Readonly<Record<RenewEndpoint, string>> = Object.freeze({
  login: '/service/login/api/v1/logintoken/renew',
  longterm: '/service/login/api/v1/longtermtoken/renew',
});

/** Renew calls give up after this long (then: server error, retried later). */
const renewTimeoutMs = 15_000;

/** Shopper activity that restarts the login watch (spec: touch, key, scroll, click). */
const activityEvents = ['touchstart', 'keydown', 'scroll', 'click'] as const;

/** The long-term marker cookie: its value is the long-term token's expiry (seconds). */
export function readLongTermUntil(): number | null {
  const value = Number(readCookie(cookieNames.longTermTokenExp));
  return Number.isFinite(value) && value > 0 && value < 10_000_000_000 ? value * 1000 : null;
}

export function renewOutcomeOf(error: unknown, signal: AbortSignal): RenewOutcome {
  const failure = toServiceError(error, signal);
  switch (failure.kind) {
    case 'http':
      return { kind: 'status', status: failure.status ?? 0 };
    case 'timeout':
      return { kind: 'timeout' };
    case 'aborted':
      return { kind: 'aborted' };
    default:
      return { kind: 'network' };
  }
}

/** The page's environment for the session renewal (cookies, timers, visibility, requests). */
export function browserSessionEnvironment(options: {
  apiBase: string;
  emit: (name: SessionEventName, state: StateCode) => void;
  reflect: (code: StateCode) => void;
  loggedOutBefore?: boolean;
}): SessionEnvironment {
  const client = createServiceClient({ apiBase: options.apiBase, timeout: renewTimeoutMs });
  return {
    now: () => Date.now(),
    observe: () => ({
      token: decodeLoginToken(readCookie(cookieNames.loginToken)),
      longTermUntil: readLongTermUntil(),
      serverOffsetMs: serverClockOffset(),
    }),
    platformCookie: () => readCookie(cookieNames.platform),
    loggedOutBefore: options.loggedOutBefore,
    isVisible: () => document.visibilityState !== 'hidden',
    setTimer: (callback, ms) => window.setTimeout(callback, ms),
    clearTimer: (handle) => window.clearTimeout(handle as number),
    renew: async (endpoint, signal) => {
      try {
        const response = await client.request(renewPaths[endpoint], { method: 'POST', signal });
        const serverDate = Date.parse(response.headers.get('date') ?? '');
        return { kind: 'status', status: response.status, serverDate: Number.isFinite(serverDate) ? serverDate : null };
      } catch (error) {
        return renewOutcomeOf(error, signal);
      }
    },
    lock: createRenewLock(),
    lastAttempt: lastAttemptStore,
    onVisibility: (callback) => {
      const onChange = () => callback(document.visibilityState !== 'hidden');
      // Back from the back/forward cache, or back online: look at once.
      const onShow = () => document.visibilityState !== 'hidden' && callback(true);
      document.addEventListener('visibilitychange', onChange);
      window.addEventListener('pageshow', onShow);
      window.addEventListener('online', onShow);
      return () => {
        document.removeEventListener('visibilitychange', onChange);
        window.removeEventListener('pageshow', onShow);
        window.removeEventListener('online', onShow);
      };
    },
    onActivity: (callback) => {
      const listener = () => callback();
      const listenerOptions: AddEventListenerOptions = { capture: true, passive: true };
      for (const type of activityEvents) document.addEventListener(type, listener, listenerOptions);
      return () => {
        for (const type of activityEvents) document.removeEventListener(type, listener, listenerOptions);
      };
    },
    emit: options.emit,
    reflect: options.reflect,
  };
}
