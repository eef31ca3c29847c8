// How RemoteModule gets an exposed module. In the browser: the federation runtime's loadRemote with
// the builds registered for this visitor. On the server the shell's renderer provides its own loader
// (the visitor's build of the remote's Node container, with the route's data prefetched) and a fresh
// cache per request.
import { createContext, type ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName } from 'contracts';

export type AnyProps = Record<string, unknown>;

export interface ExposedModule<P extends AnyProps = AnyProps> {
  default: ComponentType<P>;
}

export type RemoteLoader = (remote: RemoteName, module: string, props: AnyProps) => Promise<ExposedModule>;

export interface RemoteRenderOptions {
  load: RemoteLoader;
  /** "remote/Module" keys the server left for the browser (failed, threw or too slow there). */
  clientOnly: ReadonlySet<string>;
  /**
   * Modules whose code is already here: rendered at once, without suspending. The browser hydrates
   * without waiting for any screen's code (each screen's boundary stays dehydrated until it arrives),
   * so it passes none.
   */
  loaded: ReadonlyMap<string, ExposedModule>;
  /** One lazy component per module and attempt (React.lazy keeps a rejection forever), with its code's arrival. */
  lazies: Map<string, { attempt: number; component: ComponentType<AnyProps>; arrived: Promise<unknown> }>;
  /**
   * The markup the server rendered for each "remote/Module" section, read before hydration (browser
   * only): a section whose code fails or hangs keeps showing it, with a notice and Retry.
   */
  serverMarkup?: ReadonlyMap<string, string>;
}

export async function loadExposed(remote: string, module: string): Promise<ExposedModule> {
  const loaded = await loadRemote<ExposedModule>(`${remote}/${module}`);
  if (!loaded?.default) throw new Error(`${remote}/${module} has no default export`);
  return loaded;
}

export const RemoteRenderContext = createContext<RemoteRenderOptions>({
  load: (remote, module) => loadExposed(remote, module),
  clientOnly: new Set(),
  loaded: new Map(),
  lazies: new Map(),
});
