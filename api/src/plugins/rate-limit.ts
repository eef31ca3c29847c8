// Rate limiting with fixed-window counters kept in the database (table `rate_limits`), or in Redis
// when REDIS_URL is set (rate-limit-redis.ts), so every API instance behind a load balancer shares them.
//
// Usage (register after the db plugin):
//   const { allowed, retryAfterSeconds } = await app.rateLimiter.hit(`contact:ip:${request.ip}`, 5, 3600);
//   if (!allowed) return tooManyRequests(reply, retryAfterSeconds, 'Too many messages. Try again later.');
// `hit` counts one attempt for the key in the current window of `windowSeconds` and says whether it is
// within `limit`; `peek` reads the count without adding to it; `tooManyRequests` answers 429 with a Retry-After header and {message}.
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import { connectRedis, createRedisRateLimiter } from './rate-limit-redis.ts';
import { windowAt, type RateLimiter } from './rate-limit-window.ts';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

/** Expired windows are swept at most this often (per instance). */
const SWEEP_INTERVAL_MS = 60_000;

export function createRateLimiter(db: Kysely<Database>, now: () => number = Date.now): RateLimiter {
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

    async hit(key, limit, windowSeconds) {
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
      return { allowed: Number(row.count) <= limit, retryAfterSeconds };
    },
  };
}

/** Answers 429 Too Many Requests with Retry-After (seconds) and {message}. */
export function tooManyRequests(reply: FastifyReply, retryAfterSeconds: number, message: string): FastifyReply {
  return reply
    .code(429)
    .header('retry-after', String(Math.max(1, Math.ceil(retryAfterSeconds))))
    .send({ message });
}

export default fp(
  async (app) => {
    if (!app.config.redisUrl) {
      app.decorate('rateLimiter', createRateLimiter(app.db));
      return;
    }
    const redis = await connectRedis(app.config.redisUrl, (error) => app.log.warn({ err: error }, 'redis connection error'));
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
    app.decorate('rateLimiter', createRedisRateLimiter(redis, app.config.redisKeyPrefix));
  },
  { name: 'rate-limit', dependencies: ['db'] },
);
