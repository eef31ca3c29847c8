// The loaded page of workflows. The list is empty while a new query loads (docs/product/workflows.md#the-grid: the list resets
// on page change), so the spinner shows only while it is empty.
import { useCallback, useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from 'shared';
import type { ListedWorkflow, ListedWorkflowList as WorkflowPage, Workflow } from 'contracts';
import { workflowListQuery } from './workflow-queries.ts';
import type { ListQuery } from './workflows-api.ts';

export interface WorkflowList {
  workflows: ListedWorkflow[];
  count: number;
  loading: boolean;
  error: string | null;
  /** Updates one loaded item (e.g. its download count after a download); its verdicts stay. */
  update: (workflow: Workflow) => void;
  retry: () => void;
}

export function useWorkflowList(query: ListQuery): WorkflowList {
  const options = workflowListQuery(query);
  const queryClient = useQueryClient();
  const { data, isPending, isError, error, refetch } = useQuery(options);
  useEffect(() => {
    if (isError) console.error('Could not load workflows', error);
  }, [isError, error]);

  const update = (workflow: Workflow) =>
    queryClient.setQueryData<WorkflowPage>(options.queryKey, (page) =>
      page ? { ...page, results: page.results.map((w) => (w.id === workflow.id ? { ...w, ...workflow } : w)) } : page,
    );
  const retry = useCallback(() => void refetch(), [refetch]);
  return {
    workflows: data?.results ?? [],
    count: data?.count ?? 0,
    loading: isPending,
    error: isError ? errorMessage(error) : null,
    update,
    retry,
  };
}
