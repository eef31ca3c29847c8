// A macrotask boundary: the work after `await nextTask()` runs in a task of its own, so the task
// before it ends there (the browser may paint or answer input in between).

interface Scheduler {
  yield?: () => Promise<void>;
}

/** Resolves in a later task: `scheduler.yield()` where the browser has it (its continuation goes ahead of other queued tasks of its priority), else a zero-delay timer. */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
