import { useShopElement } from '@shop/design-system';
import { useEffect, useRef } from 'react';
import { browserSessionEnvironment } from './browserSession.ts';
import { startSession } from './sessionController.ts';

/**
 * <shop-session>: headless. Keeps a logged-in shopper logged in (see README, "Session
 * renewal"); reflects the state code as `data-state` on the element and emits
 * `shop-session-renewed`, `shop-session-expired`, `shop-session-login-detected` and
 * `shop-session-error` with `detail: { state }`.
 */
export function Session() {
  const { host, apiBase, emit } = useShopElement();
  const emitRef = useRef(emit);
  emitRef.current = emit;

  useEffect(() => {
    const controller = startSession(
      browserSessionEnvironment({
        apiBase,
        emit: (name, state) => emitRef.current(name, { state }),
        reflect: (code) => host.setAttribute('data-state', String(code)),
      }),
    );
    return () => controller.stop();
  }, [host, apiBase]);

  return null;
}
