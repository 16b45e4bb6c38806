import { QueryClient } from '@tanstack/react-query';
import { retryPolicy } from './api-client.ts';

export const STALE_TIME_MS = 5 * 60_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: STALE_TIME_MS, gcTime: STALE_TIME_MS, retry: retryPolicy },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
