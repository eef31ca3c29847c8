// The member's account page API (/api/account/…), on SQLite and, with TEST_DATABASE_URL, PostgreSQL.
import { describe, it, expect } from '@jest/globals';
import { mailingTestSiteForSuite } from '../../../test/helpers.ts';
import { mailTo } from '../../../test/smtp-capture.ts';
import { commentAs, createAccount, type TestAccount } from '../../../test/accounts.ts';
import { NEWSLETTER_NEEDS_CONFIRMED_ADDRESS, STAFF_CANNOT_DELETE, WRONG_CURRENT_PASSWORD } from './account.ts';

describe('the account page API', () => {
  const { site, smtp } = mailingTestSiteForSuite((smtpUrl) => ({
    articles: [{ section: 'blog', slug: 'hello', title: 'Hello' }],
    config: { smtpUrl },
  }));

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: { headers: object } | null, payload?: object) =>
    site.app.inject({ method, url: `/api/account/${url}`, headers: { ...who?.headers }, ...(payload ? { payload } : {}) });
  const bearer = (access: string) => ({ headers: { authorization: `Bearer ${access}` } });
  const signIn = (who: TestAccount) =>
    site.app.inject({ method: 'POST', url: '/api/token/', payload: { email: who.email, password: who.password } });
  const me = (access: string) => site.app.inject({ method: 'GET', url: '/api/users/currentuser/', ...bearer(access) });
  const comment = (who: TestAccount, content: string) => commentAs(site.app, who, content);
  const comments = async () =>
    (await site.app.inject({ method: 'GET', url: '/api/comments/?section=blog&postSlug=hello' })).json() as Array<{
      id: number;
      content: string;
      author: { name: string };
      replies?: Array<{ content: string; author: { name: string } }>;
    }>;

  it('shows the member’s own account', async () => {
    const member = await createAccount(site.app, { email: 'page.member@example.com', firstName: 'Pia', lastName: 'Page' });
    const res = await call('GET', '', member);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: member.id,
      first_name: 'Pia',
      last_name: 'Page',
      email: 'page.member@example.com',
      email_verified: true,
      pending_email: null,
      has_password: true,
      google_linked: false,
      newsletter: false,
      date_joined: expect.any(String),
    });
  });

  it('changes the password with the current one: every session ends, this browser gets a new pair, a notice is mailed', async () => {
    const member = await createAccount(site.app, { email: 'changer@example.com' });
    const other = (await signIn(member)).json();
    const wrong = await call('POST', 'password/', member, { current_password: 'not it at all', new_password: 'a new long passphrase' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ current_password: WRONG_CURRENT_PASSWORD });
    const weak = await call('POST', 'password/', member, { current_password: member.password, new_password: '        ' });
    expect(weak.statusCode).toBe(400);
    const done = await call('POST', 'password/', member, { current_password: member.password, new_password: 'a new long passphrase' });
    expect(done.statusCode).toBe(200);
    expect((await me(done.json().access)).statusCode).toBe(200);
    expect((await me(other.access)).statusCode).toBe(401);
    expect((await site.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: other.refresh } })).statusCode).toBe(
      401,
    );
    expect((await signIn({ ...member, password: 'a new long passphrase' })).statusCode).toBe(200);
    await mailTo(smtp, member.email, /password was changed/);
  });

  it('lists the signed-in sessions and signs out everywhere else, keeping this browser', async () => {
    const member = await createAccount(site.app, { email: 'sessions@example.com' });
    const phone = (await signIn(member)).json();
    const listed = await call('GET', 'sessions/', member);
    expect(listed.json().results).toHaveLength(2);
    expect(listed.json().results[0]).toEqual({
      signed_in_at: expect.any(String),
      last_active_at: expect.any(String),
      expires_at: expect.any(String),
    });
    const res = await call('POST', 'sign-out-everywhere/', member, { refresh: member.refresh });
    expect(res.statusCode).toBe(200);
    const kept = res.json();
    expect((await me(kept.access)).statusCode).toBe(200);
    expect((await me(phone.access)).statusCode).toBe(401);
    expect((await me(member.access)).statusCode).toBe(401);
    expect((await site.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: phone.refresh } })).statusCode).toBe(
      401,
    );
    expect((await call('GET', 'sessions/', bearer(kept.access))).json().results).toHaveLength(1);
    // Another member's refresh token is refused.
    const stranger = await createAccount(site.app);
    expect((await call('POST', 'sign-out-everywhere/', stranger, { refresh: kept.refresh })).statusCode).toBe(400);
    expect((await me(kept.access)).statusCode).toBe(200);
  });

  it('subscribes a confirmed address to the newsletter and unsubscribes it', async () => {
    const unconfirmed = await createAccount(site.app, { email: 'not.yet@example.com', verified: false });
    const refused = await call('PUT', 'newsletter/', unconfirmed, { subscribed: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ subscribed: NEWSLETTER_NEEDS_CONFIRMED_ADDRESS });
    const member = await createAccount(site.app, { email: 'reader@example.com' });
    expect((await call('PUT', 'newsletter/', member, { subscribed: true })).json().newsletter).toBe(true);
    const row = await site.app.db
      .selectFrom('newsletter_subscribers')
      .selectAll()
      .where('email', '=', member.email)
      .executeTakeFirstOrThrow();
    expect(row.confirmed_at).not.toBeNull();
    expect((await call('PUT', 'newsletter/', member, { subscribed: false })).json().newsletter).toBe(false);
    expect((await call('PUT', 'newsletter/', member, { subscribed: 'maybe' })).statusCode).toBe(400);
  });

  it('exports everything stored about the member and nothing of anyone else', async () => {
    const member = await createAccount(site.app, { email: 'exporter@example.com', firstName: 'Exa' });
    const other = await createAccount(site.app, { email: 'other.person@example.com' });
    const mine = (await comment(member, 'My own words')).json();
    const theirs = (await comment(other, 'Somebody else’s words')).json();
    await site.app.inject({
      method: 'POST',
      url: `/api/comments/${theirs.id}/report/`,
      headers: member.headers,
      payload: { reason: 'spam' },
    });
    await site.app.inject({
      method: 'PUT',
      url: `/api/comments/${theirs.id}/reaction/`,
      headers: member.headers,
      payload: { reaction: 'love' },
    });
    await call('PUT', 'newsletter/', member, { subscribed: true });
    const at = new Date().toISOString();
    await site.app.db
      .insertInto('contact_messages')
      .values([
        { name: 'Exa', email: member.email, message: 'Hello from me', ip: '192.0.2.1', created: at },
        { name: 'Other', email: other.email, message: 'Hello from someone else', ip: '192.0.2.2', created: at },
      ])
      .execute();

    const hello = await site.app.db.selectFrom('articles').select('id').where('slug', '=', 'hello').executeTakeFirstOrThrow();
    await site.app.inject({ method: 'PUT', url: `/api/library/article/${hello.id}/`, headers: member.headers });
    await site.app.inject({
      method: 'POST',
      url: '/api/library/opened/',
      headers: other.headers,
      payload: { kind: 'article', id: hello.id },
    });

    const res = await call('GET', 'export/', member);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="account-${member.id}.json"`);
    const data = res.json();
    expect(data.account).toMatchObject({ id: member.id, email: member.email, first_name: 'Exa', has_password: true });
    expect(data.comments).toEqual([expect.objectContaining({ id: mine.id, content: 'My own words' })]);
    expect(data.comment_reports).toEqual([expect.objectContaining({ comment_id: theirs.id, reason: 'spam' })]);
    expect(data.comment_reactions).toEqual([expect.objectContaining({ comment_id: theirs.id, reaction: 'love' })]);
    expect(data.account.reply_mails).toBe(true);
    expect(data.newsletter).toMatchObject({ email: member.email, confirmed_at: expect.any(String) });
    expect(data.contact_messages).toEqual([expect.objectContaining({ message: 'Hello from me' })]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.library).toEqual([expect.objectContaining({ article_id: hello.id, saved_at: expect.any(String), opened_at: null })]);
    expect(res.body).not.toContain(other.email);
    expect(res.body).not.toContain('Somebody else');
    expect(res.body).not.toMatch(/hash|argon2/);
  });

  it('deletes the account keeping its comments as “deleted member”; the address can sign up anew', async () => {
    const member = await createAccount(site.app, { email: 'leaver.keep@example.com', firstName: 'Lee' });
    const replier = await createAccount(site.app);
    const kept = (await comment(member, 'Words that stay')).json();
    await site.app.inject({
      method: 'POST',
      url: '/api/comments/reply/',
      headers: replier.headers,
      payload: { parent: kept.id, content: 'A reply' },
    });
    await call('PUT', 'newsletter/', member, { subscribed: true });
    const hello = await site.app.db.selectFrom('articles').select('id').where('slug', '=', 'hello').executeTakeFirstOrThrow();
    await site.app.inject({ method: 'PUT', url: `/api/library/article/${hello.id}/`, headers: member.headers });
    const wrong = await call('POST', 'delete/', member, { password: 'not the password', comments: 'keep' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ password: WRONG_CURRENT_PASSWORD });
    expect((await call('POST', 'delete/', member, { password: member.password, comments: 'perhaps' })).statusCode).toBe(400);

    const res = await call('POST', 'delete/', member, { password: member.password, comments: 'keep' });
    expect(res.statusCode).toBe(200);
    const shown = (await comments()).find((c) => c.id === kept.id)!;
    expect(shown).toMatchObject({ content: 'Words that stay', author: { name: 'Deleted member' } });
    expect(shown.replies?.[0]?.content).toBe('A reply');
    expect((await me(member.access)).statusCode).toBe(401);
    expect((await signIn(member)).statusCode).toBe(401);
    const row = await site.app.db.selectFrom('users').selectAll().where('id', '=', member.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toMatch(/leaver|Lee|argon2/);
    expect(await site.app.db.selectFrom('library_items').selectAll().where('user_id', '=', member.id).execute()).toEqual([]);
    expect(
      await site.app.db.selectFrom('newsletter_subscribers').selectAll().where('email', '=', member.email).executeTakeFirst(),
    ).toBeUndefined();
    await mailTo(smtp, member.email, /account was deleted/);
    expect((await createAccount(site.app, { email: member.email })).id).not.toBe(member.id);
  });

  it('deletes the account with its comments removed', async () => {
    const member = await createAccount(site.app, { email: 'leaver.remove@example.com' });
    const gone = (await comment(member, 'Words that go')).json();
    const res = await call('POST', 'delete/', member, { password: member.password, comments: 'remove' });
    expect(res.statusCode).toBe(200);
    expect((await comments()).find((c) => c.id === gone.id)).toBeUndefined();
    expect(await site.app.db.selectFrom('users').select('id').where('id', '=', member.id).executeTakeFirst()).toBeUndefined();
    expect(await site.app.db.selectFrom('refresh_tokens').select('id').where('user_id', '=', member.id).executeTakeFirst()).toBeUndefined();
  });

  it('a staff account cannot delete itself', async () => {
    const staff = await createAccount(site.app, { staff: true });
    const res = await call('POST', 'delete/', staff, { password: staff.password, comments: 'keep' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(STAFF_CANNOT_DELETE);
  });
});
