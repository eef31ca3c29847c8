// A remote build's release manifest (`release.json` in its version folder): every file the API needs
// of that build to render it on the server — its Node build (`server/`), its browser manifest and its
// stylesheets — with the SHA-256 of each. `npm run remotes` writes it when it names a build in the
// registry and records the manifest's own hash there (`integrity`), so an API instance that fetches
// the build from the origin can prove every byte is the one released (decision 0021).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';

export const RELEASE_MANIFEST = 'release.json';
/** The Node build's entry inside a build folder; the federation runtime loads the rest from beside it. */
export const SERVER_ENTRY = 'server/remoteEntry.js';

export interface ReleaseManifest {
  /** Path inside the build folder ("server/remoteEntry.js") → SHA-256 of its bytes, hex. */
  files: Record<string, string>;
}

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** The registry's form of a hash, as in Subresource Integrity: `sha256-<base64>`. */
export function integrityOf(bytes: Uint8Array): string {
  return `sha256-${createHash('sha256').update(bytes).digest('base64')}`;
}

/** A path a manifest may name: relative, plain segments, nothing above the build folder. */
export function isSafeBuildPath(path: string): boolean {
  return path.split('/').every((segment) => /^[A-Za-z0-9_][A-Za-z0-9._-]*$/.test(segment)) && !path.includes('..');
}

/** The files the server needs of a build: the browser manifest, the Node build, the stylesheets. */
function serverFiles(buildDir: string): string[] {
  return (readdirSync(buildDir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) =>
      join(entry.parentPath, entry.name)
        .slice(buildDir.length + 1)
        .split(sep)
        .join('/'),
    )
    .filter((path) => path === 'mf-manifest.json' || path.startsWith('server/') || path.endsWith('.css'))
    .sort();
}

/** Writes the build's release manifest (unless it already says the same) and answers its integrity. */
export function writeReleaseManifest(buildDir: string): string {
  if (!existsSync(join(buildDir, SERVER_ENTRY))) throw new Error(`${buildDir} has no Node build (${SERVER_ENTRY})`);
  const files: Record<string, string> = {};
  for (const path of serverFiles(buildDir)) files[path] = sha256Hex(readFileSync(join(buildDir, path)));
  const text = `${JSON.stringify({ files } satisfies ReleaseManifest, null, 2)}\n`;
  const file = join(buildDir, RELEASE_MANIFEST);
  if (!existsSync(file) || readFileSync(file, 'utf8') !== text) writeFileSync(file, text);
  return integrityOf(Buffer.from(text));
}

/** The manifest in these bytes, or null when it is not one (or names a path outside its build). */
export function parseReleaseManifest(bytes: Uint8Array): ReleaseManifest | null {
  try {
    const parsed = JSON.parse(Buffer.from(bytes).toString('utf8')) as Partial<ReleaseManifest>;
    const files = parsed.files;
    if (!files || typeof files !== 'object' || !(SERVER_ENTRY in files)) return null;
    const valid = Object.entries(files).every(
      ([path, hash]) => isSafeBuildPath(path) && typeof hash === 'string' && /^[0-9a-f]{64}$/.test(hash),
    );
    return valid ? { files } : null;
  } catch {
    return null;
  }
}
