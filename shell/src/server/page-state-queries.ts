// The query cache as the page state carries it to the browser. A query whose `meta.pageStateOmits`
// names fields of its data sends its data without them: they are in the server's markup, which the
// screen reads while it hydrates (an article's body HTML, decision 0046), and sending them twice
// only makes the page heavier.
import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';

function without(data: unknown, fields: readonly string[]): unknown {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return data;
  return Object.fromEntries(Object.entries(data).filter(([field]) => !fields.includes(field)));
}

export function pageStateQueries(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient);
  return {
    ...state,
    queries: state.queries.map((query) => {
      const omits = query.meta?.pageStateOmits;
      if (!omits || query.state.data === undefined) return query;
      return { ...query, state: { ...query.state, data: without(query.state.data, omits) } };
    }),
  };
}
