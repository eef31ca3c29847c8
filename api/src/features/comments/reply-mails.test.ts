// Reply mails through a real SMTP server: the replied-to author gets one mail per reply (never the
// replier), with a signed one-click unsubscribe (List-Unsubscribe and List-Unsubscribe-Post) that a
// forged token cannot use; the account setting turns reply mails back on.
import { describe, expect, it } from '@jest/globals';
import { mailingTestSiteForSuite, oneClickUnsubscribe } from '../../../test/helpers.ts';
import { createAccount, type TestAccount } from '../../../test/accounts.ts';
import { commentersForSuite, commentingOn } from '../../../test/commenters.ts';
import type { ReceivedMail } from '../../../test/smtp-capture.ts';
import { REPLY_MAILS_OFF } from './reply-mail-routes.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('reply mails', () => {
  const { site, smtp } = mailingTestSiteForSuite((smtpUrl) => ({
    articles: [{ section: 'tutorials', slug: 'inpainting', title: 'Inpainting with Flux Fill' }],
    config: { smtpUrl },
  }));
  const members = commentersForSuite(site);
  const { post, reply } = commentingOn(site, 'tutorials', 'inpainting');
  /**
   * The mails that arrived since `from`: waits (up to 10 s, sends run after the answer) until
   * `expected` have come, then a moment more so that a mail too many would show.
   */
  const mailsSince = async (from: number, expected: number): Promise<ReceivedMail[]> => {
    const deadline = Date.now() + 10_000;
    while (smtp.messages.length - from < expected && Date.now() < deadline) await pause(25);
    await pause(400);
    return smtp.messages.slice(from);
  };
  const replyMails = (to: TestAccount | null, enabled?: boolean) =>
    site.app.inject({
      method: enabled === undefined ? 'GET' : 'PUT',
      url: '/api/account/reply-mails/',
      headers: to?.headers ?? {},
      ...(enabled === undefined ? {} : { payload: { enabled } }),
    });

  it('mails the comment’s author once per reply, with the reply, the article and a one-click unsubscribe', async () => {
    const c = await post(members.asha, 'Mask blur 8 keeps the seams invisible.');
    const from = smtp.messages.length;
    await reply(members.bo, c.id, 'What denoise strength do you use with it?');
    const mails = await mailsSince(from, 1);
    expect(mails.map((m) => m.envelope.to)).toEqual([[members.asha.email]]);
    const [mail] = mails as [ReceivedMail];
    expect(mail.headers.subject).toBe('Bo Li replied to your comment on AI Creator Hub');
    expect(mail.text).toContain('Bo Li answered your comment on “Inpainting with Flux Fill”');
    expect(mail.text).toContain('> What denoise strength do you use with it?');
    expect(mail.text).toContain('https://site.test/tutorials/inpainting#comments');
    expect(mail.headers['list-unsubscribe']).toMatch(
      /^<https:\/\/site\.test\/api\/comments\/reply-mails\/unsubscribe\/\?token=\d+\.[\w-]+> \(Unsubscribe\)$/,
    );
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });

  it('never mails the replier: not for a reply to one’s own comment; a reply to a reply mails that reply’s author', async () => {
    const c = await post(members.asha, 'Use the Fill model, not the base one.');
    const from = smtp.messages.length;
    const own = await reply(members.asha, c.id, 'Edit: and a 1.0 denoise.');
    expect(await mailsSince(from, 0)).toEqual([]);

    const bos = await reply(members.bo, c.id, 'Thanks, that fixed it.');
    const answer = await reply(members.cy, bos.id, 'Same here!');
    expect(answer.parent).toBe(c.id);
    const mails = await mailsSince(from, 2);
    expect(mails.map((m) => m.envelope.to[0]).sort()).toEqual([members.asha.email, members.bo.email].sort());
    expect(mails.find((m) => m.envelope.to[0] === members.bo.email)!.text).toContain('> Same here!');
    // Answering one's own reply mails no one.
    const later = smtp.messages.length;
    await reply(members.asha, own.id, 'And 20 steps.');
    expect(await mailsSince(later, 0)).toEqual([]);
  });

  it('a held reply mails once when approved, however many approvals race', async () => {
    const c = await post(members.asha, 'Outpainting works the same way.');
    const newcomer = await createAccount(site.app, { firstName: 'Nia', lastName: 'Obi' });
    const hold = (on: boolean) =>
      site.app.inject({
        method: 'PUT',
        url: '/api/admin/comments/settings/',
        headers: members.staff.headers,
        payload: { hold_first_comments: on },
      });
    await hold(true);
    const from = smtp.messages.length;
    const held = await reply(newcomer, c.id, 'Does it need a bigger mask?');
    expect(held.held).toBe(true);
    expect(await mailsSince(from, 0)).toEqual([]);
    const approvals = await Promise.all(
      Array.from({ length: 4 }, () =>
        site.app.inject({ method: 'POST', url: `/api/admin/comments/${held.id}/approve/`, headers: members.staff.headers }),
      ),
    );
    expect(approvals.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    const mails = await mailsSince(from, 1);
    expect(mails.map((m) => m.envelope.to)).toEqual([[members.asha.email]]);
    expect(mails[0]!.headers.subject).toBe('Nia Obi replied to your comment on AI Creator Hub');
    await hold(false);
  });

  it('the signed link unsubscribes in one click (and from its page); a forged one does nothing; the account turns mails back on', async () => {
    const c = await post(members.cy, 'ControlNet depth helps keep the pose.');
    const from = smtp.messages.length;
    await reply(members.bo, c.id, 'Which preprocessor?');
    const [mail] = (await mailsSince(from, 1)) as [ReceivedMail];
    const url = /<([^>]+)>/.exec(mail.headers['list-unsubscribe']!)![1]!;
    const path = url.replace('https://site.test', '');
    const token = new URL(url).searchParams.get('token')!;

    // The page of the link only shows a button (mail scanners open links).
    const page = await site.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<button type="submit">Unsubscribe</button>');
    expect((await replyMails(members.cy)).json()).toEqual({ enabled: true });

    // Another member's id with this signature, or a changed signature: refused.
    const otherId = token.replace(/^\d+/, String(members.bo.id));
    const forged = await site.app.inject({
      method: 'POST',
      url: `/api/comments/reply-mails/unsubscribe/?token=${encodeURIComponent(otherId)}`,
    });
    expect(forged.statusCode).toBe(404);
    expect((await site.app.inject({ method: 'GET', url: '/api/comments/reply-mails/unsubscribe/?token=1.abc' })).statusCode).toBe(404);
    expect((await replyMails(members.bo)).json()).toEqual({ enabled: true });

    // RFC 8058: the mail client POSTs the form body to the List-Unsubscribe URL.
    const oneClick = await oneClickUnsubscribe(site, path);
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toEqual({ message: REPLY_MAILS_OFF });
    expect((await replyMails(members.cy)).json()).toEqual({ enabled: false });

    const quiet = smtp.messages.length;
    await reply(members.asha, c.id, 'The depth-anything one.');
    expect(await mailsSince(quiet, 0)).toEqual([]);

    // The account page turns them back on; the member only ever reaches their own setting.
    expect((await replyMails(null)).statusCode).toBe(401);
    expect((await replyMails(members.cy, true)).json()).toEqual({ enabled: true });
    const again = smtp.messages.length;
    await reply(members.asha, c.id, 'Or MiDaS for speed.');
    expect((await mailsSince(again, 1)).map((m) => m.envelope.to)).toEqual([[members.cy.email]]);
  });

  it('does not mail an address that was never confirmed', async () => {
    const unconfirmed = await createAccount(site.app, { firstName: 'Una', lastName: 'Ford', verified: false });
    const c = await post(unconfirmed, 'Is Flux Fill free for commercial use?');
    const from = smtp.messages.length;
    await reply(members.bo, c.id, 'Check the licence page of the model.');
    expect(await mailsSince(from, 0)).toEqual([]);
  });
});
