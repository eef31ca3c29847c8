// Search answers kept in memory until the index changes: an answer is served again while this
// instance has not written to the index since (SearchEngine.version) and for at most `ttlMs` (how late
// another instance's write may show here), within `maxBytes`, least recently used dropped first.
// Concurrent searches for the same words wait for one run.
import { LRUCache } from 'lru-cache';

interface Kept<T> {
  version: number;
  answer: T;
}

export interface AnswerCache<T> {
  /** The kept answer for `key`, or `compute()`'s (then kept unless the index changed meanwhile). */
  get(key: string, compute: () => Promise<T>): Promise<T>;
}

export function createAnswerCache<T extends object>({
  maxBytes,
  ttlMs,
  version,
}: {
  maxBytes: number;
  ttlMs: number;
  version: () => number;
}): AnswerCache<T> {
  const kept = new LRUCache<string, Kept<T>>({
    maxSize: maxBytes,
    sizeCalculation: (value, key) => key.length + JSON.stringify(value.answer).length,
    ttl: ttlMs,
  });
  const running = new Map<string, Promise<T>>();
  return {
    get(key, compute) {
      const at = version();
      const found = kept.get(key);
      if (found?.version === at) return Promise.resolve(found.answer);
      const runKey = `${at}\u0000${key}`;
      const already = running.get(runKey);
      if (already) return already;
      const run = compute()
        .then((answer) => {
          if (version() === at) kept.set(key, { version: at, answer });
          return answer;
        })
        .finally(() => running.delete(runKey));
      running.set(runKey, run);
      return run;
    },
  };
}
