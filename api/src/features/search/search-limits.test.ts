import { describe, it, expect } from '@jest/globals';
import { testSiteForSuite } from '../../../test/helpers.ts';
import { onPostgres } from '../../../test/database.ts';
import { createGate, SEARCH_BUSY, SearchBusyError } from './busy.ts';
import { createPostgresSearchEngine } from './postgres-engine.ts';

const articles = Array.from({ length: 30 }, (_, i) => ({
  section: 'tutorials',
  slug: `flux-guide-${i}`,
  title: `Flux guide ${i}`,
  body: `## Flux\n\nStable diffusion and flux workflows, part ${i}. ${'Sampler steps and schedulers. '.repeat(50)}`,
}));

describe('search limits', () => {
  const site = testSiteForSuite({ articles, config: { searchLimitPerMinute: 5, searchConcurrency: 1 } });

  const search = (q: string, ip: string) =>
    site.app.inject({ method: 'GET', url: `/api/search/?q=${encodeURIComponent(q)}`, remoteAddress: ip });

  it('limits searches per client address with 429 and Retry-After; other clients go on', async () => {
    for (let i = 0; i < 5; i += 1) expect((await search('flux', '198.51.100.20')).statusCode).toBe(200);
    const refused = await search('flux', '198.51.100.20');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.json()).toEqual({ message: expect.stringMatching(/^Too many searches/) });
    expect((await search('flux', '198.51.100.21')).statusCode).toBe(200);
  });

  it('counts searches in the instance, not in the database (no write per search)', async () => {
    expect((await search('flux', '198.51.100.30')).statusCode).toBe(200);
    expect(await site.app.db.selectFrom('rate_limits').selectAll().where('key', 'like', 'search:%').execute()).toEqual([]);
  });

  it('counts an IPv6 client by its /64: other addresses in it share the limit, another /64 does not', async () => {
    for (let i = 1; i <= 5; i += 1) expect((await search('flux', `2001:db8:1:2::${i}`)).statusCode).toBe(200);
    expect((await search('flux', '2001:db8:1:2:ffff:ffff:ffff:ffff')).statusCode).toBe(429);
    expect((await search('flux', '2001:db8:1:3::1')).statusCode).toBe(200);
  });

  it('refuses searches beyond the running and waiting ones with 503 and Retry-After, never 500', async () => {
    // One search runs, eight wait: of 20 at once from different clients, some are refused.
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => search(`flux stable sampler ${i}`, `203.0.113.${i + 1}`)));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(5);
    const busy = answers.find((res) => res.statusCode === 503);
    expect(busy?.json()).toEqual({ message: SEARCH_BUSY });
    expect(Number(busy?.headers['retry-after'])).toBeGreaterThan(0);
    // Other endpoints were not held up, and search answers again afterwards.
    expect((await site.app.inject({ method: 'GET', url: '/api/health/' })).statusCode).toBe(200);
    expect((await search('flux', '192.0.2.200')).statusCode).toBe(200);
  });
});

(onPostgres() ? describe : describe.skip)('the PostgreSQL search statement time-out', () => {
  const site = testSiteForSuite({ articles });

  it('stops a search that outlives it (busy: 503), leaving the connection usable', async () => {
    await expect(createPostgresSearchEngine(site.app.db, 1).search('flux stable sampler schedulers')).rejects.toBeInstanceOf(
      SearchBusyError,
    );
    expect((await createPostgresSearchEngine(site.app.db).search('flux')).length).toBeGreaterThan(0);
  });
});

describe('the search gate', () => {
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('runs at most `concurrency` tasks, queues `queue` more and refuses the rest', async () => {
    const gate = createGate({ concurrency: 2, queue: 1, waitMs: 1000 });
    let running = 0;
    let most = 0;
    const task = async () => {
      running += 1;
      most = Math.max(most, running);
      await sleep(30);
      running -= 1;
      return 'done';
    };
    const results = await Promise.allSettled([gate.run(task), gate.run(task), gate.run(task), gate.run(task)]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected']);
    expect((results[3] as PromiseRejectedResult).reason).toBeInstanceOf(SearchBusyError);
    expect(most).toBe(2);
    expect(await gate.run(task)).toBe('done');
  });

  it('gives up on a wait longer than waitMs, and a failing task frees its slot', async () => {
    const gate = createGate({ concurrency: 1, queue: 5, waitMs: 50 });
    const long = gate.run(() => sleep(200));
    await expect(gate.run(async () => 'late')).rejects.toBeInstanceOf(SearchBusyError);
    await long;
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run(async () => 'free')).toBe('free');
  });
});
