// Rate-limit counters in fixed windows aligned to the clock, kept in the database (table `rate_limits`)
// so every API instance on that database shares them; rate-limit-redis.ts keeps the same counters in Redis.
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';

/** The attempts counted for a key in the current window, and the seconds until that window ends (at least 1). */
export interface WindowCount {
  count: number;
  retryAfterSeconds: number;
}

export interface RateLimitCounters {
  /** Counts one attempt for the key in the current window of `windowSeconds`. */
  add(key: string, windowSeconds: number): Promise<WindowCount>;
  /** Reads the key's count in the current window; counts nothing. */
  peek(key: string, windowSeconds: number): Promise<WindowCount>;
}

/** The fixed window of `windowSeconds` that `at` falls in. */
export function windowAt(at: number, windowSeconds: number): { start: number; end: number; retryAfterSeconds: number } {
  const windowMs = Math.max(1, Math.floor(windowSeconds)) * 1000;
  const start = Math.floor(at / windowMs) * windowMs;
  return { start, end: start + windowMs, retryAfterSeconds: Math.max(1, Math.ceil((start + windowMs - at) / 1000)) };
}

/** Expired windows are swept at most this often (per instance). */
const SWEEP_INTERVAL_MS = 60_000;

export function createDatabaseCounters(db: Kysely<Database>, now: () => number = Date.now): RateLimitCounters {
  let lastSweep = 0;
  return {
    async peek(key, windowSeconds) {
      const { start, retryAfterSeconds } = windowAt(now(), windowSeconds);
      const row = await db
        .selectFrom('rate_limits')
        .select('count')
        .where('key', '=', key)
        .where('window_start', '=', new Date(start).toISOString())
        .executeTakeFirst();
      return { count: Number(row?.count ?? 0), retryAfterSeconds };
    },

    async add(key, windowSeconds) {
      const current = now();
      const { start, end, retryAfterSeconds } = windowAt(current, windowSeconds);
      const row = await db
        .insertInto('rate_limits')
        .values({ key, window_start: new Date(start).toISOString(), count: 1, expires_at: new Date(end).toISOString() })
        .onConflict((oc) => oc.columns(['key', 'window_start']).doUpdateSet((eb) => ({ count: eb(eb.ref('rate_limits.count'), '+', 1) })))
        .returning('count')
        .executeTakeFirstOrThrow();
      if (current - lastSweep > SWEEP_INTERVAL_MS) {
        lastSweep = current;
        await db.deleteFrom('rate_limits').where('expires_at', '<', new Date(current).toISOString()).execute();
      }
      return { count: Number(row.count), retryAfterSeconds };
    },
  };
}
