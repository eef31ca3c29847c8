// What a remote's exposed screen may export beside its component: the queries of its first view,
// fetched on the server before it renders (into the cache that is dehydrated into the page).
import type { QueryClient } from '@tanstack/react-query';

export interface PrefetchContext<P = Record<string, unknown>> {
  /** The props the module is rendered with (its type in the contracts' table of remote modules). */
  props: P;
  pathname: string;
  search: string;
}

export type ServerPrefetch<P = Record<string, unknown>> = (queryClient: QueryClient, context: PrefetchContext<P>) => Promise<unknown>;
