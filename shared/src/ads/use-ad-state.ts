import { useContext, useMemo, useSyncExternalStore } from 'react';
import { AdFirstRenderContext } from './ad-first-render.ts';
import { INITIAL_AD_STATE, adState$, type AdState } from './ad-state.ts';

function subscribe(onChange: () => void): () => void {
  const subscription = adState$.subscribe(onChange);
  return () => subscription.unsubscribe();
}

/**
 * The ad gate's state. The server renders, and the browser hydrates, with the configuration the page
 * was rendered with and the script not loaded yet.
 */
export function useAdState(): AdState {
  const first = useContext(AdFirstRenderContext);
  const firstState = useMemo<AdState>(
    () => ({ ...INITIAL_AD_STATE, client: first.client, slotIds: first.slotIds, preview: first.preview }),
    [first],
  );
  return useSyncExternalStore(
    subscribe,
    () => adState$.getValue(),
    () => firstState,
  );
}
