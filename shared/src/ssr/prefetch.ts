// What a remote's exposed screen may export beside its component: the queries of its first view,
// fetched on the server before it renders (into the cache that is dehydrated into the page). Its API
// calls for what the page's loader already read are answered from that read, without asking the API
// again (docs/decisions/0030-one-page-table-and-loaders.md).
import type { QueryClient } from '@tanstack/react-query';
import type { PageParams } from 'contracts';

export interface PrefetchContext<P = Record<string, unknown>> {
  /** The props the module is rendered with (its type in the contracts' table of remote modules). */
  props: P;
  /** The route's params from the page table's match (`/workflows/:slug` → { slug }), decoded: never parse them from the path. */
  params: PageParams;
  search: string;
}

export type ServerPrefetch<P = Record<string, unknown>> = (queryClient: QueryClient, context: PrefetchContext<P>) => Promise<unknown>;
