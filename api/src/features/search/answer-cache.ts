// Answers kept in memory until the index changes: a search's answer (plugin.ts) or a phrase's scores
// (phrase-scores.ts). An answer is served again while the index version it was computed at holds and
// for at most `ttlMs` (how late another instance's write may show here), within `maxBytes`, least
// recently used dropped first. Concurrent asks for the same key wait for one run.
import { LRUCache } from 'lru-cache';

interface Kept<T> {
  version: number;
  answer: T;
}

export interface AnswerCache<T> {
  /** The kept answer for `key`, or `compute()`'s (then kept unless the index changed meanwhile). */
  get(key: string, compute: () => Promise<T>): Promise<T>;
  /** True while the key's answer for the current index version is kept. */
  has(key: string): boolean;
  /** Keys to compute before they are asked for: after the index changed, the ones kept before it did. */
  stale(): string[];
}

export interface AnswerCacheOptions<T> {
  maxBytes: number;
  ttlMs: number;
  version: () => number;
  /** An answer's size in bytes, as counted against `maxBytes` (by default its length: a string's, or its JSON's). */
  sizeOf?: (answer: T) => number;
}

export function createAnswerCache<T extends object | string>({
  maxBytes,
  ttlMs,
  version,
  sizeOf = (answer) => (typeof answer === 'string' ? answer.length : JSON.stringify(answer).length),
}: AnswerCacheOptions<T>): AnswerCache<T> {
  const kept = new LRUCache<string, Kept<T>>({
    maxSize: maxBytes,
    sizeCalculation: (value, key) => key.length + sizeOf(value.answer),
    ttl: ttlMs,
  });
  const running = new Map<string, Promise<T>>();
  const current = (key: string): T | undefined => {
    const found = kept.get(key);
    return found?.version === version() ? found.answer : undefined;
  };
  return {
    get(key, compute) {
      const found = current(key);
      if (found !== undefined) return Promise.resolve(found);
      const at = version();
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
    has: (key) => current(key) !== undefined,
    stale() {
      const at = version();
      return [...kept.entries()].filter(([, value]) => value.version !== at).map(([key]) => key);
    },
  };
}
