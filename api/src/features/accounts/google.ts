// Verifies a Google ID token (the credential of Google Identity Services): RS256 signature against
// Google's published keys (GOOGLE_JWKS_URL, cached by jose), issuer, audience = GOOGLE_CLIENT_ID,
// expiry, and a verified email.
import { createRemoteJWKSet, errors, jwtVerify } from 'jose';

export const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

export interface GoogleIdentity {
  sub: string;
  email: string;
  givenName: string;
  familyName: string;
  picture: string | null;
}

export class GoogleTokenError extends Error {
  readonly statusCode: 401 | 403 | 503;

  constructor(statusCode: 401 | 403 | 503, message: string) {
    super(message);
    this.name = 'GoogleTokenError';
    this.statusCode = statusCode;
  }
}

export interface GoogleVerifierOptions {
  clientId: string;
  jwksUrl: string;
}

export function createGoogleVerifier({ clientId, jwksUrl }: GoogleVerifierOptions) {
  const keys = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 5000, cooldownDuration: 30_000 });

  return {
    async verify(token: string): Promise<GoogleIdentity> {
      if (!clientId) throw new GoogleTokenError(503, 'Google sign-in is not configured on this site.');
      let payload;
      try {
        ({ payload } = await jwtVerify(token, keys, { issuer: GOOGLE_ISSUERS, audience: clientId, algorithms: ['RS256'] }));
      } catch (error) {
        if (error instanceof errors.JWTExpired) throw new GoogleTokenError(401, 'The Google sign-in has expired. Please try again.');
        // Google's keys could not be fetched or read (time-out, network, not 200, not JSON).
        const keysUnavailable =
          !(error instanceof errors.JOSEError) ||
          error instanceof errors.JWKSTimeout ||
          error instanceof errors.JWKSInvalid ||
          error.code === 'ERR_JOSE_GENERIC';
        if (keysUnavailable) throw new GoogleTokenError(503, 'Google could not be reached to check the sign-in. Please try again.');
        throw new GoogleTokenError(401, 'The Google sign-in could not be verified.');
      }
      const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : '';
      const verified = payload.email_verified === true || payload.email_verified === 'true';
      if (!payload.sub || !email) throw new GoogleTokenError(401, 'The Google sign-in carries no email address.');
      if (!verified) throw new GoogleTokenError(403, 'Your Google email address is not verified.');
      return {
        sub: payload.sub,
        email,
        givenName: typeof payload.given_name === 'string' ? payload.given_name.trim() : '',
        familyName: typeof payload.family_name === 'string' ? payload.family_name.trim() : '',
        picture: typeof payload.picture === 'string' && /^https:\/\//.test(payload.picture) ? payload.picture : null,
      };
    },
  };
}

export type GoogleVerifier = ReturnType<typeof createGoogleVerifier>;
