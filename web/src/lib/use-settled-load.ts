import { useEffect, useState } from 'react';

/** How long after mounting a deferred part waits before it loads by itself: past the first paint and its data. */
export const SETTLED_MS = 3000;

/**
 * For parts kept out of the first paint: false at first; true once `SETTLED_MS` have passed and the browser is idle,
 * or as soon as `want()` is called (the part was pointed at, focused or pressed). `atOnce` starts it true.
 */
export function useSettledLoad(atOnce = false): [boolean, () => void] {
  const [wanted, setWanted] = useState(atOnce);
  useEffect(() => {
    if (wanted) return undefined;
    let idle: number | undefined;
    const timer = window.setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(() => setWanted(true), { timeout: 2000 });
      else setWanted(true);
    }, SETTLED_MS);
    return () => {
      window.clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, [wanted]);
  return [wanted, () => setWanted(true)];
}
