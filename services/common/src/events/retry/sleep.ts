/** Thrown by {@link sleep} when its signal aborts. */
export class SleepAbortedError extends Error {
  constructor() {
    super('aborted');
    this.name = 'SleepAbortedError';
  }
}

/** Waits `ms`; rejects with {@link SleepAbortedError} as soon as `signal` aborts (so stop() need not wait out a backoff). */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new SleepAbortedError());
    const onAbort = () => {
      clearTimeout(timer);
      reject(new SleepAbortedError());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
