// Keeps search from starving the rest of the API: at most `concurrency` searches run at once, at most
// `queue` more wait (each up to `waitMs`), and any further one is refused at once with SearchBusyError
// (503 with Retry-After), as is a PostgreSQL search that outlives its statement time-out.
import { AppError } from '../../lib/errors.ts';

export const SEARCH_BUSY = 'Search is busy right now. Please try again in a moment.';
/** Seconds a refused search is asked to wait. */
export const SEARCH_RETRY_AFTER_SECONDS = 2;

export class SearchBusyError extends AppError {
  constructor() {
    super(503, SEARCH_BUSY);
  }
}

export interface GateOptions {
  concurrency: number;
  queue: number;
  waitMs: number;
}

export function createGate({ concurrency, queue, waitMs }: GateOptions) {
  let running = 0;
  const waiting: Array<() => void> = [];

  function release(): void {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }

  async function enter(): Promise<void> {
    if (running < concurrency) {
      running += 1;
      return;
    }
    if (waiting.length >= queue) throw new SearchBusyError();
    await new Promise<void>((resolve, reject) => {
      const wake = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(wake), 1);
        reject(new SearchBusyError());
      }, waitMs);
      waiting.push(wake);
    });
  }

  return {
    /** Runs `task` when a slot is free (the slot passes straight to the next waiter when it ends). */
    async run<T>(task: () => Promise<T>): Promise<T> {
      await enter();
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}

export type Gate = ReturnType<typeof createGate>;
