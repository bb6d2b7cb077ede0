import { HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import { getEnv } from '@/config/env';
import { collabSocketUrl } from './presence';

let shared: { socket: HocuspocusProviderWebsocket; users: number } | null = null;

/** One WebSocket for every section on the page (Hocuspocus multiplexes documents); released by the last section. */
export function acquireCollabSocket(): { socket: HocuspocusProviderWebsocket; release: () => void } {
  if (!shared) {
    shared = {
      socket: new HocuspocusProviderWebsocket({ url: collabSocketUrl(getEnv().apiBase, window.location.href), maxDelay: 10_000 }),
      users: 0,
    };
  }
  const entry = shared;
  entry.users += 1;
  let released = false;
  return {
    socket: entry.socket,
    release: () => {
      if (released) return;
      released = true;
      entry.users -= 1;
      if (entry.users === 0 && shared === entry) {
        shared = null;
        entry.socket.destroy();
      }
    },
  };
}
