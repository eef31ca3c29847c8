// Rate limiting through @fastify/rate-limit, counting in the shared counters (rate-limit-counters.ts in the
// database, or rate-limit-redis.ts when REDIS_URL is set), so every API instance behind a load balancer
// shares them. A limit on a cheap read hit by every request (search) may count in each instance's
// memory instead (rate-limit-memory.ts, `inMemory`) when REDIS_URL is not set: a limit per instance,
// without a database write per request. Register after the db plugin.
//
// A route limited by the client (or the signed-in user) says so in its config; the limit is checked after
// validation and the route's own preHandlers, and answers 429 with Retry-After and {message}. A client
// is `request.client`: its address, an IPv6 one by its /64 (lib/client-address.ts):
//   config: { rateLimit: routeRateLimit({ key: (request) => `contact:ip:${request.client}`, limit: 5, windowSeconds: 3600, message: '…' }) }
// A limit whose key depends on the body or on the outcome counts in the same counters:
//   const { allowed, retryAfterSeconds } = await countAttempt(app.rateLimitCounters, key, limit, windowSeconds);
//   if (!allowed) return tooManyRequests(reply, retryAfterSeconds, 'Too many … Try again later.');
import type { Redis } from 'ioredis';
import fastifyRateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { clientKey } from '../lib/client-address.ts';
import { AppError } from '../lib/errors.ts';
import { createDatabaseCounters, type RateLimitCounters } from './rate-limit-counters.ts';
import { createMemoryCounters } from './rate-limit-memory.ts';
import { connectRedis, createRedisCounters } from './rate-limit-redis.ts';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimitCounters: RateLimitCounters;
    /** The rate limits' Redis connection (REDIS_URL), or null when they count in the database. */
    redis: Redis | null;
  }
  interface FastifyRequest {
    /** Whom per-address limits count: request.ip, an IPv6 address by its /64. */
    readonly client: string;
  }
}

export interface RouteRateLimit {
  /** The counter's key, e.g. `search:ip:${request.client}`. */
  key: (request: FastifyRequest) => string;
  limit: number;
  windowSeconds: number;
  /** The 429 answer's message, or a function of the seconds to wait. */
  message: string | ((retryAfterSeconds: number) => string);
  /**
   * Counts in this instance's memory, not in the database, when REDIS_URL is not set (the limit is
   * then per instance); with REDIS_URL it counts in Redis, shared, as every limit does.
   */
  inMemory?: boolean;
}

/** The options @fastify/rate-limit passes a route's store (its merged `config.rateLimit`). */
type RouteStoreOptions = RateLimitOptions & Pick<RouteRateLimit, 'inMemory'>;

/** A route's `config.rateLimit`: at most `limit` requests per key in each window of `windowSeconds`. */
export function routeRateLimit({ key, limit, windowSeconds, message, inMemory = false }: RouteRateLimit): RateLimitOptions {
  const options: RouteStoreOptions = {
    inMemory,
    keyGenerator: key,
    max: limit,
    timeWindow: windowSeconds * 1000,
    errorResponseBuilder: (_request, { ttl }) => new AppError(429, typeof message === 'string' ? message : message(Math.ceil(ttl / 1000))),
  };
  return options;
}

/** Counts one attempt for the key; `allowed` while the window's count is within `limit`. */
export async function countAttempt(
  counters: RateLimitCounters,
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const { count, retryAfterSeconds } = await counters.add(key, windowSeconds);
  return { allowed: count <= limit, retryAfterSeconds };
}

/** Answers 429 Too Many Requests with Retry-After (seconds) and {message}. */
export function tooManyRequests(reply: FastifyReply, retryAfterSeconds: number, message: string): FastifyReply {
  return reply
    .code(429)
    .header('retry-after', String(Math.max(1, Math.ceil(retryAfterSeconds))))
    .send({ message });
}

/**
 * @fastify/rate-limit's store over the shared counters (its time windows are in milliseconds); a route
 * whose limit is `inMemory` gets a store over `inMemory` counters instead (when given: without Redis).
 */
function countersStore(counters: RateLimitCounters, inMemory: RateLimitCounters | null): FastifyRateLimitStoreCtor {
  class CountersStore implements FastifyRateLimitStore {
    readonly #counters: RateLimitCounters;

    constructor(_options?: unknown, own: RateLimitCounters = counters) {
      this.#counters = own;
    }

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      this.#counters.add(key, timeWindow / 1000).then(
        ({ count, retryAfterSeconds }) => callback(null, { current: count, ttl: retryAfterSeconds * 1000 }),
        (error: Error) => callback(error),
      );
    }

    // @fastify/rate-limit passes the route's merged limit options (typed there as the route's options).
    child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      return (options as unknown as RouteStoreOptions).inMemory === true && inMemory ? new CountersStore(options, inMemory) : this;
    }
  }
  return CountersStore;
}

export interface RateLimitPluginOptions {
  /** The clock the counters' windows are read from (tests fix it: every count then falls in one window). */
  now?: () => number;
}

export default fp<RateLimitPluginOptions>(
  async (app, { now = Date.now }) => {
    let counters: RateLimitCounters;
    let redis: Redis | null = null;
    if (app.config.redisUrl) {
      const connection = await connectRedis(app.config.redisUrl, {
        commandTimeoutMs: app.config.redisTimeoutMs,
        onError: (error) => app.log.warn({ err: error }, 'redis connection error'),
      });
      app.addHook('onClose', async () => {
        connection.disconnect();
      });
      counters = createRedisCounters(connection, app.config.redisKeyPrefix, now);
      redis = connection;
    } else {
      counters = createDatabaseCounters(app.db, now);
    }
    app.decorateRequest('client', {
      getter(this: FastifyRequest) {
        return clientKey(this.ip);
      },
    });
    app.decorate('rateLimitCounters', counters);
    app.decorate('redis', redis);
    await app.register(fastifyRateLimit, {
      global: false,
      hook: 'preHandler',
      // Without Redis, the counters of `inMemory` limits are this instance's own.
      store: countersStore(counters, redis ? null : createMemoryCounters({ now })),
      addHeaders: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false, 'retry-after': true },
      addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    });
  },
  { name: 'rate-limit', dependencies: ['db'] },
);
