// Token pairs: a 15-minute access JWT and an opaque 30-day refresh token, stored only as its SHA-256.
// Every refresh rotates the refresh token; presenting one that was already rotated (a stolen copy,
// or the thief's after the owner refreshed) revokes the whole family, so both must sign in again —
// except within REFRESH_GRACE_SECONDS of its rotation while it is still the family's latest traded
// token, which covers two requests refreshing at the same moment.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { AppError } from '../../lib/errors.ts';
import type { AccessTokens } from '../../plugins/access-tokens.ts';
import type { RefreshTokenRow, RefreshTokensRepository } from './repository.ts';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * Seconds after a rotation during which the token just traded may be traded once more (two tabs or
 * requests refreshing at the same moment), as long as it is still the family's latest traded token.
 */
export const REFRESH_GRACE_SECONDS = 30;

export interface TokenPair {
  access: string;
  refresh: string;
}

export const INVALID_REFRESH = 'Your session has ended. Please sign in again.';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export interface SessionsDeps {
  accessTokens: AccessTokens;
  refreshTokens: RefreshTokensRepository;
  now?: () => Date;
}

export function createSessions({ accessTokens, refreshTokens, now = () => new Date() }: SessionsDeps) {
  async function issue(userId: number, familyId: string): Promise<TokenPair> {
    const refresh = randomBytes(32).toString('base64url');
    const created = now();
    await refreshTokens.insert({
      user_id: userId,
      family_id: familyId,
      token_hash: hashOf(refresh),
      created_at: created.toISOString(),
      expires_at: new Date(created.getTime() + REFRESH_TOKEN_TTL_MS).toISOString(),
    });
    return { access: await accessTokens.sign(userId), refresh };
  }

  /** A traded token may be traded again shortly after, if no token of its family was traded since. */
  async function withinGrace(row: RefreshTokenRow): Promise<boolean> {
    if (!row.used_at || now().getTime() - Date.parse(row.used_at) > REFRESH_GRACE_SECONDS * 1000) return false;
    return !(await refreshTokens.tradedSince(row.family_id, row.id));
  }

  return {
    /** A new pair starting a new family (a sign-in). */
    start(userId: number): Promise<TokenPair> {
      return issue(userId, randomUUID());
    },

    /** Trades a live refresh token for a new pair; a rotated or revoked one revokes its family. */
    async refresh(refresh: string): Promise<TokenPair> {
      const hash = hashOf(refresh);
      let row = await refreshTokens.findByHash(hash);
      const at = now().toISOString();
      if (!row || row.revoked_at) throw new AppError(401, INVALID_REFRESH);
      if (!row.used_at && !(await refreshTokens.markUsed(row.id, at))) row = await refreshTokens.findByHash(hash);
      if (!row || row.revoked_at) throw new AppError(401, INVALID_REFRESH);
      if (row.used_at && !(await withinGrace(row))) {
        await refreshTokens.revokeFamily(row.family_id, at);
        throw new AppError(401, INVALID_REFRESH);
      }
      if (row.expires_at <= at) throw new AppError(401, INVALID_REFRESH);
      if (Math.random() < 0.01) await refreshTokens.deleteExpired(new Date(now().getTime() - 24 * 60 * 60 * 1000).toISOString());
      return issue(row.user_id, row.family_id);
    },

    /** Every refresh token of the user stops working. */
    async revokeUser(userId: number): Promise<void> {
      await refreshTokens.revokeUser(userId, now().toISOString());
    },

    /** Every session of the user but the one of `refresh` ends; false when `refresh` is not a live token of the user. */
    async revokeOthers(userId: number, refresh: string): Promise<boolean> {
      const row = await refreshTokens.findByHash(hashOf(refresh));
      if (!row || row.user_id !== userId || row.revoked_at || row.used_at) return false;
      await refreshTokens.revokeUserExcept(userId, row.family_id, now().toISOString());
      return true;
    },

    /** Sign-out: the token's whole family stops working. Unknown tokens are ignored. */
    async revoke(refresh: string): Promise<void> {
      const row = await refreshTokens.findByHash(hashOf(refresh));
      if (row) await refreshTokens.revokeFamily(row.family_id, now().toISOString());
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
