// Cache-Control of the built apps: entry points that name other files are revalidated on every
// use; content-hashed files (and everything inside a versioned remote folder) are immutable.
export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

const ENTRY_FILES = new Set(['index.html', 'remotes.json', 'mf-manifest.json', 'remoteEntry.js', 'mf-stats.json']);

/** A file name with a content hash: main.3f9a1c2b.js, 412.a1b2c3d4e5.css, chunk-9f8e7d6c.js … */
export function isHashedName(fileName: string): boolean {
  return (
    /[.-](?=[0-9a-z]*\d)(?=[0-9a-z]*[a-z])[0-9a-z]{8,}\.[a-z0-9]+(?:\.map)?$/i.test(fileName) ||
    /[.-][0-9a-f]{8,}\.[a-z0-9]+(?:\.map)?$/i.test(fileName)
  );
}

function baseName(path: string): string {
  return path.split(/[\\/]/).at(-1) ?? path;
}

/** Shell build files: hashed names are immutable, anything else is revalidated. */
export function shellCacheControl(path: string): string {
  const name = baseName(path);
  if (ENTRY_FILES.has(name)) return NO_CACHE;
  return isHashedName(name) ? IMMUTABLE : NO_CACHE;
}

/** Files of a versioned remote build (remotes/<name>/<version>/…): only the entry files change. */
export function remoteCacheControl(path: string): string {
  return ENTRY_FILES.has(baseName(path)) ? NO_CACHE : IMMUTABLE;
}

// Cache-Control of rendered pages (docs/decisions/0013-render-cache.md).
/** The same bytes for every visitor of the address: a CDN keeps them `ttl` s and serves them stale `stale` s more while it asks again; browsers revalidate. */
export function sharedPageCacheControl(ttlSeconds: number, staleSeconds: number): string {
  return `public, max-age=0, s-maxage=${ttlSeconds}, stale-while-revalidate=${staleSeconds}`;
}
/** Bytes that depend on the visitor's cookies (their remote builds during a canary, a first visit's cookie): the browser only, revalidated. */
export const PRIVATE_PAGE = 'private, no-cache';
/** A paid member's or a staff page: kept by no one. */
export const PERSONAL_PAGE = 'private, no-store';
