// Staff manage users: a disabled account (`disabled_at` set) cannot sign in and its sessions end.
// The users screen sorts by last sign-in too (sign-up date has its index since 0003).
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export function adminUsersMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('users').addColumn('disabled_at', 'text').execute();
      await db.schema.createIndex('users_last_login').on('users').column('last_login').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('users_last_login').execute();
      await db.schema.alterTable('users').dropColumn('disabled_at').execute();
    },
  };
}
