// What staff do with users: list them (search, sort, pages), read a user's comments, and grant or
// revoke paid membership and staff, or disable and enable an account. The rules hold on the server:
// nobody removes their own staff flag or disables themself, and the last enabled staff user stays.
// A disabled account's sessions end at once (refresh tokens revoked, access tokens refused). Each
// change is recorded in the audit log in the same transaction.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';
import { BadRequestError, NotFoundError } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { AuditLog } from '../audit/service.ts';
import type { AdminUser, UserComment, UserSort } from 'contracts';
import type { AdminUserRow, AdminUsersRepository, FlagChanges } from './admin-users-repository.ts';

/** The flags staff change; each is left as it is when absent. */
export interface UserFlagsPatch {
  is_paid_member?: boolean | undefined;
  is_staff?: boolean | undefined;
  disabled?: boolean | undefined;
}

export const OWN_STAFF_FLAG = 'You cannot remove your own staff access. Ask another staff user.';
export const OWN_ACCOUNT_DISABLE = 'You cannot disable your own account.';
export const LAST_STAFF = 'This is the last staff user: make another user staff before removing their staff access or disabling them.';
export const NOTHING_TO_CHANGE = 'Say what to change: is_paid_member, is_staff or disabled.';

export function toAdminUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    name: `${row.first_name} ${row.last_name}`.trim(),
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    email_verified: row.email_verified_at !== null,
    date_joined: row.date_joined,
    last_login: row.last_login,
    is_staff: row.is_staff === 1,
    is_paid_member: row.is_paid_member === 1,
    disabled: row.disabled_at !== null,
    disabled_at: row.disabled_at,
  };
}

interface FlagAction {
  field: 'is_paid_member' | 'is_staff' | 'disabled';
  from: boolean;
  to: boolean;
  action: string;
}

const ACTIONS: Record<FlagAction['field'], [grant: string, revoke: string]> = {
  is_paid_member: ['user.grant_paid', 'user.revoke_paid'],
  is_staff: ['user.grant_staff', 'user.revoke_staff'],
  disabled: ['user.disable', 'user.enable'],
};

export function createAdminUsersService({
  db,
  users,
  audit,
  now = () => new Date(),
}: {
  db: Kysely<Database>;
  users: AdminUsersRepository;
  audit: AuditLog;
  now?: () => Date;
}) {
  return {
    async list({ q, sort, page, page_size }: { q: string; sort: UserSort; page: number; page_size: number }) {
      const { rows, count } = await users.list({ search: q.trim(), sort, limit: page_size, offset: (page - 1) * page_size });
      return { results: rows.map(toAdminUser), count, page, page_size };
    },

    async comments(userId: number, { page, page_size }: { page: number; page_size: number }) {
      if (!(await users.find(userId))) throw new NotFoundError('No user has this id.');
      const { rows, count } = await users.comments(userId, { limit: page_size, offset: (page - 1) * page_size });
      const results: UserComment[] = rows.map((row) => ({
        id: row.id,
        section: row.section,
        post_slug: row.post_slug,
        article_title: row.article_title,
        article_url: `/${row.section}/${row.post_slug}`,
        is_reply: row.parent_id !== null,
        content: row.content,
        created: row.created,
      }));
      return { results, count, page, page_size };
    },

    /** Applies the flags that differ from the user's, with the rules above; one audit entry per flag changed. */
    async update(actor: AuthUser, id: number, patch: UserFlagsPatch): Promise<AdminUser> {
      if (patch.is_paid_member === undefined && patch.is_staff === undefined && patch.disabled === undefined) {
        throw new BadRequestError(NOTHING_TO_CHANGE);
      }
      const row = await db.transaction().execute(async (trx) => {
        const staffIds = await users.enabledStaffIds(trx);
        const existing = await users.find(id, trx);
        if (!existing) throw new NotFoundError('No user has this id.');
        const current = toAdminUser(existing);
        const changes: FlagAction[] = [];
        for (const field of ['is_paid_member', 'is_staff', 'disabled'] as const) {
          const to = patch[field];
          if (to !== undefined && to !== current[field])
            changes.push({ field, from: current[field], to, action: ACTIONS[field][to ? 0 : 1] });
        }
        const demoted = changes.some((c) => c.field === 'is_staff' && !c.to);
        const disabled = changes.some((c) => c.field === 'disabled' && c.to);
        if ((demoted || disabled) && staffIds.includes(id) && staffIds.length === 1) {
          throw new BadRequestError(LAST_STAFF, { [demoted ? 'is_staff' : 'disabled']: LAST_STAFF });
        }
        if (demoted && id === actor.id) throw new BadRequestError(OWN_STAFF_FLAG, { is_staff: OWN_STAFF_FLAG });
        if (disabled && id === actor.id) throw new BadRequestError(OWN_ACCOUNT_DISABLE, { disabled: OWN_ACCOUNT_DISABLE });
        if (changes.length === 0) return existing;

        const at = now().toISOString();
        const set: FlagChanges = {};
        for (const change of changes) {
          if (change.field === 'disabled') {
            set.disabled_at = change.to ? at : null;
            // Access tokens issued before now stop working; so do refresh tokens.
            if (change.to) set.sessions_valid_after = at;
          } else set[change.field] = change.to ? 1 : 0;
        }
        await users.applyFlags(trx, id, set);
        if (disabled) await users.revokeRefreshTokens(trx, id, at);
        for (const change of changes) {
          await audit.record(
            actor,
            {
              action: change.action,
              target_type: 'user',
              target_id: id,
              details: { email: existing.email, field: change.field, from: change.from, to: change.to },
            },
            trx,
          );
        }
        return (await users.find(id, trx))!;
      });
      return toAdminUser(row);
    },
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
