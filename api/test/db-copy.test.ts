// npm run db:copy (PostgreSQL run only): a site filled on SQLite is copied into a new PostgreSQL
// database, which then serves the same users, sessions, comments and search; the copy refuses a
// non-empty target without --force.
import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';
import { REPO_ROOT } from '../src/config.ts';
import { createAccount, type TestAccount } from './accounts.ts';
import { createTestDatabase, onPostgres, type TestDatabase } from './database.ts';
import { createTestSite, type TestSite } from './helpers.ts';

const JWT_SECRET = 'the same secret before and after the move';

function copy(...args: string[]) {
  const result = spawnSync(process.execPath, [join(REPO_ROOT, 'scripts', 'db-copy.ts'), ...args], {
    env: { ...process.env, NODE_OPTIONS: '' },
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

// Copies SQLite into PostgreSQL: runs in the PostgreSQL pass (CI sets TEST_DATABASE_URL).
(onPostgres() ? describe : describe.skip)('npm run db:copy', () => {
  let source: TestSite;
  let target: TestDatabase;
  let copied: TestSite | undefined;
  let author: TestAccount;
  let sqliteFile: string;
  const articles = [
    {
      section: 'blog',
      slug: 'flux-guide',
      title: 'Flux guide',
      body: "## Start\n\nRender hands with Flux — «quotes», emoji 🚀 and 'apostrophes'.",
    },
    { section: 'tutorials', slug: 'install-comfyui', title: 'Install ComfyUI', body: '## Steps\n\nDownload, unzip, run.' },
  ];

  beforeAll(async () => {
    source = await createTestSite({ config: { databaseUrl: null, jwtSecret: JWT_SECRET }, articles });
    sqliteFile = join(source.dataDir, 'site.db');
    author = await createAccount(source.app, { firstName: 'Zoë', lastName: "O'Hara" });
    await createAccount(source.app, { staff: true });
    const post = (url: string, payload: object) => source.app.inject({ method: 'POST', url, headers: author.headers, payload });
    const comment = await post('/api/comments/', { section: 'blog', post_slug: 'flux-guide', content: 'First!\nWith a second line.' });
    expect(comment.statusCode).toBe(201);
    expect((await post('/api/comments/reply/', { parent: comment.json().id, content: 'A reply 🚀' })).statusCode).toBe(201);
    await source.app.close();
    target = (await createTestDatabase())!;
  });

  afterAll(async () => {
    await copied?.close();
    await source?.close();
    await target?.drop();
  });

  it('copies every table and verifies counts and checksums', () => {
    const result = copy('--from', sqliteFile, '--to', target.url);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    for (const table of ['articles', 'search_documents', 'users', 'refresh_tokens', 'rate_limits', 'comments']) {
      expect(result.stdout).toMatch(new RegExp(`verified ${table}: (\\d+)/\\1 rows, sha256 [0-9a-f]{16}… matches`));
    }
    expect(result.stdout).toMatch(/verified users: 2\/2 rows/);
    expect(result.stdout).toMatch(/verified comments: 2\/2 rows/);
    expect(result.stdout).toMatch(/Done: \d+ tables, \d+ rows copied; every table's row count and checksum match\./);
  });

  it('leaves a database the site runs on: same users, sessions, comments and search', async () => {
    copied = await createTestSite({ config: { databaseUrl: target.url, jwtSecret: JWT_SECRET }, contentDir: source.contentDir });
    expect(copied.app.dbDialect).toBe('postgres');
    const me = await copied.app.inject({ method: 'GET', url: '/api/users/currentuser/', headers: author.headers });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: author.email, first_name: 'Zoë', last_name: "O'Hara" });
    const refreshed = await copied.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: author.refresh } });
    expect(refreshed.statusCode).toBe(200);

    const comments = await copied.app.inject({ method: 'GET', url: '/api/comments/?section=blog&postSlug=flux-guide' });
    expect(comments.json()).toEqual([
      expect.objectContaining({ content: 'First!\nWith a second line.', replies: [expect.objectContaining({ content: 'A reply 🚀' })] }),
    ]);
    const search = await copied.app.inject({ method: 'GET', url: '/api/search/?q=hands' });
    expect(search.json()).toEqual([
      expect.objectContaining({ blog_url: '/blog/flux-guide', snippet: expect.stringContaining('<mark>hands</mark>') }),
    ]);

    // New rows continue after the copied ids.
    const newcomer = await createAccount(copied.app);
    expect(newcomer.id).toBe(3);
  });

  it('refuses a target that is not empty unless --force', async () => {
    const refused = copy('--from', sqliteFile, '--to', target.url);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(
      /^The target database is not empty \(rows in .*users.*\)\. Use an empty database, or --force to replace its rows\./,
    );

    await copied?.close();
    copied = undefined;
    const forced = copy('--from', sqliteFile, '--to', target.url, '--force');
    expect(forced.status).toBe(0);
    expect(forced.stdout).toMatch(/verified users: 2\/2 rows/);
  });

  it('refuses a database of something else, a missing source and a bad target', async () => {
    const other = (await createTestDatabase())!;
    try {
      const client = new pg.Client({ connectionString: other.url });
      await client.connect();
      await client.query('CREATE TABLE invoices (id integer)');
      await client.end();
      const refused = copy('--from', sqliteFile, '--to', other.url);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toMatch(/^The target database holds other tables \(invoices\)/);
    } finally {
      await other.drop();
    }
    expect(copy('--from', join(source.root, 'missing.db'), '--to', target.url).stderr).toMatch(
      /^The source file .*missing\.db does not exist\./,
    );
    expect(copy('--from', sqliteFile, '--to', 'mysql://x').stderr).toMatch(/^--to must be a postgres:\/\/ URL\./);
    const usage = copy('--from', sqliteFile);
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain('--to is required.\nUsage: npm run db:copy -- --from <sqlite file> --to');
  });
});
