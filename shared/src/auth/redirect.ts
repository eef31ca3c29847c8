// docs/product/accounts.md#after-sign-in: a screen that needs a user stores redirectUrl and sends the visitor to /signin; after
// sign-in the user goes back there and the value is cleared.
const REDIRECT_KEY = 'redirectUrl';

export function rememberRedirect(path: string): void {
  try {
    localStorage.setItem(REDIRECT_KEY, path);
  } catch {
    // Storage blocked: the user lands on / after signing in.
  }
}

/** Returns the stored address (or `fallback`, / by default) and clears it. Only same-site paths are honoured. */
export function takeRedirect(fallback = '/'): string {
  let target: string | null;
  try {
    target = localStorage.getItem(REDIRECT_KEY);
    localStorage.removeItem(REDIRECT_KEY);
  } catch {
    target = null;
  }
  return target && target.startsWith('/') && !target.startsWith('//') ? target : fallback;
}
