// Who downloaded which workflow on which day, so the download counter counts a visitor once a day.
// A visitor is a SHA-256 of the day and the signed-in user's id or the client address (no address
// is stored); rows of past days are swept.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export function downloadVisitorsMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('workflow_downloads')
        .addColumn('workflow_id', 'integer', (c) => c.notNull().references('workflows.id').onDelete('cascade'))
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('visitor', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('workflow_downloads_pk', ['workflow_id', 'day', 'visitor'])
        .execute();
      await db.schema.createIndex('workflow_downloads_day').on('workflow_downloads').column('day').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('workflow_downloads').execute();
    },
  };
}
