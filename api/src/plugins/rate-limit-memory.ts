// Rate-limit counters in this process's memory, for a limit hit on every request of a cheap read
// (search): the same fixed windows as the database counters (rate-limit-counters.ts), without a
// database write per request, but counted per instance. The keys seen most recently are kept, at
// most `maxKeys`: past that many clients in one window the least recently counted one starts afresh.
import { LRUCache } from 'lru-cache';
import { windowAt, type RateLimitCounters } from './rate-limit-counters.ts';

/** Keys counted at once by default (~100 bytes each). */
const MAX_KEYS = 100_000;

interface Counted {
  start: number;
  count: number;
}

export function createMemoryCounters({
  maxKeys = MAX_KEYS,
  now = Date.now,
}: { maxKeys?: number; now?: () => number } = {}): RateLimitCounters {
  const counted = new LRUCache<string, Counted>({ max: maxKeys });
  const countIn = (key: string, windowSeconds: number, start: number): Counted | undefined => {
    const found = counted.get(`${windowSeconds}:${key}`);
    return found?.start === start ? found : undefined;
  };
  return {
    async peek(key, windowSeconds) {
      const { start, retryAfterSeconds } = windowAt(now(), windowSeconds);
      return { count: countIn(key, windowSeconds, start)?.count ?? 0, retryAfterSeconds };
    },

    async add(key, windowSeconds) {
      const { start, retryAfterSeconds } = windowAt(now(), windowSeconds);
      const found = countIn(key, windowSeconds, start);
      if (found) {
        found.count += 1;
        return { count: found.count, retryAfterSeconds };
      }
      counted.set(`${windowSeconds}:${key}`, { start, count: 1 });
      return { count: 1, retryAfterSeconds };
    },
  };
}
