// The auth bus (docs/product/accounts.md#session): one BehaviorSubject with the session and one stream of auth
// events, shared by the shell and every remote through the `shared` singleton. Only this module and
// token-storage.ts know where the token lives. Tabs follow each other: a sign-in, refresh or sign-out in
// one tab reaches the others through the storage event.
import { BehaviorSubject, Subject } from 'shared/rx';
import type { CurrentUser } from 'contracts';
import { markSignedOut } from './sign-out-marker.ts';
import { onTokenChangedElsewhere, readToken, tokenSubject, writeToken, type TokenPair } from './token-storage.ts';

export interface Session {
  /** False until the first current-user request has answered (docs/product/accounts.md#session). */
  ready: boolean;
  token: TokenPair | null;
  currentUser: CurrentUser | null;
  signinError: string | null;
}

export type AuthEvent =
  | { type: 'signed-in'; user: CurrentUser }
  | { type: 'signed-out' }
  | { type: 'token-refreshed' }
  /** Another tab signed in as someone else: the token is set, the current user must be fetched again. */
  | { type: 'session-changed' };

const initialToken = typeof localStorage === 'undefined' ? null : readToken();

export const session$ = new BehaviorSubject<Session>({
  ready: initialToken === null,
  token: initialToken,
  currentUser: null,
  signinError: null,
});
export const authEvents$ = new Subject<AuthEvent>();

function update(patch: Partial<Session>): void {
  session$.next({ ...session$.getValue(), ...patch });
}

export function getSession(): Session {
  return session$.getValue();
}

/** docs/product/accounts.md#session: logged in or out is judged by the presence of currentUser. */
export function isSignedIn(session: Session = getSession()): boolean {
  return session.currentUser !== null;
}

export function setToken(token: TokenPair | null): void {
  writeToken(token);
  update({ token });
}

export function tokenRefreshed(token: TokenPair): void {
  setToken(token);
  authEvents$.next({ type: 'token-refreshed' });
}

/** Login success sets currentUser and clears signinError. */
export function signedIn(token: TokenPair, user: CurrentUser): void {
  writeToken(token);
  markSignedOut(false);
  update({ token, currentUser: user, signinError: null, ready: true });
  authEvents$.next({ type: 'signed-in', user });
}

/** Profile update success replaces currentUser. */
export function currentUserLoaded(user: CurrentUser | null): void {
  update({ currentUser: user, ready: true });
}

/** Login failure sets signinError. */
export function signinFailed(message: string): void {
  update({ signinError: message });
}

/** Logout clears currentUser (and the stored token). */
export function signedOut(): void {
  const wasSignedIn = session$.getValue().currentUser !== null || session$.getValue().token !== null;
  writeToken(null);
  update({ token: null, currentUser: null, ready: true });
  if (!wasSignedIn) return;
  markSignedOut(true);
  authEvents$.next({ type: 'signed-out' });
}

/** Another tab signed in, refreshed its token or signed out: this tab follows it. */
function followOtherTab(token: TokenPair | null): void {
  const session = session$.getValue();
  if (!token) {
    if (session.token || session.currentUser) signedOut();
    return;
  }
  if (session.token?.refresh === token.refresh) return;
  const user = session.currentUser;
  const sameUser = user !== null && tokenSubject(token.access) === String(user.id);
  update({ token, currentUser: sameUser ? user : null });
  authEvents$.next(sameUser ? { type: 'token-refreshed' } : { type: 'session-changed' });
}

if (typeof window !== 'undefined') onTokenChangedElsewhere(followOtherTab);
