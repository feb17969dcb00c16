import { useEffect, useState } from 'react';
import type { PreviewApi } from '../api.ts';
import { type AbTestsState, abTestsStateFrom } from '../domain/abTests.ts';
import { momentKey, momentParameter } from '../domain/previewMoment.ts';

/**
 * The A/B tests active at the chosen moment, fetched again whenever the moment changes
 * (a newer request aborts the older one). Any failure is the error state.
 */
export function useAbTests(api: PreviewApi, moment: Date | null): AbTestsState {
  const [state, setState] = useState<AbTestsState>({ kind: 'loading' });
  const key = momentKey(moment);

  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: 'loading' });
    const time = key === 'now' ? momentParameter(null) : key;
    api
      .testsAt(time, controller.signal)
      .then((tests) => abTestsStateFrom(tests))
      .catch((): AbTestsState => ({ kind: 'error' }))
      .then((next) => {
        if (!controller.signal.aborted) setState(next);
      });
    return () => controller.abort();
  }, [api, key]);

  return state;
}
