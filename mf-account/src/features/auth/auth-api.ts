// The account calls of SPEC §7, and the session flow after them (SPEC §4): after sign-in or sign-up
// the current user is fetched and published on the shared bus.
import { http, setToken, signedIn, signinFailed, type CurrentUser, type TokenPair } from 'shared';

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

export async function signUp(input: SignUpInput): Promise<CurrentUser> {
  await http.post(
    'users/',
    { first_name: input.firstname, last_name: input.lastname, email: input.email, password: input.password },
    { auth: false },
  );
  return signIn({ email: input.email, password: input.password });
}
