// Shared results: what members made with a workflow (an image or a short video, its thumbnail, the
// prompt and settings they chose to share), shown once staff approve it, and members' reports on
// them. Their files live in the media storage (media_files, or an S3 bucket), named by content hash.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../types.ts';

export function sharedResultsMigration(dialect: DialectName): Migration {
  /** A table whose first column is an id the database numbers (serial / autoincrement). */
  const withId = (name: string, db: Kysely<any>) =>
    db.schema
      .createTable(name)
      .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (c) =>
        dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
      );
  return {
    async up(db: Kysely<any>) {
      await withId('shared_results', db)
        .addColumn('workflow_id', 'integer', (c) => c.notNull().references('workflows.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('media_key', 'text', (c) => c.notNull())
        .addColumn('thumbnail_key', 'text', (c) => c.notNull())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('prompt', 'text', (c) => c.notNull())
        .addColumn('settings', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created', 'text', (c) => c.notNull())
        .addColumn('reviewed_at', 'text')
        .execute();
      await db.schema.createIndex('shared_results_gallery').on('shared_results').columns(['workflow_id', 'status', 'id']).execute();
      await db.schema.createIndex('shared_results_queue').on('shared_results').columns(['status', 'id']).execute();
      await withId('shared_result_reports', db)
        .addColumn('result_id', 'integer', (c) => c.notNull().references('shared_results.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('created', 'text', (c) => c.notNull())
        .addUniqueConstraint('shared_result_reports_once', ['result_id', 'user_id'])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('shared_result_reports').execute();
      await db.schema.dropTable('shared_results').execute();
    },
  };
}
