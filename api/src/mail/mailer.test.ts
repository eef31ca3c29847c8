import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderMail } from './layout.ts';
import { createMailer } from './mailer.ts';
import { startedForSuite } from '../../test/helpers.ts';
import { parseMail, startSmtpCapture } from '../../test/smtp-capture.ts';

const from = 'AI Creator Hub <no-reply@site.test>';

function logCollector() {
  const lines: Array<{ data: object; message: string }> = [];
  return { lines, info: (data: object, message: string) => lines.push({ data, message }) };
}

const bodies = renderMail({
  heading: 'Hello <friend>',
  paragraphs: ['First line\nsecond line & more'],
  action: { label: 'Open the site', url: 'https://site.test/a?b=1&c=2' },
  homeUrl: 'https://site.test/',
  unsubscribeUrl: 'https://site.test/api/emailsubscribe/unsubscribe/?token=abc',
});

describe('mailer without SMTP_URL', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'mail-test-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('writes each message as an .eml file under dataDir/outbox and logs where', async () => {
    const log = logCollector();
    const mailer = createMailer({ config: { smtpUrl: null, mailFrom: from, dataDir }, log: log });
    const sent = await mailer.send({ to: 'reader@example.com', subject: 'Outbox test', ...bodies });
    mailer.close();

    expect(sent.file).toMatch(/outbox[\\/].+\.eml$/);
    expect(readdirSync(join(dataDir, 'outbox'))).toHaveLength(1);
    const mail = parseMail(readFileSync(sent.file!, 'utf8'));
    expect(mail.headers).toMatchObject({ from: 'AI Creator Hub <no-reply@site.test>', to: 'reader@example.com', subject: 'Outbox test' });
    expect(mail.headers['list-unsubscribe']).toBeUndefined();
    expect(mail.text).toContain('First line\nsecond line & more');
    expect(log.lines).toEqual([
      { data: { to: 'reader@example.com', subject: 'Outbox test', file: sent.file }, message: expect.stringContaining('outbox') },
    ]);
  });
});

describe('mailer with SMTP_URL', () => {
  const smtp = startedForSuite(startSmtpCapture);

  it('delivers plain-text and HTML bodies with the list headers to the SMTP server', async () => {
    const log = logCollector();
    const mailer = createMailer({ config: { smtpUrl: smtp().url, mailFrom: from, dataDir: '/nonexistent' }, log: log });
    const sent = await mailer.send({
      to: 'reader@example.com',
      subject: 'SMTP test',
      replyTo: { name: 'Asha', address: 'asha@example.com' },
      unsubscribeUrl: 'https://site.test/api/emailsubscribe/unsubscribe/?token=abc',
      ...bodies,
    });
    mailer.close();
    expect(sent.file).toBeNull();

    const mail = await smtp().next();
    expect(mail.envelope).toEqual({ from: 'no-reply@site.test', to: ['reader@example.com'] });
    expect(mail.headers).toMatchObject({
      'reply-to': 'Asha <asha@example.com>',
      'list-unsubscribe': '<https://site.test/api/emailsubscribe/unsubscribe/?token=abc> (Unsubscribe)',
      'list-unsubscribe-post': 'List-Unsubscribe=One-Click',
    });
    const unsubscribe = 'Unsubscribe: https://site.test/api/emailsubscribe/unsubscribe/?token=abc';
    for (const part of ['Hello <friend>', 'Open the site:\nhttps://site.test/a?b=1&c=2', unsubscribe]) expect(mail.text).toContain(part);
    // The HTML body escapes text and keeps line breaks.
    const html = ['Hello &lt;friend&gt;', 'First line<br>second line &amp; more', 'href="https://site.test/a?b=1&amp;c=2"'];
    for (const part of html) expect(mail.html).toContain(part);
    expect(log.lines[0]?.message).toBe('mail sent');
  });

  it('fails the send when the server cannot be reached', async () => {
    const closed = await startSmtpCapture();
    await closed.close();
    const mailer = createMailer({ config: { smtpUrl: closed.url, mailFrom: from, dataDir: '/nonexistent' }, log: logCollector() });
    await expect(mailer.send({ to: 'reader@example.com', subject: 'x', ...bodies })).rejects.toThrow();
    mailer.close();
  });
});
