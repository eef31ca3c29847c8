// The catalogue's server state (TanStack Query): one page of the grid, one workflow by id or slug,
// a workflow file, and the download (a write: it counts). The same options serve the browser's hooks
// and the server's prefetch.
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError, callApi } from 'shared';
import type { ListedWorkflow, ListedWorkflowList, Workflow } from 'contracts';
import {
  COMMERCIAL_OPTIONS,
  DEFAULT_SORT,
  VRAM_OPTIONS,
  downloadWorkflow,
  fetchWorkflowJson,
  isSort,
  type CommercialFilter,
  type ListQuery,
  type VramFilter,
} from './workflows-api.ts';

export function workflowListQuery(query: ListQuery) {
  const { page, search, sort, commercial, vram } = query;
  return queryOptions({
    queryKey: ['workflows', 'list', { page, search: search.trim(), sort, commercial, vram }],
    queryFn: ({ signal }) =>
      callApi('GET workflows/', {
        query: { page, search: search.trim() || undefined, sort, commercial: commercial ?? undefined, vram: vram ?? undefined },
        signal,
      }),
    meta: { failure: 'Could not load workflows' },
  });
}

/** A workflow, or null when there is none by that id or slug. */
export function workflowQuery(key: string) {
  return queryOptions({
    queryKey: ['workflows', 'detail', key],
    queryFn: async ({ signal }) => {
      try {
        return await callApi('GET workflows/:key/', { params: { key }, signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    meta: { failure: `Could not load workflow ${key}` },
  });
}

/**
 * One workflow by id or slug (docs/product/workflows.md#opening-a-workflow): taken from the loaded
 * page when it is there (the query's placeholder and `select`), else fetched alone. `data` is null when there is
 * none by that key; nothing is asked without a key.
 */
export function useWorkflow(key: string | null, loaded: ListedWorkflow[] = []) {
  const fromPage = key ? loaded.find((w) => String(w.id) === key || w.blog_slug === key || w.slug === key) : undefined;
  return useQuery({
    ...workflowQuery(key ?? ''),
    enabled: Boolean(key) && !fromPage,
    placeholderData: fromPage,
    // The page's copy wins over one fetched before the page arrived (and its download count is current).
    select: (fetched) => fromPage ?? fetched,
  });
}

/** What to say when the workflow of `key` is missing, or could not be loaded; null otherwise. */
export function workflowProblem(key: string | null, { data, error }: { data: ListedWorkflow | null | undefined; error: Error | null }) {
  if (!key) return null;
  if (error) return `Workflow "${key}" could not be loaded: ${error.message}`;
  return data === null ? `Workflow "${key}" was not found. It may have been removed.` : null;
}

/** The workflow file (its JSON) for the preview and the ComfyUI check; it does not change. */
export function workflowFileQuery(url: string) {
  return queryOptions({
    queryKey: ['workflows', 'file', url],
    queryFn: ({ signal }) => fetchWorkflowJson(url, signal),
    staleTime: Infinity,
    meta: { failure: 'Could not load the workflow file' },
  });
}

/** One more download on every copy of the workflow in the cache (grid pages and the workflow alone). */
function countDownload(client: QueryClient, workflow: Workflow): void {
  const counted = (w: ListedWorkflow) => (w.id === workflow.id ? { ...w, downloads: w.downloads + 1 } : w);
  client.setQueriesData<ListedWorkflowList>({ queryKey: ['workflows', 'list'] }, (page) =>
    page ? { ...page, results: page.results.map(counted) } : page,
  );
  client.setQueriesData<ListedWorkflow | null>({ queryKey: ['workflows', 'detail'] }, (w) => (w ? counted(w) : w));
}

/** Downloads a workflow file (counted by the API): the counts on screen grow by one. */
export function useDownloadWorkflow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (workflow: Workflow) => downloadWorkflow(workflow),
    onSuccess: (_, workflow) => countDownload(client, workflow),
    meta: { failure: 'Workflow download failed' },
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
