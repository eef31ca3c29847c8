// The server-rendering boundary: what the API asks the shell's Node build to render and what it gets
// back, and the payload the page carries to the browser (a JSON script, `#page-payload`).
import type { RuntimeConfig } from './config.ts';
import type { RemoteName } from './remotes.ts';

export const PAGE_PAYLOAD_ID = 'page-payload';

/** The build of a remote chosen for a visitor. */
export interface RemoteChoice {
  channel: 'stable' | 'canary';
  version: string;
  /** The browser build's manifest URL. */
  entry: string;
}

export interface PagePayload {
  /** The build chosen for this visitor, by remote name. */
  remotes: Record<string, RemoteChoice>;
  config: RuntimeConfig | null;
  /** TanStack Query's dehydrated state, or null when the page was not rendered on the server. */
  queries: unknown;
  /** "remote/Module" keys the server rendered: the browser loads their code before it hydrates. */
  modules: string[];
  /** "remote/Module" keys the server could not render (failed, threw or too slow). */
  clientOnly: string[];
  /** True when the markup in #root came from the server (hydrate it), false for an empty root. */
  rendered: boolean;
}

/** Absolute paths of the Node builds chosen for a visitor ("mf-content" → …/server/remoteEntry.js). */
export type RemoteServerEntries = Partial<Record<RemoteName, string>>;

export interface RenderRequest {
  /** Path and query of the page. */
  url: string;
  remotes: RemoteServerEntries;
  /** How long the remotes may take to load with their data before the browser is left to do it. */
  budgetMs: number;
}

export interface RenderResult {
  /** The markup inside #root. */
  html: string;
  /** antd's extracted <style> elements for the head. */
  styles: string;
  /** The dehydrated query cache. */
  queries: unknown;
  /** "remote/Module" keys rendered on the server. */
  rendered: string[];
  /** "remote/Module" keys left for the browser, with the reason. */
  clientOnly: Record<string, string>;
}
