import { describe, it, expect } from '@jest/globals';
import { mailingTestSiteForSuite } from '../../../test/helpers.ts';
import { mailTo, type ReceivedMail } from '../../../test/smtp-capture.ts';
import { createAccount } from '../../../test/accounts.ts';
import { RESET_LINK_INVALID, RESET_REQUESTED } from './password-reset.ts';

/** The token of the reset link in a mail's text. */
function resetToken(mail: ReceivedMail): string {
  const match = /https:\/\/site\.test\/reset-password\?token=([\w-]+)/.exec(mail.text);
  if (!match) throw new Error(`no reset link in:\n${mail.text}`);
  return match[1]!;
}

describe('password reset', () => {
  const { site, smtp } = mailingTestSiteForSuite((smtpUrl) => ({ config: { smtpUrl, authLimitPerEmail: 3 } }));

  const ask = (email: string, ip = '192.0.2.1') =>
    site.app.inject({ method: 'POST', url: '/api/password-reset/', payload: { email }, remoteAddress: ip });
  const reset = (token: string, password: string) =>
    site.app.inject({ method: 'POST', url: '/api/password-reset/confirm/', payload: { token, password } });
  const signIn = (email: string, password: string) => site.app.inject({ method: 'POST', url: '/api/token/', payload: { email, password } });
  const me = (access: string) =>
    site.app.inject({ method: 'GET', url: '/api/users/currentuser/', headers: { authorization: `Bearer ${access}` } });
  const refresh = (token: string) => site.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: token } });

  it('mails a link that sets a new password once, ends every other session and mails a notice', async () => {
    const user = await createAccount(site.app, { email: 'forgetful@example.com' });
    const laptop = (await signIn(user.email, user.password)).json();
    const asked = await ask('Forgetful@Example.com');
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ message: RESET_REQUESTED });
    const token = resetToken(await mailTo(smtp, user.email, /Set a new password/));
    const row = await site.app.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.password_reset_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.password_reset_hash).not.toContain(token);

    const done = await reset(token, 'a brand new passphrase');
    expect(done.statusCode).toBe(200);
    expect((await me(done.json().access)).json().id).toBe(user.id);
    expect((await signIn(user.email, 'a brand new passphrase')).statusCode).toBe(200);
    expect((await signIn(user.email, user.password)).statusCode).toBe(401);
    // Every session that existed before ends: refresh tokens and access tokens.
    for (const session of [user, laptop]) {
      expect((await refresh(session.refresh)).statusCode).toBe(401);
      expect((await me(session.access)).statusCode).toBe(401);
    }
    const notice = await mailTo(smtp, user.email, /password was changed/);
    expect(notice.text).toContain('every other signed-in session was signed out');
    // Single use.
    const again = await reset(token, 'yet another passphrase');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: RESET_LINK_INVALID, errors: { token: RESET_LINK_INVALID } });
  });

  it('refuses an expired link, and a link replaced by a newer one', async () => {
    const user = await createAccount(site.app, { email: 'late.reset@example.com' });
    await ask(user.email);
    const first = resetToken(await mailTo(smtp, user.email, /Set a new password/));
    await ask(user.email);
    const second = resetToken(await mailTo(smtp, user.email, /Set a new password/));
    expect(second).not.toBe(first);
    expect((await reset(first, 'a brand new passphrase')).statusCode).toBe(400);
    await site.app.db
      .updateTable('users')
      .set({ password_reset_expires_at: '2000-01-01T00:00:00.000Z' })
      .where('id', '=', user.id)
      .execute();
    expect((await reset(second, 'a brand new passphrase')).statusCode).toBe(400);
    expect((await signIn(user.email, user.password)).statusCode).toBe(200);
  });

  it('answers an unknown address the same way and mails nothing', async () => {
    const before = smtp.messages.length;
    const asked = await ask('nobody.here@example.com');
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ message: RESET_REQUESTED });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.messages.slice(before).filter((mail) => mail.envelope.to.includes('nobody.here@example.com'))).toEqual([]);
  });

  it('checks the new password like a sign-up does, and the input (400 with field messages)', async () => {
    expect((await reset('x', 'short')).json().errors).toEqual({ password: 'Use at least 8 characters.' });
    expect((await reset('x', 'password123')).json().errors.password).toMatch(/leaked/);
    const blank = await site.app.inject({ method: 'POST', url: '/api/password-reset/', payload: { email: 'not an address' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual({ email: 'Enter a valid email address.' });
  });

  it('limits requests per address like sign-in (429 with Retry-After)', async () => {
    for (let i = 0; i < 3; i += 1) expect((await ask('flooded@example.com', `198.51.100.${i}`)).statusCode).toBe(200);
    const refused = await ask('flooded@example.com', '198.51.100.9');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
