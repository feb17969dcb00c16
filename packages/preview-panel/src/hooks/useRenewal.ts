import { useEffect, useRef } from 'react';
import type { PreviewApi } from '../api.ts';
import { msUntilRenewal, renewalIntervalMs } from '../domain/renewal.ts';
import type { ServiceAnswer } from '../domain/session.ts';
import { latestCall } from './latestCall.ts';

/**
 * Renews the preview login every 300 000 ms while `enabled`. While the page is hidden no
 * timer runs; when it is visible again an overdue renewal happens at once and the rhythm
 * continues from there. Each answer goes to `onAnswer` (the caller judges it); a cancelled
 * call does not. Turning `enabled` off or unmounting stops the timer and the pending call.
 */
export function useRenewal(
  api: PreviewApi,
  enabled: boolean,
  onAnswer: (answer: ServiceAnswer) => void,
  interval = renewalIntervalMs,
): void {
  // The latest callback, so a new one from a re-render does not restart the rhythm.
  const latestOnAnswer = useRef(onAnswer);
  latestOnAnswer.current = onAnswer;

  useEffect(() => {
    if (!enabled) return;
    let lastRenewedAt = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const renewal = latestCall<ServiceAnswer>();

    const renew = () => {
      lastRenewedAt = Date.now();
      renewal.start(
        (signal) => api.renew(signal),
        (answer) => latestOnAnswer.current(answer),
      );
      schedule();
    };
    const schedule = () => {
      clearTimeout(timer);
      timer = undefined;
      if (document.visibilityState === 'hidden') return;
      timer = setTimeout(renew, msUntilRenewal(lastRenewedAt, Date.now(), interval));
    };
    const onVisibility = () => schedule();

    schedule();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearTimeout(timer);
      renewal.abort();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [api, enabled, interval]);
}
