// What the server hands the browser in every page (a JSON script, `#page-payload`): the remote builds
// chosen for this visitor, the runtime configuration, the dehydrated query cache and the sections the
// server left for the browser to render. Reading it once spares the browser the round trips for
// /remotes.json and /api/config/.
import type { RuntimeConfig } from 'contracts';

export const PAGE_PAYLOAD_ID = 'page-payload';

export interface RemoteChoice {
  channel: 'stable' | 'canary';
  version: string;
  /** The browser build's manifest URL. */
  entry: string;
}

export interface PagePayload {
  remotes: Record<string, RemoteChoice>;
  config: RuntimeConfig | null;
  /** TanStack Query's dehydrated state, or null when the page was not rendered on the server. */
  queries: unknown;
  /** "remote/Module" keys the server could not render (failed, threw or too slow). */
  clientOnly: string[];
  /** True when the markup in #root came from the server (hydrate it), false for an empty root. */
  rendered: boolean;
}

let cached: PagePayload | null | undefined;

/** The payload of this page, or null (no server in front, e.g. the development servers). */
export function pagePayload(): PagePayload | null {
  if (cached !== undefined) return cached;
  const element = typeof document === 'undefined' ? null : document.getElementById(PAGE_PAYLOAD_ID);
  try {
    cached = element?.textContent ? (JSON.parse(element.textContent) as PagePayload) : null;
  } catch {
    cached = null;
  }
  return cached;
}
