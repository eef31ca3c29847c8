// The member's library (docs/product/library.md): one row per member and article or workflow they
// saved, opened or downloaded. `saved_at` set = in their library; `opened_at` / `downloaded_at` set =
// not new to them any more. Exactly one of article_id and workflow_id is set; each is unique per member,
// and rows go with the member, the article or the workflow.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { cascadingReference } from './cascading-reference.ts';
import { createMemberTable } from './member-table.ts';

export function memberLibraryMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await createMemberTable(db, 'library_items')
        .addColumn('article_id', 'integer', cascadingReference('articles', { optional: true }))
        .addColumn('workflow_id', 'integer', cascadingReference('workflows', { optional: true }))
        .addColumn('saved_at', 'text')
        .addColumn('opened_at', 'text')
        .addColumn('downloaded_at', 'text')
        .addUniqueConstraint('library_items_article', ['user_id', 'article_id'])
        .addUniqueConstraint('library_items_workflow', ['user_id', 'workflow_id'])
        .addCheckConstraint('library_items_one_item', sql`(article_id is null) <> (workflow_id is null)`)
        .execute();
      await db.schema.createIndex('library_items_article_id').on('library_items').column('article_id').execute();
      await db.schema.createIndex('library_items_workflow_id').on('library_items').column('workflow_id').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('library_items').execute();
    },
  };
}
