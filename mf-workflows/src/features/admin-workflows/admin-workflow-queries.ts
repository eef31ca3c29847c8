// The staff catalogue's server state (TanStack Query): one page of the table, a workflow's file for
// the preview, and the changes, each refreshing the table and the visitors' catalogue queries.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteWorkflow,
  getWorkflowFile,
  listAdminWorkflows,
  updateWorkflow,
  uploadWorkflow,
  type AdminListQuery,
  type NewWorkflow,
  type WorkflowChanges,
} from './admin-workflows-api.ts';

const ROOT = ['admin-workflows'] as const;

export function adminWorkflowListQuery(query: AdminListQuery) {
  return queryOptions({
    queryKey: [...ROOT, 'list', { ...query, q: query.q.trim() }],
    queryFn: ({ signal }) => listAdminWorkflows(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminWorkflowList(query: AdminListQuery) {
  return useQuery(adminWorkflowListQuery(query));
}

export function useWorkflowFile(id: number) {
  return useQuery({ queryKey: [...ROOT, 'file', id], queryFn: ({ signal }) => getWorkflowFile(id, signal), staleTime: 60_000 });
}

/** After a change the table and the visitors' catalogue (same cache, same page) are fetched again. */
function useRefreshAfter() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: ROOT }), client.invalidateQueries({ queryKey: ['workflows'] })]);
}

export function useUploadWorkflow() {
  const refresh = useRefreshAfter();
  return useMutation({ mutationFn: (upload: NewWorkflow) => uploadWorkflow(upload), onSuccess: refresh });
}

export function useUpdateWorkflow() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: WorkflowChanges }) => updateWorkflow(id, changes),
    onSuccess: refresh,
  });
}

export function useDeleteWorkflow() {
  const refresh = useRefreshAfter();
  return useMutation({ mutationFn: (id: number) => deleteWorkflow(id), onSuccess: refresh });
}
