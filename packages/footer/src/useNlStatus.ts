import { useShopElement } from '@shop/design-system';
import { useEffect, useState } from 'react';

/**
 * The shopper's nl_status from psdata (one shared request per page, in @shop/session), or
 * undefined while unknown or when the data is unavailable. Only asked when `wanted`.
 */
export function useNlStatus(wanted: boolean): string | undefined {
  const { apiBase } = useShopElement();
  const [status, setStatus] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    import('./services.ts')
      .then(({ footerServices }) => footerServices(apiBase).nlStatus(controller.signal))
      .then(
        (value) => controller.signal.aborted || setStatus(value),
        (error: unknown) => console.warn('<shop-footer> newsletter status unknown, the block stays', error),
      );
    // Leaving the page's shared psdata request: it is aborted once no element waits for it.
    return () => controller.abort();
  }, [apiBase, wanted]);
  return status;
}
