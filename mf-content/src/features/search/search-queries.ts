// The search page's server state: the results for the words in the address (`?q=`).
import { queryOptions } from '@tanstack/react-query';
import { callApi } from 'shared';

export function searchQuery(q: string) {
  return queryOptions({
    queryKey: ['search', q],
    queryFn: ({ signal }) => callApi('GET search/', { query: { q }, signal }),
    // docs/product/content.md#search: a search failure is logged and the spinner stops.
    meta: { failure: 'Search failed' },
  });
}
