// Rate-limit counters in Redis (REDIS_URL), shared by every API instance that uses the same Redis:
// the same fixed windows as the database counters (rate-limit-counters.ts), one key per key and window
// (INCR, expiring when the window ends). When Redis cannot be reached, or does not answer a command
// within REDIS_TIMEOUT_MS (a network partition: bytes stop, the connection stays open), a hit fails
// with 503 and Retry-After; the client reconnects by itself. TCP keep-alive notices a peer that vanished.
import { Redis } from 'ioredis';
import { ServiceUnavailableError } from '../lib/errors.ts';
import { windowAt, type RateLimitCounters } from './rate-limit-counters.ts';

export const RATE_LIMITS_UNAVAILABLE =
  'The service is temporarily unavailable: request limits cannot be checked right now. Please try again in a moment.';

/** Seconds a client is asked to wait while Redis is away. */
export const REDIS_RETRY_AFTER_SECONDS = 5;

/** Milliseconds of silence on an idle connection before TCP keep-alive probes start. */
const KEEP_ALIVE_MS = 10_000;

export interface RedisOptions {
  /** A command without an answer in this long fails (as when Redis is away). */
  commandTimeoutMs?: number;
  onError?: (error: Error) => void;
}

const unavailable = () => new ServiceUnavailableError(RATE_LIMITS_UNAVAILABLE, REDIS_RETRY_AFTER_SECONDS);

/** Connects (failing at once, not queueing, while Redis is away) and waits until Redis answers. */
export async function connectRedis(url: string, { commandTimeoutMs = 1000, onError = () => undefined }: RedisOptions = {}): Promise<Redis> {
  let connected = false;
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 5000,
    commandTimeout: commandTimeoutMs,
    keepAlive: KEEP_ALIVE_MS,
    // Reconnect after a lost connection; a first connection that fails is reported instead.
    retryStrategy: (attempt) => (connected ? Math.min(attempt * 200, 2000) : null),
  });
  redis.on('error', onError);
  try {
    await redis.connect();
  } catch (error) {
    throw new Error(`Redis at REDIS_URL cannot be reached: ${(error as Error).message}`, { cause: error });
  }
  connected = true;
  return redis;
}

/** Keys are `<prefix>rate-limit:<key>:<window start>`. */
export function createRedisCounters(redis: Redis, prefix: string, now: () => number = Date.now): RateLimitCounters {
  return {
    async peek(key, windowSeconds) {
      const { start, retryAfterSeconds } = windowAt(now(), windowSeconds);
      let value: string | null;
      try {
        value = await redis.get(`${prefix}rate-limit:${key}:${start}`);
      } catch {
        throw unavailable();
      }
      return { count: Number(value ?? 0), retryAfterSeconds };
    },

    async add(key, windowSeconds) {
      const current = now();
      const { start, end, retryAfterSeconds } = windowAt(current, windowSeconds);
      const redisKey = `${prefix}rate-limit:${key}:${start}`;
      let count: number;
      try {
        const replies = await redis
          .multi()
          .incr(redisKey)
          .pexpire(redisKey, end - current)
          .exec();
        const [error, value] = replies?.[0] ?? [new Error('no reply'), null];
        if (error) throw error;
        count = Number(value);
      } catch {
        throw unavailable();
      }
      return { count, retryAfterSeconds };
    },
  };
}

/** Whether Redis answers a PING within the command time-out. */
export async function redisAnswers(redis: Redis): Promise<boolean> {
  try {
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  }
}
