// The article screens' server state (TanStack Query): the same options serve the browser's hooks and
// the server's prefetch, so what the server rendered is found in the cache and not asked for again.
import { queryOptions } from '@tanstack/react-query';
import { ApiError } from 'shared';
import { getArticle, listArticles, type ListQuery } from './articles-api.ts';

export function articleListQuery(query: ListQuery) {
  return queryOptions({
    queryKey: ['articles', 'list', query],
    queryFn: ({ signal }) => listArticles(query, signal),
  });
}

/** An article, or null when there is none by that name. */
export function articleQuery(section: string, slug: string) {
  return queryOptions({
    queryKey: ['articles', 'detail', section, slug],
    queryFn: async ({ signal }) => {
      try {
        return await getArticle(section, slug, signal);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}
