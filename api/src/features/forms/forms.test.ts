import { describe, expect, it } from '@jest/globals';
import { testSiteForSuite } from '../../../test/helpers.ts';
import { CONTACT_LIMIT } from '../contact/routes.ts';
import { CONTACT_THANKS } from '../contact/service.ts';
import { SIGN_UP_ANSWER } from '../accounts/service.ts';
import { SIGN_IN_NEEDS_JAVASCRIPT } from './plugin.ts';

const ORIGIN = 'https://site.test';

describe('the forms posted without JavaScript', () => {
  const site = testSiteForSuite();
  let nextIp = 1;

  /** A browser's plain form post from the site's own page (each from its own address unless one is given). */
  const submit = (
    url: string,
    fields: Record<string, string>,
    headers: Record<string, string> = { origin: ORIGIN },
    ip = `10.1.0.${nextIp++}`,
  ) =>
    site.app.inject({
      method: 'POST',
      url,
      remoteAddress: ip,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams(fields).toString(),
    });

  it('sends the contact message and answers with a page saying so', async () => {
    const res = await submit('/contact', { name: 'Asha Rao', email: 'asha@example.com', message: 'Please write about Wan.' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<h1>Message sent</h1>');
    expect(res.body).toContain(CONTACT_THANKS.replace(/'/g, '&#39;'));
    const row = await site.app.db.selectFrom('contact_messages').selectAll().where('email', '=', 'asha@example.com').executeTakeFirst();
    expect(row).toMatchObject({ name: 'Asha Rao', message: 'Please write about Wan.' });
  });

  it("lists the API's field messages and links back to the form", async () => {
    const res = await submit('/contact', { name: ' ', email: 'not-an-address', message: 'Hello' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Name: Enter your name.');
    expect(res.body).toMatch(/Email: [^<]+/);
    expect(res.body).toContain('<a href="/contact">Back to the form</a>');
  });

  it("keeps the API's rate limit: the same address is refused after the limit", async () => {
    const fields = { name: 'Flood', email: 'flood@example.com', message: 'Again.' };
    for (let i = 0; i < CONTACT_LIMIT.limit; i++)
      expect((await submit('/contact', fields, { origin: ORIGIN }, '10.9.9.9')).statusCode).toBe(200);
    const refused = await submit('/contact', fields, { origin: ORIGIN }, '10.9.9.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.body).toContain('The form was not sent');
  });

  it('signs up and answers with the same neutral message as the API', async () => {
    const res = await submit('/signup', {
      first_name: 'Asha',
      last_name: 'Rao',
      email: 'new@example.com',
      password: 'a long and unusual passphrase 42',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(SIGN_UP_ANSWER.replace(/'/g, '&#39;'));
    const user = await site.app.db.selectFrom('users').select('email').where('email', '=', 'new@example.com').executeTakeFirst();
    expect(user).toEqual({ email: 'new@example.com' });
  });

  it('refuses a post from another site, or one that names no origin', async () => {
    const fields = { name: 'Eve', email: 'eve@example.com', message: 'Hi' };
    expect((await submit('/contact', fields, { origin: 'https://evil.test' })).statusCode).toBe(403);
    expect((await submit('/contact', fields, {})).statusCode).toBe(403);
    expect((await submit('/contact', fields, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await submit('/signup', { email: 'eve@example.com' }, { origin: 'https://evil.test' })).statusCode).toBe(403);
    expect((await submit('/contact', fields, { origin: ORIGIN, 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await submit('/contact', fields, { origin: 'null' })).statusCode).toBe(403);
    // A browser's post under the site's no-referrer policy: Origin null, Sec-Fetch-Site same-origin.
    expect((await submit('/contact', fields, { origin: 'null', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
  });

  it('answers a sign-in post that it needs JavaScript, without signing anyone in', async () => {
    const res = await submit('/signin', { email: 'new@example.com', password: 'a long and unusual passphrase 42' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(SIGN_IN_NEEDS_JAVASCRIPT);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.body).not.toContain('passphrase');
  });
});
