// Roadmap progress (decision 0032): each member's latest mark per roadmap step, the days they made
// progress (the public page's calendar), and the member's public handle with the page's switch.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { createMemberTable } from './member-table.ts';

export function roadmapProgressMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('users').addColumn('handle', 'text').execute();
      await db.schema
        .alterTable('users')
        .addColumn('progress_public', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('users_handle').unique().on('users').column('handle').execute();
      await createMemberTable(db, 'roadmap_marks')
        .addColumn('step', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('marked_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('roadmap_marks_pk', ['user_id', 'step'])
        .execute();
      await createMemberTable(db, 'roadmap_days')
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('marks', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('roadmap_days_pk', ['user_id', 'day'])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('roadmap_days').execute();
      await db.schema.dropTable('roadmap_marks').execute();
      await db.schema.dropIndex('users_handle').execute();
      await db.schema.alterTable('users').dropColumn('progress_public').execute();
      await db.schema.alterTable('users').dropColumn('handle').execute();
    },
  };
}
