import { useShopElement } from '@shop/design-system';
import { getCustomerFrontendData } from '@shop/session';
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
    getCustomerFrontendData({ apiBase }).then((data) => {
      if (current && data.ok) setStatus(data.nlStatus ?? undefined);
    });
    return () => {
      current = false;
    };
  }, [apiBase, wanted]);
  return status;
}
