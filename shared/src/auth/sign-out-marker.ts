// Remembers (in local storage, so across pages and reloads) that the user signed out and has not
// signed in since: a sign-in script that loads later — Google's, for One Tap — can then turn its
// auto-select off too, instead of signing the user straight back in.
const SIGNED_OUT_KEY = 'signedOut';

export function markSignedOut(signedOut: boolean): void {
  try {
    if (signedOut) localStorage.setItem(SIGNED_OUT_KEY, '1');
    else localStorage.removeItem(SIGNED_OUT_KEY);
  } catch {
    // Storage blocked: the sign-out event still reaches a script that is already loaded.
  }
}

/** True after a sign-out, until the next sign-in. */
export function signedOutSinceSignIn(): boolean {
  try {
    return localStorage.getItem(SIGNED_OUT_KEY) === '1';
  } catch {
    return false;
  }
}
