// Accounts: sign-up, sign-in (email + password, or Google), the user list and profile changes.
// Dependencies are passed in; failures are typed errors the error handler maps to HTTP answers.
import { AppError, NotFoundError } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { GoogleVerifier } from './google.ts';
import { hashPassword, needsRehash, verifyPassword } from './passwords.ts';
import { isUniqueViolation, type UserChanges, type UserRow, type UsersRepository } from './repository.ts';
import type { Sessions, TokenPair } from './sessions.ts';

export interface PublicUser {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  mobile_no: string | null;
  is_paid_member: boolean;
  is_staff: boolean;
  date_joined: string;
  avatar_url: string | null;
}

export interface SignUpInput {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
}

export interface UserPatch {
  first_name?: string;
  last_name?: string;
  email?: string;
  mobile_no?: string | null;
  is_paid_member?: boolean;
  is_staff?: boolean;
}

export const WRONG_CREDENTIALS = 'The email or password is not correct.';
export const EMAIL_TAKEN = 'An account with this email already exists. Sign in instead.';

export class ConflictError extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}

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
  now?: () => Date;
}

export async function createAccountsService({ users, sessions, google, now = () => new Date() }: AccountsDeps) {
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

  return {
    async signUp(input: SignUpInput): Promise<PublicUser> {
      if (await users.findByEmail(input.email)) throw new ConflictError(EMAIL_TAKEN);
      const row = await insertUser({
        email: input.email,
        first_name: input.first_name,
        last_name: input.last_name,
        password_hash: await hashPassword(input.password),
        is_staff: 0,
        is_paid_member: 0,
        date_joined: now().toISOString(),
      });
      return toPublicUser(row);
    },

    async signIn(email: string, password: string): Promise<TokenPair> {
      const user = await users.findByEmail(email);
      const hash = user?.password_hash ?? dummyHash;
      const matches = await verifyPassword(password, hash);
      if (!user || !user.password_hash || !matches) throw new AppError(401, WRONG_CREDENTIALS);
      const changes: UserChanges = { last_login: now().toISOString() };
      if (needsRehash(user.password_hash)) changes.password_hash = await hashPassword(password);
      await users.update(user.id, changes);
      return sessions.start(user.id);
    },

    /** Signs in with a Google ID token: the account found by Google id, else linked by email, else created. */
    async signInWithGoogle(idToken: string): Promise<TokenPair> {
      const identity = await google.verify(idToken);
      let user = await users.findByGoogleSub(identity.sub);
      if (!user) {
        const byEmail = await users.findByEmail(identity.email);
        if (byEmail?.google_sub) throw new ConflictError('This email is linked to another Google account.');
        user = byEmail
          ? await users.update(byEmail.id, { google_sub: identity.sub, avatar_url: byEmail.avatar_url ?? identity.picture })
          : await insertUser({
              email: identity.email,
              first_name: identity.givenName,
              last_name: identity.familyName,
              google_sub: identity.sub,
              avatar_url: identity.picture,
              is_staff: 0,
              is_paid_member: 0,
              date_joined: now().toISOString(),
            });
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

    /** The user themself or staff may change names, email and mobile number; only staff the flags. */
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
      if (patch.is_paid_member !== undefined) changes.is_paid_member = patch.is_paid_member ? 1 : 0;
      if (patch.is_staff !== undefined) changes.is_staff = patch.is_staff ? 1 : 0;
      if (patch.email !== undefined && patch.email !== existing.email) {
        if (await users.findByEmail(patch.email)) throw new ConflictError(EMAIL_TAKEN);
        changes.email = patch.email;
      }
      let row: UserRow | undefined;
      try {
        row = await users.update(id, changes);
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictError(EMAIL_TAKEN);
        throw error;
      }
      if (!row) throw new NotFoundError('No user has this id.');
      return toPublicUser(row);
    },
  };
}

export type AccountsService = Awaited<ReturnType<typeof createAccountsService>>;
