// The article screens' server state (TanStack Query): the same options serve the browser's hooks and
// the server's prefetch, so what the server rendered is found in the cache and not asked for again.
import { queryOptions } from '@tanstack/react-query';
import { ApiError, callApi } from 'shared';
import type { RouteQuery } from 'contracts';

/** A page of article cards: of one section, or the featured ones. */
type ArticleListQuery = RouteQuery<'GET articles/'>;

export function articleListQuery(query: ArticleListQuery) {
  return queryOptions({
    queryKey: ['articles', 'list', query],
    queryFn: ({ signal }) => callApi('GET articles/', { query, signal }),
    meta: { failure: 'Could not load the articles' },
  });
}

/** An article, or null when there is none by that name. */
export function articleQuery(section: string, slug: string) {
  return queryOptions({
    queryKey: ['articles', 'detail', section, slug],
    queryFn: async ({ signal }) => {
      try {
        return await callApi('GET articles/:section/:slug/', { params: { section, slug }, signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    // The body HTML is in the server's markup: the page state leaves it out (decision 0046).
    meta: { failure: `Could not load ${section}/${slug}`, pageStateOmits: ['html'] },
  });
}
