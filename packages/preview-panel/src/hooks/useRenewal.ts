import { useEffect } from 'react';
import type { PreviewApi } from '../api.ts';
import { msUntilRenewal, renewalIntervalMs } from '../domain/renewal.ts';

/**
 * Renews the preview login every 300 000 ms while the panel is mounted. While the page is
 * hidden no timer runs; when it is visible again an overdue renewal happens at once and the
 * rhythm continues from there. A failing renewal is not shown (the next apply would say so).
 */
export function useRenewal(api: PreviewApi, interval = renewalIntervalMs): void {
  useEffect(() => {
    let lastRenewedAt = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | undefined;

    const renew = () => {
      lastRenewedAt = Date.now();
      controller?.abort();
      controller = new AbortController();
      api.renew(controller.signal).catch(() => {});
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
      controller?.abort();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [api, interval]);
}
