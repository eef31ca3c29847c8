// On first load the current user is requested (docs/product/accounts.md#session); the app does not wait on it for longer than
// the persist time-out (5000 ms, docs/product/constants.md#time), after which it carries on as a visitor. When another tab
// signs in as someone else, the bus says so and the current user is fetched again.
import { authEvents$, callApi, currentUserLoaded, getSession, signedIn } from 'shared';

export const PERSIST_TIMEOUT_MS = 5_000;

let followingOtherTabs = false;

function followOtherTabs(): void {
  if (followingOtherTabs) return;
  followingOtherTabs = true;
  authEvents$.subscribe((event) => {
    if (event.type !== 'session-changed') return;
    callApi('GET users/currentuser/')
      .then((user) => {
        const token = getSession().token;
        if (token) signedIn(token, user);
      })
      .catch((error: unknown) => console.warn('Could not load the user signed in from another tab', error));
  });
}

export async function restoreSession(): Promise<void> {
  followOtherTabs();
  if (!getSession().token) {
    currentUserLoaded(null);
    return;
  }
  const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), PERSIST_TIMEOUT_MS));
  const user = callApi('GET users/currentuser/').catch((error: unknown) => {
    console.warn('Could not restore the session', error);
    return null;
  });
  const result = await Promise.race([user, timeout]);
  if (result === 'timeout') {
    console.warn('persist timed out');
    currentUserLoaded(null);
    void user.then((late) => late && currentUserLoaded(late));
    return;
  }
  currentUserLoaded(result);
}
