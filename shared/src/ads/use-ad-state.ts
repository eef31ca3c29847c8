import { useSyncExternalStore } from 'react';
import { INITIAL_AD_STATE, adState$, type AdState } from './ad-state.ts';

function subscribe(onChange: () => void): () => void {
  const subscription = adState$.subscribe(onChange);
  return () => subscription.unsubscribe();
}

/** The ad gate's state; the server renders (and the browser hydrates) with the state before the gate ran. */
export function useAdState(): AdState {
  return useSyncExternalStore(
    subscribe,
    () => adState$.getValue(),
    () => INITIAL_AD_STATE,
  );
}
