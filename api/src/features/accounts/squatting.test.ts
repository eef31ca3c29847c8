// The squatting and shared-account attacks of issue 26: each test plays the attack and expects it to fail.
import { describe, it, expect } from '@jest/globals';
import { BLANK_PASSWORD, WEAK_PASSWORD } from 'contracts';
import { mailingTestSiteForSuite } from '../../../test/helpers.ts';
import { mailTo, type ReceivedMail } from '../../../test/smtp-capture.ts';
import { createAccount } from '../../../test/accounts.ts';
import { SIGN_UP_ANSWER } from './service.ts';

function confirmToken(mail: ReceivedMail): string {
  const match = /https:\/\/site\.test\/api\/users\/confirm-email\/\?token=([\w-]+)/.exec(mail.text);
  if (!match) throw new Error(`no confirmation link in:\n${mail.text}`);
  return match[1]!;
}

describe('no squatting, no shared accounts', () => {
  const { site, smtp } = mailingTestSiteForSuite((smtpUrl) => ({
    articles: [{ section: 'blog', slug: 'hello', title: 'Hello' }],
    config: { smtpUrl },
  }));

  const signUp = (email: string, password: string, first_name = 'New') =>
    site.app.inject({ method: 'POST', url: '/api/users/', payload: { first_name, last_name: 'Person', email, password } });
  const signIn = (email: string, password: string) => site.app.inject({ method: 'POST', url: '/api/token/', payload: { email, password } });
  const confirm = (token: string, password?: string) =>
    site.app.inject({
      method: 'POST',
      url: '/api/users/confirm-email/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token, ...(password === undefined ? {} : { password }) }).toString(),
    });
  const user = (email: string) => site.app.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  const me = (access: string) =>
    site.app.inject({ method: 'GET', url: '/api/users/currentuser/', headers: { authorization: `Bearer ${access}` } });

  it('the owner pressing Confirm in the mail of an attacker’s sign-up does not adopt the attacker’s account', async () => {
    expect((await signUp('owner1@example.com', 'the attacker password')).statusCode).toBe(201);
    const token = confirmToken(await mailTo(smtp, 'owner1@example.com', /Confirm your email address/));
    const page = await site.app.inject({ method: 'GET', url: `/api/users/confirm-email/?token=${token}` });
    expect(page.body).toContain('<input id="password" name="password" type="password"');
    // The owner does not know the attacker's password: the button alone confirms nothing.
    const pressed = await confirm(token);
    expect(pressed.statusCode).toBe(401);
    expect(pressed.body).toContain('That is not the password of this account');
    expect((await confirm(token, 'the owner password guess')).statusCode).toBe(401);
    expect((await user('owner1@example.com'))!.email_verified_at).toBeNull();
    // Whoever set the password and reads the mailbox confirms.
    expect((await confirm(token, 'the attacker password')).statusCode).toBe(200);
    expect((await user('owner1@example.com'))!.email_verified_at).not.toBeNull();
  });

  it('a new sign-up of an unconfirmed address replaces the squatter’s account, its sessions and what it wrote', async () => {
    const squatter = await createAccount(site.app, { email: 'owner2@example.com', firstName: 'Mallory', verified: false });
    await site.app.inject({
      method: 'PATCH',
      url: `/api/users/${squatter.id}/`,
      headers: squatter.headers,
      payload: { mobile_no: '+1 555 0100' },
    });
    const comment = { section: 'blog', post_slug: 'hello', content: 'Words put in the owner’s mouth' };
    expect((await site.app.inject({ method: 'POST', url: '/api/comments/', headers: squatter.headers, payload: comment })).statusCode).toBe(
      201,
    );

    const answer = await signUp('owner2@example.com', 'the owner passphrase', 'Olivia');
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toEqual({ message: SIGN_UP_ANSWER });
    expect((await signIn('owner2@example.com', 'the owner passphrase')).statusCode).toBe(200);
    expect((await signIn('owner2@example.com', squatter.password)).statusCode).toBe(401);
    expect((await me(squatter.access)).statusCode).toBe(401);
    expect((await site.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: squatter.refresh } })).statusCode).toBe(
      401,
    );
    expect(await user('owner2@example.com')).toMatchObject({ first_name: 'Olivia', mobile_no: null, email_verified_at: null });
    expect((await site.app.inject({ method: 'GET', url: '/api/comments/?section=blog&postSlug=hello' })).json()).toEqual([]);
    // The owner gets a link of their own, which confirms with their password.
    const token = confirmToken(await mailTo(smtp, 'owner2@example.com', /Confirm your email address/));
    expect((await confirm(token, 'the owner passphrase')).statusCode).toBe(200);
    // A confirmed account is not replaced: a new sign-up only mails the owner a notice.
    expect((await signUp('owner2@example.com', 'the squatter again')).json()).toEqual({ message: SIGN_UP_ANSWER });
    expect((await signIn('owner2@example.com', 'the owner passphrase')).statusCode).toBe(200);
    expect((await signIn('owner2@example.com', 'the squatter again')).statusCode).toBe(401);
  });

  it('an unconfirmed account expires with its link: it cannot sign in, and the next sign-up removes it', async () => {
    const squatter = await createAccount(site.app, { email: 'owner3@example.com', verified: false });
    await site.app.db
      .updateTable('users')
      .set({ email_token_expires_at: '2000-01-01T00:00:00.000Z' })
      .where('id', '=', squatter.id)
      .execute();
    expect((await signIn(squatter.email, squatter.password)).statusCode).toBe(401);
    await signUp('someone.else@example.com', 'another fine passphrase');
    expect(await user('owner3@example.com')).toBeUndefined();
  });

  it('changing the email to an address that has an account answers like any other change (no 409) and changes nothing', async () => {
    const taken = await createAccount(site.app, { email: 'taken.address@example.com' });
    const mover = await createAccount(site.app, { email: 'mover.two@example.com' });
    const patch = (email: string) =>
      site.app.inject({ method: 'PATCH', url: `/api/users/${mover.id}/`, headers: mover.headers, payload: { email } });
    const toTaken = await patch('taken.address@example.com');
    const toFree = await patch('free.address@example.com');
    expect(toTaken.statusCode).toBe(200);
    expect(toFree.statusCode).toBe(200);
    expect(Object.keys(toTaken.json())).toEqual(Object.keys(toFree.json()));
    expect(toTaken.json().email).toBe('mover.two@example.com');
    const notice = await mailTo(smtp, taken.email, /Your AI Creator Hub account/);
    expect(notice.text).not.toContain('confirm-email');
    expect((await user(taken.email))!.id).toBe(taken.id);
  });

  it('refuses one repeated character and whitespace-only passwords', async () => {
    const repeated = await signUp('repeat@example.com', 'éééééééééééé');
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().errors).toEqual({ password: WEAK_PASSWORD });
    const blank = await signUp('blank@example.com', '            ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual({ password: BLANK_PASSWORD });
    expect((await signUp('fine@example.com', 'ab'.repeat(6))).statusCode).toBe(201);
  });
});
