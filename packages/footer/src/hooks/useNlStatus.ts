import { useShopElement } from '@shop/design-system';
import { startTransition, useEffect, useState } from 'react';
import { decidedNlStatus, loadNlStatus, unknownStatus } from '../start/nlStatus.ts';

/**
 * The shopper's nl_status, or undefined while unknown or when the data is unavailable: the
 * page's decision when there is one (../start/nlStatus.ts), else asked now. Only asked when `wanted`.
 */
export function useNlStatus(wanted: boolean): string | undefined {
  const { apiBase } = useShopElement();
  const [status, setStatus] = useState<string | undefined>(() => decidedNlStatus()?.status);
  useEffect(() => {
    if (!wanted || decidedNlStatus()) return;
    const controller = new AbortController();
    loadNlStatus(apiBase, controller.signal).then(
      (value) => controller.signal.aborted || startTransition(() => setStatus(value)),
      unknownStatus,
    );
    // Leaving the page's shared psdata request: it is aborted once no element waits for it.
    return () => controller.abort();
  }, [apiBase, wanted]);
  return status;
}
