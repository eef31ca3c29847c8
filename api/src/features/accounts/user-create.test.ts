import { describe, it, expect, afterAll } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from '../../app.ts';
import { REPO_ROOT } from '../../config.ts';
import { openDatabase } from '../../db/index.ts';
import { createTestSite, type TestSite } from '../../../test/helpers.ts';

describe('npm run user:create', () => {
  let site: TestSite | undefined;
  afterAll(async () => {
    await site?.close();
  });

  it('creates a staff user in the configured database, then updates it', async () => {
    site = await createTestSite();
    await site.app.close();
    const run = (...args: string[]) =>
      execFileSync(process.execPath, [join(REPO_ROOT, 'scripts', 'user-create.ts'), ...args], {
        env: { ...process.env, DATA_DIR: site!.dataDir, DATABASE_URL: site!.config.databaseUrl ?? '', NODE_OPTIONS: '' },
        encoding: 'utf8',
      });
    const readUser = async (email: string) => {
      const handle = openDatabase(site!.config);
      try {
        return await handle.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
      } finally {
        await handle.db.destroy();
      }
    };
    expect(run('--email', 'Admin@Example.com', '--password', 'first password', '--first-name', 'Ada', '--staff')).toMatch(
      /^Created user #\d+ admin@example.com \(staff, not paid\)\./,
    );
    // The operator vouches for the address: it is verified, so a Google sign-in with it links to this
    // account instead of taking it over as it would an unconfirmed sign-up.
    const created = await readUser('admin@example.com');
    expect(created.email_verified_at).toBe(created.date_joined);
    expect(new Date(created.email_verified_at!).toISOString()).toBe(created.email_verified_at);
    expect(run('--email', 'admin@example.com', '--password', 'second password', '--paid')).toMatch(
      /^Updated user #\d+ admin@example.com \(staff, paid member\)\./,
    );
    expect((await readUser('admin@example.com')).email_verified_at).toBe(created.email_verified_at);

    const app = await buildApp(site.config, { logger: false });
    try {
      const old = await app.inject({
        method: 'POST',
        url: '/api/token/',
        payload: { email: 'admin@example.com', password: 'first password' },
      });
      expect(old.statusCode).toBe(401);
      const token = await app.inject({
        method: 'POST',
        url: '/api/token/',
        payload: { email: 'admin@example.com', password: 'second password' },
      });
      expect(token.statusCode).toBe(200);
      const dashboard = await app.inject({
        method: 'GET',
        url: '/api/dashboard/',
        headers: { authorization: `Bearer ${token.json().access}` },
      });
      expect(dashboard.statusCode).toBe(200);
      expect(dashboard.json()).toMatchObject({ users: 1, paid_members: 1 });
    } finally {
      await app.close();
    }
  });

  it('refuses a short password and an invalid email', () => {
    const fails = (...args: string[]) => {
      try {
        execFileSync(process.execPath, [join(REPO_ROOT, 'scripts', 'user-create.ts'), ...args], {
          env: { ...process.env, DATA_DIR: join(site!.root, 'unused'), NODE_OPTIONS: '' },
          encoding: 'utf8',
          stdio: 'pipe',
        });
        return '';
      } catch (error) {
        return String((error as { stderr: string }).stderr);
      }
    };
    expect(fails('--email', 'a@b.co', '--password', 'short')).toContain('--password must be at least 8 characters long.');
    expect(fails('--email', 'nope', '--password', 'long enough')).toContain('--email must be an email address.');
    rmSync(join(site!.root, 'unused'), { recursive: true, force: true });
  });
});
