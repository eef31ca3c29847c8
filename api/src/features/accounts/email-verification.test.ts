import { describe, it, expect } from '@jest/globals';
import { mailingTestSiteForSuite } from '../../../test/helpers.ts';
import { type ReceivedMail } from '../../../test/smtp-capture.ts';
import { SIGN_UP_ANSWER } from './service.ts';
import { createAccount } from '../../../test/accounts.ts';

/** The path and query of the confirmation link in a mail's text. */
function confirmationPath(mail: ReceivedMail): string {
  const match = /https:\/\/site\.test(\/api\/users\/confirm-email\/\?token=[\w-]+)/.exec(mail.text);
  if (!match) throw new Error(`no confirmation link in:\n${mail.text}`);
  return match[1]!;
}

const tokenOf = (link: string) => new URL(link, 'https://site.test').searchParams.get('token')!;

describe('email verification', () => {
  const { site, smtp } = mailingTestSiteForSuite((smtpUrl) => ({ config: { smtpUrl } }));

  /** What the form of the link's page does: the token and the account's password. */
  const confirm = (link: string, password = 'a long enough password') =>
    site.app.inject({
      method: 'POST',
      url: '/api/users/confirm-email/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token: tokenOf(link), password }).toString(),
    });
  const user = (email: string) => site.app.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  const signUp = (email: string, password = 'a long enough password') =>
    site.app.inject({ method: 'POST', url: '/api/users/', payload: { first_name: 'New', last_name: 'Person', email, password } });

  it('sign-up mails a link that confirms the address; the account can sign in before that', async () => {
    const res = await signUp('new.person@example.com');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: SIGN_UP_ANSWER });
    expect((await user('new.person@example.com'))!.email_verified_at).toBeNull();
    const signIn = await site.app.inject({
      method: 'POST',
      url: '/api/token/',
      payload: { email: 'new.person@example.com', password: 'a long enough password' },
    });
    expect(signIn.statusCode).toBe(200);

    const mail = await smtp.next();
    expect(mail.envelope.to).toEqual(['new.person@example.com']);
    expect(mail.headers.subject).toMatch(/Confirm your email address/);
    const link = confirmationPath(mail);
    // Opening the link (as a mail scanner does) confirms nothing: the page has a form that posts the token with the password.
    const page = await site.app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<form method="post" action="https://site.test/api/users/confirm-email/">');
    expect(page.body).toContain(`name="token" value="${tokenOf(link)}"`);
    expect((await user('new.person@example.com'))!.email_verified_at).toBeNull();
    const confirmed = await confirm(link);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('Your email address is confirmed');
    expect((await user('new.person@example.com'))!.email_verified_at).not.toBeNull();
    // A link works once.
    expect((await site.app.inject({ method: 'GET', url: link })).statusCode).toBe(404);
    expect((await confirm(link)).statusCode).toBe(404);
  });

  it('answers a sign-up with a confirmed address the same way and mails its owner a notice, nothing else', async () => {
    await signUp('owner@example.com');
    expect((await confirm(confirmationPath(await smtp.next()))).statusCode).toBe(200);
    const before = await user('owner@example.com');
    const again = await signUp('Owner@Example.com', 'the attacker password');
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ message: SIGN_UP_ANSWER });
    const notice = await smtp.next();
    expect(notice.envelope.to).toEqual(['owner@example.com']);
    expect(notice.headers.subject).toMatch(/Your AI Creator Hub account/);
    expect(notice.text).not.toContain('confirm-email');
    expect(notice.text).toContain('tried to create an AI Creator Hub account');
    expect(await user('owner@example.com')).toEqual(before);
  });

  it('refuses unknown, malformed and expired links', async () => {
    expect((await site.app.inject({ method: 'GET', url: '/api/users/confirm-email/?token=nope' })).statusCode).toBe(404);
    expect((await site.app.inject({ method: 'GET', url: '/api/users/confirm-email/' })).statusCode).toBe(400);
    await signUp('late@example.com');
    const link = confirmationPath(await smtp.next());
    await site.app.db
      .updateTable('users')
      .set({ email_token_expires_at: '2000-01-01T00:00:00.000Z' })
      .where('email', '=', 'late@example.com')
      .execute();
    expect((await site.app.inject({ method: 'GET', url: link })).statusCode).toBe(404);
    expect((await confirm(link)).statusCode).toBe(404);
    expect((await user('late@example.com'))!.email_verified_at).toBeNull();
  });

  it('changes the email only once the new address confirms it with the account’s password', async () => {
    const account = await createAccount(site.app, { email: 'old.address@example.com' });
    await smtp.next();
    const patch = await site.app.inject({
      method: 'PATCH',
      url: `/api/users/${account.id}/`,
      headers: account.headers,
      payload: { email: 'victim@example.com' },
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json().email).toBe('old.address@example.com');
    expect(await user('victim@example.com')).toBeUndefined();

    const mail = await smtp.next();
    expect(mail.envelope.to).toEqual(['victim@example.com']);
    expect(mail.headers.subject).toMatch(/Confirm your new email address/);
    // The address's owner pressing the button cannot attach their address to someone else's account.
    expect((await confirm(confirmationPath(mail), 'not the account password')).statusCode).toBe(401);
    expect(await user('victim@example.com')).toBeUndefined();
    expect((await confirm(confirmationPath(mail), account.password)).statusCode).toBe(200);
    const row = await user('victim@example.com');
    expect(row).toMatchObject({ id: account.id, pending_email: null, email_verified_at: expect.any(String) });
    expect(await user('old.address@example.com')).toBeUndefined();
  });

  it('does not switch to an address another account took meanwhile', async () => {
    const account = await createAccount(site.app, { email: 'mover@example.com' });
    await smtp.next();
    await site.app.inject({
      method: 'PATCH',
      url: `/api/users/${account.id}/`,
      headers: account.headers,
      payload: { email: 'wanted@example.com' },
    });
    const link = confirmationPath(await smtp.next());
    await signUp('wanted@example.com');
    await smtp.next();
    expect((await confirm(link, account.password)).statusCode).toBe(409);
    expect((await user('mover@example.com'))!.id).toBe(account.id);
  });
});
