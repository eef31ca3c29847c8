// What a remote's exposed screen may export beside its component: the queries of its first view,
// fetched on the server before it renders (into the cache that is dehydrated into the page).
import type { QueryClient } from '@tanstack/react-query';

export interface PrefetchContext {
  props: Record<string, unknown>;
  pathname: string;
  search: string;
}

export type ServerPrefetch = (queryClient: QueryClient, context: PrefetchContext) => Promise<unknown>;
