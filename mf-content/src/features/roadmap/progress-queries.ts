// Roadmap progress's server state (decision 0032): the member's marks (GET progress/), a mark
// (PUT progress/steps/:step/, shown at once and put back if it fails), the merge of the browser's
// marks on sign-in (POST progress/merge/, which then clears them) and a public page (null when off).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, callApi, freshQuery } from 'shared';
import type { Progress, ProgressMark, RoadmapStepId, StepStatus } from 'contracts';
import { localProgress } from './progress-store.ts';

const MINE = ['progress', 'mine'] as const;

export function progressQuery() {
  return freshQuery(MINE, 'GET progress/', 'Could not load your roadmap progress');
}

/** A public progress page, or null when there is none under the handle (off or unknown). */
export function publicProgressQuery(handle: string) {
  return queryOptions({
    queryKey: ['progress', 'public', handle.toLowerCase()],
    queryFn: async ({ signal }) => {
      try {
        return await callApi('GET progress/public/:handle/', { params: { handle }, signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    meta: { failure: `Could not load the progress of ${handle}` },
  });
}

/** The progress with one step marked now (cleared: left out), as the API will answer it. */
function withMark(progress: Progress, step: RoadmapStepId, status: StepStatus): Progress {
  const others = progress.marks.filter((mark) => mark.step !== step);
  return { ...progress, marks: status === 'none' ? others : [...others, { step, status, at: new Date().toISOString() }] };
}

export function useMarkStep() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ step, status }: { step: RoadmapStepId; status: StepStatus }) =>
      callApi('PUT progress/steps/:step/', { params: { step }, body: { status } }),
    onMutate: async ({ step, status }) => {
      await client.cancelQueries({ queryKey: MINE });
      const before = client.getQueryData<Progress>(MINE);
      if (before) client.setQueryData(MINE, withMark(before, step, status));
      return { before };
    },
    onError: (_error, _mark, context) => {
      if (context?.before) client.setQueryData(MINE, context.before);
    },
    onSuccess: (progress) => client.setQueryData(MINE, progress),
    meta: { failure: 'Could not save the mark' },
  });
}

/** Sends the browser's marks to the account once signed in; the browser's copy goes once they are in. */
export function useMergeProgress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (marks: ProgressMark[]) => callApi('POST progress/merge/', { body: { marks } }),
    onSuccess: async (progress) => {
      // A read of the account asked for before the merge (the page's own, at sign-in) would answer
      // with the marks from before it and overwrite these.
      await client.cancelQueries({ queryKey: MINE });
      localProgress.clear();
      client.setQueryData(MINE, progress);
    },
    meta: { failure: 'Could not add this browser’s marks to your account' },
  });
}
