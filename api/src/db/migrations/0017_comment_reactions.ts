// Comments people answer (docs/product/community.md#reactions-pins-and-first-comments): one reaction per
// member and comment (the primary key makes concurrent clicks count once), one pinned comment per
// article (a partial unique index), a member's first comment held for approval, the comment a reply
// answers and the claim of its reply mail (sent at most once), the member's choice of reply mails, and
// the site's settings staff change (name → JSON value).
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { cascadingReference } from './cascading-reference.ts';

export function commentReactionsMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('comment_reactions')
        .addColumn('comment_id', 'integer', cascadingReference('comments'))
        .addColumn('user_id', 'integer', cascadingReference('users'))
        .addColumn('reaction', 'text', (c) => c.notNull())
        .addColumn('created', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('comment_reactions_once', ['comment_id', 'user_id'])
        .execute();

      await db.schema.alterTable('comments').addColumn('pinned_at', 'text').execute();
      await db.schema.alterTable('comments').addColumn('held_at', 'text').execute();
      // No foreign key: a deleted comment leaves the id, and the mail then goes to the thread's author.
      await db.schema.alterTable('comments').addColumn('replied_to', 'integer').execute();
      await db.schema.alterTable('comments').addColumn('reply_mail_at', 'text').execute();
      await db.schema
        .createIndex('comments_one_pinned')
        .unique()
        .on('comments')
        .columns(['section', 'post_slug'])
        .where(sql.ref('pinned_at'), 'is not', null)
        .execute();
      await db.schema.createIndex('comments_held').on('comments').column('held_at').where(sql.ref('held_at'), 'is not', null).execute();

      await db.schema
        .alterTable('users')
        .addColumn('reply_mails', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();

      await db.schema
        .createTable('site_settings')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('site_settings').execute();
      await db.schema.alterTable('users').dropColumn('reply_mails').execute();
      await db.schema.dropIndex('comments_held').execute();
      await db.schema.dropIndex('comments_one_pinned').execute();
      for (const column of ['reply_mail_at', 'replied_to', 'held_at', 'pinned_at']) {
        await db.schema.alterTable('comments').dropColumn(column).execute();
      }
      await db.schema.dropTable('comment_reactions').execute();
    },
  };
}
