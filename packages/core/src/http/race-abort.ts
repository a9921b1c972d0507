/**
 * Settles with `work`, or rejects with the signal's reason as soon as `signal` aborts, whichever comes
 * first: a caller's abort ends the call even when the `fetch` underneath ignores the signal. `work`
 * keeps running unobserved after an abort (its outcome is dropped, never an unhandled rejection).
 */
export function raceAbort<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
