// The database work of a page render: the render's in-process API calls run inside `withRenderBudget`,
// so the PostgreSQL pool gives them at most their share of its connections (DATABASE_RENDER_CONNECTIONS)
// and stops waiting for one when the render's budget ends (the render has left that section to the
// browser by then), instead of holding visitors' API requests and the health check behind it.
import { AsyncLocalStorage } from 'node:async_hooks';

export const RENDER_BUDGET_ENDED = 'The page render ran out of time before the database answered.';

const scope = new AsyncLocalStorage<AbortSignal>();

/** Runs `work` (a render's API calls) with its database work bounded by `signal`. */
export function withRenderBudget<T>(signal: AbortSignal, work: () => Promise<T>): Promise<T> {
  return scope.run(signal, work);
}

/** The signal of the render the current database work belongs to, or undefined outside renders. */
export function renderBudget(): AbortSignal | undefined {
  return scope.getStore();
}

/** Settles as `work` does, or rejects once `signal` aborts; what `work` yields after that goes to `discard`. */
export function untilAborted<T>(
  work: Promise<T>,
  signal: AbortSignal | undefined,
  discard: (late: T) => void = () => undefined,
): Promise<T> {
  if (!signal) return work;
  if (signal.aborted) {
    work.then(discard, () => undefined);
    return Promise.reject(new Error(RENDER_BUDGET_ENDED));
  }
  return new Promise<T>((resolve, reject) => {
    let aborted = false;
    const onAbort = () => {
      aborted = true;
      reject(new Error(RENDER_BUDGET_ENDED));
    };
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        if (aborted) discard(value);
        else resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/** At most `limit` holders at once; a waiter whose signal aborts leaves the queue. */
export function createShare(limit: number): { acquire(signal: AbortSignal): Promise<() => void> } {
  let active = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active -= 1;
  };
  const once = () => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      release();
    };
  };
  return {
    async acquire(signal) {
      if (signal.aborted) throw new Error(RENDER_BUDGET_ENDED);
      if (active < limit) {
        active += 1;
        return once();
      }
      await new Promise<void>((resolve, reject) => {
        const wake = () => {
          signal.removeEventListener('abort', onAbort);
          resolve();
        };
        const onAbort = () => {
          waiting.splice(waiting.indexOf(wake), 1);
          reject(new Error(RENDER_BUDGET_ENDED));
        };
        signal.addEventListener('abort', onAbort, { once: true });
        waiting.push(wake);
      });
      return once();
    },
  };
}
