import { describe, expect, it } from '@jest/globals';
import { mailingTestSiteForSuite, rowByEmail, testSiteForSuite } from '../../../test/helpers.ts';
import { stoppedSmtpUrl } from '../../../test/smtp-capture.ts';
import { CONTACT_LIMIT, CONTACT_TOO_MANY } from './routes.ts';
import { CONTACT_THANKS } from './service.ts';

const CONTACT_TO = 'Team <team@site.test>';

describe('contact API with a real SMTP server', () => {
  const { site, smtp } = mailingTestSiteForSuite((smtpUrl) => ({
    config: { smtpUrl, contactTo: CONTACT_TO, mailFrom: 'AI Creator Hub <no-reply@site.test>' },
  }));
  let nextIp = 1;

  /** Each call comes from its own address unless one is given, so only the rate-limit test meets the limit. */
  const post = (payload: object | string, ip = `10.0.0.${nextIp++}`, contentType = 'application/json') =>
    site.app.inject({
      method: 'POST',
      url: '/api/contact/',
      remoteAddress: ip,
      headers: { 'content-type': contentType },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  it('stores the message, mails it to CONTACT_TO with Reply-To the sender, and answers 201 with a message', async () => {
    const res = await post({ name: ' Asha Rao ', email: 'asha@example.com', message: ' Please write about Wan 2.2.\nThanks! ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: CONTACT_THANKS });

    const mail = await smtp.next();
    expect(mail.envelope).toEqual({ from: 'no-reply@site.test', to: ['team@site.test'] });
    expect(mail.headers.to).toBe(CONTACT_TO);
    expect(mail.headers['reply-to']).toBe('Asha Rao <asha@example.com>');
    expect(mail.headers.subject).toBe('Contact form: Asha Rao');
    expect(mail.headers['list-unsubscribe']).toBeUndefined();
    expect(mail.text).toContain('Name: Asha Rao\nEmail: asha@example.com');
    expect(mail.text).toContain('> Please write about Wan 2.2.\n> Thanks!');
    expect(mail.text).toContain('AI Creator Hub · https://site.test/');
    expect(mail.html).toContain('Please write about Wan 2.2.<br>Thanks!');
    expect(mail.html).toContain('href="https://site.test/"');

    const row = await rowByEmail(site.app, 'contact_messages', 'asha@example.com');
    expect(row).toMatchObject({ name: 'Asha Rao', message: 'Please write about Wan 2.2.\nThanks!' });
    expect(row.mailed_at).not.toBeNull();
  });

  it('accepts a form body and escapes markup in the HTML mail', async () => {
    const body = new URLSearchParams({ name: 'Bo', email: 'bo@example.com', message: '<script>alert(1)</script> & <b>hi</b>' });
    const res = await post(body.toString(), undefined, 'application/x-www-form-urlencoded');
    expect(res.statusCode).toBe(201);
    const mail = await smtp.next();
    expect(mail.text).toContain('> <script>alert(1)</script> & <b>hi</b>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;hi&lt;/b&gt;');
    expect(mail.html).not.toContain('<script>');
  });

  const valid = { name: 'Asha', email: 'asha@example.com', message: 'Hello' };
  it.each([
    [{ ...valid, name: undefined }, 'name', 'Enter your name.'],
    [{ ...valid, name: '   ' }, 'name', 'Enter your name.'],
    [{ ...valid, name: 'x'.repeat(151) }, 'name', 'A name has at most 150 characters.'],
    [{ ...valid, name: 'Asha\nBcc: x@example.com' }, 'name', 'A name fits on one line.'],
    [{ ...valid, email: undefined }, 'email', 'Enter your email.'],
    [{ ...valid, email: 'asha@' }, 'email', 'Enter a valid email address.'],
    [{ ...valid, message: undefined }, 'message', 'Write your message.'],
    [{ ...valid, message: ' \n ' }, 'message', 'Write your message.'],
    [{ ...valid, message: 'x'.repeat(5001) }, 'message', 'A message has at most 5,000 characters.'],
  ])('rejects %#: 400 with the message of %s', async (payload, field, message) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: expect.any(String), errors: { [field]: message } });
  });

  it('accepts a message of exactly 5,000 characters', async () => {
    expect((await post({ ...valid, message: 'x'.repeat(5000) })).statusCode).toBe(201);
    await smtp.next();
  });

  it(`rate limits per IP: the message after ${CONTACT_LIMIT.limit} in the window is 429 with Retry-After`, async () => {
    const ip = '192.0.2.7';
    for (let i = 0; i < CONTACT_LIMIT.limit; i += 1) {
      expect((await post(valid, ip)).statusCode).toBe(201);
      await smtp.next();
    }
    const limited = await post(valid, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: CONTACT_TOO_MANY });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(CONTACT_LIMIT.windowSeconds);
    // Another address is not affected.
    expect((await post(valid, '192.0.2.8')).statusCode).toBe(201);
    await smtp.next();
  });
});

describe('contact API when the mail server is down', () => {
  const site = testSiteForSuite(async () => ({ config: { smtpUrl: await stoppedSmtpUrl() } }));

  it('keeps the message (not marked as mailed) and still thanks the sender', async () => {
    const res = await site.app.inject({
      method: 'POST',
      url: '/api/contact/',
      payload: { name: 'Asha', email: 'kept@example.com', message: 'Hello' },
    });
    expect(res.statusCode).toBe(201);
    const row = await rowByEmail(site.app, 'contact_messages', 'kept@example.com');
    expect(row.mailed_at).toBeNull();
  });
});
