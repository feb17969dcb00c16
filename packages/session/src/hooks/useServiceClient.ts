import { useShopElement } from '@shop/design-system';
import { useMemo } from 'react';
import { createServiceClient, type ServiceClient } from '../api/serviceClient.ts';

/** A service client for a component inside a <shop-*> element, on the element's `api-base`. */
export function useServiceClient(options: { timeout?: number; csrf?: boolean } = {}): ServiceClient {
  const { apiBase } = useShopElement();
  const { timeout, csrf } = options;
  return useMemo(
    () =>
      createServiceClient({
        apiBase,
        ...(timeout !== undefined ? { timeout } : {}),
        ...(csrf !== undefined ? { csrf } : {}),
      }),
    [apiBase, timeout, csrf],
  );
}
