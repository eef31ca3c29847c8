// The database going away and coming back (PostgreSQL run only): the app reaches its database through
// a TCP relay whose port is closed, then opened again. Meanwhile data endpoints answer 503 with a
// message, /api/health/ reports the database down, the apps are still served; afterwards the app
// works again by itself.
import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { setTimeout as sleep } from 'node:timers/promises';
import { DATABASE_UNAVAILABLE } from '../../src/db/errors.ts';
import { createAccount, type TestAccount } from '../accounts.ts';
import { createTestDatabase, onPostgres, type TestDatabase } from '../database.ts';
import { createTestSite, type TestSite } from '../helpers.ts';
import { proxiedDatabase, type TcpProxy } from '../tcp-proxy.ts';

const SHELL = '<!doctype html><html><head><title>Shell</title></head><body><div id="root">shell app</div></body></html>';

// Cuts a PostgreSQL connection: runs in the PostgreSQL pass (CI sets TEST_DATABASE_URL).
(onPostgres() ? describe : describe.skip)('when PostgreSQL cannot be reached', () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let site: TestSite;
  let account: TestAccount;

  beforeAll(async () => {
    database = (await createTestDatabase())!;
    const relayed = await proxiedDatabase(database.url);
    proxy = relayed.proxy;
    site = await createTestSite({
      config: { databaseUrl: relayed.url },
      articles: [{ section: 'blog', slug: 'hello', title: 'Hello outage' }],
      web: { 'shell/index.html': SHELL, 'shell/main.js': 'console.log("shell");' },
    });
    account = await createAccount(site.app);
  });

  afterAll(async () => {
    await site?.close();
    await proxy?.close();
    await database?.drop();
  });

  const get = (url: string, headers: Record<string, string> = {}) => site.app.inject({ method: 'GET', url, headers });
  const commentOnHello = (content: string) =>
    site.app.inject({
      method: 'POST',
      url: '/api/comments/',
      headers: account.headers,
      payload: { section: 'blog', post_slug: 'hello', content },
    });

  it('works while the database is up', async () => {
    expect((await get('/api/health/')).statusCode).toBe(200);
    expect((await get('/api/articles/blog/hello/')).statusCode).toBe(200);
  });

  it('answers 503 with a message on data endpoints, reports it on /api/health/ and keeps serving the apps', async () => {
    await proxy.close();

    const health = await get('/api/health/');
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({
      status: 'error',
      version: site.config.version,
      database: { status: 'error', dialect: 'postgres' },
    });

    for (const url of [
      '/api/articles/',
      '/api/articles/blog/hello/',
      '/api/search/?q=hello',
      '/api/workflows/',
      '/api/comments/?section=blog&postSlug=hello',
    ]) {
      const res = await get(url);
      expect({ url, status: res.statusCode, body: res.json() }).toEqual({ url, status: 503, body: { message: DATABASE_UNAVAILABLE } });
      expect(res.headers['retry-after']).toBe('5');
    }
    const me = await get('/api/users/currentuser/', account.headers);
    expect(me.statusCode).toBe(503);
    const comment = await commentOnHello('While the database is down');
    expect(comment.statusCode).toBe(503);
    expect(comment.json()).toEqual({ message: DATABASE_UNAVAILABLE });

    for (const page of ['/', '/blog/hello', '/tutorials']) {
      const res = await get(page);
      expect({ page, status: res.statusCode }).toEqual({ page, status: 200 });
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('shell app');
    }
    const script = await get('/main.js');
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain('shell');
  });

  it('recovers by itself when the database returns', async () => {
    await proxy.open();
    let status = 0;
    for (let tries = 0; tries < 50 && status !== 200; tries += 1) {
      status = (await get('/api/health/')).statusCode;
      if (status !== 200) await sleep(200);
    }
    expect(status).toBe(200);
    expect((await get('/api/articles/blog/hello/')).json().title).toBe('Hello outage');
    expect((await get('/api/users/currentuser/', account.headers)).statusCode).toBe(200);
    const comment = await commentOnHello('The database is back');
    expect(comment.statusCode).toBe(201);
  });
});
