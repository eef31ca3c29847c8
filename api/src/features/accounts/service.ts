// Accounts: sign-up, sign-in (email + password, or Google), the user list and profile changes.
// Dependencies are passed in; failures are typed errors the error handler maps to HTTP answers.
import { createHash, randomBytes } from 'node:crypto';
import { absoluteUrl, type Config } from '../../config.ts';
import { AppError, BadRequestError, NotFoundError } from '../../lib/errors.ts';
import type { Mailer, MailMessage } from '../../mail/mailer.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { PublicUser, SignUpInput, UserPatch } from 'contracts';
import type { AdminUsersService } from './admin-users.ts';
import type { GoogleVerifier } from './google.ts';
import {
  addressInUseMail,
  alreadyRegisteredMail,
  confirmAccountMail,
  confirmNewAddressMail,
  googleLinkedMail,
  mailSender,
} from './mails.ts';
import { hashPassword, needsRehash, verifyPassword } from './passwords.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { UserChanges, UserRow, UsersRepository } from './repository.ts';
import type { Sessions, TokenPair } from './sessions.ts';

export const WRONG_CREDENTIALS = 'The email or password is not correct.';
export const ACCOUNT_DISABLED =
  'This account has been disabled by the site’s staff, so it cannot sign in. Use the contact page if you think this is a mistake.';
export const EMAIL_TAKEN = 'An account with this email already exists. Sign in instead.';
/** The one answer to every sign-up, whether the address was free or not (an answer must not tell). */
export const SIGN_UP_ANSWER = 'Check your email: we sent a message to this address. Follow it to finish.';
/** Changing the email: a Google-only account proves nothing with a password, so it sets one first. */
const PASSWORD_NEEDED_FOR_EMAIL =
  'Set a password first: the link mailed to the new address asks for it, so that only you can confirm the change.';
/** How long a confirmation link works. */
export const EMAIL_TOKEN_TTL_MS = 48 * 60 * 60 * 1000;

export type EmailConfirmation = 'confirmed' | 'invalid' | 'taken' | 'wrong-password';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export class ConflictError extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}

/** Sign-in refused: staff disabled the account. */
export class AccountDisabledError extends AppError {
  constructor() {
    super(403, ACCOUNT_DISABLED);
  }
}

/**
 * A sign-up still waiting for its address to be confirmed: nobody has proved that the address is
 * theirs, so a new sign-up of the address (or its owner's Google sign-in) replaces it, and it ends
 * when its link expires. Accounts from before confirmation links (no token) are not such sign-ups.
 */
export function isUnconfirmedSignUp(row: UserRow): boolean {
  return row.email_verified_at === null && row.email_token_hash !== null && row.google_sub === null;
}

/** What a takeover resets: whatever the unproven holder set up or wrote in the profile. */
export const SQUATTER_PROFILE_CLEARED: UserChanges = {
  mobile_no: null,
  avatar_url: null,
  last_login: null,
  pending_email: null,
  password_reset_hash: null,
  password_reset_expires_at: null,
};

export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    mobile_no: row.mobile_no,
    is_paid_member: row.is_paid_member === 1,
    is_staff: row.is_staff === 1,
    date_joined: row.date_joined,
    avatar_url: row.avatar_url,
  };
}

export interface AccountsDeps {
  users: UsersRepository;
  sessions: Sessions;
  google: GoogleVerifier;
  /** Staff changes of the paid and staff flags (their rules and the audit log). */
  flags: Pick<AdminUsersService, 'update'>;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl'>;
  log: { warn(data: object, message: string): void };
  now?: () => Date;
}

export async function createAccountsService({ users, sessions, google, flags, mailer, config, log, now = () => new Date() }: AccountsDeps) {
  // Unknown emails (and Google-only accounts) are checked against this hash, so a wrong email costs
  // the same time as a wrong password.
  const dummyHash = await hashPassword('not-a-password-of-anyone');

  async function insertUser(row: Parameters<UsersRepository['insert']>[0]): Promise<UserRow> {
    try {
      return await users.insert(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(EMAIL_TAKEN);
      throw error;
    }
  }

  /** A new confirmation token: the link carries it, the database only its hash. */
  function emailToken(): { token: string; email_token_hash: string; email_token_expires_at: string } {
    const token = randomBytes(32).toString('base64url');
    return { token, email_token_hash: hashOf(token), email_token_expires_at: new Date(now().getTime() + EMAIL_TOKEN_TTL_MS).toISOString() };
  }

  const confirmUrl = (token: string) => absoluteUrl(config, `/api/users/confirm-email/?token=${token}`);
  const homeUrl = () => absoluteUrl(config, '/');

  /** The account a confirmation token belongs to, while the token is unused and unexpired. */
  async function pendingConfirmation(token: string): Promise<UserRow | null> {
    const user = await users.findByEmailToken(hashOf(token));
    if (!user || !user.email_token_expires_at || user.email_token_expires_at <= now().toISOString()) return null;
    return user;
  }

  const send = mailSender(mailer, log);

  return {
    /**
     * Creates an unverified account and mails the link that confirms its address; an address that
     * already has an account gets a notice instead. Both end the same way, so the answer tells nothing.
     */
    async signUp(input: SignUpInput): Promise<void> {
      const passwordHash = await hashPassword(input.password);
      const notice = () => send(alreadyRegisteredMail({ to: input.email, signInUrl: absoluteUrl(config, '/signin'), homeUrl: homeUrl() }));
      const at = now().toISOString();
      await users.deleteExpiredSignUps(at);
      const existing = await users.findByEmail(input.email);
      if (existing && !isUnconfirmedSignUp(existing)) return notice();
      const { token, ...pending } = emailToken();
      const fresh = { first_name: input.first_name, last_name: input.last_name, password_hash: passwordHash, date_joined: at, ...pending };
      if (existing) {
        // Nobody proved the address of the account waiting: this sign-up replaces it (its sessions end,
        // what its holder wrote goes), and whoever confirms with mailbox and password keeps it.
        await users.takeOver(existing.id, { ...fresh, ...SQUATTER_PROFILE_CLEARED, sessions_valid_after: at });
        await sessions.revokeUser(existing.id);
      } else {
        try {
          await users.insert({ email: input.email, ...fresh, is_staff: 0, is_paid_member: 0 });
        } catch (error) {
          if (isUniqueViolation(error)) return notice();
          throw error;
        }
      }
      await send(confirmAccountMail({ to: input.email, confirmUrl: confirmUrl(token), homeUrl: homeUrl() }));
    },

    /** Whether a confirmation link's token is one that can still be confirmed (opening the link changes nothing). */
    async emailTokenValid(token: string): Promise<boolean> {
      return (await pendingConfirmation(token)) !== null;
    },

    /**
     * Confirms (the button of the link's page, with the account's password): verifies the account's
     * address, or switches to the new one. Mailbox and password together: someone who only receives
     * the mail of another person's sign-up cannot adopt that account.
     */
    async confirmEmail(token: string, password: string): Promise<EmailConfirmation> {
      const user = await pendingConfirmation(token);
      if (!user) return 'invalid';
      if (!user.password_hash || !(await verifyPassword(password, user.password_hash))) return 'wrong-password';
      const done = { email_verified_at: now().toISOString(), email_token_hash: null, email_token_expires_at: null, pending_email: null };
      if (!user.pending_email) {
        await users.update(user.id, done);
        return 'confirmed';
      }
      const holder = await users.findByEmail(user.pending_email);
      if (holder && holder.id !== user.id) return 'taken';
      try {
        await users.update(user.id, { ...done, email: user.pending_email });
      } catch (error) {
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
      return 'confirmed';
    },

    async signIn(email: string, password: string): Promise<TokenPair> {
      const user = await users.findByEmail(email);
      const hash = user?.password_hash ?? dummyHash;
      const matches = await verifyPassword(password, hash);
      if (!user || !user.password_hash || !matches) throw new AppError(401, WRONG_CREDENTIALS);
      // A sign-up whose link expired unused is gone (it is deleted at the next sign-up).
      if (isUnconfirmedSignUp(user) && user.email_token_expires_at! <= now().toISOString()) throw new AppError(401, WRONG_CREDENTIALS);
      // Said only to whoever knows the password.
      if (user.disabled_at) throw new AccountDisabledError();
      const changes: UserChanges = { last_login: now().toISOString() };
      if (needsRehash(user.password_hash)) changes.password_hash = await hashPassword(password);
      await users.update(user.id, changes);
      return sessions.start(user.id);
    },

    /** Signs in with a Google ID token: the account found by Google id, else linked by email, else created. */
    async signInWithGoogle(idToken: string): Promise<TokenPair> {
      const identity = await google.verify(idToken);
      let user = await users.findByGoogleSub(identity.sub);
      if (user?.disabled_at) throw new AccountDisabledError();
      if (!user) {
        const byEmail = await users.findByEmail(identity.email);
        const at = now().toISOString();
        if (byEmail?.google_sub) throw new ConflictError('This email is linked to another Google account.');
        if (byEmail?.disabled_at) throw new AccountDisabledError();
        if (!byEmail) {
          user = await insertUser({
            email: identity.email,
            first_name: identity.givenName,
            last_name: identity.familyName,
            google_sub: identity.sub,
            avatar_url: identity.picture,
            is_staff: 0,
            is_paid_member: 0,
            date_joined: at,
            email_verified_at: at,
          });
        } else if (byEmail.email_verified_at) {
          // Google verified the address (the verifier refuses tokens without email_verified) and so did the account.
          const hadPassword = byEmail.password_hash !== null;
          // A new way into an account with a password: every other session ends and the owner is told.
          user = await users.update(byEmail.id, {
            google_sub: identity.sub,
            avatar_url: byEmail.avatar_url ?? identity.picture,
            ...(hadPassword ? { sessions_valid_after: at } : {}),
          });
          if (hadPassword) {
            await sessions.revokeUser(byEmail.id);
            await send(googleLinkedMail({ to: byEmail.email, resetUrl: absoluteUrl(config, '/forgot-password'), homeUrl: homeUrl() }));
          }
        } else {
          // Nobody ever proved this account's address: whoever signed it up may not own it. Google has
          // proved it now, so the address goes to this person: the unproved password stops working,
          // every session of the account ends and what it wrote is removed.
          user = await users.takeOver(byEmail.id, {
            ...SQUATTER_PROFILE_CLEARED,
            google_sub: identity.sub,
            avatar_url: identity.picture,
            first_name: identity.givenName,
            last_name: identity.familyName,
            password_hash: null,
            email_verified_at: at,
            pending_email: null,
            email_token_hash: null,
            email_token_expires_at: null,
            sessions_valid_after: at,
          });
          await sessions.revokeUser(byEmail.id);
        }
      }
      if (!user) throw new NotFoundError('The account could not be found.');
      await users.update(user.id, { last_login: now().toISOString() });
      return sessions.start(user.id);
    },

    async currentUser(id: number): Promise<PublicUser> {
      const row = await users.findById(id);
      if (!row) throw new AppError(401, 'Sign in to continue.');
      return toPublicUser(row);
    },

    async list(search: string, page: number, pageSize: number) {
      const { rows, count } = await users.list({ search: search.trim(), limit: pageSize, offset: (page - 1) * pageSize });
      return { results: rows.map(toPublicUser), count, page, page_size: pageSize };
    },

    /**
     * The user themself or staff may change names, email and mobile number; only staff the flags
     * (with the rules of the staff users screen, and recorded in the audit log).
     */
    async update(actor: AuthUser, id: number, patch: UserPatch): Promise<PublicUser> {
      if (actor.id !== id && !actor.is_staff) throw new AppError(403, 'You can only change your own account.');
      if ((patch.is_paid_member !== undefined || patch.is_staff !== undefined) && !actor.is_staff) {
        throw new AppError(403, 'Only staff can change membership or staff status.');
      }
      const existing = await users.findById(id);
      if (!existing) throw new NotFoundError('No user has this id.');
      const changes: UserChanges = {};
      if (patch.first_name !== undefined) changes.first_name = patch.first_name;
      if (patch.last_name !== undefined) changes.last_name = patch.last_name;
      if (patch.mobile_no !== undefined) changes.mobile_no = patch.mobile_no;
      let confirmation: MailMessage | null = null;
      if (patch.email !== undefined && patch.email !== existing.email) {
        // The address changes only once the link mailed to it is used with the account's password.
        if (!existing.password_hash) throw new BadRequestError(PASSWORD_NEEDED_FOR_EMAIL, { email: PASSWORD_NEEDED_FOR_EMAIL });
        if (await users.findByEmail(patch.email)) {
          // Answered like any other change (the answer must not tell whether an address has an
          // account); the address's owner gets a notice instead of a link.
          confirmation = addressInUseMail({ to: patch.email, homeUrl: homeUrl() });
        } else {
          const { token, ...pending } = emailToken();
          Object.assign(changes, { pending_email: patch.email, ...pending });
          confirmation = confirmNewAddressMail({ to: patch.email, confirmUrl: confirmUrl(token), homeUrl: homeUrl() });
        }
      } else if (patch.email !== undefined && existing.pending_email) {
        // Back to the current address: the pending change is dropped.
        Object.assign(changes, { pending_email: null, email_token_hash: null, email_token_expires_at: null });
      }
      if (patch.is_paid_member !== undefined || patch.is_staff !== undefined) {
        await flags.update(actor, id, { is_paid_member: patch.is_paid_member, is_staff: patch.is_staff });
      }
      const row = await users.update(id, changes);
      if (!row) throw new NotFoundError('No user has this id.');
      if (confirmation) await send(confirmation);
      return toPublicUser(row);
    },
  };
}

export type AccountsService = Awaited<ReturnType<typeof createAccountsService>>;
