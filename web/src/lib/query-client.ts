import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { onSessionEnd } from './session-events';

/** Server state lives here (react-query); client-only state lives in the zustand stores. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // The API client already retried what is worth retrying (451) and toasted the failure.
      retry: (failureCount, error) => !(error instanceof ApiError) && failureCount < 2,
    },
    mutations: { retry: false },
  },
});

// Logout drops the previous user's cached server data.
onSessionEnd(() => {
  void queryClient.cancelQueries();
  queryClient.clear();
});
