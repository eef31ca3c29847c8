// What the server hands the browser in every page (a JSON script, `#page-payload`): the remote builds
// chosen for this visitor, the runtime configuration, the dehydrated query cache and the sections the
// server left for the browser to render. Reading it once spares the browser the round trips for
// /remotes.json and /api/config/.
import { PAGE_PAYLOAD_ID, type PagePayload } from 'contracts/ssr';

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
