import { describe, it, expect } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely } from 'kysely';
import { accountsMigration } from '../../db/migrations/0003_accounts.ts';
import { NodeSqliteDialect } from '../../db/sqlite-dialect.ts';
import type { Database } from '../../db/types.ts';
import { createDatabaseCounters } from '../../plugins/rate-limit-counters.ts';
import { testSiteForSuite } from '../../../test/helpers.ts';
import { createAccount } from '../../../test/accounts.ts';

describe('sign-in and sign-up rate limits', () => {
  const site = testSiteForSuite({ config: { authLimitPerIp: 6, authLimitPerEmail: 3 } });

  const signIn = (email: string, ip: string) =>
    site.app.inject({
      method: 'POST',
      url: '/api/token/',
      payload: { email, password: 'wrong password' },
      remoteAddress: ip,
    });

  const signInRight = (user: { email: string; password: string }, ip: string) =>
    site.app.inject({ method: 'POST', url: '/api/token/', payload: { email: user.email, password: user.password }, remoteAddress: ip });

  it('answers 429 with Retry-After once a client has failed too often for one email', async () => {
    const user = await createAccount(site.app, { email: 'target@example.com' });
    for (let i = 0; i < 3; i += 1) expect((await signIn('TARGET@example.com', '198.51.100.1')).statusCode).toBe(401);
    const refused = await signIn(user.email, '198.51.100.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(refused.json().message).toMatch(/^Too many sign-in attempts\. Please try again in \d+ (minute|second)s?\.$/);
    // That client is refused even with the right password until the window ends…
    expect((await signInRight(user, '198.51.100.1')).statusCode).toBe(429);
    // …but the owner, on a client that has not been failing, is not locked out.
    expect((await signInRight(user, '198.51.100.2')).statusCode).toBe(200);
  });

  it('cannot lock the owner out from many addresses: failures count per client and email only', async () => {
    const user = await createAccount(site.app, { email: 'owner@example.com' });
    // The owner mistypes once from their own address…
    expect((await signIn(user.email, '192.0.2.50')).statusCode).toBe(401);
    // …then someone floods the email: 2 failures from each of 20 addresses (40, past the 30 that used to refuse every client that had failed once).
    for (let i = 0; i < 20; i += 1) {
      for (let j = 0; j < 2; j += 1) expect((await signIn(user.email, `203.0.113.${100 + i}`)).statusCode).toBe(401);
    }
    // The owner's right password from their own address still works.
    expect((await signInRight(user, '192.0.2.50')).statusCode).toBe(200);
    // Each flooding client is refused after its own failures (3 here).
    expect((await signIn(user.email, '203.0.113.100')).statusCode).toBe(401);
    expect((await signIn(user.email, '203.0.113.100')).statusCode).toBe(429);
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
    for (let i = 0; i < 6; i += 1) expect((await signUp(i)).statusCode).toBe(201);
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
      const a = createDatabaseCounters(first, () => clock);
      const b = createDatabaseCounters(second, () => clock);
      expect(await a.add('k', 60)).toEqual({ count: 1, retryAfterSeconds: 50 });
      expect((await b.add('k', 60)).count).toBe(2);
      expect(await a.add('k', 60)).toEqual({ count: 3, retryAfterSeconds: 50 });
      expect(await b.peek('k', 60)).toEqual({ count: 3, retryAfterSeconds: 50 });
      expect((await b.add('other', 60)).count).toBe(1);
      clock += 50_000; // the next window
      expect((await b.add('k', 60)).count).toBe(1);
    } finally {
      await first.destroy();
      await second.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
