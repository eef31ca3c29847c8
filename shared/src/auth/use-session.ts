import { useSyncExternalStore } from 'react';
import { session$, type Session } from './session-bus.ts';

function subscribe(onChange: () => void): () => void {
  const subscription = session$.subscribe(onChange);
  return () => subscription.unsubscribe();
}

/** The current session, re-rendering on every change of the bus. */
export function useSession(): Session {
  return useSyncExternalStore(subscribe, () => session$.getValue());
}
