// Staff tools of the community: comments hidden by a moderator and visitors' reports on comments;
// the contact inbox's status and the replies sent from it; newsletter campaigns with one row per
// recipient (the send job: pending → sending → sent / failed / skipped, resumed at start).
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../types.ts';
import { createTableWithId } from './table-with-id.ts';

export function moderationInboxCampaignsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('comments').addColumn('hidden_at', 'text').execute();
      await createTableWithId(db, dialect, 'comment_reports')
        .addColumn('comment_id', 'integer', (c) => c.notNull().references('comments.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('created', 'text', (c) => c.notNull())
        .addUniqueConstraint('comment_reports_once', ['comment_id', 'user_id'])
        .execute();

      await db.schema
        .alterTable('contact_messages')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('unread'))
        .execute();
      await db.schema.createIndex('contact_messages_status').on('contact_messages').columns(['status', 'created']).execute();
      await createTableWithId(db, dialect, 'contact_replies')
        .addColumn('message_id', 'integer', (c) => c.notNull().references('contact_messages.id').onDelete('cascade'))
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('staff_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('staff_email', 'text', (c) => c.notNull())
        .addColumn('created', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('contact_replies_message').on('contact_replies').column('message_id').execute();

      await createTableWithId(db, dialect, 'newsletter_campaigns')
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('staff_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('staff_email', 'text', (c) => c.notNull())
        .addColumn('created', 'text', (c) => c.notNull())
        .addColumn('finished_at', 'text')
        .execute();
      await createTableWithId(db, dialect, 'newsletter_campaign_recipients')
        .addColumn('campaign_id', 'integer', (c) => c.notNull().references('newsletter_campaigns.id').onDelete('cascade'))
        .addColumn('subscriber_id', 'integer', (c) => c.references('newsletter_subscribers.id').onDelete('set null'))
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('claimed_at', 'text')
        .addColumn('sent_at', 'text')
        .addColumn('error', 'text')
        .addUniqueConstraint('campaign_recipients_once', ['campaign_id', 'email'])
        .execute();
      await db.schema
        .createIndex('campaign_recipients_status')
        .on('newsletter_campaign_recipients')
        .columns(['campaign_id', 'status'])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('newsletter_campaign_recipients').execute();
      await db.schema.dropTable('newsletter_campaigns').execute();
      await db.schema.dropTable('contact_replies').execute();
      await db.schema.dropIndex('contact_messages_status').execute();
      await db.schema.alterTable('contact_messages').dropColumn('status').execute();
      await db.schema.dropTable('comment_reports').execute();
      await db.schema.alterTable('comments').dropColumn('hidden_at').execute();
    },
  };
}
