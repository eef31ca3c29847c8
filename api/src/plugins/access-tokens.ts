// Access tokens: HS256 JWTs that live 15 minutes and carry only the user id; who the user is and
// what they may do is read from the database on each request.
import { SignJWT, errors, jwtVerify } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'ai-creator-hub';
const AUDIENCE = 'ai-creator-hub/api';

/** `issuedAtMs`: when the token was signed, in milliseconds (its `iat_ms` claim, else its iat). */
export type AccessTokenCheck = { ok: true; userId: number; issuedAtMs: number } | { ok: false; reason: 'expired' | 'invalid' };

export function createAccessTokens(secret: Uint8Array) {
  return {
    async sign(userId: number): Promise<string> {
      return new SignJWT({ typ: 'access', iat_ms: Date.now() })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(secret);
    },

    async verify(token: string): Promise<AccessTokenCheck> {
      try {
        // Without `exp` a token would never expire: it is required, as is `iat` (sessions ended by
        // sessions_valid_after are judged by it).
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['exp', 'iat', 'sub'],
        });
        const userId = Number(payload.sub);
        if (payload.typ !== 'access' || !Number.isSafeInteger(userId) || userId < 1 || typeof payload.iat !== 'number') {
          return { ok: false, reason: 'invalid' };
        }
        return { ok: true, userId, issuedAtMs: typeof payload.iat_ms === 'number' ? payload.iat_ms : payload.iat * 1000 };
      } catch (error) {
        return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
