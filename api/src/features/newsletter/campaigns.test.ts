// The newsletter's staff side with a real SMTP server: confirmed subscribers (page and CSV), the
// campaign preview, a test mail to the staff user, a campaign to every confirmed subscriber exactly
// once (two senders at once included) with a working one-click unsubscribe, the crash window's rule
// (a claim cut short is not sent again), staff only.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { setTimeout as sleep } from 'node:timers/promises';
import { auditEntries, mailingTestSiteForSuite, rowByEmail, expectDocumented, oneClickUnsubscribe } from '../../../test/helpers.ts';
import { createMailer } from '../../mail/mailer.ts';
import type { ReceivedMail } from '../../../test/smtp-capture.ts';
import { createAccount, type TestAccount } from '../../../test/accounts.ts';
import { CLAIM_TIMEOUT_MS, INTERRUPTED, createCampaignSender } from './campaign-sender.ts';
import { NO_SUBSCRIBERS } from './campaigns.ts';
import type { Campaign } from 'contracts';

const silent = { info: () => undefined, error: () => undefined };

describe('newsletter campaigns and subscribers (staff)', () => {
  const { site, smtp } = mailingTestSiteForSuite((smtpUrl) => ({
    config: { smtpUrl, mailFrom: 'AI Creator Hub <news@site.test>', newsletterBatchSize: 3, newsletterPauseMs: 20 },
  }));
  let staff: TestAccount;
  let user: TestAccount;
  let seq = 0;
  beforeAll(async () => {
    staff = await createAccount(site.app, { staff: true, email: 'boss@example.com' });
    user = await createAccount(site.app);
  });

  /** Stores a subscriber directly: confirmed (default), unconfirmed or unsubscribed. */
  const addSubscriber = async (email: string, state: 'confirmed' | 'pending' | 'unsubscribed' = 'confirmed') => {
    seq += 1;
    const at = new Date(Date.UTC(2025, 0, 1, 0, seq)).toISOString();
    await site.app.db
      .insertInto('newsletter_subscribers')
      .values({
        email,
        token: `confirm-${seq}-${email}`,
        unsubscribe_token: `unsub-${seq}-${email}`,
        created: at,
        confirmed_at: state === 'pending' ? null : at,
        unsubscribed_at: state === 'unsubscribed' ? at : null,
      })
      .execute();
  };
  const call = (method: 'GET' | 'POST', url: string, payload?: object, who: TestAccount | null = staff) =>
    site.app.inject({ method, url: `/api/admin/newsletter/${url}`, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
  const mailsTo = (address: string, subject: string) =>
    smtp.messages.filter((m) => m.envelope.to.includes(address) && m.headers.subject === subject);
  const campaignOf = async (id: number) =>
    ((await call('GET', 'campaigns/?page_size=100')).json() as { results: Campaign[] }).results.find((c) => c.id === id)!;
  const until = async (check: () => Promise<boolean>, what: string, timeoutMs = 15_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await sleep(25);
    }
  };

  it('answers 400 when there is no confirmed subscriber to send to', async () => {
    await addSubscriber('never-confirmed@example.com', 'pending');
    const res = await call('POST', 'campaigns/', { subject: 'Hello', body: 'Hi' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: NO_SUBSCRIBERS, errors: {} });
    expect(((await call('GET', 'campaigns/')).json() as { count: number }).count).toBe(0);
  });

  it('lists confirmed subscribers and exports them as CSV, safe from formulas', async () => {
    await addSubscriber('first@example.com');
    await addSubscriber('=1+2@example.com');
    await addSubscriber('+1@example.com');
    await addSubscriber('gone@example.com', 'unsubscribed');
    const page = await call('GET', 'subscribers/?page_size=2');
    expect(page.statusCode).toBe(200);
    const body = page.json() as { count: number; results: Array<{ email: string }> };
    expect(body.count).toBe(3);
    expect(body.results.map((s) => s.email)).toEqual(['+1@example.com', '=1+2@example.com']);

    const csv = await call('GET', 'subscribers.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="newsletter-subscribers-\d{4}-\d\d-\d\d\.csv"$/);
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe('email,subscribed,confirmed');
    expect(lines.slice(1, -1).map((line) => line.split(',')[0])).toEqual(['first@example.com', "'=1+2@example.com", "'+1@example.com"]);
    expect(lines.at(-1)).toBe('');
    expect(csv.body).not.toContain('never-confirmed@example.com');
    expect(csv.body).not.toContain('gone@example.com');
  });

  it('previews the Markdown as sanitised HTML and validates the campaign', async () => {
    const res = await call('POST', 'preview/', {
      subject: 'News',
      body: '# Hi\n\n**New** [guide](https://site.test/blog/x)\n\n<script>alert(1)</script>',
    });
    expect(res.statusCode).toBe(200);
    const { html } = res.json() as { html: string };
    expect(html).toContain('<strong>New</strong>');
    expect(html).toContain('<a href="https://site.test/blog/x">guide</a>');
    expect(html).not.toContain('<script');
    for (const [payload, field, message] of [
      [{ body: 'x' }, 'subject', 'Write a subject.'],
      [{ subject: ' ', body: 'x' }, 'subject', 'Write a subject.'],
      [{ subject: 'a\nb', body: 'x' }, 'subject', 'A subject fits on one line.'],
      [{ subject: 's'.repeat(201), body: 'x' }, 'subject', 'A subject has at most 200 characters.'],
      [{ subject: 'Hi', body: '  ' }, 'body', 'Write the newsletter.'],
      [{ subject: 'Hi', body: 'x'.repeat(50_001) }, 'body', 'A newsletter has at most 50,000 characters.'],
    ] as const) {
      for (const url of ['preview/', 'campaigns/test/', 'campaigns/']) {
        const bad = await call('POST', url, payload);
        expect([url, bad.statusCode, bad.json().errors]).toEqual([url, 400, { [field]: message }]);
      }
    }
  });

  it('mails a test to the staff user only, marked [Test]', async () => {
    const res = await call('POST', 'campaigns/test/', { subject: 'Spring news', body: 'Hello **readers**' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'A test was mailed to boss@example.com.' });
    const [mail] = mailsTo('boss@example.com', '[Test] Spring news');
    expect(mail).toBeDefined();
    expect(mail!.html).toContain('Hello <strong>readers</strong>');
    // Not the subscribers' footer: the staff user is told it is a test, and there is no unsubscribe link.
    expect(mail!.text).not.toContain('because you subscribed');
    expect(mail!.text).toContain('This is a test of the campaign, sent only to you.');
    expect(mail!.text).not.toContain('Unsubscribe:');
    // The audit entry names the address without reading as a change from → to.
    const [entry] = await site.app.db.selectFrom('audit_log').select('details').where('action', '=', 'campaign.test').execute();
    expect(JSON.parse(entry!.details)).toEqual({ subject: 'Spring news', mailed_to: 'boss@example.com' });
    expect(smtp.messages.filter((m) => m.headers.subject === '[Test] Spring news')).toHaveLength(1);
    expect(((await call('GET', 'campaigns/')).json() as { count: number }).count).toBe(0);
  });

  it('sends a campaign once to every confirmed subscriber, tracking-free, with a working one-click unsubscribe', async () => {
    const res = await call('POST', 'campaigns/', { subject: 'March issue', body: 'Read the [new guide](https://example.org/guide).' });
    expect(res.statusCode).toBe(201);
    const queued = res.json() as Campaign;
    expect(queued).toMatchObject({ subject: 'March issue', recipients: 3, status: 'sending' });
    await until(async () => (await campaignOf(queued.id)).status === 'sent', 'the campaign to finish');
    expect(await campaignOf(queued.id)).toMatchObject({ recipients: 3, sent: 3, failed: 0, pending: 0, skipped: 0, status: 'sent' });

    const confirmed = ['first@example.com', '=1+2@example.com', '+1@example.com'];
    for (const address of confirmed) expect([address, mailsTo(address, 'March issue').length]).toEqual([address, 1]);
    for (const address of ['gone@example.com', 'never-confirmed@example.com', 'boss@example.com']) {
      expect(mailsTo(address, 'March issue')).toHaveLength(0);
    }
    const mail = mailsTo('first@example.com', 'March issue')[0] as ReceivedMail;
    const unsubscribeUrl = 'https://site.test/api/emailsubscribe/unsubscribe/?token=unsub-2-first@example.com';
    expect(mail.headers['list-unsubscribe']).toBe(`<${unsubscribeUrl.replace('@', '%40')}> (Unsubscribe)`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toContain(`Unsubscribe: ${unsubscribeUrl.replace('@', '%40')}`);
    // Tracking-free: links as written, no image at all.
    expect(mail.html).toContain('<a href="https://example.org/guide" target="_blank" rel="noopener noreferrer">new guide</a>');
    expect(mail.html).not.toMatch(/<img/i);

    // One click (RFC 8058): the mail client POSTs to the List-Unsubscribe URL.
    const target = new URL(/^<([^>]+)>/.exec(mail.headers['list-unsubscribe']!)![1]!);
    const click = await oneClickUnsubscribe(site, target.pathname + target.search);
    expect(click.statusCode).toBe(200);
    const row = await rowByEmail(site.app, 'newsletter_subscribers', 'first@example.com');
    expect(row.unsubscribed_at).not.toBeNull();
    // The link in the body works too: a page with a button that posts to the same address.
    const bodyLink = new URL(/Unsubscribe: (\S+)/.exec(mailsTo('+1@example.com', 'March issue')[0]!.text)![1]!);
    const page = await site.app.inject({ method: 'GET', url: bodyLink.pathname + bodyLink.search });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<button type="submit">Unsubscribe</button>');
    const pressed = await site.app.inject({
      method: 'POST',
      url: bodyLink.pathname + bodyLink.search,
      headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(pressed.statusCode).toBe(200);
    expect(pressed.body).toContain('You are unsubscribed');

    const audit = await auditEntries(site, 'campaign');
    expect(audit.map((e) => e.action)).toEqual(['campaign.test', 'campaign.send']);
    expect(audit[1]!.target_id).toBe(String(queued.id));
    expect(JSON.parse(audit[1]!.details)).toEqual({ subject: 'March issue', recipients: 3 });
  });

  it('never sends twice: two senders share the job rows, and a claim cut short is marked failed, not sent again', async () => {
    const addresses = Array.from({ length: 12 }, (_, i) => `reader${i}@example.com`);
    for (const address of addresses) await addSubscriber(address);
    const { id } = await site.app.db
      .insertInto('newsletter_campaigns')
      .values({
        subject: 'Race',
        body: 'Hello',
        status: 'sending',
        staff_id: staff.id,
        staff_email: staff.email,
        created: new Date().toISOString(),
        finished_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const subscribers = await site.app.db
      .selectFrom('newsletter_subscribers')
      .select(['id', 'email'])
      .where('email', 'in', addresses)
      .orderBy('id')
      .execute();
    const long = new Date(Date.now() - CLAIM_TIMEOUT_MS - 60_000).toISOString();
    await site.app.db
      .insertInto('newsletter_campaign_recipients')
      .values(
        subscribers.map((s, i) => ({
          campaign_id: id,
          subscriber_id: s.id,
          email: s.email,
          // The first was claimed long ago by a sender that died mid-send.
          status: i === 0 ? 'sending' : 'pending',
          claimed_at: i === 0 ? long : null,
        })),
      )
      .execute();
    const senders = [0, 1].map(() =>
      createCampaignSender({
        db: site.app.db,
        mailer: createMailer({ config: site.config, log: silent }),
        config: { publicUrl: site.config.publicUrl, newsletterBatchSize: 2, newsletterPauseMs: 5 },
        unsubscribeUrl: (token) => `https://site.test/u/${token}`,
        homeUrl: 'https://site.test/',
        log: silent,
      }),
    );
    for (const sender of senders) sender.start();
    try {
      await until(async () => (await campaignOf(id)).status === 'sent', 'the race campaign to finish');
    } finally {
      await Promise.all(senders.map((sender) => sender.stop()));
    }
    expect(mailsTo(addresses[0]!, 'Race')).toHaveLength(0);
    for (const address of addresses.slice(1)) expect([address, mailsTo(address, 'Race').length]).toEqual([address, 1]);
    expect(await campaignOf(id)).toMatchObject({ recipients: 12, sent: 11, failed: 1, pending: 0 });
    const interrupted = await site.app.db
      .selectFrom('newsletter_campaign_recipients')
      .select(['status', 'error'])
      .where('campaign_id', '=', id)
      .where('email', '=', addresses[0]!)
      .executeTakeFirstOrThrow();
    expect(interrupted).toEqual({ status: 'failed', error: INTERRUPTED });
  });

  it('lets only staff in and documents the routes', async () => {
    for (const [method, url, payload] of [
      ['GET', 'subscribers/', undefined],
      ['GET', 'subscribers.csv', undefined],
      ['POST', 'preview/', { subject: 'a', body: 'b' }],
      ['POST', 'campaigns/test/', { subject: 'a', body: 'b' }],
      ['POST', 'campaigns/', { subject: 'a', body: 'b' }],
      ['GET', 'campaigns/', undefined],
    ] as const) {
      expect([url, (await call(method, url, payload, null)).statusCode]).toEqual([url, 401]);
      expect([url, (await call(method, url, payload, user)).statusCode]).toEqual([url, 403]);
    }
    await expectDocumented(site, [
      '/api/admin/newsletter/subscribers/',
      '/api/admin/newsletter/subscribers.csv',
      '/api/admin/newsletter/preview/',
      '/api/admin/newsletter/campaigns/test/',
      '/api/admin/newsletter/campaigns/',
    ]);
  });
});
