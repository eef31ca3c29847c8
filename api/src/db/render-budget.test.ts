// A page render's database work on PostgreSQL (runs when TEST_DATABASE_URL is set): it holds at most
// its share of the pool, so visitors' own API requests still get a connection, and stops waiting for
// one when the render's budget ends.
import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { createTestDatabase, onPostgres, type TestDatabase } from '../../test/database.ts';
import { isDatabaseUnavailable } from './errors.ts';
import { openDatabase, type DatabaseHandle } from './index.ts';
import { RENDER_BUDGET_ENDED, withRenderBudget } from './render-budget.ts';

(onPostgres() ? describe : describe.skip)("a page render's share of the PostgreSQL pool", () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    database = (await createTestDatabase())!;
    handle = openDatabase({ databaseUrl: database.url, dataDir: '.', databasePoolSize: 3, databaseRenderConnections: 1 });
  });

  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });

  it('leaves the rest of the pool to other requests and gives up waiting when the budget ends', async () => {
    const budget = new AbortController();
    let renderQueriesDone = 0;
    const render = withRenderBudget(budget.signal, () =>
      Promise.allSettled(
        [1, 2, 3].map(() =>
          sql`SELECT pg_sleep(1.5)`.execute(handle.db).finally(() => {
            renderQueriesDone += 1;
          }),
        ),
      ),
    );
    await sleep(150);
    // Two other requests get connections while the render's first query still runs.
    await Promise.all([sql`SELECT 1`.execute(handle.db), sql`SELECT 2`.execute(handle.db)]);
    expect(renderQueriesDone).toBe(0);
    budget.abort();
    const [first, ...waiting] = await render;
    expect(first?.status).toBe('fulfilled');
    for (const outcome of waiting) {
      expect(outcome.status).toBe('rejected');
      const reason = (outcome as PromiseRejectedResult).reason as Error;
      expect(reason.message).toBe(RENDER_BUDGET_ENDED);
      expect(isDatabaseUnavailable(reason)).toBe(true);
    }
    expect(await handle.probe()).toBe('ok');
  });
});
