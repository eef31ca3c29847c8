// Storage behind the staff users screen: the sortable, searchable user list, a user's comments, and
// the flag changes (paid member, staff, disabled) made inside the caller's transaction.
import { sql, type Kysely, type Selectable } from 'kysely';
import type { DialectName } from '../../db/index.ts';
import type { UserSort } from 'contracts';
import type { Database, UsersTable } from '../../db/types.ts';
import { revokeRefreshTokens } from './repository.ts';
import { usersMatching } from './user-search.ts';

export type AdminUserRow = Pick<
  Selectable<UsersTable>,
  | 'id'
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'date_joined'
  | 'last_login'
  | 'is_staff'
  | 'is_paid_member'
  | 'disabled_at'
  | 'email_verified_at'
>;

export interface UserCommentRow {
  id: number;
  section: string;
  post_slug: string;
  parent_id: number | null;
  content: string;
  created: string;
  article_title: string | null;
}

export interface FlagChanges {
  is_staff?: number;
  is_paid_member?: number;
  disabled_at?: string | null;
  sessions_valid_after?: string;
}

const ADMIN_USER_COLUMNS = [
  'id',
  'first_name',
  'last_name',
  'email',
  'date_joined',
  'last_login',
  'is_staff',
  'is_paid_member',
  'disabled_at',
  'email_verified_at',
] as const;

export function createAdminUsersRepository(db: Kysely<Database>, dialect: DialectName) {
  const matching = (search: string) => usersMatching(db, search);

  return {
    async list({ search, sort, limit, offset }: { search: string; sort: UserSort; limit: number; offset: number }) {
      const direction = sort.startsWith('-') ? 'desc' : 'asc';
      const key = sort.replace(/^-/, '');
      let query = matching(search).select(ADMIN_USER_COLUMNS);
      if (key === 'name') query = query.orderBy(sql`lower(first_name || ' ' || last_name)`, direction);
      else if (key === 'last_login') {
        // Never signed in sorts last both ways (the dialects disagree on where nulls go).
        query = query.orderBy(sql`case when last_login is null then 1 else 0 end`, 'asc').orderBy('last_login', direction);
      } else query = query.orderBy(key === 'email' ? 'email' : 'date_joined', direction);
      const [rows, total] = await Promise.all([
        query.orderBy('id', direction).limit(limit).offset(offset).execute(),
        matching(search)
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows: rows as AdminUserRow[], count: Number(total.count) };
    },

    find(id: number, executor: Kysely<Database> = db): Promise<AdminUserRow | undefined> {
      return executor.selectFrom('users').select(ADMIN_USER_COLUMNS).where('id', '=', id).executeTakeFirst();
    },

    /**
     * Ids of the enabled staff users, locked until the transaction ends on PostgreSQL (SQLite runs
     * one writing transaction at a time), so two staff users cannot demote each other at once.
     */
    async enabledStaffIds(trx: Kysely<Database>): Promise<number[]> {
      const query = trx.selectFrom('users').select('id').where('is_staff', '=', 1).where('disabled_at', 'is', null);
      const rows = await (dialect === 'postgres' ? query.forUpdate() : query).execute();
      return rows.map((row) => row.id);
    },

    async applyFlags(trx: Kysely<Database>, id: number, changes: FlagChanges): Promise<void> {
      await trx.updateTable('users').set(changes).where('id', '=', id).execute();
    },

    /** Every refresh token of the user stops working (a disabled account). */
    revokeRefreshTokens: (trx: Kysely<Database>, userId: number, at: string) => revokeRefreshTokens(trx, 'user_id', userId, at),

    /** A user's comments and replies, newest first, with the title of the article each is under. */
    async comments(userId: number, { limit, offset }: { limit: number; offset: number }) {
      const [rows, total] = await Promise.all([
        db
          .selectFrom('comments')
          .leftJoin('articles', (join) =>
            join.onRef('articles.section', '=', 'comments.section').onRef('articles.slug', '=', 'comments.post_slug'),
          )
          .select([
            'comments.id',
            'comments.section',
            'comments.post_slug',
            'comments.parent_id',
            'comments.content',
            'comments.created',
            'articles.title as article_title',
          ])
          .where('comments.user_id', '=', userId)
          .orderBy('comments.created', 'desc')
          .orderBy('comments.id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        db
          .selectFrom('comments')
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow(),
      ]);
      return { rows: rows as UserCommentRow[], count: Number(total.count) };
    },
  };
}

export type AdminUsersRepository = ReturnType<typeof createAdminUsersRepository>;
