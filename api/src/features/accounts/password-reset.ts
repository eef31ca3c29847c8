// "Forgot password?": a single-use link valid for one hour, mailed to the account's address (only the
// token's SHA-256 is stored). Using it sets the new password, ends every session of the account, mails
// a notice and signs the person in. Asking tells nothing about whether the address has an account.
// Mailbox and new password together prove the address: an account whose sign-up was never confirmed
// is taken over by whoever resets it (the unproven holder's profile and comments go).
import { createHash, randomBytes } from 'node:crypto';
import { absoluteUrl, type Config } from '../../config.ts';
import { BadRequestError } from '../../lib/errors.ts';
import { passwordChangedMail, passwordResetMail, type SendMail } from './mails.ts';
import { hashPassword } from './passwords.ts';
import type { UserChanges, UsersRepository } from './repository.ts';
import { isUnconfirmedSignUp, SQUATTER_PROFILE_CLEARED } from './service.ts';
import type { Sessions, TokenPair } from './sessions.ts';

/** How long a reset link works. */
const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const RESET_REQUESTED = 'If an account uses this address, we sent it a link to set a new password. The link works for one hour.';
export const RESET_LINK_INVALID = 'This link is not valid: it was already used, has expired (links work for one hour) or is incomplete.';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export interface PasswordResetDeps {
  users: UsersRepository;
  sessions: Sessions;
  send: SendMail;
  config: Pick<Config, 'publicUrl'>;
  now?: () => Date;
}

export function createPasswordReset({ users, sessions, send, config, now = () => new Date() }: PasswordResetDeps) {
  const homeUrl = () => absoluteUrl(config, '/');
  const invalid = () => new BadRequestError(RESET_LINK_INVALID, { token: RESET_LINK_INVALID });

  return {
    /** Mails a reset link when the address has an enabled account; a new request replaces the last link. */
    async request(email: string): Promise<void> {
      const user = await users.findByEmail(email);
      if (!user || user.disabled_at) return;
      const token = randomBytes(32).toString('base64url');
      await users.update(user.id, {
        password_reset_hash: hashOf(token),
        password_reset_expires_at: new Date(now().getTime() + RESET_TOKEN_TTL_MS).toISOString(),
      });
      await send(
        passwordResetMail({ to: user.email, resetUrl: absoluteUrl(config, `/reset-password?token=${token}`), homeUrl: homeUrl() }),
      );
    },

    /** Sets the new password with a link's token (once); every session ends; answers a new pair for this browser. */
    async reset(token: string, password: string): Promise<TokenPair> {
      const hash = hashOf(token);
      const user = await users.findByPasswordReset(hash);
      const at = now().toISOString();
      if (!user || user.disabled_at || !user.password_reset_expires_at || user.password_reset_expires_at <= at) throw invalid();
      const changes: UserChanges = {
        password_hash: await hashPassword(password),
        password_reset_hash: null,
        password_reset_expires_at: null,
        sessions_valid_after: at,
      };
      // Two uses of one link at once: only the first clears the token.
      if (!(await users.claimPasswordReset(user.id, hash, changes))) throw invalid();
      if (isUnconfirmedSignUp(user)) {
        await users.takeOver(user.id, {
          ...SQUATTER_PROFILE_CLEARED,
          first_name: user.email.split('@')[0]!,
          last_name: '',
          email_verified_at: at,
          email_token_hash: null,
          email_token_expires_at: null,
        });
      }
      await sessions.revokeUser(user.id);
      await send(passwordChangedMail({ to: user.email, resetUrl: absoluteUrl(config, '/forgot-password'), homeUrl: homeUrl() }));
      return sessions.start(user.id);
    },
  };
}

export type PasswordReset = ReturnType<typeof createPasswordReset>;
