// Email verification: an address counts only once its owner opened the link mailed to it. A pending
// change of address waits in `pending_email` until the new address is confirmed. `sessions_valid_after`
// ends every access token issued before it (an account taken over from an unverified sign-up).
// Accounts linked to Google before this migration have an address Google verified.
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export function emailVerificationMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      for (const column of ['email_verified_at', 'pending_email', 'email_token_hash', 'email_token_expires_at', 'sessions_valid_after']) {
        await db.schema.alterTable('users').addColumn(column, 'text').execute();
      }
      await db.schema.createIndex('users_email_token_hash').unique().on('users').column('email_token_hash').execute();
      await db
        .updateTable('users')
        .set({ email_verified_at: sql`date_joined` })
        .where('google_sub', 'is not', null)
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('users_email_token_hash').execute();
      for (const column of ['sessions_valid_after', 'email_token_expires_at', 'email_token_hash', 'pending_email', 'email_verified_at']) {
        await db.schema.alterTable('users').dropColumn(column).execute();
      }
    },
  };
}
