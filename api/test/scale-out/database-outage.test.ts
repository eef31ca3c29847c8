// The database going away and coming back (PostgreSQL run only): the app reaches its database through
// a TCP relay whose port is closed, then opened again. Meanwhile data endpoints answer 503 with a
// message, /api/health/ reports the database down, the apps are still served; afterwards the app
// works again by itself.
import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { setTimeout as sleep } from 'node:timers/promises';
import { DATABASE_UNAVAILABLE } from '../../src/db/errors.ts';
import { commentAs, createAccount, type TestAccount } from '../accounts.ts';
import { onPostgres } from '../database.ts';
import type { TestSite } from '../helpers.ts';
import { siteBehindRelay, type RelayedSite, type TcpProxy } from '../tcp-proxy.ts';

const SHELL = '<!doctype html><html><head><title>Shell</title></head><body><div id="root">shell app</div></body></html>';

// Cuts a PostgreSQL connection: runs in the PostgreSQL pass (CI sets TEST_DATABASE_URL).
(onPostgres() ? describe : describe.skip)('when PostgreSQL cannot be reached', () => {
  let relayed: RelayedSite;
  let site: TestSite;
  let proxy: TcpProxy;
  let account: TestAccount;

  beforeAll(async () => {
    relayed = await siteBehindRelay({
      articles: [{ section: 'blog', slug: 'hello', title: 'Hello outage' }],
      web: { 'shell/index.html': SHELL, 'shell/main.js': 'console.log("shell");' },
    });
    ({ site, proxy } = relayed);
    account = await createAccount(site.app);
  });

  afterAll(async () => {
    await relayed?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => site.app.inject({ method: 'GET', url, headers });
  const commentOnHello = (content: string) => commentAs(site.app, account, content);

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
