// One workflow by id or slug: taken from the loaded page when it is there, else fetched alone. A
// failed fetch clears it and says why (SPEC §8).
import { useEffect, useState } from 'react';
import { ApiError, errorMessage, type Workflow } from 'shared';
import { getWorkflow } from './workflows-api.ts';

export type WorkflowState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'loaded'; workflow: Workflow }
  | { status: 'not-found'; message: string }
  | { status: 'failed'; message: string };

export function useWorkflow(key: string | null, loaded: Workflow[] = []): [WorkflowState, (workflow: Workflow) => void] {
  const fromPage = key ? loaded.find((w) => String(w.id) === key || w.blog_slug === key || w.slug === key) : undefined;
  const [state, setState] = useState<WorkflowState>({ status: 'idle' });

  useEffect(() => {
    if (!key || fromPage) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    getWorkflow(key, controller.signal)
      .then((workflow) => setState({ status: 'loaded', workflow }))
      .catch((failure: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`Could not load workflow ${key}`, failure);
        setState(
          failure instanceof ApiError && failure.status === 404
            ? { status: 'not-found', message: `Workflow "${key}" was not found. It may have been removed.` }
            : { status: 'failed', message: `Workflow "${key}" could not be loaded: ${errorMessage(failure)}` },
        );
      });
    return () => controller.abort();
    // Fetched again only when the key changes or the page stops holding it.
  }, [key, Boolean(fromPage)]);

  const current: WorkflowState = fromPage ? { status: 'loaded', workflow: fromPage } : state;
  const replace = (workflow: Workflow) => setState({ status: 'loaded', workflow });
  return [current, replace];
}
