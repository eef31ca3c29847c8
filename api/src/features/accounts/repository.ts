// Storage of users and refresh tokens (Kysely; the same on every dialect).
import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { Database, RefreshTokensTable, UsersTable } from '../../db/types.ts';

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserChanges = Updateable<UsersTable>;
export type RefreshTokenRow = Selectable<RefreshTokensTable>;

export interface UserListFilter {
  search: string;
  limit: number;
  offset: number;
}

function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function createUsersRepository(db: Kysely<Database>) {
  const matching = (search: string) => {
    const query = db.selectFrom('users');
    if (!search) return query;
    const pattern = likePattern(search);
    return query.where((eb) =>
      eb.or([
        eb(sql`lower(email)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(first_name || ' ' || last_name)`, 'like', sql`${pattern} escape '\\'`),
      ]),
    );
  };

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
     * deletes what the unproven holder wrote (comments), which would otherwise appear under the owner's
     * name; one transaction.
     */
    async takeOver(id: number, changes: UserChanges): Promise<UserRow | undefined> {
      return db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set(changes).where('id', '=', id).execute();
        await trx.deleteFrom('comments').where('user_id', '=', id).execute();
        return trx.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
      });
    },

    async list(filter: UserListFilter): Promise<{ rows: UserRow[]; count: number }> {
      const [rows, total] = await Promise.all([
        matching(filter.search).selectAll().orderBy('id', 'asc').limit(filter.limit).offset(filter.offset).execute(),
        matching(filter.search)
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, count: Number(total.count) };
    },
  };
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

    async revokeFamily(familyId: string, at: string): Promise<void> {
      await db
        .updateTable('refresh_tokens')
        .set({ revoked_at: at })
        .where('family_id', '=', familyId)
        .where('revoked_at', 'is', null)
        .execute();
    },

    /** Every session of the user ends (an account taken over). */
    async revokeUser(userId: number, at: string): Promise<void> {
      await db
        .updateTable('refresh_tokens')
        .set({ revoked_at: at })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .execute();
    },

    /** Drops tokens that expired more than a day ago (they can no longer prove anything). */
    async deleteExpired(before: string): Promise<void> {
      await db.deleteFrom('refresh_tokens').where('expires_at', '<', before).execute();
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
export type RefreshTokensRepository = ReturnType<typeof createRefreshTokensRepository>;
