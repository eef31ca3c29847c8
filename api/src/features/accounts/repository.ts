// Storage of users and refresh tokens (Kysely; the same on every dialect).
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import { pageAndCount } from '../../db/page-and-count.ts';
import type { Database, RefreshTokensTable, UsersTable } from '../../db/types.ts';
import { usersMatching } from './user-search.ts';

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserChanges = Updateable<UsersTable>;
export type RefreshTokenRow = Selectable<RefreshTokensTable>;

export interface UserListFilter {
  search: string;
  limit: number;
  offset: number;
}

export function createUsersRepository(db: Kysely<Database>) {
  const matching = (search: string) => usersMatching(db, search);

  return {
    findById(id: number): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findByEmail(email: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
    },

    findByEmailToken(tokenHash: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('email_token_hash', '=', tokenHash).executeTakeFirst();
    },

    findByPasswordReset(tokenHash: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('password_reset_hash', '=', tokenHash).executeTakeFirst();
    },

    /** Applies `changes` if the account still holds this reset token; false when another request used it first. */
    async claimPasswordReset(id: number, tokenHash: string, changes: UserChanges): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set(changes)
        .where('id', '=', id)
        .where('password_reset_hash', '=', tokenHash)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Removes sign-ups whose confirmation link expired unused (see isUnconfirmedSignUp); their comments go with them. */
    async deleteExpiredSignUps(before: string): Promise<void> {
      await db
        .deleteFrom('users')
        .where('email_verified_at', 'is', null)
        .where('email_token_hash', 'is not', null)
        .where('google_sub', 'is', null)
        .where('email_token_expires_at', '<', before)
        .execute();
    },

    findByGoogleSub(sub: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('google_sub', '=', sub).executeTakeFirst();
    },

    async insert(user: NewUser): Promise<UserRow> {
      const { id } = await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    },

    async update(id: number, changes: UserChanges): Promise<UserRow | undefined> {
      if (Object.keys(changes).length > 0) await db.updateTable('users').set(changes).where('id', '=', id).execute();
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /**
     * Hands an account whose address was never proven to the address's owner: applies `changes` and
     * deletes what the unproven holder wrote (comments, reports of comments), which would otherwise
     * appear as the owner's; one transaction.
     */
    async takeOver(id: number, changes: UserChanges): Promise<UserRow | undefined> {
      return db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set(changes).where('id', '=', id).execute();
        await trx.deleteFrom('comment_reports').where('user_id', '=', id).execute();
        await trx.deleteFrom('comments').where('user_id', '=', id).execute();
        return trx.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
      });
    },

    async list(filter: UserListFilter): Promise<{ rows: UserRow[]; count: number }> {
      const page = matching(filter.search).selectAll().orderBy('id', 'asc').limit(filter.limit).offset(filter.offset).execute();
      return pageAndCount(page, matching(filter.search));
    },
  };
}

/** Revokes the live refresh tokens of a session family or of a user, but those of `keepFamilyId`
 * (inside a transaction when `db` is one). */
export async function revokeRefreshTokens(
  db: Kysely<Database>,
  by: 'family_id' | 'user_id',
  value: string | number,
  at: string,
  keepFamilyId?: string,
): Promise<void> {
  let query = db.updateTable('refresh_tokens').set({ revoked_at: at }).where(by, '=', value).where('revoked_at', 'is', null);
  if (keepFamilyId !== undefined) query = query.where('family_id', '!=', keepFamilyId);
  await query.execute();
}

export function createRefreshTokensRepository(db: Kysely<Database>) {
  return {
    async insert(token: Omit<RefreshTokenRow, 'id' | 'used_at' | 'revoked_at'>): Promise<void> {
      await db.insertInto('refresh_tokens').values(token).execute();
    },

    findByHash(tokenHash: string): Promise<RefreshTokenRow | undefined> {
      return db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
    },

    /** Whether a token of the family issued after the token `id` (ids grow) has been traded too. */
    async tradedSince(familyId: string, id: number): Promise<boolean> {
      const row = await db
        .selectFrom('refresh_tokens')
        .select('id')
        .where('family_id', '=', familyId)
        .where('id', '>', id)
        .where('used_at', 'is not', null)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Marks a live token used; false when another request used or revoked it first. */
    async markUsed(id: number, at: string): Promise<boolean> {
      const result = await db
        .updateTable('refresh_tokens')
        .set({ used_at: at })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    revokeFamily: (familyId: string, at: string) => revokeRefreshTokens(db, 'family_id', familyId, at),

    /** Every session of the user ends (an account taken over). */
    revokeUser: (userId: number, at: string) => revokeRefreshTokens(db, 'user_id', userId, at),

    /** The user's tokens that can still be traded: one per signed-in session. */
    live(userId: number, at: string): Promise<RefreshTokenRow[]> {
      return db
        .selectFrom('refresh_tokens')
        .selectAll()
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .where('used_at', 'is', null)
        .where('expires_at', '>', at)
        .orderBy('id', 'desc')
        .execute();
    },

    /** When each of the families started (their first token). */
    async familiesStarted(familyIds: string[]): Promise<Map<string, string>> {
      if (familyIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('refresh_tokens')
        .select(['family_id', (eb) => eb.fn.min('created_at').as('started')])
        .where('family_id', 'in', familyIds)
        .groupBy('family_id')
        .execute();
      return new Map(rows.map((row) => [row.family_id, String(row.started)]));
    },

    /** Every session of the user but one family ends ("sign out everywhere else"). */
    revokeUserExcept: (userId: number, keepFamilyId: string, at: string) => revokeRefreshTokens(db, 'user_id', userId, at, keepFamilyId),

    /** Drops tokens that expired more than a day ago (they can no longer prove anything). */
    async deleteExpired(before: string): Promise<void> {
      await db.deleteFrom('refresh_tokens').where('expires_at', '<', before).execute();
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
export type RefreshTokensRepository = ReturnType<typeof createRefreshTokensRepository>;
