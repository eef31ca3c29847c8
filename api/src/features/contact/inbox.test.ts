// The contact inbox with a real SMTP server: unread first, marking, a reply mailed to the sender and
// recorded on the message (only when mailed), staff only, audited.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { auditEntries, createTestSite, type TestSite, expectDocumented } from '../../../test/helpers.ts';
import { startSmtpCapture, type SmtpCapture } from '../../../test/smtp-capture.ts';
import { createAccount, type TestAccount } from '../../../test/accounts.ts';
import { REPLY_NOT_MAILED } from './inbox.ts';
import type { InboxMessage } from 'contracts';

describe('contact inbox', () => {
  let site: TestSite;
  let smtp: SmtpCapture;
  let staff: TestAccount;
  let user: TestAccount;
  const ids: number[] = [];
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    site = await createTestSite({
      config: { smtpUrl: smtp.url, contactTo: 'Team <team@site.test>', mailFrom: 'AI Creator Hub <no-reply@site.test>' },
    });
    staff = await createAccount(site.app, { staff: true });
    user = await createAccount(site.app);
    for (const [i, name] of ['Asha Rao', 'Bo Li', 'Cy Ng'].entries()) {
      const res = await site.app.inject({
        method: 'POST',
        url: '/api/contact/',
        remoteAddress: `10.1.0.${i + 1}`,
        payload: { name, email: `${name.split(' ')[0]!.toLowerCase()}@example.com`, message: `Message ${i + 1}\nSecond line` },
      });
      expect(res.statusCode).toBe(201);
    }
    const rows = await site.app.db.selectFrom('contact_messages').select('id').orderBy('id').execute();
    ids.push(...rows.map((r) => r.id));
  });
  afterAll(async () => {
    await site.close();
    await smtp.close();
  });

  const call = (method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object, who: TestAccount | null = staff) =>
    site.app.inject({ method, url: `/api/admin/messages/${url}`, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });

  it('lists messages unread first, then newest first, with counts; filters by status', async () => {
    expect((await call('PATCH', `${ids[2]}/`, { status: 'read' })).json()).toMatchObject({ id: ids[2], status: 'read' });
    const res = await call('GET', '');
    expect(res.statusCode).toBe(200);
    const page = res.json() as { count: number; unread: number; results: InboxMessage[] };
    expect(page.count).toBe(3);
    expect(page.unread).toBe(2);
    expect(page.results.map((m) => [m.id, m.status])).toEqual([
      [ids[1], 'unread'],
      [ids[0], 'unread'],
      [ids[2], 'read'],
    ]);
    expect(page.results[1]).toEqual({
      id: ids[0],
      name: 'Asha Rao',
      email: 'asha@example.com',
      message: 'Message 1\nSecond line',
      created: expect.any(String),
      status: 'unread',
      replies: [],
    });
    const read = (await call('GET', '?status=read&page_size=1')).json() as { count: number; results: InboxMessage[] };
    expect(read.count).toBe(1);
    expect(read.results.map((m) => m.id)).toEqual([ids[2]]);
    expect((await call('GET', '?status=spam')).json().errors).toEqual({ status: 'status must be one of unread, read, answered.' });
  });

  it('mails a reply to the sender, records it on the message and marks it answered', async () => {
    const res = await call('POST', `${ids[0]}/reply/`, { body: '  Thanks for writing!\n\nWe will cover Wan 2.2 next week.  ' });
    expect(res.statusCode).toBe(201);
    const answered = res.json() as InboxMessage;
    expect(answered.status).toBe('answered');
    expect(answered.replies).toEqual([
      {
        id: expect.any(Number),
        body: 'Thanks for writing!\n\nWe will cover Wan 2.2 next week.',
        by: staff.email,
        created: expect.any(String),
      },
    ]);
    const toAsha = smtp.messages.filter((m) => m.envelope.to.includes('asha@example.com'));
    expect(toAsha).toHaveLength(1);
    const mail = toAsha[0]!;
    expect(mail.envelope.to).toEqual(['asha@example.com']);
    expect(mail.headers.subject).toBe('Re: your message to AI Creator Hub');
    expect(mail.headers['reply-to']).toBe('Team <team@site.test>');
    expect(mail.text).toContain('Hello Asha Rao,\n\nThanks for writing!\n\nWe will cover Wan 2.2 next week.');
    expect(mail.text).toContain('> Message 1\n> Second line');
    const audit = await auditEntries(site, 'contact_message');
    expect(audit.map(({ action, actor_email, target_id }) => ({ action, actor_email, target_id }))).toEqual([
      { action: 'contact_message.mark', actor_email: staff.email, target_id: String(ids[2]) },
      { action: 'contact_message.reply', actor_email: staff.email, target_id: String(ids[0]) },
    ]);
    // Marking back and forth, e.g. unread again after a reply.
    expect((await call('PATCH', `${ids[0]}/`, { status: 'unread' })).json()).toMatchObject({ status: 'unread' });
  });

  it('validates the reply and the status, and answers 404 for a missing message', async () => {
    expect((await call('POST', `${ids[1]}/reply/`, { body: '   ' })).json().errors).toEqual({ body: 'Write a reply.' });
    expect((await call('POST', `${ids[1]}/reply/`, { body: 'x'.repeat(10_001) })).json().errors).toEqual({
      body: 'A reply has at most 10,000 characters.',
    });
    expect((await call('PATCH', `${ids[1]}/`, { status: 'deleted' })).statusCode).toBe(400);
    expect((await call('PATCH', 'abc/', { status: 'read' })).json().errors).toEqual({ id: 'id must be a message id.' });
    expect((await call('POST', '999999/reply/', { body: 'Hi' })).statusCode).toBe(404);
    expect((await call('PATCH', '999999/', { status: 'read' })).statusCode).toBe(404);
  });

  it('records nothing when the reply cannot be mailed (503)', async () => {
    const offline = await createTestSite({ config: { smtpUrl: 'smtp://127.0.0.1:9' } });
    try {
      const boss = await createAccount(offline.app, { staff: true });
      await offline.app.db
        .insertInto('contact_messages')
        .values({ name: 'Di', email: 'di@example.com', message: 'Hello', ip: '10.0.0.1', created: new Date().toISOString() })
        .execute();
      const res = await offline.app.inject({
        method: 'POST',
        url: '/api/admin/messages/1/reply/',
        headers: boss.headers,
        payload: { body: 'Hi Di' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: REPLY_NOT_MAILED });
      expect(await offline.app.db.selectFrom('contact_replies').selectAll().execute()).toEqual([]);
      expect((await offline.app.db.selectFrom('contact_messages').select('status').executeTakeFirstOrThrow()).status).toBe('unread');
    } finally {
      await offline.close();
    }
  });

  it('lets only staff in', async () => {
    for (const [method, url, payload] of [
      ['GET', '', undefined],
      ['PATCH', `${ids[1]}/`, { status: 'read' }],
      ['POST', `${ids[1]}/reply/`, { body: 'Hi' }],
    ] as const) {
      expect((await call(method, url, payload, null)).statusCode).toBe(401);
      expect((await call(method, url, payload, user)).statusCode).toBe(403);
    }
    await expectDocumented(site, ['/api/admin/messages/', '/api/admin/messages/{id}/', '/api/admin/messages/{id}/reply/']);
  });
});
