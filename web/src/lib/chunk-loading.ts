import { MAX_CONCURRENT_PRELOADS, PAGE_RELOAD_GUARD_MS, STORAGE_KEYS } from '@/config/constants';

/**
 * Lazy screens after a deploy, and preloads (spec §9).
 *
 * A tab opened before a deploy asks for chunk files the new build no longer has: the import fails. The page then
 * reloads itself (fetching the new build) — at most once per 10 s, remembered in sessionStorage, so a chunk that is
 * truly broken shows the error page instead of reloading forever.
 */
const CHUNK_ERROR =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Loading chunk|ChunkLoadError|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_ERROR.test(error.message);
}

/** Reloads unless the page already did so in the last 10 s; answers whether it reloaded. */
export function reloadAfterChunkError(options: { now?: number; storage?: Storage; reload?: () => void } = {}): boolean {
  const now = options.now ?? Date.now();
  const storage = options.storage ?? window.sessionStorage;
  const reload = options.reload ?? (() => window.location.reload());
  let last = NaN;
  try {
    last = Number(storage.getItem(STORAGE_KEYS.chunkReloadAt));
  } catch {
    /* storage unavailable: then never reload (no way to know it did not just happen) */
    return false;
  }
  if (Number.isFinite(last) && now - last >= 0 && now - last < PAGE_RELOAD_GUARD_MS) return false;
  try {
    storage.setItem(STORAGE_KEYS.chunkReloadAt, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}

/**
 * Wraps a lazy import: a chunk that fails to load reloads the page (guarded, above) and the import then never settles
 * (the page is going away); otherwise, or for any other error, the error reaches the route's error page.
 */
export function withChunkReload<T>(
  load: () => Promise<T>,
  reload: (error: unknown) => boolean = (e) => isChunkLoadError(e) && reloadAfterChunkError(),
) {
  return async (): Promise<T> => {
    try {
      return await load();
    } catch (error) {
      if (reload(error)) return new Promise<T>(() => undefined);
      throw error;
    }
  };
}

/** Runs at most `max` tasks at once (spec §9: 4 concurrent route preloads); the rest wait their turn, first come first served. */
export function createConcurrencyLimit(max = MAX_CONCURRENT_PRELOADS) {
  let running = 0;
  const waiting: Array<() => void> = [];
  const next = () => {
    if (running >= max) return;
    const start = waiting.shift();
    if (start) start();
  };
  return {
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
    run<T>(task: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        waiting.push(() => {
          running += 1;
          task()
            .then(resolve, reject)
            .finally(() => {
              running -= 1;
              next();
            });
        });
        next();
      });
    },
  };
}
