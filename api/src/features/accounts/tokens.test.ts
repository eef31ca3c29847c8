import { describe, it, expect } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { buildApp } from '../../app.ts';
import { createTestSite, testSiteForSuite } from '../../../test/helpers.ts';
import { INVALID_REFRESH, REFRESH_GRACE_SECONDS } from './sessions.ts';
import { createAccount } from '../../../test/accounts.ts';

const SECRET = 'test-secret-test-secret-test-secret-0123456789';

describe('access and refresh tokens', () => {
  const site = testSiteForSuite({ config: { jwtSecret: SECRET } });

  const refresh = (token: string) => site.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: token } });
  const me = (access: string) =>
    site.app.inject({ method: 'GET', url: '/api/users/currentuser/', headers: { authorization: `Bearer ${access}` } });

  it('rotates the refresh token on every use; the new access token works', async () => {
    const user = await createAccount(site.app);
    const first = await refresh(user.refresh);
    expect(first.statusCode).toBe(200);
    const pair = first.json();
    expect(pair.refresh).not.toBe(user.refresh);
    expect((await me(pair.access)).json().id).toBe(user.id);
    const second = await refresh(pair.refresh);
    expect(second.statusCode).toBe(200);
    expect(second.json().refresh).not.toBe(pair.refresh);
  });

  /** Moves every use of the user's refresh tokens `seconds` into the past. */
  const ageUses = (userId: number, seconds: number) =>
    site.app.db
      .updateTable('refresh_tokens')
      .set({ used_at: new Date(Date.now() - seconds * 1000).toISOString() })
      .where('user_id', '=', userId)
      .where('used_at', 'is not', null)
      .execute();

  it('revokes the whole family when a rotated refresh token is used again after the grace window', async () => {
    const user = await createAccount(site.app);
    const rotated = (await refresh(user.refresh)).json();
    await ageUses(user.id, REFRESH_GRACE_SECONDS + 1);
    const reuse = await refresh(user.refresh);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ message: INVALID_REFRESH });
    // The legitimate newest token of that family no longer works either.
    expect((await refresh(rotated.refresh)).statusCode).toBe(401);
  });

  it('lets two simultaneous refreshes of one token both succeed (the grace window of the previous token)', async () => {
    const user = await createAccount(site.app);
    const [a, b] = await Promise.all([refresh(user.refresh), refresh(user.refresh)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    // Both tabs stay signed in and go on rotating.
    expect((await me(a.json().access)).statusCode).toBe(200);
    expect((await refresh(a.json().refresh)).statusCode).toBe(200);
    expect((await refresh(b.json().refresh)).statusCode).toBe(200);
  });

  it('gives no grace to a token older than the previous one', async () => {
    const user = await createAccount(site.app);
    const second = (await refresh(user.refresh)).json();
    const third = (await refresh(second.refresh)).json();
    // The first token is two rotations back: its reuse is a theft, however soon.
    expect((await refresh(user.refresh)).statusCode).toBe(401);
    expect((await refresh(third.refresh)).statusCode).toBe(401);
  });

  it('keeps other sessions of the same user when one family is revoked', async () => {
    const user = await createAccount(site.app);
    const other = (
      await site.app.inject({ method: 'POST', url: '/api/token/', payload: { email: user.email, password: user.password } })
    ).json();
    await refresh(user.refresh);
    await refresh(user.refresh);
    expect((await refresh(other.refresh)).statusCode).toBe(200);
  });

  it('signs out: a revoked refresh token cannot be used', async () => {
    const user = await createAccount(site.app);
    const revoked = await site.app.inject({ method: 'POST', url: '/api/token/revoke/', payload: { refresh: user.refresh } });
    expect(revoked.statusCode).toBe(200);
    expect((await refresh(user.refresh)).statusCode).toBe(401);
    const unknown = await site.app.inject({ method: 'POST', url: '/api/token/revoke/', payload: { refresh: 'never-issued' } });
    expect(unknown.statusCode).toBe(200);
  });

  it('refuses an unknown or expired refresh token', async () => {
    expect((await refresh('made-up-token')).statusCode).toBe(401);
    const user = await createAccount(site.app);
    await site.app.db
      .updateTable('refresh_tokens')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .where('user_id', '=', user.id)
      .execute();
    expect((await refresh(user.refresh)).statusCode).toBe(401);
  });

  it('answers 401 for an expired access token, one signed with another key, and a refresh token used as access', async () => {
    const user = await createAccount(site.app);
    const sign = (key: string, exp: number) =>
      new SignJWT({ typ: 'access' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(user.id))
        .setIssuer('ai-creator-hub')
        .setAudience('ai-creator-hub/api')
        .setIssuedAt(exp - 900)
        .setExpirationTime(exp)
        .sign(new TextEncoder().encode(key));
    const now = Math.floor(Date.now() / 1000);
    expect((await me(await sign(SECRET, now + 60))).statusCode).toBe(200);
    const expired = await me(await sign(SECRET, now - 1));
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ message: 'Your session has expired. Please sign in again.' });
    expect((await me(await sign('another-secret-another-secret-another-secret', now + 60))).statusCode).toBe(401);
    expect((await me(user.refresh)).statusCode).toBe(401);
  });

  it('refuses an access token without an expiry, even one signed with the key', async () => {
    const user = await createAccount(site.app);
    const unsigned = new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuer('ai-creator-hub')
      .setAudience('ai-creator-hub/api');
    const key = new TextEncoder().encode(SECRET);
    expect((await me(await unsigned.setIssuedAt().sign(key))).statusCode).toBe(401);
  });

  it('access tokens live 15 minutes', async () => {
    const user = await createAccount(site.app);
    const payload = JSON.parse(Buffer.from(user.access.split('.')[1]!, 'base64url').toString('utf8'));
    expect(payload.exp - payload.iat).toBe(15 * 60);
    expect(payload.sub).toBe(String(user.id));
  });

  it('stores refresh tokens only as hashes', async () => {
    const user = await createAccount(site.app);
    const rows = await site.app.db.selectFrom('refresh_tokens').select('token_hash').where('user_id', '=', user.id).execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.token_hash).not.toContain(user.refresh);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('the generated development secret', () => {
  it('is created once under DATA_DIR and reused, so tokens survive a restart', async () => {
    const site = await createTestSite();
    try {
      const user = await createAccount(site.app);
      expect(readFileSync(join(site.dataDir, 'jwt-secret'), 'utf8').length).toBeGreaterThanOrEqual(32);
      await site.app.close();
      const again = await buildApp(site.config, { logger: false });
      try {
        const res = await again.inject({ method: 'GET', url: '/api/users/currentuser/', headers: user.headers });
        expect(res.statusCode).toBe(200);
      } finally {
        await again.close();
      }
    } finally {
      await site.close();
    }
  });
});
