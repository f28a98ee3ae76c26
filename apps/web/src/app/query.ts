import { QueryClient } from '@tanstack/react-query';

/** Server state lives here. The HTTP client already toasts failures, so nothing is retried behind the user's back. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
