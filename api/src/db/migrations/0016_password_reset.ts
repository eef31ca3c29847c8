// Password reset: the link mailed by "Forgot password?" carries a token; the account keeps only its
// SHA-256 and when it stops working (one link at a time; using it clears both).
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export function passwordResetMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('users').addColumn('password_reset_hash', 'text').execute();
      await db.schema.alterTable('users').addColumn('password_reset_expires_at', 'text').execute();
      await db.schema.createIndex('users_password_reset_hash').unique().on('users').column('password_reset_hash').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('users_password_reset_hash').execute();
      await db.schema.alterTable('users').dropColumn('password_reset_expires_at').execute();
      await db.schema.alterTable('users').dropColumn('password_reset_hash').execute();
    },
  };
}
