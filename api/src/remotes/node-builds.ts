// The Node builds of the remotes this instance renders, fetched from where their browser builds are
// published: the folder this instance serves under /remotes/ (a relative manifest URL), or any HTTP(S)
// origin (an absolute one). A build the registry gives a hash for (`integrity`) is fetched with its
// release manifest, every file is checked against it, and the build is kept in a folder of the disk
// cache named for that hash; a build that does not match is refused and logged, and its pages are left
// to the browser. A local build without a hash is used where it lies, as before (decision 0021).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { isRemoteName } from 'contracts';
import type { RemoteEntry } from './registry.ts';
import { RELEASE_MANIFEST, SERVER_ENTRY, integrityOf, parseReleaseManifest, sha256Hex, type ReleaseManifest } from './release-manifest.ts';

export interface NodeBuild {
  /** A folder laid out as the build: mf-manifest.json, server/, the stylesheets. */
  dir: string;
  /** Its Node container, server/remoteEntry.js. */
  entry: string;
}

export interface NodeBuilds {
  /** The build of this remote version ready on disk, or null (not fetched yet, refused, missing). */
  get(remote: string, version: string, entry: string): NodeBuild | null;
  /** Makes the build ready (fetch, check, keep); answers null when it cannot be used. */
  prepare(remote: string, release: RemoteEntry): Promise<NodeBuild | null>;
}

export interface NodeBuildsOptions {
  /** The folder served under /remotes/: builds named by a relative manifest URL are read from here. */
  remotesDir: string;
  /** Where fetched and checked builds are kept, one folder per remote, version and hash. */
  cacheDir: string;
  log: FastifyBaseLogger;
  /** How long one file may take to arrive from an HTTP origin. */
  fetchTimeoutMs?: number;
  /** How long a refused or failed build is left alone before it is tried again. */
  retryMs?: number;
}

const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+-]*$/;
/** Files fetched at once from an origin. */
const PARALLEL_FETCHES = 6;

class Refused extends Error {}

export function createNodeBuilds({ remotesDir, cacheDir, log, fetchTimeoutMs = 10_000, retryMs = 30_000 }: NodeBuildsOptions): NodeBuilds {
  const ready = new Map<string, { integrity: string | undefined; build: NodeBuild }>();
  const failedAt = new Map<string, number>();
  const pending = new Map<string, Promise<NodeBuild | null>>();
  const keyOf = (remote: string, version: string, entry: string) => `${remote}|${version}|${entry}`;

  /** Reads one file of a build from its origin. */
  async function readFrom(remote: string, release: RemoteEntry, path: string): Promise<Buffer> {
    if (/^https?:\/\//i.test(release.entry)) {
      const url = new URL(path, release.entry);
      const response = await fetch(url, { signal: AbortSignal.timeout(fetchTimeoutMs) });
      if (!response.ok) throw new Error(`${url.href} answered ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    }
    return readFile(join(remotesDir, remote, release.version, path));
  }

  /** A cached build checked again against its hash (once per process): the disk may have changed under it. */
  function cachedBuild(dir: string, integrity: string): NodeBuild | null {
    try {
      const bytes = readFileSync(join(dir, RELEASE_MANIFEST));
      const manifest = integrityOf(bytes) === integrity ? parseReleaseManifest(bytes) : null;
      if (!manifest) return null;
      for (const [path, hash] of Object.entries(manifest.files)) if (sha256Hex(readFileSync(join(dir, path))) !== hash) return null;
      return { dir, entry: join(dir, SERVER_ENTRY) };
    } catch {
      return null;
    }
  }

  async function fetchVerified(remote: string, release: RemoteEntry, integrity: string): Promise<NodeBuild> {
    const hashPart = Buffer.from(integrity.replace(/^sha256-/, ''), 'base64')
      .toString('hex')
      .slice(0, 16);
    const dir = join(cacheDir, remote, `${release.version}-${hashPart}`);
    const cached = existsSync(dir) ? cachedBuild(dir, integrity) : null;
    if (cached) return cached;
    const manifestBytes = await readFrom(remote, release, RELEASE_MANIFEST);
    const actual = integrityOf(manifestBytes);
    if (actual !== integrity) throw new Refused(`its ${RELEASE_MANIFEST} hashes to ${actual}, the registry says ${integrity}`);
    const manifest: ReleaseManifest | null = parseReleaseManifest(manifestBytes);
    if (!manifest) throw new Refused(`its ${RELEASE_MANIFEST} is not a release manifest`);
    const temp = `${dir}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
    try {
      const paths = Object.keys(manifest.files);
      for (let start = 0; start < paths.length; start += PARALLEL_FETCHES) {
        await Promise.all(
          paths.slice(start, start + PARALLEL_FETCHES).map(async (path) => {
            const bytes = await readFrom(remote, release, path);
            if (sha256Hex(bytes) !== manifest.files[path]) throw new Refused(`${path} does not match its hash in ${RELEASE_MANIFEST}`);
            mkdirSync(dirname(join(temp, path)), { recursive: true });
            writeFileSync(join(temp, path), bytes);
          }),
        );
      }
      writeFileSync(join(temp, RELEASE_MANIFEST), manifestBytes);
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dirname(dir), { recursive: true });
      renameSync(temp, dir);
    } finally {
      rmSync(temp, { recursive: true, force: true });
    }
    return { dir, entry: join(dir, SERVER_ENTRY) };
  }

  async function load(remote: string, release: RemoteEntry): Promise<NodeBuild> {
    if (!isRemoteName(remote) || !VERSION.test(release.version)) throw new Refused('not a remote name and version this site knows');
    if (release.integrity) return fetchVerified(remote, release, release.integrity);
    if (/^https?:\/\//i.test(release.entry)) throw new Refused('the registry gives no hash (integrity) for a build on another origin');
    const dir = join(remotesDir, remote, release.version);
    if (!existsSync(join(dir, SERVER_ENTRY))) throw new Error(`no Node build at ${join(dir, SERVER_ENTRY)}`);
    return { dir, entry: join(dir, SERVER_ENTRY) };
  }

  return {
    get: (remote, version, entry) => ready.get(keyOf(remote, version, entry))?.build ?? null,
    prepare(remote, release) {
      const key = keyOf(remote, release.version, release.entry);
      const known = ready.get(key);
      if (known && known.integrity === release.integrity) return Promise.resolve(known.build);
      const attempt = `${key}|${release.integrity ?? ''}`;
      const running = pending.get(attempt);
      if (running) return running;
      if (Date.now() - (failedAt.get(attempt) ?? Number.NEGATIVE_INFINITY) < retryMs) return Promise.resolve(null);
      const started = Date.now();
      const promise = load(remote, release)
        .then((build) => {
          ready.set(key, { integrity: release.integrity, build });
          failedAt.delete(attempt);
          log.info({ remote, version: release.version, dir: build.dir, ms: Date.now() - started }, 'remote Node build ready');
          return build;
        })
        .catch((error: unknown) => {
          ready.delete(key);
          failedAt.set(attempt, Date.now());
          const reason = error instanceof Error ? error.message : String(error);
          if (error instanceof Refused)
            log.error({ remote, version: release.version, reason }, 'remote Node build refused: its pages are rendered in the browser');
          else
            log.warn({ remote, version: release.version, reason }, 'remote Node build unavailable: its pages are rendered in the browser');
          return null;
        })
        .finally(() => pending.delete(attempt));
      pending.set(attempt, promise);
      return promise;
    },
  };
}
