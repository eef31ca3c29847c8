// Shared results: what members made with a workflow (an image or a short video, its thumbnail, the
// prompt and settings they chose to share), shown once staff approve it, and members' reports on
// them. Their files live in the media storage (media_files, or an S3 bucket), named by content hash.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../types.ts';
import { cascadingReference } from './cascading-reference.ts';
import { requiredColumns } from './required-columns.ts';
import { createTableWithId } from './table-with-id.ts';

export function sharedResultsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<any>) {
      await createTableWithId(db, dialect, 'shared_results')
        .addColumn('workflow_id', 'integer', cascadingReference('workflows'))
        .addColumn('user_id', 'integer', cascadingReference('users'))
        .$call(
          requiredColumns({
            kind: 'text',
            media_key: 'text',
            thumbnail_key: 'text',
            width: 'integer',
            height: 'integer',
            prompt: 'text',
            settings: 'text',
            status: 'text',
            created: 'text',
          }),
        )
        .addColumn('reviewed_at', 'text')
        .execute();
      await db.schema.createIndex('shared_results_gallery').on('shared_results').columns(['workflow_id', 'status', 'id']).execute();
      await db.schema.createIndex('shared_results_queue').on('shared_results').columns(['status', 'id']).execute();
      await createTableWithId(db, dialect, 'shared_result_reports')
        .addColumn('result_id', 'integer', cascadingReference('shared_results'))
        .addColumn('user_id', 'integer', cascadingReference('users'))
        .$call(requiredColumns({ reason: 'text', created: 'text' }))
        .addUniqueConstraint('shared_result_reports_once', ['result_id', 'user_id'])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('shared_result_reports').execute();
      await db.schema.dropTable('shared_results').execute();
    },
  };
}
