// The account calls (docs/product/accounts.md#calls), and the session flow after them (#after-sign-in): after sign-in, sign-up or
// Google sign-in the current user is fetched and published on the shared bus; sign-out revokes the
// refresh token, then clears the session.
import { ApiError, callApi, setToken, signedIn, signinFailed, type TokenPair } from 'shared';
import type { CurrentUser } from 'contracts';

export interface SignInInput {
  email: string;
  password: string;
}
export interface SignUpInput extends SignInInput {
  firstname: string;
  lastname: string;
}

/** Stores a new token pair and publishes the signed-in user (after sign-in, a password reset or change). */
export async function startSession(token: TokenPair): Promise<CurrentUser> {
  setToken(token);
  try {
    const user = await callApi('GET users/currentuser/');
    signedIn(token, user);
    return user;
  } catch (error) {
    setToken(null);
    throw error;
  }
}

export async function signIn({ email, password }: SignInInput): Promise<CurrentUser> {
  try {
    const token = await callApi('POST token/', { body: { email, password }, auth: false });
    return await startSession(token);
  } catch (error) {
    signinFailed(error instanceof Error ? error.message : 'Sign-in failed');
    throw error;
  }
}

/**
 * Signs up, then in; resolves to the server's answer (check your email), whatever the address. When the
 * address already had an account the sign-in fails, and that must not show: the answer is the same
 * (the mail tells the owner), so the visitor stays signed out with it.
 */
export async function signUp(input: SignUpInput): Promise<{ message: string; signedIn: boolean }> {
  const answer = await callApi('POST users/', {
    body: { first_name: input.firstname, last_name: input.lastname, email: input.email, password: input.password },
    auth: false,
  });
  try {
    await signIn({ email: input.email, password: input.password });
    return { message: answer.message, signedIn: true };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { message: answer.message, signedIn: false };
    throw error;
  }
}

/** Forgot password: mails a reset link; resolves to the server's answer (the same for every address). */
export async function requestPasswordReset(email: string): Promise<string> {
  return (await callApi('POST password-reset/', { body: { email }, auth: false })).message;
}

/** Sets a new password with the reset link's token, then signs this browser in. */
export async function resetPassword(token: string, password: string): Promise<CurrentUser> {
  return startSession(await callApi('POST password-reset/confirm/', { body: { token, password }, auth: false }));
}

/** Trades a Google credential (ID token) for our own token pair. */
export async function signInWithGoogle(credential: string): Promise<CurrentUser> {
  const answer = await callApi('POST auth-return/', { body: { token: credential }, auth: false });
  if (answer.status !== 'success' || !answer.access || !answer.refresh) throw new Error(answer.message || 'Google sign-in failed.');
  return startSession({ access: answer.access, refresh: answer.refresh });
}
