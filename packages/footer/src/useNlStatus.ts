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
    let current = true;
    import('./services.ts')
      .then(({ footerServices }) => footerServices(apiBase).nlStatus())
      .then(
        (value) => current && setStatus(value),
        (error: unknown) => console.warn('<shop-footer> newsletter status unknown, the block stays', error),
      );
    return () => {
      current = false;
    };
  }, [apiBase, wanted]);
  return status;
}
