// The server-rendering boundary: what the API asks the shell's Node build to render and what it gets
// back, and the payload the page carries to the browser (a JSON script, `#page-payload`).
import type { RuntimeConfig } from './config.ts';
import type { RemoteName } from './remotes.ts';

export const PAGE_PAYLOAD_ID = 'page-payload';

/**
 * A hint cookie the browser keeps while the signed-in user is a paid member ("1"), so the server
 * renders their pages without ad space (the server never sees the visitor's token). Only a hint: the
 * browser decides once the session is known (docs/product/ads.md).
 */
export const AD_FREE_COOKIE = 'ad_free';

/** What the first render of the ad slots knows, on the server and in the browser while it hydrates. */
export interface AdFirstRender {
  /** The AdSense client id ('' when ads are off). */
  client: string;
  /** AdSense slot ids by "<type>.<name>". */
  slotIds: Record<string, string>;
  preview: boolean;
  /** The visitor's ad-free hint (AD_FREE_COOKIE). */
  adFree: boolean;
}

/** The build of a remote chosen for a visitor. */
export interface RemoteChoice {
  channel: 'stable' | 'canary';
  version: string;
  /** The browser build's manifest URL: the build's identity in the registry; the server reads the build's files from it. */
  entry: string;
  /** The browser build's container script (`remoteEntry.js` beside the manifest): what the browser registers. */
  script: string;
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
  /** The ad-free hint the server rendered with (AD_FREE_COOKIE). */
  adFree: boolean;
}

/** Absolute paths of the Node builds chosen for a visitor ("mf-content" → …/server/remoteEntry.js). */
export type RemoteServerEntries = Partial<Record<RemoteName, string>>;

export interface RenderRequest {
  /** Path and query of the page. */
  url: string;
  remotes: RemoteServerEntries;
  /** How long the remotes may take to load with their data before the browser is left to do it. */
  budgetMs: number;
  ads: AdFirstRender;
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
