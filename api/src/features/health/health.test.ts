import { describe, it, expect } from '@jest/globals';
import { sql } from 'kysely';
import { onPostgres } from '../../../test/database.ts';
import { createTestSite, testSiteForSuite, expectDocumented } from '../../../test/helpers.ts';
import { createAccount } from '../../../test/accounts.ts';

describe('GET /api/health/', () => {
  const site = testSiteForSuite();

  it('answers ok with the version and the database status', async () => {
    const res = await site.app.inject({ method: 'GET', url: '/api/health/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      version: site.config.version,
      database: { status: 'ok', dialect: site.app.dbDialect },
    });
  });

  it('serves the OpenAPI docs at /api/docs', async () => {
    await expectDocumented(site, ['/api/health/', '/api/articles/', '/api/search/']);
  });

  it.each([
    ['off', 404, 404],
    ['staff', 401, 200],
    ['public', 200, 200],
  ] as const)('API_DOCS=%s: a visitor gets %i from /api/docs, staff %i', async (apiDocs, visitor, staff) => {
    const other = await createTestSite({ config: { apiDocs } });
    try {
      const { headers } = await createAccount(other.app, { staff: true });
      const member = await createAccount(other.app);
      for (const url of ['/api/docs', '/api/docs/json']) {
        expect([url, (await other.app.inject({ method: 'GET', url })).statusCode]).toEqual([url, visitor]);
        expect([url, (await other.app.inject({ method: 'GET', url, headers })).statusCode]).toEqual([url, staff]);
        if (apiDocs === 'staff') expect((await other.app.inject({ method: 'GET', url, headers: member.headers })).statusCode).toBe(403);
      }
    } finally {
      await other.close();
    }
  });

  (onPostgres() ? it : it.skip)('answers 200 with the database "busy" while every pooled connection is taken, not 503', async () => {
    const busy = await createTestSite({ config: { databasePoolSize: 2 } });
    try {
      let released = false;
      const held = Promise.all([1, 2, 3].map(() => sql`SELECT pg_sleep(2)`.execute(busy.app.db))).finally(() => {
        released = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      const res = await busy.app.inject({ method: 'GET', url: '/api/health/' });
      // Answered while the pool was still held, not after it came free.
      expect(released).toBe(false);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'ok', database: { status: 'busy' } });
      await held;
      expect((await busy.app.inject({ method: 'GET', url: '/api/health/' })).json()).toMatchObject({ database: { status: 'ok' } });
    } finally {
      await busy.close();
    }
  });

  // On PostgreSQL the health check asks on a connection of its own: the outage and partition tests
  // (api/test/scale-out/) cut the database itself.
  (onPostgres() ? it.skip : it)('answers 503 with status error when the database query fails', async () => {
    await site.app.db.destroy();
    const res = await site.app.inject({ method: 'GET', url: '/api/health/' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toMatchObject({ status: 'error', database: { status: 'error', dialect: site.app.dbDialect } });
  });
});
