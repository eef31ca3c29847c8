// Stored file URLs → the URLs the API answers with (docs/product/content.md#urls-of-images-and-files): site paths stay root-relative (they
// work under any host name), and URLs stored with a local-host address (a development server's, e.g.
// http://localhost:8000/media/workflows/x.json) are rewritten to the /static/ path of the same file.

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0']);

/** Where workflow files and thumbnails live under DATA_DIR/media (served at /static/workflows/). */
export const MEDIA_FOLDER = 'workflows';

function isLocalHost(hostname: string): boolean {
  return LOCAL_HOSTS.has(hostname) || hostname.endsWith('.localhost');
}

/** The site path (/static/…) a stored URL stands for, or null for a URL on another host. */
export function staticPath(stored: string): string | null {
  if (stored.startsWith('/')) return stored.replace(/^\/media\//, '/static/');
  let url: URL;
  try {
    url = new URL(stored);
  } catch {
    return `/static/${stored.replace(/^\.?\/+/, '')}`;
  }
  if (!isLocalHost(url.hostname)) return null;
  const path = url.pathname.replace(/^\/(?:static|media)\//, '/');
  return `/static${path.startsWith('/') ? '' : '/'}${path}`;
}

/** The URL a client gets for a stored file URL: its site path, or the other host's URL as stored. */
export function publicFileUrl(stored: string): string {
  return staticPath(stored) ?? stored;
}

/** The last segment of a URL's path (decoded), e.g. "flux-krea.json"; the fallback when there is none. */
export function lastSegment(url: string, fallback = 'workflow.json'): string {
  let path: string;
  try {
    path = new URL(url, 'http://x').pathname;
  } catch {
    return fallback;
  }
  const segment = path.split('/').filter(Boolean).at(-1);
  if (!segment) return fallback;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The site path of a file in the workflows media folder. */
export function mediaPath(fileName: string): string {
  return `/static/${MEDIA_FOLDER}/${encodeURIComponent(fileName)}`;
}
