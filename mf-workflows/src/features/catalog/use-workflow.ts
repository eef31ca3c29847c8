// One workflow by id or slug: taken from the loaded page when it is there, else fetched alone. A
// failed fetch clears it and says why (docs/product/workflows.md#opening-a-workflow).
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from 'shared';
import type { ListedWorkflow, Workflow } from 'contracts';
import { workflowQuery } from './workflow-queries.ts';

export type WorkflowState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'loaded'; workflow: ListedWorkflow }
  | { status: 'not-found'; message: string }
  | { status: 'failed'; message: string };

export function useWorkflow(key: string | null, loaded: ListedWorkflow[] = []): [WorkflowState, (workflow: Workflow) => void] {
  const fromPage = key ? loaded.find((w) => String(w.id) === key || w.blog_slug === key || w.slug === key) : undefined;
  const [replaced, setReplaced] = useState<Workflow | null>(null);
  const { data, isPending, isError, error } = useQuery({ ...workflowQuery(key ?? ''), enabled: Boolean(key) && !fromPage });
  useEffect(() => {
    if (isError) console.error(`Could not load workflow ${key}`, error);
  }, [isError, error, key]);
  useEffect(() => setReplaced(null), [key]);

  const state = ((): WorkflowState => {
    if (!key) return { status: 'idle' };
    if (fromPage) return { status: 'loaded', workflow: fromPage };
    if (isError) return { status: 'failed', message: `Workflow "${key}" could not be loaded: ${errorMessage(error)}` };
    if (isPending) return { status: 'loading' };
    return data
      ? { status: 'loaded', workflow: replaced?.id === data.id ? { ...data, ...replaced } : data }
      : { status: 'not-found', message: `Workflow "${key}" was not found. It may have been removed.` };
  })();
  return [state, setReplaced];
}
