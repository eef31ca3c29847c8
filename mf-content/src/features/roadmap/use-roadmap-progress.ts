// The roadmap's marks as the page shows them (decision 0032): a visitor's from this browser; a
// member's from their account, with the browser's marks merged in once they sign in (per step the
// later mark wins: the API's rule, applied here too until its answer arrives).
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { errorMessage, useSession } from 'shared';
import { ROADMAP_STEP_IDS, type RoadmapStepId, type StepStatus } from 'contracts/limits';
import { localProgress, useLocalMarks, type LocalMarks } from './progress-store.ts';
import { progressQuery, useMarkStep, useMergeProgress } from './progress-queries.ts';

export type Marks = Partial<Record<RoadmapStepId, Exclude<StepStatus, 'none'>>>;

/** The SPEC's figure for a visitor with no progress (docs/product/constants.md). */
export const NO_PROGRESS_PERCENT = 50;

/** Done and skipped steps count as behind the reader; learning does not yet. */
export function progressSummary(marks: Marks) {
  const statuses = Object.values(marks);
  const count = (status: StepStatus) => statuses.filter((s) => s === status).length;
  const done = count('done');
  const skipped = count('skipped');
  return {
    done,
    learning: count('learning'),
    skipped,
    total: ROADMAP_STEP_IDS.length,
    percent: Math.round(((done + skipped) / ROADMAP_STEP_IDS.length) * 100),
    empty: statuses.length === 0,
  };
}

function visible(latest: LocalMarks): Marks {
  const marks: Marks = {};
  for (const [step, mark] of Object.entries(latest) as [RoadmapStepId, { status: StepStatus }][]) {
    if (mark.status !== 'none') marks[step] = mark.status;
  }
  return marks;
}

export function useRoadmapProgress() {
  const session = useSession();
  const signedIn = session.currentUser !== null;
  const local = useLocalMarks();
  const account = useQuery({ ...progressQuery(), enabled: signedIn });
  const markStep = useMarkStep();
  const merge = useMergeProgress();
  const { mutate: mergeMarks, reset: resetMerge, isIdle: mergeIdle } = merge;

  useEffect(() => {
    if (!signedIn) {
      if (!mergeIdle) resetMerge();
      return;
    }
    const pending = localProgress.toMerge();
    if (mergeIdle && pending.length > 0) mergeMarks(pending);
  }, [signedIn, local, mergeIdle, mergeMarks, resetMerge]);

  let latest: LocalMarks = local;
  if (signedIn) {
    latest = {};
    for (const mark of account.data?.marks ?? []) latest[mark.step] = { status: mark.status, at: mark.at };
    for (const [step, mark] of Object.entries(local) as [RoadmapStepId, { status: StepStatus; at: string }][]) {
      const stored = latest[step];
      if (!stored || stored.at < mark.at) latest[step] = mark;
    }
  }
  const failure = markStep.error ?? merge.error;

  return {
    marks: visible(latest),
    signedIn,
    sharing: signedIn && account.data ? { public: account.data.public, handle: account.data.handle } : null,
    saving: markStep.isPending || merge.isPending,
    failure: failure ? errorMessage(failure) : null,
    setMark(step: RoadmapStepId, status: StepStatus) {
      if (signedIn) markStep.mutate({ step, status });
      else localProgress.mark(step, status);
    },
  };
}
