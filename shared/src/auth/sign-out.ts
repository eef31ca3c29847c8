// Signing out, the same from every app: the refresh token is revoked on the server (a failure there
// does not keep anyone signed in), then the session is cleared on the bus, in every tab.
import { callApi } from '../http/call-api.ts';
import { getSession, signedOut } from './session-bus.ts';

export async function signOut(): Promise<void> {
  const refresh = getSession().token?.refresh;
  if (refresh) await callApi('POST token/revoke/', { body: { refresh }, auth: false }).catch(() => undefined);
  signedOut();
}
