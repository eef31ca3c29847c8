// The contact inbox (staff): stored messages, unread first; mark unread / read / answered; reply by
// mail to the sender (the reply is recorded on the message, which becomes answered, only once the
// mailer accepted it). Every change records an audit entry in its transaction.
import { sql, type Kysely } from 'kysely';
import { absoluteUrl } from '../../config.ts';
import type { Database } from '../../db/types.ts';
import { AppError, NotFoundError } from '../../lib/errors.ts';
import type { AuditActor, AuditLog } from '../audit/service.ts';
import type { InboxMessage, InboxQuery, InboxStatus } from 'contracts';
import { replyMail } from './mails.ts';
import type { ContactMailing } from './service.ts';

export interface ContactInboxDeps extends ContactMailing {
  db: Kysely<Database>;
  audit: AuditLog;
}

export const REPLY_NOT_MAILED = 'The reply could not be mailed right now, so it was not recorded. Please try again in a few minutes.';

export function createContactInbox({ db, audit, mailer, config, log, now = () => new Date() }: ContactInboxDeps) {
  const filtered = (status?: InboxStatus) => {
    const q = db.selectFrom('contact_messages');
    return status ? q.where('status', '=', status) : q;
  };

  async function withReplies(rows: Array<{ id: number; name: string; email: string; message: string; created: string; status: string }>) {
    const replies = rows.length
      ? await db
          .selectFrom('contact_replies')
          .select(['id', 'message_id', 'body', 'staff_email', 'created'])
          .where(
            'message_id',
            'in',
            rows.map((row) => row.id),
          )
          .orderBy('id')
          .execute()
      : [];
    return rows.map((row): InboxMessage => ({
      id: row.id,
      name: row.name,
      email: row.email,
      message: row.message,
      created: row.created,
      status: row.status as InboxStatus,
      replies: replies
        .filter((reply) => reply.message_id === row.id)
        .map((reply) => ({ id: reply.id, body: reply.body, by: reply.staff_email, created: reply.created })),
    }));
  }

  const columns = ['id', 'name', 'email', 'message', 'created', 'status'] as const;

  async function one(id: number): Promise<InboxMessage> {
    const row = await db.selectFrom('contact_messages').select(columns).where('id', '=', id).executeTakeFirst();
    if (!row) throw new NotFoundError('This message does not exist any more.');
    return (await withReplies([row]))[0]!;
  }

  return {
    /** Unread first, then newest first. */
    async list({ page, page_size, status }: InboxQuery): Promise<{ count: number; unread: number; results: InboxMessage[] }> {
      const counted = await filtered(status)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst();
      const unread = await filtered('unread')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst();
      const rows = await filtered(status)
        .select(columns)
        .orderBy(sql`CASE WHEN status = 'unread' THEN 0 ELSE 1 END`)
        .orderBy('id', 'desc')
        .limit(page_size)
        .offset((page - 1) * page_size)
        .execute();
      return { count: Number(counted?.n ?? 0), unread: Number(unread?.n ?? 0), results: await withReplies(rows) };
    },

    async setStatus(actor: AuditActor, id: number, status: InboxStatus): Promise<InboxMessage> {
      const current = await one(id);
      if (current.status === status) return current;
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('contact_messages').set({ status }).where('id', '=', id).execute();
        await audit.record(
          actor,
          { action: 'contact_message.mark', target_type: 'contact_message', target_id: id, details: { from: current.status, to: status } },
          trx,
        );
      });
      return one(id);
    },

    /** Mails the reply to the sender, then records it and marks the message answered. */
    async reply(actor: AuditActor, id: number, body: string): Promise<InboxMessage> {
      const current = await one(id);
      try {
        await mailer.send(
          replyMail({
            to: { name: current.name, email: current.email },
            reply: body,
            original: { message: current.message, sentAt: current.created },
            teamAddress: config.contactTo,
            homeUrl: absoluteUrl(config, '/'),
          }),
        );
      } catch (error) {
        log.error({ err: error, contactMessage: id }, 'the reply to a contact message could not be mailed');
        throw new AppError(503, REPLY_NOT_MAILED);
      }
      await db.transaction().execute(async (trx) => {
        const created = now().toISOString();
        const { id: replyId } = await trx
          .insertInto('contact_replies')
          .values({ message_id: id, body, staff_id: actor.id, staff_email: actor.email, created })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx.updateTable('contact_messages').set({ status: 'answered' }).where('id', '=', id).execute();
        await audit.record(
          actor,
          {
            action: 'contact_message.reply',
            target_type: 'contact_message',
            target_id: id,
            details: { reply_id: replyId, to: current.email, from: current.status },
          },
          trx,
        );
      });
      return one(id);
    },
  };
}

export type ContactInbox = ReturnType<typeof createContactInbox>;
