// The page's one query cache (TanStack Query, a shared singleton): remotes read and fill it through
// their hooks, and its caches log every failure once. What the server fetched arrives dehydrated in
// the page and is not fetched again.
import { QueryClient } from '@tanstack/react-query';
import { loggingCaches } from 'shared';

/** Data this fresh is not asked for again (the server's copy counts from when it was rendered). */
export const STALE_TIME_MS = 5 * 60_000;

export function createBrowserQueryClient(): QueryClient {
  return new QueryClient({
    ...loggingCaches(),
    defaultOptions: { queries: { staleTime: STALE_TIME_MS, retry: 1, refetchOnWindowFocus: false } },
  });
}

/** On the server a query is asked once; a failure leaves the section to the browser. */
export function createServerQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false, gcTime: Infinity } } });
}
