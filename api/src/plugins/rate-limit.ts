// Rate limiting through @fastify/rate-limit, counting in the shared counters (rate-limit-counters.ts in the
// database, or rate-limit-redis.ts when REDIS_URL is set), so every API instance behind a load balancer
// shares them. Register after the db plugin.
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
}

/** A route's `config.rateLimit`: at most `limit` requests per key in each window of `windowSeconds`. */
export function routeRateLimit({ key, limit, windowSeconds, message }: RouteRateLimit): RateLimitOptions {
  return {
    keyGenerator: key,
    max: limit,
    timeWindow: windowSeconds * 1000,
    errorResponseBuilder: (_request, { ttl }) => new AppError(429, typeof message === 'string' ? message : message(Math.ceil(ttl / 1000))),
  };
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

/** @fastify/rate-limit's store over the shared counters (its time windows are in milliseconds). */
function countersStore(counters: RateLimitCounters): FastifyRateLimitStoreCtor {
  return class CountersStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      counters.add(key, timeWindow / 1000).then(
        ({ count, retryAfterSeconds }) => callback(null, { current: count, ttl: retryAfterSeconds * 1000 }),
        (error: Error) => callback(error),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

export default fp(
  async (app) => {
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
      counters = createRedisCounters(connection, app.config.redisKeyPrefix);
      redis = connection;
    } else {
      counters = createDatabaseCounters(app.db);
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
      store: countersStore(counters),
      addHeaders: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false, 'retry-after': true },
      addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    });
  },
  { name: 'rate-limit', dependencies: ['db'] },
);
