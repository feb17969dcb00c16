/**
 * One call at a time: starting a call aborts the one before, and only the call that is still
 * the latest hands its answer on (a late answer of an aborted call is dropped). A failing
 * call hands nothing on; the callers treat that as "no news".
 */
export function latestCall<T>() {
  let controller: AbortController | undefined;
  return {
    start(call: (signal: AbortSignal) => Promise<T>, onAnswer: (answer: T) => void): void {
      controller?.abort();
      const current = new AbortController();
      controller = current;
      call(current.signal)
        .then((answer) => {
          if (!current.signal.aborted) onAnswer(answer);
        })
        .catch(() => {});
    },
    abort(): void {
      controller?.abort();
    },
  };
}
