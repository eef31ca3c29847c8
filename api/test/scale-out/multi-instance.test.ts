// Two real API processes (each on its own port and data folder, started together) on one database:
// a session from one works on the other, a comment posted through one appears through the other, a
// workflow uploaded through one is served by the other (uploads live in the database), and
// rate limits count across both, with the counters in the database and, when TEST_REDIS_URL names a
// Redis, in Redis (REDIS_URL). On the PostgreSQL run (TEST_DATABASE_URL) they share a new PostgreSQL
// database; on the SQLite run, one SQLite file.
import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '../../src/db/index.ts';
import { AUTH_WINDOW_SECONDS } from '../../src/features/accounts/routes.ts';
import { PNG_THUMBNAIL, uiWorkflow } from '../workflow-fixtures.ts';
import { tempContent } from '../helpers.ts';
import { createTestDatabase, type TestDatabase } from '../database.ts';
import { startServer, type ServerProcess } from '../server-process.ts';

const EMAIL_LIMIT = 3;

const REDIS_URL = process.env.TEST_REDIS_URL?.trim() || null;
const COUNTERS: [string, Record<string, string>][] = [['in the database', {}]];
// Redis outlives the test: a prefix of its own keeps earlier runs' counters out.
if (REDIS_URL) COUNTERS.push(['in Redis', { REDIS_URL, REDIS_KEY_PREFIX: `test-${randomUUID()}:` }]);

describe.each(COUNTERS)('two API instances on one database, rate-limit counters %s', (_where, counters) => {
  let root: string;
  let database: TestDatabase | null;
  const servers: ServerProcess[] = [];
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    const content = tempContent('api-instances-', [{ section: 'blog', slug: 'hello', title: 'Hello instances' }]);
    root = content.root;
    const { contentDir } = content;
    database = await createTestDatabase();
    const env = (name: string) => ({
      DATABASE_URL: database?.url ?? `sqlite:${join(root, 'shared.db')}`,
      DATA_DIR: join(root, name),
      CONTENT_DIR: contentDir,
      WEB_DIR: join(root, 'web'),
      PUBLIC_URL: 'http://127.0.0.1',
      JWT_SECRET: 'one secret for every instance, long enough',
      AUTH_LIMIT_PER_EMAIL: String(EMAIL_LIMIT),
      ...counters,
    });
    // Started together on an empty database: migrations and the content sync must not collide.
    const started = await Promise.allSettled([startServer(env('a')), startServer(env('b'))]);
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
    const failure = started.find((result) => result.status === 'rejected');
    if (failure) throw failure.reason;
    [a, b] = servers as [ServerProcess, ServerProcess];
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.drop();
    rmSync(root, { recursive: true, force: true });
  });

  const call = async (server: ServerProcess, method: string, path: string, body?: unknown, token?: string) => {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await fetch(`${server.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await res.text();
    return { status: res.status, headers: res.headers, json: text ? JSON.parse(text) : null };
  };

  it('listen on different ports and both see the synced content', async () => {
    expect(a.url).not.toBe(b.url);
    for (const server of [a, b]) {
      const res = await call(server, 'GET', '/api/articles/blog/hello/');
      expect(res.status).toBe(200);
      expect(res.json.title).toBe('Hello instances');
    }
  });

  it('share sessions: sign up on one, sign in on the other, use and refresh the tokens anywhere', async () => {
    const email = 'traveller@example.com';
    const password = 'a long enough password';
    expect((await call(a, 'POST', '/api/users/', { first_name: 'Tra', last_name: 'Veller', email, password })).status).toBe(201);

    const signIn = await call(b, 'POST', '/api/token/', { email, password });
    expect(signIn.status).toBe(200);
    const me = await call(a, 'GET', '/api/users/currentuser/', undefined, signIn.json.access);
    expect(me.status).toBe(200);
    expect(me.json.email).toBe(email);

    const refreshed = await call(a, 'POST', '/api/token/refresh/', { refresh: signIn.json.refresh });
    expect(refreshed.status).toBe(200);
    const again = await call(b, 'POST', '/api/token/refresh/', { refresh: refreshed.json.refresh });
    expect(again.status).toBe(200);
    // The first token, two rotations back, is spent for every instance (no grace: the family has moved on).
    expect((await call(a, 'POST', '/api/token/refresh/', { refresh: signIn.json.refresh })).status).toBe(401);
  });

  it('share comments: posted through one, listed through the other', async () => {
    const email = 'commenter@example.com';
    const password = 'another long password';
    expect((await call(b, 'POST', '/api/users/', { first_name: 'Com', last_name: 'Menter', email, password })).status).toBe(201);
    const { access } = (await call(b, 'POST', '/api/token/', { email, password })).json;

    const posted = await call(
      a,
      'POST',
      '/api/comments/',
      { section: 'blog', post_slug: 'hello', content: 'Posted through instance A' },
      access,
    );
    expect(posted.status).toBe(201);
    const listed = await call(b, 'GET', '/api/comments/?section=blog&postSlug=hello');
    expect(listed.status).toBe(200);
    expect(listed.json).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: posted.json.id, content: 'Posted through instance A' })]),
    );
  });

  it('serve each other’s uploads: a workflow uploaded through one is listed, shown and downloaded through the other', async () => {
    const email = 'uploader@example.com';
    const password = 'a staff member password';
    expect((await call(a, 'POST', '/api/users/', { first_name: 'Up', last_name: 'Loader', email, password })).status).toBe(201);
    const handle = openDatabase({ databaseUrl: database?.url ?? `sqlite:${join(root, 'shared.db')}`, dataDir: root });
    try {
      await handle.db.updateTable('users').set({ is_staff: 1 }).where('email', '=', email).execute();
    } finally {
      await handle.db.destroy();
    }
    const { access } = (await call(a, 'POST', '/api/token/', { email, password })).json;

    const workflow = JSON.stringify(uiWorkflow('shared-model.safetensors'));
    const form = new FormData();
    for (const [name, value] of Object.entries({
      title: 'Shared Upload',
      description: 'Uploaded once.',
      tags: 'flux',
      category: 'Upscaling',
      difficulty: 'Beginner',
    })) {
      form.append(name, value);
    }
    form.append('file', new Blob([workflow], { type: 'application/json' }), 'shared-upload.json');
    form.append('thumbnail', new Blob([PNG_THUMBNAIL], { type: 'image/png' }), 'thumb.png');
    const uploaded = await fetch(`${a.url}/api/admin/workflows/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${access}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const created = (await uploaded.json()) as { id: number; s3_url: string; thumbnail_url: string };

    // Instance B never saw the upload on its own disk (its DATA_DIR is another folder).
    const shown = await call(b, 'GET', `/api/workflows/${created.id}/`);
    expect(shown.status).toBe(200);
    const download = await fetch(`${b.url}/api/workflows/${created.id}/download/`);
    expect(download.status).toBe(200);
    expect(await download.text()).toBe(workflow);
    const file = await fetch(`${b.url}${created.s3_url}`);
    expect(file.status).toBe(200);
    expect(await file.text()).toBe(workflow);
    const thumbnail = await fetch(`${b.url}${created.thumbnail_url}`);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await thumbnail.arrayBuffer())).toEqual(PNG_THUMBNAIL);

    // Deleted through B: gone from A too.
    expect((await call(b, 'DELETE', `/api/admin/workflows/${created.id}/`, undefined, access)).status).toBe(204);
    expect((await fetch(`${a.url}${created.s3_url}`)).status).toBe(404);
  });

  it('share rate limits: attempts on both count against one limit', async () => {
    const attempt = (server: ServerProcess, email: string) => call(server, 'POST', '/api/token/', { email, password: 'wrong password' });
    // The servers count on the real clock, in windows that start on it: attempts that straddled a
    // window's start were counted in two windows, so they are made again for another email.
    const windowOf = (ms: number) => Math.floor(ms / (AUTH_WINDOW_SECONDS * 1000));
    let statuses: number[];
    let refusals: Awaited<ReturnType<typeof attempt>>[];
    let tries = 0;
    let started: number;
    do {
      started = Date.now();
      const email = `nobody-${(tries += 1)}@example.com`;
      statuses = [];
      for (let i = 0; i < EMAIL_LIMIT; i += 1) statuses.push((await attempt(i % 2 === 0 ? a : b, email)).status);
      refusals = [await attempt(a, email), await attempt(b, email)];
    } while (windowOf(Date.now()) !== windowOf(started));
    expect(statuses).toEqual(Array(EMAIL_LIMIT).fill(401));
    for (const refused of refusals) {
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(refused.json.message).toEqual(expect.any(String));
    }
  });
});
