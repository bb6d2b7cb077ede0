import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '@/lib/query-client';

/**
 * Gives a subtree the shared react-query client. It wraps the signed-in layout and the overlays that
 * fetch, not the whole app, so the landing page's first paint does not carry react-query.
 * Every instance shares one client, so the cache is the same everywhere.
 */
export function ServerStateProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
