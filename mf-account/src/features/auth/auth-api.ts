// The account calls (docs/product/accounts.md#calls), and the session flow after them (#after-sign-in): after sign-in, sign-up or
// Google sign-in the current user is fetched and published on the shared bus; sign-out revokes the
// refresh token, then clears the session.
import { http, setToken, signedIn, signinFailed, type TokenPair } from 'shared';
import type { CurrentUser, GoogleSignInAnswer } from 'contracts';

export interface SignInInput {
  email: string;
  password: string;
}
export interface SignUpInput extends SignInInput {
  firstname: string;
  lastname: string;
}

async function startSession(token: TokenPair): Promise<CurrentUser> {
  setToken(token);
  try {
    const user = await http.get<CurrentUser>('users/currentuser/');
    signedIn(token, user);
    return user;
  } catch (error) {
    setToken(null);
    throw error;
  }
}

export async function signIn({ email, password }: SignInInput): Promise<CurrentUser> {
  try {
    const token = await http.post<TokenPair>('token/', { email, password }, { auth: false });
    return await startSession(token);
  } catch (error) {
    signinFailed(error instanceof Error ? error.message : 'Sign-in failed');
    throw error;
  }
}

/** Signs up, then in; resolves to the server's answer (check your email to confirm the address). */
export async function signUp(input: SignUpInput): Promise<string> {
  const answer = await http.post<{ message: string }>(
    'users/',
    { first_name: input.firstname, last_name: input.lastname, email: input.email, password: input.password },
    { auth: false },
  );
  await signIn({ email: input.email, password: input.password });
  return answer.message;
}

/** Trades a Google credential (ID token) for our own token pair. */
export async function signInWithGoogle(credential: string): Promise<CurrentUser> {
  const answer = await http.post<GoogleSignInAnswer>('auth-return/', { token: credential }, { auth: false });
  if (answer.status !== 'success' || !answer.access || !answer.refresh) throw new Error(answer.message || 'Google sign-in failed.');
  return startSession({ access: answer.access, refresh: answer.refresh });
}
