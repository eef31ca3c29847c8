// The code of the screens the server rendered, loaded before the browser hydrates them, so hydration
// adopts the server's markup instead of suspending (RemoteRenderOptions.loaded says why that matters).
// A screen that fails, or is still loading after the wait, is left out: it then loads as any screen
// the browser renders itself (its spinner, or the failure panel with Retry).
import { loadExposed, type ExposedModule } from 'shared';

/** How long hydration (the navbar's menus included) may wait for the remotes' code. */
const PRELOAD_WAIT_MS = 5_000;

export async function preloadRendered(keys: readonly string[]): Promise<ReadonlyMap<string, ExposedModule>> {
  const loaded = new Map<string, ExposedModule>();
  const loads = keys.map(async (key) => {
    const [remote = '', module = ''] = key.split('/');
    try {
      loaded.set(key, await loadExposed(remote, module));
    } catch (error) {
      console.warn(`${key} could not be loaded before hydration; the browser renders it`, error);
    }
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([Promise.all(loads), new Promise((resolve) => (timer = setTimeout(resolve, PRELOAD_WAIT_MS)))]);
  clearTimeout(timer);
  // A copy: a screen that arrives after the wait must not switch from lazy to preloaded mid-page.
  return new Map(loaded);
}
