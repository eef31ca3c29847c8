// The remote registry as this instance uses it: read once, then again only when it changes — a watch
// on the registry file and the builds folder, and a poll (a stat of those, or a conditional GET when
// the registry lives on an HTTP(S) origin), throttled. A changed registry is switched to only after
// the Node builds it names are ready (fetched and checked, node-builds.ts), so the first visitor of a
// release is rendered on the server; the remotes whose entries changed are reported for a purge.
import { type FSWatcher, readFileSync, statSync, watch } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { REMOTE_NAMES, type RemoteName } from 'contracts';
import type { NodeBuilds } from './node-builds.ts';
import { parseRegistry, resolveStored, type Registry } from './registry.ts';

export interface RegistrySource {
  /** The registry in use: no file or network access. */
  current(): Registry;
  /** Reads the registry now (the release command's nudge, and tests); resolves once it is in use. */
  refresh(): Promise<void>;
  close(): void;
}

export interface RegistrySourceOptions {
  /** A file path, or an http(s):// URL of the registry on the builds' origin. */
  location: string;
  remotesDir: string;
  baseUrl: string;
  /** How often the registry is checked without a watch event. */
  pollMs: number;
  /** The Node builds to prepare before a registry is used; null when this instance renders nothing on the server. */
  builds: NodeBuilds | null;
  log: FastifyBaseLogger;
  /** Called with the remotes whose builds changed, after the new registry is in use. */
  onChange(remotes: RemoteName[]): void;
}

/** Watch events closer together than this make one read. */
const THROTTLE_MS = 100;
const FETCH_TIMEOUT_MS = 5_000;

export function isRegistryUrl(location: string): boolean {
  return /^https?:\/\//i.test(location);
}

export async function createRegistrySource({
  location,
  remotesDir,
  baseUrl,
  pollMs,
  builds,
  log,
  onChange,
}: RegistrySourceOptions): Promise<RegistrySource> {
  const remote = isRegistryUrl(location);
  let registry: Registry = { remotes: {} };
  let seen = '';
  let etag: string | null = null;
  let stored: Registry = { remotes: {} };
  let fileStamp = '';

  const stampOf = (path: string) => {
    try {
      const { mtimeMs, size } = statSync(path);
      return `${mtimeMs}:${size}`;
    } catch {
      return '-';
    }
  };

  /** What may have changed: the registry file (or the origin's ETag), and the local builds folders. */
  async function readStored(): Promise<void> {
    if (!remote) {
      const stamp = stampOf(location);
      if (stamp === fileStamp) return;
      try {
        stored = parseRegistry(readFileSync(location, 'utf8'));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        stored = { remotes: {} };
      }
      fileStamp = stamp;
      return;
    }
    const response = await fetch(location, {
      headers: etag ? { 'if-none-match': etag } : {},
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    if (response.status === 304) return;
    if (!response.ok) throw new Error(`${location} answered ${response.status}`);
    stored = parseRegistry(await response.text());
    etag = response.headers.get('etag');
  }

  async function read(): Promise<void> {
    const localStamp = [...REMOTE_NAMES.map((name) => join(remotesDir, name))].map(stampOf).join('|');
    await readStored();
    const next = resolveStored(stored, remotesDir, baseUrl);
    const text = `${localStamp}#${JSON.stringify(next)}`;
    // Builds that failed are tried again on each read (node-builds.ts spaces the attempts out).
    const releases = Object.entries(next.remotes).flatMap(([name, channels]) =>
      channels ? [[name, channels.stable] as const, ...(channels.canary ? [[name, channels.canary] as const] : [])] : [],
    );
    if (builds) await Promise.all(releases.map(([name, release]) => builds.prepare(name, release)));
    if (text === seen) return;
    const first = seen === '';
    seen = text;
    const previous = registry;
    registry = next;
    const changed = REMOTE_NAMES.filter((name) => JSON.stringify(previous.remotes[name]) !== JSON.stringify(next.remotes[name]));
    if (changed.length > 0 && !first) onChange(changed);
  }

  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  /** One read at a time; asked during a read, one more read follows it (and that is what is awaited). */
  const refresh = (): Promise<void> => {
    if (running) {
      queued ??= running.then(() => {
        queued = null;
        return refresh();
      });
      return queued;
    }
    running = read()
      .catch((error: unknown) =>
        log.warn({ err: error, registry: location }, 'the remote registry could not be read: the last one read stays in use'),
      )
      .finally(() => {
        running = null;
      });
    return running;
  };

  let throttle: NodeJS.Timeout | null = null;
  const nudge = () => {
    throttle ??= setTimeout(() => {
      throttle = null;
      void refresh();
    }, THROTTLE_MS);
  };

  await refresh();
  const watchers: FSWatcher[] = [];
  const watchDir = (dir: string, only?: string) => {
    try {
      const watcher = watch(dir, (_event, file) => {
        if (!only || file === only) nudge();
      });
      watcher.on('error', () => watcher.close());
      watcher.unref();
      watchers.push(watcher);
    } catch {
      // Not there (yet): the poll sees it.
    }
  };
  if (!remote) watchDir(dirname(location), basename(location));
  for (const name of REMOTE_NAMES) watchDir(join(remotesDir, name));
  const poll = setInterval(() => void refresh(), pollMs);
  poll.unref();

  return {
    current: () => registry,
    refresh,
    close() {
      clearInterval(poll);
      if (throttle) clearTimeout(throttle);
      for (const watcher of watchers) watcher.close();
    },
  };
}
