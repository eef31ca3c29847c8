// Who is calling. On every request, a valid `Authorization: Bearer <access JWT>` sets `request.user`
// to { id, email, is_staff, is_paid_member } (read from the database, so role changes apply at once);
// no token, an invalid or expired one, or one of a disabled account, leaves it null.
//
// Protecting a route (register after the db plugin; both forms work):
//   app.get('/x/', { preHandler: app.requireUser }, handler)          // 401 {message} without a valid token
//   app.get('/y/', { preHandler: app.requireStaff }, handler)         // 401 anonymous, 403 {message} non-staff
//   import { requireUser, requireStaff } from '../../plugins/auth.ts'; // the same functions
// An invalid or expired token on such a route answers 401 with a message saying the session ended
// (the apps then refresh once and retry). Routes that merely read `request.user` treat it as anonymous.
// `app.accessTokens` signs and checks access tokens (used by the accounts feature).
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { createAccessTokens, type AccessTokens } from './access-tokens.ts';
import { resolveJwtSecret } from './jwt-secret.ts';
import { AppError } from '../lib/errors.ts';

export interface AuthUser {
  id: number;
  email: string;
  is_staff: boolean;
  is_paid_member: boolean;
}

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
    /** Why a bearer token was refused ('expired' or 'invalid'); null when none was sent or it was valid. */
    authFailure: 'expired' | 'invalid' | null;
  }
  interface FastifyInstance {
    accessTokens: AccessTokens;
    requireUser: Guard;
    requireStaff: Guard;
  }
}

export const SIGN_IN_REQUIRED = 'Sign in to continue.';
export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
export const STAFF_ONLY = 'Only staff can do this.';

export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw new AppError(401, request.authFailure ? SESSION_EXPIRED : SIGN_IN_REQUIRED);
}

export async function requireStaff(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  if (!request.user?.is_staff) throw new AppError(403, STAFF_ONLY);
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? '';
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    const accessTokens = createAccessTokens(resolveJwtSecret(config));
    app.decorate('accessTokens', accessTokens);
    app.decorate('requireUser', requireUser);
    app.decorate('requireStaff', requireStaff);
    app.decorateRequest('user', null);
    app.decorateRequest('authFailure', null);

    app.addHook('onRequest', async (request) => {
      const token = bearerToken(request);
      if (token === null) return;
      const check = token ? await accessTokens.verify(token) : ({ ok: false, reason: 'invalid' } as const);
      if (!check.ok) {
        request.authFailure = check.reason;
        return;
      }
      const row = await app.db
        .selectFrom('users')
        .select(['id', 'email', 'is_staff', 'is_paid_member', 'sessions_valid_after', 'disabled_at'])
        .where('id', '=', check.userId)
        .executeTakeFirst();
      // Tokens issued before the account's sessions were ended (it was taken over or disabled) no
      // longer count, nor does any token of a disabled account.
      if (
        !row ||
        row.disabled_at !== null ||
        (row.sessions_valid_after !== null && check.issuedAtMs < Date.parse(row.sessions_valid_after))
      ) {
        request.authFailure = 'invalid';
        return;
      }
      request.user = { id: row.id, email: row.email, is_staff: row.is_staff === 1, is_paid_member: row.is_paid_member === 1 };
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
