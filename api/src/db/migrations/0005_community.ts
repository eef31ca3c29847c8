// Community: comments (one level of replies), contact messages and newsletter subscribers.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../types.ts';
import { createTableWithId } from './table-with-id.ts';

export function communityMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<any>) {
      await createTableWithId(db, dialect, 'comments')
        .addColumn('section', 'text', (c) => c.notNull())
        .addColumn('post_slug', 'text', (c) => c.notNull())
        .addColumn('parent_id', 'integer', (c) => c.references('comments.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('created', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('comments_article').on('comments').columns(['section', 'post_slug', 'created']).execute();
      await db.schema.createIndex('comments_parent').on('comments').column('parent_id').execute();
      await db.schema.createIndex('comments_user').on('comments').column('user_id').execute();

      await createTableWithId(db, dialect, 'contact_messages')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('ip', 'text', (c) => c.notNull())
        .addColumn('created', 'text', (c) => c.notNull())
        .addColumn('mailed_at', 'text')
        .execute();

      await createTableWithId(db, dialect, 'newsletter_subscribers')
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('token', 'text', (c) => c.notNull().unique())
        .addColumn('unsubscribe_token', 'text', (c) => c.notNull().unique())
        .addColumn('created', 'text', (c) => c.notNull())
        .addColumn('confirmed_at', 'text')
        .addColumn('unsubscribed_at', 'text')
        .addColumn('last_confirmation_sent_at', 'text')
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('newsletter_subscribers').execute();
      await db.schema.dropTable('contact_messages').execute();
      await db.schema.dropTable('comments').execute();
    },
  };
}
