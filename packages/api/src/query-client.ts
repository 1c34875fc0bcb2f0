import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error.ts';

/** The query cache every app starts with: no retry on a client error, data fresh for 30 seconds. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx will not change on retry (and a 401 would reopen the modal each time). Whether to
        // retry is the transport's question, so the status decides it, not the code: a proxy's
        // page has no code.
        retry: (failures, error) =>
          !(isApiError(error) && error.status >= 400 && error.status < 500) && failures < 2,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
