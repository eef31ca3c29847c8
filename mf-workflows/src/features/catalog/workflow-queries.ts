// The catalogue's server state (TanStack Query): one page of the grid, and one workflow by id or
// slug. The same options serve the browser's hooks and the server's prefetch.
import { queryOptions } from '@tanstack/react-query';
import { ApiError } from 'shared';
import {
  COMMERCIAL_OPTIONS,
  DEFAULT_SORT,
  VRAM_OPTIONS,
  getWorkflow,
  isSort,
  listWorkflows,
  type CommercialFilter,
  type ListQuery,
  type VramFilter,
} from './workflows-api.ts';

export function workflowListQuery(query: ListQuery) {
  const { page, search, sort, commercial, vram } = query;
  return queryOptions({
    queryKey: ['workflows', 'list', { page, search: search.trim(), sort, commercial, vram }],
    queryFn: ({ signal }) => listWorkflows(query, signal),
  });
}

/** A workflow, or null when there is none by that id or slug. */
export function workflowQuery(key: string) {
  return queryOptions({
    queryKey: ['workflows', 'detail', key],
    queryFn: async ({ signal }) => {
      try {
        return await getWorkflow(key, signal);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/** The grid's query from the page's address (`?page=&search=&sort=&commercial=&vram=`); unknown filter values are ignored. */
export function readListQuery(params: URLSearchParams): ListQuery {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const sort = params.get('sort');
  const commercial = COMMERCIAL_OPTIONS.find((option) => option.value && option.value === params.get('commercial'))?.value;
  const vram = VRAM_OPTIONS.find((option) => option.value && String(option.value) === params.get('vram'))?.value;
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    search: params.get('search') ?? '',
    sort: isSort(sort) ? sort : DEFAULT_SORT,
    commercial: (commercial || null) as CommercialFilter | null,
    vram: (vram || null) as VramFilter | null,
  };
}
