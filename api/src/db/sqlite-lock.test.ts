// A write lock held by another connection to the SQLite file (another process: the same as a second
// connection here, since node:sqlite waits synchronously) must not freeze the server.
import { describe, it, expect } from '@jest/globals';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { testSiteForSuite } from '../../test/helpers.ts';
import { onPostgres } from '../../test/database.ts';

const HOLD_MS = 1500;

(onPostgres() ? describe.skip : describe)('a SQLite write lock held elsewhere', () => {
  const site = testSiteForSuite();

  it('leaves reads, pages and the event loop free while a write waits, and the write then succeeds', async () => {
    const other = new DatabaseSync(join(site.dataDir, 'site.db'));
    other.exec('BEGIN IMMEDIATE');
    other.exec("INSERT INTO rate_limits (key, window_start, count, expires_at) VALUES ('other-process', 'x', 1, 'x')");
    const released = new Promise<void>((resolve) =>
      setTimeout(() => {
        other.exec('COMMIT');
        other.close();
        resolve();
      }, HOLD_MS),
    );

    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const started = Date.now();
    // A write (the newsletter counts the attempt, then stores the address) waits for the lock…
    const write = site.app.inject({ method: 'POST', url: '/api/emailsubscribe/', payload: { email: 'waiting@example.com' } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    // …while reads and pages are answered at once.
    const readStarted = Date.now();
    const health = await site.app.inject({ method: 'GET', url: '/api/health/' });
    const articles = await site.app.inject({ method: 'GET', url: '/api/articles/' });
    const readMs = Date.now() - readStarted;
    expect(health.statusCode).toBe(200);
    expect(articles.statusCode).toBe(200);
    expect(readMs).toBeLessThan(300);

    const answer = await write;
    delay.disable();
    await released;
    expect(answer.statusCode).toBeLessThan(300);
    expect(Date.now() - started).toBeGreaterThanOrEqual(HOLD_MS - 50);
    // The event loop never stalled for long (node:sqlite's own wait is a few milliseconds per attempt).
    expect(delay.max / 1e6).toBeLessThan(200);
  });
});
