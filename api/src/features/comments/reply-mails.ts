// Reply mails (docs/product/community.md#reply-mails): when a reply is published (posted, or approved
// by staff), the author of the comment it answers gets one mail, unless they wrote the reply, turned
// reply mails off, or have no confirmed address. At most once per reply: sending starts with a
// conditional update of the reply's `reply_mail_at` that one caller only can win (a repeated approval,
// a second instance or a retry finds it taken); a send that fails is logged, not repeated (a missed
// mail is better than a duplicate, as in decision 0006). The unsubscribe link is signed: an HMAC of the
// member's id, so it works without a stored token and cannot be forged for another member.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { absoluteUrl, type Config } from '../../config.ts';
import type { Database } from '../../db/types.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { ArticlesService } from '../articles/service.ts';
import { replyMail } from './reply-mail.ts';

export interface ReplyMailsDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl'>;
  articles: Pick<ArticlesService, 'find'>;
  /** The server's signing secret; the links' key is derived from it for this use only. */
  secret: Uint8Array;
  log: { warn(data: object, message: string): void };
  now?: () => Date;
}

const PURPOSE = 'reply-mail-unsubscribe';

export function createReplyMails({ db, mailer, config, articles, secret, log, now = () => new Date() }: ReplyMailsDeps) {
  const key = createHmac('sha256', secret).update(PURPOSE).digest();
  const sign = (userId: number) => createHmac('sha256', key).update(String(userId)).digest('base64url');

  /** The member a signed token names, or null when it is malformed or its signature does not match. */
  function verify(token: string): number | null {
    const match = /^(\d{1,12})\.([\w-]{43})$/.exec(token);
    if (!match) return null;
    const userId = Number(match[1]);
    const expected = Buffer.from(sign(userId));
    const given = Buffer.from(match[2]!);
    return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
  }

  const tokenFor = (userId: number) => `${userId}.${sign(userId)}`;
  const unsubscribeUrl = (userId: number) =>
    absoluteUrl(config, `/api/comments/reply-mails/unsubscribe/?token=${encodeURIComponent(tokenFor(userId))}`);

  /** Takes the reply's mail for this caller; false when it is taken, or the reply is not published. */
  async function claim(replyId: number): Promise<boolean> {
    const result = await db
      .updateTable('comments')
      .set({ reply_mail_at: now().toISOString() })
      .where('id', '=', replyId)
      .where('parent_id', 'is not', null)
      .where('reply_mail_at', 'is', null)
      .where('held_at', 'is', null)
      .where('hidden_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** The reply, its author's name and the member to tell (the replied-to comment's author, else the thread's). */
  async function recipientOf(replyId: number) {
    const reply = await db
      .selectFrom('comments')
      .innerJoin('users', 'users.id', 'comments.user_id')
      .select([
        'comments.user_id',
        'comments.section',
        'comments.post_slug',
        'comments.content',
        'comments.parent_id',
        'comments.replied_to',
      ])
      .select(['users.first_name', 'users.last_name'])
      .where('comments.id', '=', replyId)
      .executeTakeFirst();
    if (!reply) return null;
    const answered = async (id: number | null) =>
      id === null
        ? undefined
        : db
            .selectFrom('comments')
            .innerJoin('users', 'users.id', 'comments.user_id')
            .select(['users.id', 'users.email', 'users.reply_mails', 'users.email_verified_at', 'users.disabled_at'])
            .where('comments.id', '=', id)
            .executeTakeFirst();
    const member = (await answered(reply.replied_to)) ?? (await answered(reply.parent_id));
    return member ? { reply, member } : null;
  }

  return {
    unsubscribeUrl,
    verify,

    /** Mails the reply's news once (see above); resolves when done, never rejects. */
    async published(replyId: number): Promise<void> {
      try {
        if (!(await claim(replyId))) return;
        const found = await recipientOf(replyId);
        if (!found) return;
        const { reply, member } = found;
        if (member.id === reply.user_id || member.reply_mails !== 1 || !member.email_verified_at || member.disabled_at) return;
        const article = await articles.find(reply.section, reply.post_slug);
        await mailer.send(
          replyMail({
            to: member.email,
            replier: `${reply.first_name} ${reply.last_name}`.trim() || 'A member',
            articleTitle: article?.title ?? reply.post_slug,
            reply: reply.content,
            commentsUrl: absoluteUrl(config, `/${reply.section}/${encodeURIComponent(reply.post_slug)}#comments`),
            accountUrl: absoluteUrl(config, '/account'),
            unsubscribeUrl: unsubscribeUrl(member.id),
            homeUrl: absoluteUrl(config, '/'),
          }),
        );
      } catch (error) {
        log.warn({ err: error, reply: replyId }, 'the reply mail could not be sent');
      }
    },

    async enabled(userId: number): Promise<boolean> {
      const row = await db.selectFrom('users').select('reply_mails').where('id', '=', userId).executeTakeFirst();
      return row?.reply_mails === 1;
    },

    async setEnabled(userId: number, enabled: boolean): Promise<boolean> {
      await db
        .updateTable('users')
        .set({ reply_mails: enabled ? 1 : 0 })
        .where('id', '=', userId)
        .execute();
      return enabled;
    },

    /** Turns reply mails off for the member a signed token names; 'invalid' for a token that names none. */
    async unsubscribe(token: string): Promise<'unsubscribed' | 'invalid'> {
      const userId = verify(token);
      if (userId === null) return 'invalid';
      const result = await db.updateTable('users').set({ reply_mails: 0 }).where('id', '=', userId).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1 ? 'unsubscribed' : 'invalid';
    },
  };
}

export type ReplyMails = ReturnType<typeof createReplyMails>;
