// The member's own account page (/account): what it shows, the password change, the signed-in
// sessions and "sign out everywhere", the newsletter setting, the download of everything stored
// about the member, and deleting the account.
import { absoluteUrl, type Config } from '../../config.ts';
import { AppError, BadRequestError } from '../../lib/errors.ts';
import type { Account, AccountDeletion, AccountSession, PasswordChange } from 'contracts';
import type { AccountRepository } from './account-repository.ts';
import { accountDeletedMail, passwordChangedMail, type SendMail } from './mails.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { RefreshTokensRepository, UserRow, UsersRepository } from './repository.ts';
import { INVALID_REFRESH, type Sessions, type TokenPair } from './sessions.ts';

export const WRONG_CURRENT_PASSWORD = 'This is not your current password.';
export const CURRENT_PASSWORD_REQUIRED = 'Enter your current password.';
export const STAFF_CANNOT_DELETE = 'A staff account cannot delete itself: ask another staff member to remove your staff role first.';
export const NEWSLETTER_NEEDS_CONFIRMED_ADDRESS = 'Confirm your email address first (use the link we mailed you).';

export interface AccountControlDeps {
  users: UsersRepository;
  refreshTokens: RefreshTokensRepository;
  account: AccountRepository;
  sessions: Sessions;
  send: SendMail;
  config: Pick<Config, 'publicUrl'>;
  now?: () => Date;
}

export function createAccountControl({
  users,
  refreshTokens,
  account,
  sessions,
  send,
  config,
  now = () => new Date(),
}: AccountControlDeps) {
  async function member(id: number): Promise<UserRow> {
    const row = await users.findById(id);
    if (!row) throw new AppError(401, 'Sign in to continue.');
    return row;
  }

  /** Checks the password an account with one must give; field is where a wrong one is reported. */
  async function provePassword(row: UserRow, password: string | undefined, field: string): Promise<void> {
    if (!row.password_hash) return;
    if (!password) throw new BadRequestError(CURRENT_PASSWORD_REQUIRED, { [field]: CURRENT_PASSWORD_REQUIRED });
    if (!(await verifyPassword(password, row.password_hash))) {
      throw new BadRequestError(WRONG_CURRENT_PASSWORD, { [field]: WRONG_CURRENT_PASSWORD });
    }
  }

  /** Every session of the member ends: refresh tokens revoked, access tokens issued before now refused. */
  async function endSessions(id: number): Promise<void> {
    await users.update(id, { sessions_valid_after: now().toISOString() });
    await sessions.revokeUser(id);
  }

  async function view(row: UserRow): Promise<Account> {
    return {
      id: row.id,
      first_name: row.first_name,
      last_name: row.last_name,
      email: row.email,
      email_verified: row.email_verified_at !== null,
      pending_email: row.pending_email,
      has_password: row.password_hash !== null,
      google_linked: row.google_sub !== null,
      newsletter: await account.subscribed(row.email),
      date_joined: row.date_joined,
    };
  }

  return {
    async get(id: number): Promise<Account> {
      return view(await member(id));
    },

    /** Sets a new password (the current one required when there is one); every session ends, this browser gets a new pair. */
    async changePassword(id: number, change: PasswordChange): Promise<TokenPair> {
      const row = await member(id);
      await provePassword(row, change.current_password, 'current_password');
      await users.update(id, {
        password_hash: await hashPassword(change.new_password),
        password_reset_hash: null,
        password_reset_expires_at: null,
      });
      await endSessions(id);
      await send(
        passwordChangedMail({ to: row.email, resetUrl: absoluteUrl(config, '/forgot-password'), homeUrl: absoluteUrl(config, '/') }),
      );
      return sessions.start(id);
    },

    /** The signed-in sessions (each sign-in whose refresh token still works), the latest first. */
    async sessions(id: number): Promise<AccountSession[]> {
      const live = await refreshTokens.live(id, now().toISOString());
      const started = await refreshTokens.familiesStarted(live.map((token) => token.family_id));
      return live.map((token) => ({
        signed_in_at: started.get(token.family_id) ?? token.created_at,
        last_active_at: token.created_at,
        expires_at: token.expires_at,
      }));
    },

    /**
     * Ends every other session: their refresh tokens are revoked and every access token issued until
     * now is refused; this browser's session (its live refresh token) goes on with a new pair.
     */
    async signOutEverywhere(id: number, refresh: string): Promise<TokenPair> {
      if (!(await sessions.revokeOthers(id, refresh))) throw new BadRequestError(INVALID_REFRESH, { refresh: INVALID_REFRESH });
      await users.update(id, { sessions_valid_after: now().toISOString() });
      return sessions.refresh(refresh);
    },

    async setNewsletter(id: number, subscribed: boolean): Promise<Account> {
      const row = await member(id);
      if (subscribed && !row.email_verified_at) {
        throw new BadRequestError(NEWSLETTER_NEEDS_CONFIRMED_ADDRESS, { subscribed: NEWSLETTER_NEEDS_CONFIRMED_ADDRESS });
      }
      await account.setSubscribed(row.email, subscribed, now().toISOString());
      return view(row);
    },

    /** Everything stored about the member (never a password hash or a token: only their hashes exist, and they prove nothing to anyone). */
    async export(id: number) {
      const row = await member(id);
      const stored = await account.export(id, row.email);
      return {
        exported_at: now().toISOString(),
        account: {
          id: row.id,
          email: row.email,
          first_name: row.first_name,
          last_name: row.last_name,
          mobile_no: row.mobile_no,
          avatar_url: row.avatar_url,
          date_joined: row.date_joined,
          last_login: row.last_login,
          email_verified_at: row.email_verified_at,
          pending_email: row.pending_email,
          has_password: row.password_hash !== null,
          google_linked: row.google_sub !== null,
          is_paid_member: row.is_paid_member === 1,
          is_staff: row.is_staff === 1,
          reply_mails: row.reply_mails === 1,
          handle: row.handle,
          progress_public: row.progress_public === 1,
        },
        sessions: stored.tokens,
        comments: stored.comments,
        comment_reports: stored.reports,
        comment_reactions: stored.reactions,
        newsletter: stored.newsletter,
        contact_messages: stored.messages,
        roadmap_marks: stored.roadmapMarks,
        roadmap_days: stored.roadmapDays,
        library: stored.library,
        shared_results: stored.results,
        shared_result_reports: stored.resultReports,
      };
    },

    async delete(id: number, deletion: AccountDeletion): Promise<void> {
      const row = await member(id);
      await provePassword(row, deletion.password, 'password');
      if (row.is_staff === 1) throw new BadRequestError(STAFF_CANNOT_DELETE, {});
      await account.delete(id, row.email, deletion.comments, now().toISOString());
      await send(accountDeletedMail({ to: row.email, homeUrl: absoluteUrl(config, '/') }));
    },
  };
}

export type AccountControl = ReturnType<typeof createAccountControl>;
