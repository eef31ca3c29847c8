// False on the server and while the browser hydrates the server's markup, true afterwards: code that
// must render what the server rendered first (and only then what the browser knows) reads this.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
