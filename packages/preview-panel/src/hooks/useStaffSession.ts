import { useCallback, useEffect, useRef } from 'react';
import type { PreviewApi } from '../api.ts';
import { type PreviewSettings, settingsIn } from '../domain/auth.ts';
import { type ServiceAnswer, sessionVerdict } from '../domain/session.ts';
import { isSessionEndedMessage, sessionChannelName, sessionEndedMessage } from '../domain/sessionChannel.ts';
import { latestCall } from './latestCall.ts';
import { useRenewal } from './useRenewal.ts';

export interface StaffSessionHandlers {
  /** The session has ended (proved by an answer here, or announced by another tab). */
  onEnded: () => void;
  /** checkauth confirmed the session on return to the page, with what the server holds. */
  onConfirmed: (settings: PreviewSettings) => void;
}

/**
 * Keeps the panel truthful about the staff session while `watching`:
 * - renews it every 300 000 ms (useRenewal) and judges each answer;
 * - asks checkauth when the page becomes visible after being hidden, since staff may have
 *   logged out in another tab or the session may have expired elsewhere meanwhile;
 * - listens to other tabs of this browser announcing the end (BroadcastChannel).
 * Only an answer that proves the end ends it (see domain/session.ts); a network failure or
 * 5xx keeps what the panel shows. An end found here is announced to the other tabs.
 * Returns `announceEnded` for ends found elsewhere in the panel (logout, apply).
 */
export function useStaffSession(api: PreviewApi, watching: boolean, handlers: StaffSessionHandlers): () => void {
  const latest = useRef(handlers);
  latest.current = handlers;
  const channel = useRef<BroadcastChannel | null>(null);

  const announceEnded = useCallback(() => channel.current?.postMessage(sessionEndedMessage), []);
  const judge = useCallback(
    (answer: ServiceAnswer) => {
      const verdict = sessionVerdict(answer);
      if (verdict === 'ended') {
        announceEnded();
        latest.current.onEnded();
      }
      return verdict;
    },
    [announceEnded],
  );

  useRenewal(api, watching, judge);

  useEffect(() => {
    if (!watching || typeof BroadcastChannel !== 'function') return;
    const opened = new BroadcastChannel(sessionChannelName);
    opened.onmessage = (event) => {
      if (isSessionEndedMessage(event.data)) latest.current.onEnded();
    };
    channel.current = opened;
    return () => {
      opened.close();
      if (channel.current === opened) channel.current = null;
    };
  }, [watching]);

  useEffect(() => {
    if (!watching) return;
    let wasHidden = document.visibilityState === 'hidden';
    const check = latestCall<ServiceAnswer>();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        wasHidden = true;
        return;
      }
      if (!wasHidden) return;
      wasHidden = false;
      check.start(
        (signal) => api.checkauth(signal),
        (answer) => {
          if (judge(answer) !== 'active') return;
          const settings = settingsIn(answer);
          if (settings) latest.current.onConfirmed(settings);
        },
      );
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      check.abort();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [api, watching, judge]);

  return announceEnded;
}
