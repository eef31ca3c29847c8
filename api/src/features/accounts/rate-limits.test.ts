import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely } from 'kysely';
import { accountsMigration } from '../../db/migrations/0003_accounts.ts';
import { NodeSqliteDialect } from '../../db/sqlite-dialect.ts';
import type { Database } from '../../db/types.ts';
import { createRateLimiter } from '../../plugins/rate-limit.ts';
import { createTestSite, type TestSite } from '../../../test/helpers.ts';
import { createAccount } from './testing.ts';

describe('sign-in and sign-up rate limits', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await createTestSite({ config: { authLimitPerIp: 6, authLimitPerEmail: 3 } });
  });
  afterAll(async () => {
    await site.close();
  });

  const signIn = (email: string, ip: string) =>
    site.app.inject({
      method: 'POST',
      url: '/api/token/',
      payload: { email, password: 'wrong password' },
      remoteAddress: ip,
    });

  it('answers 429 with Retry-After once one email has used up its attempts, from any address', async () => {
    const user = await createAccount(site.app, { email: 'target@example.com' });
    // createAccount signed in once from 127.0.0.1: two attempts left for this email.
    expect((await signIn(user.email, '198.51.100.1')).statusCode).toBe(401);
    expect((await signIn('TARGET@example.com', '198.51.100.2')).statusCode).toBe(401);
    const refused = await signIn(user.email, '198.51.100.3');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(refused.json().message).toMatch(/^Too many sign-in attempts\. Please try again in \d+ (minute|second)s?\.$/);
    // Even the right password is refused until the window ends.
    const right = await site.app.inject({
      method: 'POST',
      url: '/api/token/',
      payload: { email: user.email, password: user.password },
      remoteAddress: '198.51.100.4',
    });
    expect(right.statusCode).toBe(429);
  });

  it('answers 429 once one address has tried too many different emails', async () => {
    for (let i = 0; i < 6; i += 1) expect((await signIn(`guess${i}@example.com`, '203.0.113.9')).statusCode).toBe(401);
    const refused = await signIn('guess-last@example.com', '203.0.113.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await signIn('guess-last@example.com', '203.0.113.10')).statusCode).toBe(401);
  });

  it('limits sign-ups per address', async () => {
    const signUp = (i: number) =>
      site.app.inject({
        method: 'POST',
        url: '/api/users/',
        remoteAddress: '192.0.2.77',
        payload: { first_name: 'Spam', last_name: 'Bot', email: `spam${i}@example.com`, password: 'spam spam spam' },
      });
    for (let i = 0; i < 6; i += 1) expect((await signUp(i)).statusCode).toBe(202);
    const refused = await signUp(6);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many sign-up attempts/);
  });
});

describe('the rate limiter', () => {
  it('shares its counters between API instances on one database', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rate-limit-'));
    const open = () => new Kysely<Database>({ dialect: new NodeSqliteDialect({ filename: join(dir, 'site.db') }) });
    const first = open();
    const second = open();
    try {
      await accountsMigration('sqlite').up(first);
      let clock = Date.parse('2025-01-01T00:00:10Z');
      const a = createRateLimiter(first, () => clock);
      const b = createRateLimiter(second, () => clock);
      expect(await a.hit('k', 2, 60)).toEqual({ allowed: true, retryAfterSeconds: 50 });
      expect((await b.hit('k', 2, 60)).allowed).toBe(true);
      expect(await a.hit('k', 2, 60)).toEqual({ allowed: false, retryAfterSeconds: 50 });
      expect((await b.hit('other', 2, 60)).allowed).toBe(true);
      clock += 50_000; // the next window
      expect((await b.hit('k', 2, 60)).allowed).toBe(true);
    } finally {
      await first.destroy();
      await second.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
