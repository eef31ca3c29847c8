// Accounts: users, their refresh tokens (rotated, revocable by family) and the rate-limit counters
// shared by every API instance.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../types.ts';
import { createTableWithId } from './table-with-id.ts';

export function accountsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<any>) {
      await createTableWithId(db, dialect, 'users')
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('mobile_no', 'text')
        .addColumn('password_hash', 'text')
        .addColumn('google_sub', 'text', (c) => c.unique())
        .addColumn('avatar_url', 'text')
        .addColumn('is_staff', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_paid_member', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('date_joined', 'text', (c) => c.notNull())
        .addColumn('last_login', 'text')
        .execute();
      await db.schema.createIndex('users_date_joined').on('users').column('date_joined').execute();

      await createTableWithId(db, dialect, 'refresh_tokens')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('family_id', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .addColumn('revoked_at', 'text')
        .execute();
      await db.schema.createIndex('refresh_tokens_family').on('refresh_tokens').column('family_id').execute();
      await db.schema.createIndex('refresh_tokens_user').on('refresh_tokens').column('user_id').execute();

      await db.schema
        .createTable('rate_limits')
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('window_start', 'text', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('rate_limits_pk', ['key', 'window_start'])
        .execute();
      await db.schema.createIndex('rate_limits_expires_at').on('rate_limits').column('expires_at').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('rate_limits').execute();
      await db.schema.dropTable('refresh_tokens').execute();
      await db.schema.dropTable('users').execute();
    },
  };
}
