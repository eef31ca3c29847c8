import { useSyncExternalStore } from 'react';
import { session$, type Session } from './session-bus.ts';

function subscribe(onChange: () => void): () => void {
  const subscription = session$.subscribe(onChange);
  return () => subscription.unsubscribe();
}

/** What the server renders with (it never sees the visitor's token), and the browser hydrates with. */
const SERVER_SESSION: Session = { ready: false, token: null, currentUser: null, signinError: null };

/** The current session, re-rendering on every change of the bus. */
export function useSession(): Session {
  return useSyncExternalStore(
    subscribe,
    () => session$.getValue(),
    () => SERVER_SESSION,
  );
}
