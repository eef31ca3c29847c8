import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mailingTestSiteForSuite, rowByEmail, testSiteForSuite, oneClickUnsubscribe } from '../../../test/helpers.ts';
import { parseMail, type ReceivedMail, stoppedSmtpUrl } from '../../../test/smtp-capture.ts';
import { SUBSCRIBE_LIMIT, SUBSCRIBE_TOO_MANY } from './routes.ts';
import { SUBSCRIBE_MESSAGES } from './service.ts';

const MAIL_FROM = 'AI Creator Hub <news@site.test>';

/** The path (and query) of the first link in the text body that starts with `prefix`. */
function linkPath(mail: ReceivedMail, prefix: string): string {
  const match = new RegExp(`${prefix.replace(/[.?/]/g, '\\$&')}\\S+`).exec(mail.text);
  if (!match) throw new Error(`no link ${prefix} in:\n${mail.text}`);
  const url = new URL(match[0]);
  return url.pathname + url.search;
}

describe('newsletter API with a real SMTP server', () => {
  const { site, smtp } = mailingTestSiteForSuite((smtpUrl) => ({ config: { smtpUrl, mailFrom: MAIL_FROM } }));

  let nextIp = 1;
  /** Each call comes from its own address unless one is given, so only the rate-limit test meets the limit. */
  const subscribe = (email: unknown, ip = `10.0.1.${nextIp++}`) =>
    site.app.inject({ method: 'POST', url: '/api/emailsubscribe/', remoteAddress: ip, payload: { email } });
  const subscriber = (email: string) => rowByEmail(site.app, 'newsletter_subscribers', email);

  it('stores the address, answers without any token, and mails a confirmation link with an unsubscribe link and header', async () => {
    const res = await subscribe('  Reader.One@Example.com ');
    expect(res.statusCode).toBe(201);
    // The answer is a message to show, nothing that could be mistaken for a login token.
    expect(res.json()).toEqual({ status: 'pending', message: SUBSCRIBE_MESSAGES.sent });

    const mail = await smtp.next();
    expect(mail.envelope.to).toEqual(['reader.one@example.com']);
    expect(mail.headers.from).toBe(MAIL_FROM);
    expect(mail.headers.subject).toBe('Confirm your subscription to AI Creator Hub');
    const row = await subscriber('reader.one@example.com');
    const confirmUrl = `https://site.test/api/emailsubscribe/confirm/?token=${row.token}`;
    const unsubscribeUrl = `https://site.test/api/emailsubscribe/unsubscribe/?token=${row.unsubscribe_token}`;
    expect(mail.text).toContain(confirmUrl);
    expect(mail.text).toContain(`Unsubscribe: ${unsubscribeUrl}`);
    expect(mail.html).toContain(`href="${confirmUrl}"`);
    expect(mail.html).toContain(`href="${unsubscribeUrl}"`);
    expect(mail.headers['list-unsubscribe']).toBe(`<${unsubscribeUrl}> (Unsubscribe)`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(row.last_confirmation_sent_at).not.toBeNull();
    expect(row.confirmed_at).toBeNull();
  });

  it('subscribing twice (any case) is not an error and sends no second confirmation within an hour', async () => {
    await subscribe('twice@example.com');
    await smtp.next();
    const again = await subscribe('TWICE@example.com');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ status: 'pending', message: SUBSCRIBE_MESSAGES.alreadySent });
    await expect(smtp.next(300)).rejects.toThrow('No mail arrived');
    const rows = await site.app.db.selectFrom('newsletter_subscribers').select('id').where('email', '=', 'twice@example.com').execute();
    expect(rows).toHaveLength(1);

    // More than an hour later the same address gets the confirmation again, with the same link.
    const before = await subscriber('twice@example.com');
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000).toISOString();
    await site.app.db
      .updateTable('newsletter_subscribers')
      .set({ last_confirmation_sent_at: twoHoursAgo })
      .where('id', '=', before.id)
      .execute();
    expect((await subscribe('twice@example.com')).json()).toEqual({ status: 'pending', message: SUBSCRIBE_MESSAGES.sent });
    const resent = await smtp.next();
    expect(resent.text).toContain(`confirm/?token=${before.token}`);
  });

  /** Presses the page's button: posts its form's fields to its action, as a browser does. */
  const pressButton = async (page: { body: string }) => {
    const action = /<form method="post" action="([^"]+)">/.exec(page.body)?.[1];
    if (!action) throw new Error(`no form in:\n${page.body}`);
    const fields = [...page.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(([, name, value]) => [
      name!,
      value!,
    ]);
    const url = new URL(action.replaceAll('&amp;', '&'));
    return site.app.inject({
      method: 'POST',
      url: url.pathname + url.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
      payload: new URLSearchParams(fields).toString(),
    });
  };

  it("confirms only when the reader presses the button of the mailed link's page (a mail scanner opening it confirms nothing)", async () => {
    await subscribe('confirm.me@example.com');
    const path = linkPath(await smtp.next(), 'https://site.test/api/emailsubscribe/confirm/');
    const page = await site.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<h1>Confirm your subscription</h1>');
    expect(page.body).toContain('<button type="submit">Confirm my subscription</button>');
    // Opening the link, even twice, changes nothing.
    await site.app.inject({ method: 'GET', url: path });
    expect((await subscriber('confirm.me@example.com')).confirmed_at).toBeNull();

    const confirmed = await pressButton(page);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(confirmed.body).toContain('<h1>Your subscription is confirmed</h1>');
    expect(confirmed.body).toContain('href="https://site.test/"');
    expect((await subscriber('confirm.me@example.com')).confirmed_at).not.toBeNull();

    const again = await site.app.inject({ method: 'GET', url: path });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('already confirmed');
    expect(again.body).not.toContain('<form');
    expect((await pressButton(page)).body).toContain('already confirmed');

    const res = await subscribe('Confirm.Me@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'already-subscribed', message: SUBSCRIBE_MESSAGES.alreadySubscribed });
    await expect(smtp.next(300)).rejects.toThrow('No mail arrived');
  });

  it.each([
    ['a wrong token', '/api/emailsubscribe/confirm/?token=not-a-token'],
    ['no token', '/api/emailsubscribe/confirm/'],
    ['an empty token', '/api/emailsubscribe/confirm/?token='],
  ])('answers the "link not valid" page for %s', async (_case, url) => {
    const page = await site.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<h1>This link is not valid</h1>');
  });

  it("unsubscribes by the button of the link's page (not by opening it) and by one-click POST; old confirmation links stop working; subscribing again starts over", async () => {
    await subscribe('leaver@example.com');
    const mail = await smtp.next();
    const confirmPath = linkPath(mail, 'https://site.test/api/emailsubscribe/confirm/');
    const listUnsubscribe = new URL(/^<([^>]+)>/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1] ?? '');
    const unsubscribePath = listUnsubscribe.pathname + listUnsubscribe.search;
    await pressButton(await site.app.inject({ method: 'GET', url: confirmPath }));
    expect((await subscriber('leaver@example.com')).confirmed_at).not.toBeNull();

    const page = await site.app.inject({ method: 'GET', url: unsubscribePath });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Unsubscribe from the newsletter</h1>');
    expect(page.body).toContain('<button type="submit">Unsubscribe</button>');
    expect((await subscriber('leaver@example.com')).unsubscribed_at).toBeNull();
    const done = await pressButton(page);
    expect(done.statusCode).toBe(200);
    expect(done.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(done.body).toContain('<h1>You are unsubscribed</h1>');
    expect((await subscriber('leaver@example.com')).unsubscribed_at).not.toBeNull();
    expect((await site.app.inject({ method: 'GET', url: unsubscribePath })).body).toContain('<h1>You are unsubscribed</h1>');

    // RFC 8058 one-click: a form POST to the List-Unsubscribe URL (again: still fine).
    const oneClick = await oneClickUnsubscribe(site, unsubscribePath);
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json().message).toContain('You will not receive the newsletter');

    expect((await site.app.inject({ method: 'GET', url: confirmPath })).statusCode).toBe(404);

    const back = await subscribe('leaver@example.com');
    expect(back.json()).toEqual({ status: 'pending', message: SUBSCRIBE_MESSAGES.sent });
    const fresh = await smtp.next();
    const freshConfirm = linkPath(fresh, 'https://site.test/api/emailsubscribe/confirm/');
    expect(freshConfirm).not.toBe(confirmPath);
    expect((await site.app.inject({ method: 'GET', url: freshConfirm })).statusCode).toBe(200);
  });

  it('unsubscribes a reader at once by the one-click POST alone, as mail clients send it', async () => {
    await subscribe('oneclick@example.com');
    const mail = await smtp.next();
    const listUnsubscribe = new URL(/^<([^>]+)>/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1] ?? '');
    const oneClick = await oneClickUnsubscribe(site, listUnsubscribe.pathname + listUnsubscribe.search);
    expect(oneClick.statusCode).toBe(200);
    expect((await subscriber('oneclick@example.com')).unsubscribed_at).not.toBeNull();
  });

  it('answers 404 to an unsubscribe with an unknown or missing token', async () => {
    const page = await site.app.inject({ method: 'GET', url: '/api/emailsubscribe/unsubscribe/?token=nope' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('This link is not valid');
    const post = await site.app.inject({ method: 'POST', url: '/api/emailsubscribe/unsubscribe/' });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({ message: 'This unsubscribe link is not valid.' });
  });

  it.each([
    [{}, 'Enter your email.'],
    [{ email: '' }, 'Enter your email.'],
    [{ email: '   ' }, 'Enter your email.'],
    [{ email: 'not-an-address' }, 'Enter a valid email address.'],
    [{ email: `${'a'.repeat(250)}@example.com` }, 'An email address has at most 254 characters.'],
    [{ email: 42 }, 'Enter your email.'],
  ])('rejects %j with 400 and the field message', async (payload, message) => {
    const res = await site.app.inject({ method: 'POST', url: '/api/emailsubscribe/', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: expect.any(String), errors: { email: message } });
  });

  it(`rate limits per IP: the request after ${SUBSCRIBE_LIMIT.limit} in the window is 429 with Retry-After`, async () => {
    const ip = '192.0.2.9';
    for (let i = 0; i < SUBSCRIBE_LIMIT.limit; i += 1) {
      expect((await subscribe(`many-${i}@example.com`, ip)).statusCode).toBe(201);
      await smtp.next();
    }
    const limited = await subscribe('one-more@example.com', ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: SUBSCRIBE_TOO_MANY });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    await expect(smtp.next(300)).rejects.toThrow('No mail arrived');
  });

  it('accepts a form body', async () => {
    const res = await site.app.inject({
      method: 'POST',
      url: '/api/emailsubscribe/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=form%40example.com',
    });
    expect(res.statusCode).toBe(201);
    expect((await smtp.next()).envelope.to).toEqual(['form@example.com']);
  });
});

describe('newsletter API without SMTP_URL', () => {
  const site = testSiteForSuite();

  it('writes the confirmation mail to the outbox as an .eml file whose link confirms', async () => {
    const res = await site.app.inject({ method: 'POST', url: '/api/emailsubscribe/', payload: { email: 'outbox@example.com' } });
    expect(res.statusCode).toBe(201);
    const outbox = join(site.dataDir, 'outbox');
    const files = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const mail = parseMail(readFileSync(join(outbox, files[0]!), 'utf8'));
    expect(mail.headers.to).toBe('outbox@example.com');
    expect(mail.headers.from).toBe(site.config.mailFrom);
    const page = await site.app.inject({ method: 'GET', url: linkPath(mail, 'https://site.test/api/emailsubscribe/confirm/') });
    expect(page.statusCode).toBe(200);
  });
});

describe('newsletter API when the mail server is down', () => {
  const site = testSiteForSuite(async () => ({ config: { smtpUrl: await stoppedSmtpUrl() } }));

  it('answers 503 and records no confirmation as sent, so the next try sends it', async () => {
    const res = await site.app.inject({ method: 'POST', url: '/api/emailsubscribe/', payload: { email: 'later@example.com' } });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toContain('could not send the confirmation mail');
    const row = await rowByEmail(site.app, 'newsletter_subscribers', 'later@example.com');
    expect(row.last_confirmation_sent_at).toBeNull();
  });
});
