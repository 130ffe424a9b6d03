import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api';

/** One client for the app; route loaders use it too, so data fetched before render is already in the cache. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A 4xx will not change on retry; a dropped connection or a 5xx might.
      retry: (count, err) => count < 2 && !(err instanceof ApiError && err.status >= 400 && err.status < 500),
    },
  },
});
