// The loaded page of workflows. The list is emptied whenever the query changes (SPEC §4: the list
// resets on page change), so the spinner shows only while it is empty.
import { useCallback, useEffect, useState } from 'react';
import { errorMessage, type Workflow } from 'shared';
import { listWorkflows, type ListQuery } from './workflows-api.ts';

export interface WorkflowList {
  workflows: Workflow[];
  count: number;
  loading: boolean;
  error: string | null;
  /** Replaces one loaded item (e.g. its download count after a download). */
  update: (workflow: Workflow) => void;
  retry: () => void;
}

export function useWorkflowList(query: ListQuery): WorkflowList {
  const [workflows, setWorkflows] = useState<Workflow[]>([]);
  const [count, setCount] = useState(0);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const { page, search, sort } = query;

  useEffect(() => {
    const controller = new AbortController();
    setWorkflows([]);
    setLoading(true);
    setError(null);
    listWorkflows({ page, search, sort }, controller.signal)
      .then((result) => {
        setWorkflows(result.results);
        setCount(result.count);
      })
      .catch((failure: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Could not load workflows', failure);
        setCount(0);
        setError(errorMessage(failure));
      })
      .finally(() => !controller.signal.aborted && setLoading(false));
    return () => controller.abort();
  }, [page, search, sort, attempt]);

  const update = useCallback((workflow: Workflow) => setWorkflows((list) => list.map((w) => (w.id === workflow.id ? workflow : w))), []);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { workflows, count, loading, error, update, retry };
}
