// A network partition between the app and PostgreSQL (PostgreSQL run only): the relay keeps every
// connection open but carries nothing, and new connections get no answer. Requests must fail fast
// with 503 (DATABASE_TIMEOUT_MS), not hang for the partition's length; afterwards the app recovers.
import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { DATABASE_UNAVAILABLE } from '../../src/db/errors.ts';
import { IDLE_IN_TRANSACTION_TIMEOUT_MS } from '../../src/db/postgres-dialect.ts';
import { onPostgres } from '../database.ts';
import type { TestSite } from '../helpers.ts';
import { siteBehindRelay, type RelayedSite, type TcpProxy } from '../tcp-proxy.ts';

const TIMEOUT_MS = 800;
/**
 * Without the time-out a request waits for the partition's end (a query) or the pool's 5 s connect cap
 * (a new connection): an answer well before that (however loaded the host) is the time-out's.
 */
const ANSWERED_BY_THE_TIMEOUT_MS = 4000;

(onPostgres() ? describe : describe.skip)('when the network to PostgreSQL is partitioned', () => {
  let relayed: RelayedSite;
  let site: TestSite;
  let proxy: TcpProxy;

  beforeAll(async () => {
    relayed = await siteBehindRelay({
      config: { databaseTimeoutMs: TIMEOUT_MS },
      articles: [{ section: 'blog', slug: 'hello', title: 'Hello partition' }],
    });
    ({ site, proxy } = relayed);
  });

  afterAll(async () => {
    proxy?.heal();
    await relayed?.close();
  });

  const timed = async (url: string) => {
    const started = Date.now();
    const res = await site.app.inject({ method: 'GET', url });
    return { res, ms: Date.now() - started };
  };

  it('sets the server-side idle-in-transaction time-out on every connection', async () => {
    const { rows } = await sql<{ idle_in_transaction_session_timeout: string }>`SHOW idle_in_transaction_session_timeout`.execute(
      site.app.db,
    );
    expect(rows[0]!.idle_in_transaction_session_timeout).toBe(`${IDLE_IN_TRANSACTION_TIMEOUT_MS / 60_000}min`);
  });

  it('answers 503 with Retry-After within the time-out instead of hanging', async () => {
    expect((await timed('/api/articles/blog/hello/')).res.statusCode).toBe(200);
    proxy.partition();
    // In-flight connections (cut when they time out) and new ones (which never connect) alike.
    for (const url of ['/api/articles/blog/hello/', '/api/articles/', '/api/workflows/', '/api/health/']) {
      const { res, ms } = await timed(url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 503 });
      expect(res.headers['retry-after']).toBe('5');
      expect(ms).toBeLessThan(ANSWERED_BY_THE_TIMEOUT_MS);
    }
    const { res } = await timed('/api/articles/');
    expect(res.json()).toEqual({ message: DATABASE_UNAVAILABLE });
  });

  it('recovers by itself when the partition ends', async () => {
    proxy.heal();
    let status = 0;
    for (let tries = 0; tries < 50 && status !== 200; tries += 1) {
      status = (await timed('/api/articles/blog/hello/')).res.statusCode;
      if (status !== 200) await sleep(100);
    }
    expect(status).toBe(200);
  });
});
