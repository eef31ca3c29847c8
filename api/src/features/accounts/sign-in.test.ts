import { describe, it, expect } from '@jest/globals';
import { testSiteForSuite } from '../../../test/helpers.ts';
import { BREACHED_PASSWORD } from 'contracts';
import { SIGN_UP_ANSWER, WRONG_CREDENTIALS } from './service.ts';
import { createAccount } from '../../../test/accounts.ts';

const ada = { first_name: 'Ada', last_name: 'Lovelace', email: '  Ada@Example.COM ', password: 'analytical engine' };

describe('sign-up, sign-in and the current user', () => {
  const site = testSiteForSuite();

  const post = (url: string, payload: Record<string, unknown>) => site.app.inject({ method: 'POST', url, payload });

  it('signs up (email trimmed and lower-cased) with an answer that shows nothing of the account, signs in and reads the current user', async () => {
    const created = await post('/api/users/', ada);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ message: SIGN_UP_ANSWER });

    const token = await post('/api/token/', { email: 'ADA@example.com', password: ada.password });
    expect(token.statusCode).toBe(200);
    const { access, refresh } = token.json();
    expect(access.split('.')).toHaveLength(3);
    expect(refresh).toEqual(expect.any(String));
    expect(token.headers['cache-control']).toBe('no-store');

    const me = await site.app.inject({ method: 'GET', url: '/api/users/currentuser/', headers: { authorization: `Bearer ${access}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      id: expect.any(Number),
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      mobile_no: null,
      is_paid_member: false,
      is_staff: false,
      date_joined: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      avatar_url: null,
    });
    expect(me.body).not.toContain('password');
  });

  it('accepts form bodies for sign-up and sign-in', async () => {
    const form = new URLSearchParams({ first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.com', password: 'cobol forever' });
    const created = await site.app.inject({
      method: 'POST',
      url: '/api/users/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(created.statusCode).toBe(201);
    const token = await site.app.inject({
      method: 'POST',
      url: '/api/token/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: 'grace@example.com', password: 'cobol forever' }).toString(),
    });
    expect(token.statusCode).toBe(200);
  });

  it('answers a confirmed account’s email exactly as a free one, and the existing password keeps working', async () => {
    await site.app.db
      .updateTable('users')
      .set({ email_verified_at: new Date().toISOString() })
      .where('email', '=', 'ada@example.com')
      .execute();
    const again = await post('/api/users/', { ...ada, email: 'ADA@EXAMPLE.com', password: 'another password' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ message: SIGN_UP_ANSWER });
    expect((await post('/api/token/', { email: 'ada@example.com', password: 'another password' })).statusCode).toBe(401);
    expect((await post('/api/token/', { email: 'ada@example.com', password: ada.password })).statusCode).toBe(200);
  });

  it.each([
    ['first_name', 'First name is required.'],
    ['last_name', 'Last name is required.'],
    ['email', 'Email is required.'],
    ['password', 'Password is required.'],
  ])('answers 400 with a message for a missing %s', async (field, message) => {
    const body: Record<string, unknown> = {
      first_name: 'Alan',
      last_name: 'Turing',
      email: 'alan@example.com',
      password: 'enigma machine',
    };
    delete body[field];
    const res = await post('/api/users/', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: expect.any(String), errors: { [field]: message } });
  });

  it('refuses a password from the breached-password list (any case), and accepts a long passphrase', async () => {
    for (const password of ['password1', 'Iloveyou1', 'qwertyuiop', 'BASEBALL']) {
      const res = await post('/api/users/', { first_name: 'Bea', last_name: 'Reach', email: 'breach@example.com', password });
      expect([password, res.statusCode]).toEqual([password, 400]);
      expect(res.json().errors).toEqual({ password: BREACHED_PASSWORD });
    }
    const passphrase = 'correct horse battery staple on a quiet tuesday morning '.repeat(10).trim();
    const res = await post('/api/users/', { first_name: 'Bea', last_name: 'Reach', email: 'breach@example.com', password: passphrase });
    expect(res.statusCode).toBe(201);
    expect((await post('/api/token/', { email: 'breach@example.com', password: passphrase })).statusCode).toBe(200);
  });

  it('answers 400 for blank names, a malformed email and a short password, one message per field', async () => {
    const res = await post('/api/users/', { first_name: '  ', last_name: '', email: 'not-an-email', password: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      first_name: 'First name is required.',
      last_name: 'Last name is required.',
      email: 'Enter a valid email address.',
      password: 'Use at least 8 characters.',
    });
  });

  it('answers 400 when sign-in misses the email or the password', async () => {
    const noPassword = await post('/api/token/', { email: 'ada@example.com' });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().errors).toEqual({ password: 'Password is required.' });
    const noEmail = await post('/api/token/', { password: 'x' });
    expect(noEmail.json().errors).toEqual({ email: 'Email is required.' });
  });

  it('gives a wrong password and an unknown email the same answer in similar time', async () => {
    const time = async (email: string) => {
      const started = performance.now();
      const res = await post('/api/token/', { email, password: 'wrong password' });
      return { ms: performance.now() - started, status: res.statusCode, body: res.json() };
    };
    const wrongPassword = [];
    const unknownEmail = [];
    for (let i = 0; i < 5; i += 1) {
      wrongPassword.push(await time('ada@example.com'));
      unknownEmail.push(await time(`nobody${i}@example.com`));
    }
    for (const answer of [...wrongPassword, ...unknownEmail]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ message: WRONG_CREDENTIALS });
    }
    const median = (xs: { ms: number }[]) => xs.map((x) => x.ms).sort((a, b) => a - b)[2]!;
    // Both pay for one argon2id hash (~30 ms); without the dummy hash an unknown email answers in ~1 ms.
    expect(median(unknownEmail)).toBeGreaterThan(median(wrongPassword) * 0.5);
    expect(median(wrongPassword)).toBeGreaterThan(median(unknownEmail) * 0.5);
  });

  it('answers 401 for the current user without a token, with a malformed one, or for a deleted user', async () => {
    const anonymous = await site.app.inject({ method: 'GET', url: '/api/users/currentuser/' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Sign in to continue.' });
    const garbage = await site.app.inject({
      method: 'GET',
      url: '/api/users/currentuser/',
      headers: { authorization: 'Bearer not.a.jwt' },
    });
    expect(garbage.statusCode).toBe(401);
    expect(garbage.json()).toEqual({ message: 'Your session has expired. Please sign in again.' });

    const gone = await createAccount(site.app);
    await site.app.db.deleteFrom('users').where('id', '=', gone.id).execute();
    const deleted = await site.app.inject({ method: 'GET', url: '/api/users/currentuser/', headers: gone.headers });
    expect(deleted.statusCode).toBe(401);
  });
});
