// A visitor's roadmap marks in this browser (decision 0032): local storage under `roadmapProgress`,
// each step's latest mark with the time it was made, so that signing in merges them into the account
// (per step the later mark wins). Tabs follow each other through the storage event.
import { useSyncExternalStore } from 'react';
import type { ProgressMark } from 'contracts';
import { ROADMAP_STEP_IDS, STEP_STATUSES, type RoadmapStepId, type StepStatus } from 'contracts/limits';

export const PROGRESS_KEY = 'roadmapProgress';

export type LocalMarks = Partial<Record<RoadmapStepId, { status: StepStatus; at: string }>>;

const NONE: LocalMarks = {};
const listeners = new Set<() => void>();
let cached: { raw: string | null; marks: LocalMarks } = { raw: null, marks: NONE };

const isStep = (value: string): value is RoadmapStepId => (ROADMAP_STEP_IDS as readonly string[]).includes(value);
const isStatus = (value: unknown): value is StepStatus => (STEP_STATUSES as readonly unknown[]).includes(value);

/** The stored marks; anything unreadable (another version, a hand edit) is left out. */
function parse(raw: string | null): LocalMarks {
  if (!raw) return NONE;
  try {
    const stored = JSON.parse(raw) as unknown;
    if (typeof stored !== 'object' || stored === null) return NONE;
    const marks: LocalMarks = {};
    for (const [step, mark] of Object.entries(stored as Record<string, { status?: unknown; at?: unknown }>)) {
      if (isStep(step) && isStatus(mark?.status) && typeof mark.at === 'string' && !Number.isNaN(Date.parse(mark.at))) {
        marks[step] = { status: mark.status, at: mark.at };
      }
    }
    return marks;
  } catch {
    return NONE;
  }
}

function read(): LocalMarks {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(PROGRESS_KEY);
  } catch {
    // Storage refused (private mode, a blocked site): nothing is kept.
  }
  if (raw !== cached.raw) cached = { raw, marks: parse(raw) };
  return cached.marks;
}

function write(marks: LocalMarks | null): void {
  try {
    if (marks === null) localStorage.removeItem(PROGRESS_KEY);
    else localStorage.setItem(PROGRESS_KEY, JSON.stringify(marks));
  } catch {
    // Full or refused storage: the mark stays on screen until the page is left.
  }
  listeners.forEach((listener) => listener());
}

export const localProgress = {
  read,
  mark(step: RoadmapStepId, status: StepStatus, at = new Date().toISOString()): void {
    write({ ...read(), [step]: { status, at } });
  },
  /** The marks to merge on sign-in, cleared ones included (a later clear wins over an older mark). */
  toMerge(): ProgressMark[] {
    return Object.entries(read()).map(([step, mark]) => ({ step: step as RoadmapStepId, ...mark! }));
  },
  clear(): void {
    write(null);
  },
};

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  const onStorage = (event: StorageEvent) => {
    if (event.key === PROGRESS_KEY || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The browser's marks; none on the server and while the server's markup hydrates (it shows no progress). */
export function useLocalMarks(): LocalMarks {
  return useSyncExternalStore(subscribe, read, () => NONE);
}
