// On first load the current user is requested (SPEC §4); the app does not wait on it for longer than
// the persist time-out (SPEC §9: 5000 ms), after which it carries on as a visitor.
import { currentUserLoaded, getSession, http, type CurrentUser } from 'shared';

export const PERSIST_TIMEOUT_MS = 5_000;

export async function restoreSession(): Promise<void> {
  if (!getSession().token) {
    currentUserLoaded(null);
    return;
  }
  const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), PERSIST_TIMEOUT_MS));
  const user = http.get<CurrentUser>('users/currentuser/').catch((error: unknown) => {
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
