// Failed reads and writes are logged once, here, by the page's query cache: a query or mutation says
// what failed in its `meta.failure` ("Could not load the comments"); no hook logs on its own.
import { MutationCache, QueryCache } from '@tanstack/react-query';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      failure?: string;
      /**
       * Fields of the query's data that the page state leaves out: the page's markup already holds
       * them and the screen reads them from there while it hydrates (decision 0046).
       */
      pageStateOmits?: readonly string[];
    };
    mutationMeta: { failure?: string };
  }
}

/** The caches of a browser query client (the shell's, and the one each component test renders in). */
export function loggingCaches(): { queryCache: QueryCache; mutationCache: MutationCache } {
  return {
    queryCache: new QueryCache({
      onError: (error, query) => console.error(query.meta?.failure ?? `Could not load ${JSON.stringify(query.queryKey)}`, error),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => console.error(mutation.meta?.failure ?? 'Could not save', error),
    }),
  };
}
