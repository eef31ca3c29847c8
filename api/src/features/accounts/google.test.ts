import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey, type JWTPayload } from 'jose';
import { createTestSite, type TestSite } from '../../../test/helpers.ts';
import { createAccount } from '../../../test/accounts.ts';
import { mailTo, startSmtpCapture, type SmtpCapture } from '../../../test/smtp-capture.ts';
import { ACCOUNT_DISABLED } from './service.ts';

const CLIENT_ID = 'test-client.apps.googleusercontent.com';
const KID = 'test-key-1';

describe('POST /api/auth-return/ (Google sign-in)', () => {
  let site: TestSite;
  let smtp: SmtpCapture;
  let jwks: Server;
  let googleKey: CryptoKey;
  let otherKey: CryptoKey;
  let keyRequests = 0;

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    googleKey = pair.privateKey;
    otherKey = (await generateKeyPair('RS256')).privateKey;
    const publicJwk = { ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
    jwks = createServer((_request, response) => {
      keyRequests += 1;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ keys: [publicJwk] }));
    });
    await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
    const { port } = jwks.address() as AddressInfo;
    smtp = await startSmtpCapture();
    site = await createTestSite({
      articles: [{ section: 'blog', slug: 'hello', title: 'Hello' }],
      config: { googleClientId: CLIENT_ID, googleJwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs`, smtpUrl: smtp.url },
    });
  });
  afterAll(async () => {
    await site.close();
    await smtp.close();
    await new Promise((resolve) => jwks.close(resolve));
  });

  let subCounter = 0;
  async function idToken(claims: JWTPayload = {}, options: { key?: CryptoKey; expiresIn?: number } = {}): Promise<string> {
    subCounter += 1;
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({
      iss: 'https://accounts.google.com',
      aud: CLIENT_ID,
      sub: `google-${subCounter}`,
      email: `person${subCounter}@gmail.com`,
      email_verified: true,
      given_name: 'Gina',
      family_name: 'Google',
      picture: 'https://lh3.googleusercontent.com/a/photo.jpg',
      iat: now,
      exp: now + (options.expiresIn ?? 3600),
      ...claims,
    })
      .setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'JWT' })
      .sign(options.key ?? googleKey);
  }

  const authReturn = (token: string) => site.app.inject({ method: 'POST', url: '/api/auth-return/', payload: { token } });

  it('accepts a token signed by Google’s published key, creates the account and signs it in', async () => {
    const res = await authReturn(await idToken({ sub: 'new-person', email: 'New.Person@Gmail.com' }));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ status: 'success', message: expect.any(String), access: expect.any(String), refresh: expect.any(String) });
    const me = await site.app.inject({
      method: 'GET',
      url: '/api/users/currentuser/',
      headers: { authorization: `Bearer ${body.access}` },
    });
    expect(me.json()).toMatchObject({
      email: 'new.person@gmail.com',
      first_name: 'Gina',
      last_name: 'Google',
      avatar_url: 'https://lh3.googleusercontent.com/a/photo.jpg',
    });
    expect(keyRequests).toBeGreaterThan(0);

    // The same Google account signs in to the same user again.
    const again = await authReturn(await idToken({ sub: 'new-person', email: 'new.person@gmail.com' }));
    const meAgain = await site.app.inject({
      method: 'GET',
      url: '/api/users/currentuser/',
      headers: { authorization: `Bearer ${again.json().access}` },
    });
    expect(meAgain.json().id).toBe(me.json().id);
  });

  it('links an existing email-and-password account by its email; the password keeps working', async () => {
    const user = await createAccount(site.app, { email: 'linked@example.com', firstName: 'Lin', lastName: 'Ked' });
    const res = await authReturn(await idToken({ email: 'LINKED@example.com', given_name: 'Other' }));
    expect(res.statusCode).toBe(200);
    const me = await site.app.inject({
      method: 'GET',
      url: '/api/users/currentuser/',
      headers: { authorization: `Bearer ${res.json().access}` },
    });
    expect(me.json()).toMatchObject({ id: user.id, first_name: 'Lin' });
    const password = await site.app.inject({ method: 'POST', url: '/api/token/', payload: { email: user.email, password: user.password } });
    expect(password.statusCode).toBe(200);
  });

  it('linking Google to an account with a password ends its other sessions and mails the owner', async () => {
    const owner = await createAccount(site.app, { email: 'has.password@example.com' });
    const res = await authReturn(await idToken({ sub: 'linker-sub', email: 'has.password@example.com' }));
    expect(res.statusCode).toBe(200);
    expect((await currentUser(owner.access)).statusCode).toBe(401);
    expect((await site.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: owner.refresh } })).statusCode).toBe(
      401,
    );
    expect((await currentUser(res.json().access)).json().id).toBe(owner.id);
    const notice = await mailTo(smtp, owner.email, /Google sign-in was added/);
    expect(notice.text).toContain('Every other signed-in session was signed out');
  });

  const currentUser = (access: string) =>
    site.app.inject({ method: 'GET', url: '/api/users/currentuser/', headers: { authorization: `Bearer ${access}` } });

  it('never lets the signer-up of an unconfirmed address into the Google account: the address is taken over', async () => {
    // The attacker signs up with the victim's address (never confirmed) and stays signed in.
    const attacker = await createAccount(site.app, { email: 'victim@gmail.com', firstName: 'Mallory', verified: false });
    const profile = { mobile_no: '+1 555 0199' };
    await site.app.inject({ method: 'PATCH', url: `/api/users/${attacker.id}/`, headers: attacker.headers, payload: profile });
    const comment = { section: 'blog', post_slug: 'hello', content: 'Words put in the victim’s mouth' };
    expect((await site.app.inject({ method: 'POST', url: '/api/comments/', headers: attacker.headers, payload: comment })).statusCode).toBe(
      201,
    );
    // The owner's Google profile has no names: the squatter's must not stay.
    const res = await authReturn(await idToken({ sub: 'victim-sub', email: 'victim@gmail.com', given_name: '', family_name: '' }));
    expect(res.statusCode).toBe(200);
    const me = await currentUser(res.json().access);
    expect(me.json()).toMatchObject({ email: 'victim@gmail.com', first_name: '', last_name: '', mobile_no: null });

    // The unconfirmed password no longer opens the account, and none of the attacker's sessions lives on.
    const password = await site.app.inject({
      method: 'POST',
      url: '/api/token/',
      payload: { email: attacker.email, password: attacker.password },
    });
    expect(password.statusCode).toBe(401);
    expect((await currentUser(attacker.access)).statusCode).toBe(401);
    const refresh = await site.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: attacker.refresh } });
    expect(refresh.statusCode).toBe(401);

    // The victim's session keeps working; the address now counts as confirmed.
    expect((await currentUser(res.json().access)).statusCode).toBe(200);
    const row = await site.app.db.selectFrom('users').selectAll().where('email', '=', 'victim@gmail.com').executeTakeFirstOrThrow();
    expect(row.password_hash).toBeNull();
    expect(row.google_sub).toBe('victim-sub');
    expect(row.email_verified_at).not.toBeNull();
    // What the unproven holder wrote does not show under the owner's name.
    expect((await site.app.inject({ method: 'GET', url: '/api/comments/?section=blog&postSlug=hello' })).json()).toEqual([]);
  });

  it('links a confirmed account only when Google says the address is verified', async () => {
    const user = await createAccount(site.app, { email: 'confirmed@example.com' });
    const refused = await authReturn(await idToken({ sub: 'unverified-sub', email: 'confirmed@example.com', email_verified: false }));
    expect(refused.statusCode).toBe(403);
    const row = await site.app.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.google_sub).toBeNull();
    expect(row.password_hash).not.toBeNull();
  });

  it('a Google-only account cannot sign in with a password', async () => {
    await authReturn(await idToken({ email: 'only-google@gmail.com' }));
    const res = await site.app.inject({
      method: 'POST',
      url: '/api/token/',
      payload: { email: 'only-google@gmail.com', password: 'anything at all' },
    });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['a wrong audience', { aud: 'someone-else.apps.googleusercontent.com' }, {}, 401],
    ['a wrong issuer', { iss: 'https://evil.example.com' }, {}, 401],
    ['an expired token', {}, { expiresIn: -60 }, 401],
    ['an unverified email', { email_verified: false }, {}, 403],
    ['no email', { email: undefined }, {}, 401],
  ] as const)('rejects %s', async (_name, claims, options, status) => {
    const res = await authReturn(await idToken(claims as JWTPayload, options));
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ status: 'error', message: expect.any(String) });
  });

  it('rejects a bad signature (a token signed by another key under Google’s key id)', async () => {
    const res = await authReturn(await idToken({}, { key: otherKey }));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 'error', message: 'The Google sign-in could not be verified.' });
  });

  it('records last_login on each Google sign-in, and refuses a disabled account with a clear message (403)', async () => {
    const token = await idToken({ sub: 'to-disable', email: 'to.disable@gmail.com' });
    expect((await authReturn(token)).statusCode).toBe(200);
    const row = () =>
      site.app.db.selectFrom('users').select(['id', 'last_login']).where('google_sub', '=', 'to-disable').executeTakeFirstOrThrow();
    const { id, last_login } = await row();
    expect(last_login).not.toBeNull();
    await site.app.db.updateTable('users').set({ last_login: null }).where('id', '=', id).execute();
    expect((await authReturn(await idToken({ sub: 'to-disable', email: 'to.disable@gmail.com' }))).statusCode).toBe(200);
    expect((await row()).last_login).not.toBeNull();

    const staff = await createAccount(site.app, { staff: true });
    const disable = await site.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${id}/`,
      headers: staff.headers,
      payload: { disabled: true },
    });
    expect(disable.statusCode).toBe(200);
    const refused = await authReturn(await idToken({ sub: 'to-disable', email: 'to.disable@gmail.com' }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ status: 'error', message: ACCOUNT_DISABLED });
    // Nor can the address be linked again through another Google account.
    const other = await authReturn(await idToken({ sub: 'someone-else', email: 'to.disable@gmail.com' }));
    expect(other.statusCode).toBe(409);
  });

  it('rejects a token that is not a JWT, and a missing token with 400', async () => {
    expect((await authReturn('not-a-token')).json()).toMatchObject({ status: 'error' });
    const missing = await site.app.inject({ method: 'POST', url: '/api/auth-return/', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ token: 'The Google credential is required.' });
  });
});

describe('Google sign-in without a client id or without Google', () => {
  it('answers 503 with status error when no client id is configured', async () => {
    const site = await createTestSite({ config: { googleClientId: '' } });
    try {
      const res = await site.app.inject({ method: 'POST', url: '/api/auth-return/', payload: { token: 'x.y.z' } });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'error', message: 'Google sign-in is not configured on this site.' });
    } finally {
      await site.close();
    }
  });

  it('answers 503 when the key URL cannot be reached', async () => {
    const site = await createTestSite({ config: { googleClientId: CLIENT_ID, googleJwksUrl: 'http://127.0.0.1:9/certs' } });
    try {
      const { privateKey } = await generateKeyPair('RS256');
      const now = Math.floor(Date.now() / 1000);
      const token = await new SignJWT({
        iss: 'https://accounts.google.com',
        aud: CLIENT_ID,
        sub: 's',
        email: 'a@b.co',
        email_verified: true,
        exp: now + 60,
      })
        .setProtectedHeader({ alg: 'RS256', kid: KID })
        .sign(privateKey);
      const res = await site.app.inject({ method: 'POST', url: '/api/auth-return/', payload: { token } });
      expect(res.statusCode).toBe(503);
      expect(res.json().status).toBe('error');
    } finally {
      await site.close();
    }
  });
});
