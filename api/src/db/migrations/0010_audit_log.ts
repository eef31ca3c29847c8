// The staff audit log: who changed what, when. Every staff action of the admin area writes one row;
// rows outlive the staff account that made them (actor_id set null on delete, the e-mail kept).
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../types.ts';
import { createTableWithId } from './table-with-id.ts';

export function auditLogMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<any>) {
      await createTableWithId(db, dialect, 'audit_log')
        .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('actor_email', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('target_type', 'text', (c) => c.notNull())
        .addColumn('target_id', 'text')
        .addColumn('details', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('created', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('audit_log_created').on('audit_log').column('created').execute();
      await db.schema.createIndex('audit_log_target').on('audit_log').columns(['target_type', 'target_id']).execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('audit_log').execute();
    },
  };
}
