// Rate-limit counters in Redis (runs when TEST_REDIS_URL names a Redis, as CI does): shared between
// connections, expiring with their window, used by the app when REDIS_URL is set, and 503 while Redis
// is away, recovering by itself.
import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Redis } from 'ioredis';
import { createTestSite, type TestSite } from '../../test/helpers.ts';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy.ts';
import { connectRedis, createRedisCounters, RATE_LIMITS_UNAVAILABLE } from './rate-limit-redis.ts';

const REDIS_URL = process.env.TEST_REDIS_URL?.trim() || null;
const REDIS_TIMEOUT_MS = 500;
/**
 * Without the command time-out a request waits until TCP keep-alive notices the partition (10 s and
 * more) or for ever: an answer well before that (however loaded the host) is the time-out's.
 */
const ANSWERED_BY_THE_TIMEOUT_MS = 5000;

// Needs a Redis server: runs when TEST_REDIS_URL is set (CI sets it to the machine's Redis).
(REDIS_URL ? describe : describe.skip)('rate-limit counters in Redis', () => {
  const prefix = `test-${randomUUID()}:`;
  let first: Redis;
  let second: Redis;

  beforeAll(async () => {
    first = await connectRedis(REDIS_URL!);
    second = await connectRedis(REDIS_URL!);
  });

  afterAll(async () => {
    const keys = await first.keys(`${prefix}*`);
    if (keys.length > 0) await first.del(...keys);
    first.disconnect();
    second.disconnect();
  });

  it('shares each window between connections and lets the key expire with the window', async () => {
    let clock = Math.floor(Date.now() / 60_000) * 60_000 + 10_000;
    const a = createRedisCounters(first, prefix, () => clock);
    const b = createRedisCounters(second, prefix, () => clock);
    expect(await a.add('k', 60)).toEqual({ count: 1, retryAfterSeconds: 50 });
    expect((await b.add('k', 60)).count).toBe(2);
    expect(await a.add('k', 60)).toEqual({ count: 3, retryAfterSeconds: 50 });
    expect(await b.peek('k', 60)).toEqual({ count: 3, retryAfterSeconds: 50 });
    expect(await b.peek('never-hit', 60)).toEqual({ count: 0, retryAfterSeconds: 50 });
    expect((await b.add('other', 60)).count).toBe(1);
    const [key] = await first.keys(`${prefix}rate-limit:k:*`);
    const ttl = await first.pttl(key!);
    expect(ttl).toBeGreaterThan(40_000);
    expect(ttl).toBeLessThanOrEqual(50_000);
    clock += 50_000; // the next window
    expect((await b.add('k', 60)).count).toBe(1);
  });

  describe('in the app (REDIS_URL)', () => {
    let proxy: TcpProxy;
    let site: TestSite;

    beforeAll(async () => {
      const url = new URL(REDIS_URL!);
      proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 6379) });
      url.hostname = '127.0.0.1';
      url.port = String(proxy.port);
      site = await createTestSite({
        config: { redisUrl: url.toString(), redisKeyPrefix: prefix, authLimitPerEmail: 2, redisTimeoutMs: REDIS_TIMEOUT_MS },
      });
    });

    afterAll(async () => {
      await site?.close();
      await proxy?.close();
    });

    const signIn = () =>
      site.app.inject({ method: 'POST', url: '/api/token/', payload: { email: 'someone@example.com', password: 'not the password' } });

    it('counts in Redis, not in the database', async () => {
      expect((await signIn()).statusCode).toBe(401);
      expect((await signIn()).statusCode).toBe(401);
      expect((await signIn()).statusCode).toBe(429);
      expect(await first.keys(`${prefix}rate-limit:signin:fail:127.0.0.1:someone@example.com:*`)).toHaveLength(1);
      expect(await site.app.db.selectFrom('rate_limits').selectAll().execute()).toEqual([]);
    });

    it('counts searches in Redis too, shared by every instance', async () => {
      expect((await site.app.inject({ method: 'GET', url: '/api/search/?q=flux', remoteAddress: '198.51.100.40' })).statusCode).toBe(200);
      const windowStart = Math.floor(site.rateLimitNow() / 60_000) * 60_000;
      expect(await first.get(`${prefix}rate-limit:search:ip:198.51.100.40:${windowStart}`)).toBe('1');
    });

    it('answers 503 while Redis is away and recovers by itself', async () => {
      await proxy.close();
      const refused = await signIn();
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ message: RATE_LIMITS_UNAVAILABLE });
      expect((await site.app.inject({ method: 'GET', url: '/api/health/' })).statusCode).toBe(200);

      await proxy.open();
      let status = 503;
      for (let tries = 0; tries < 50 && status === 503; tries += 1) {
        status = (await signIn()).statusCode;
        if (status === 503) await sleep(200);
      }
      // Counting works again: the site's rate-limit clock stands still, so the limit is still reached.
      expect(status).toBe(429);
    });

    it('answers 503 with Retry-After within the command time-out while Redis is partitioned, and says so in the health check', async () => {
      const search = () => site.app.inject({ method: 'GET', url: '/api/search/?q=flux' });
      expect((await search()).statusCode).toBe(200);
      expect((await site.app.inject({ method: 'GET', url: '/api/health/' })).json()).toMatchObject({ redis: { status: 'ok' } });
      proxy.partition();
      try {
        for (const request of [signIn, search]) {
          const started = Date.now();
          const refused = await request();
          expect(Date.now() - started).toBeLessThan(ANSWERED_BY_THE_TIMEOUT_MS);
          expect(refused.statusCode).toBe(503);
          expect(refused.headers['retry-after']).toBe('5');
          expect(refused.json()).toEqual({ message: RATE_LIMITS_UNAVAILABLE });
        }
        const health = await site.app.inject({ method: 'GET', url: '/api/health/' });
        expect(health.statusCode).toBe(200);
        expect(health.json()).toMatchObject({ status: 'ok', redis: { status: 'error' } });
      } finally {
        proxy.heal();
      }
      let status = 503;
      for (let tries = 0; tries < 50 && status === 503; tries += 1) {
        status = (await search()).statusCode;
        if (status === 503) await sleep(200);
      }
      expect(status).toBe(200);
    }, 20_000);
  });

  it('stops the app from starting when REDIS_URL cannot be reached', async () => {
    const closed = await startTcpProxy({ host: '127.0.0.1', port: 9 });
    const port = closed.port;
    await closed.close();
    await expect(createTestSite({ config: { redisUrl: `redis://127.0.0.1:${port}` } })).rejects.toThrow(
      /^Redis at REDIS_URL cannot be reached/,
    );
  });
});
