import type { RouteObject } from 'react-router-dom';

/**
 * The app's screens are lazy chunks. Under jest a chunk's first load compiles and runs its modules: seconds of CPU,
 * more on a busy machine. Counted against a `findBy`'s 4 s, that made tests pass or fail with the machine's load.
 * renderApp tracks every route module load here, and the async utilities (findBy, waitFor, user-event) wait for
 * those loads to finish before their own timeout starts (see setup-tests.ts): a deterministic wait for work that
 * always ends, while what the tests assert (what the screen shows, when) is still bounded by the same timeout.
 */
const pending = new Set<Promise<unknown>>();

export function trackModuleLoad<T>(load: Promise<T>): Promise<T> {
  pending.add(load);
  const done = () => pending.delete(load);
  load.then(done, done);
  return load;
}

/** The same routes, each lazy route module load tracked. */
export function trackRouteLoads(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const lazy = route.lazy;
    const tracked: Record<string, unknown> = { ...route };
    if (typeof lazy === 'function') tracked.lazy = ((...args: Parameters<typeof lazy>) => trackModuleLoad(lazy(...args))) as typeof lazy;
    if (route.children) tracked.children = trackRouteLoads(route.children);
    return tracked as RouteObject;
  });
}

/**
 * Resolves once no route module load is in flight. It looks for new loads over a few microtasks (a navigation starts
 * its loads a few microtasks after the render or click that caused it) and needs no timer, so it works the same
 * under jest's fake timers. It waits for the modules only, not for React to render them: a screen's loading state
 * (shown while its data comes) stays observable to the findBy that follows.
 */
export async function settleModuleLoads(): Promise<void> {
  for (let tick = 0; tick < 20; tick += 1) {
    await Promise.resolve();
    if (pending.size > 0) {
      await Promise.allSettled([...pending]);
      tick = 0;
    }
  }
}

/** How many route module loads are in flight (for tests of this helper). */
export const moduleLoadsInFlight = (): number => pending.size;
