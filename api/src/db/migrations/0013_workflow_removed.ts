// Staff can now unpublish a workflow (published = 0, kept and listed for staff) as well as delete it.
// A seeded workflow that staff delete stays as a row so the next start does not restore it: `removed`
// marks such rows (hidden from staff too). Until now published = 0 meant exactly that, so those rows
// are marked removed.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export function workflowRemovedMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('workflows')
        .addColumn('removed', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.updateTable('workflows').set({ removed: 1 }).where('published', '=', 0).execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('workflows').dropColumn('removed').execute();
    },
  };
}
