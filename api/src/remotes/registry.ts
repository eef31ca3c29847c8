// The remote registry: which build of each remote the shell loads (stable, and optionally a canary
// for a percentage of visitors). It is a JSON file beside the data; `/remotes.json` serves it, the
// `npm run remotes` command edits it. A remote missing from the file falls back to the build of the
// version in its package.json (what `npm start` builds), or else its newest build. Each entry the
// command writes carries the hash of its build's release manifest (`integrity`, release-manifest.ts):
// an API instance loads that build's Node code from the origin only when every byte matches.
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { REMOTE_NAMES, type RemoteName } from 'contracts';
import { REPO_ROOT } from '../config.ts';
import { SERVER_ENTRY, writeReleaseManifest } from './release-manifest.ts';

export interface RemoteEntry {
  version: string;
  /** The browser manifest's URL (`<base>/<name>/<version>/mf-manifest.json`); the build's other files sit beside it. */
  entry: string;
  /** `sha256-<base64>` of the build's release.json; without it only a build in this instance's own folder is rendered. */
  integrity?: string;
}
export interface CanaryEntry extends RemoteEntry {
  percent: number;
}
export interface RemoteChannels {
  stable: RemoteEntry;
  canary?: CanaryEntry;
}
export interface Registry {
  remotes: Partial<Record<RemoteName, RemoteChannels>>;
}

export class RegistryError extends Error {}

/** The file name of a browser build's federation container (`filename` in rspack.config.base.ts). */
export const CONTAINER_SCRIPT = 'remoteEntry.js';

/**
 * The container script of the build whose manifest is at `entry`: the file beside it. The browser
 * registers a remote by this script, not by its manifest (decision 0043).
 */
export function containerScriptUrl(entry: string): string {
  return `${entry.slice(0, entry.lastIndexOf('/') + 1)}${CONTAINER_SCRIPT}`;
}

/** The manifest URL of one built version, under the base the builds are published at. */
export function entryUrl(baseUrl: string, name: RemoteName, version: string): string {
  return `${baseUrl.replace(/\/$/, '')}/${name}/${version}/mf-manifest.json`;
}

/** Versions of a remote present in the builds folder, oldest first (semver-aware). */
export function builtVersions(remotesDir: string, name: RemoteName): string[] {
  const dir = join(remotesDir, name);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(dir, d.name, 'mf-manifest.json')))
    .map((d) => d.name)
    .sort(compareVersions);
}

export function compareVersions(a: string, b: string): number {
  const pa = a.split(/[.-]/);
  const pb = b.split(/[.-]/);
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const x = pa[i] ?? '';
    const y = pb[i] ?? '';
    const nx = Number(x);
    const ny = Number(y);
    const diff = Number.isNaN(nx) || Number.isNaN(ny) ? x.localeCompare(y) : nx - ny;
    if (diff !== 0) return diff;
  }
  return 0;
}

/** The registry in a file's text (its `remotes`; anything else is ignored). */
export function parseRegistry(text: string): Registry {
  const parsed = JSON.parse(text) as Partial<Registry>;
  return { remotes: parsed.remotes ?? {} };
}

function readFileRegistry(file: string): Registry {
  if (!existsSync(file)) return { remotes: {} };
  return parseRegistry(readFileSync(file, 'utf8'));
}

/** The version in the remote's package.json, when this checkout has the remote's sources. */
function packagedVersion(name: RemoteName): string | undefined {
  const file = join(REPO_ROOT, name, 'package.json');
  if (!existsSync(file)) return undefined;
  return (JSON.parse(readFileSync(file, 'utf8')) as { version?: string }).version;
}

/** The build a remote gets when the registry file does not name it. */
function defaultVersion(remotesDir: string, name: RemoteName): string | undefined {
  const built = builtVersions(remotesDir, name);
  const packaged = packagedVersion(name);
  return packaged && built.includes(packaged) ? packaged : built.at(-1);
}

/**
 * The registry as the shell receives it: the file's entries, and for every remote the file does not
 * name, its default build (see defaultVersion).
 */
export function resolveRegistry(file: string, remotesDir: string, baseUrl: string): Registry {
  return resolveStored(readFileRegistry(file), remotesDir, baseUrl);
}

/** The registry as read (from a file or an origin), completed with the default builds. */
export function resolveStored(stored: Registry, remotesDir: string, baseUrl: string): Registry {
  const remotes: Registry['remotes'] = {};
  for (const name of REMOTE_NAMES) {
    const channels = stored.remotes[name];
    if (channels) {
      remotes[name] = channels;
      continue;
    }
    const version = defaultVersion(remotesDir, name);
    if (version) remotes[name] = { stable: { version, entry: entryUrl(baseUrl, name, version) } };
  }
  return { remotes };
}

function writeRegistry(file: string, registry: Registry): void {
  mkdirSync(dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify(registry, null, 2)}\n`);
  renameSync(temp, file);
}

export interface ChannelChange {
  stable?: string;
  canary?: string;
  percent?: number;
  dropCanary?: boolean;
}

function requireBuilt(remotesDir: string, name: RemoteName, version: string): void {
  if (!builtVersions(remotesDir, name).includes(version)) {
    throw new RegistryError(
      `${name} ${version} is not built: run "npm run release -w ${name}" first (found: ${builtVersions(remotesDir, name).join(', ') || 'none'})`,
    );
  }
}

/** A built version as the registry names it: its manifest URL and, when it has a Node build, its release manifest's hash. */
function releasedEntry(remotesDir: string, baseUrl: string, name: RemoteName, version: string): RemoteEntry {
  const buildDir = join(remotesDir, name, version);
  const entry: RemoteEntry = { version, entry: entryUrl(baseUrl, name, version) };
  if (existsSync(join(buildDir, SERVER_ENTRY))) entry.integrity = writeReleaseManifest(buildDir);
  return entry;
}

/** Sets stable/canary versions and the canary percentage of one remote; returns the new channels. */
export function changeChannels(file: string, remotesDir: string, baseUrl: string, name: RemoteName, change: ChannelChange): RemoteChannels {
  const registry = resolveRegistry(file, remotesDir, baseUrl);
  const current = registry.remotes[name];
  if (change.percent !== undefined && (!Number.isInteger(change.percent) || change.percent < 0 || change.percent > 100)) {
    throw new RegistryError('The canary percentage must be a whole number from 0 to 100.');
  }
  const stableVersion = change.stable ?? current?.stable.version;
  if (!stableVersion) throw new RegistryError(`${name} has no stable version yet: pass --stable <version>.`);
  requireBuilt(remotesDir, name, stableVersion);
  const next: RemoteChannels = { stable: releasedEntry(remotesDir, baseUrl, name, stableVersion) };
  const canaryVersion = change.dropCanary ? undefined : (change.canary ?? current?.canary?.version);
  if (canaryVersion && canaryVersion !== stableVersion) {
    requireBuilt(remotesDir, name, canaryVersion);
    const percent = change.percent ?? current?.canary?.percent ?? 0;
    next.canary = { ...releasedEntry(remotesDir, baseUrl, name, canaryVersion), percent };
  }
  registry.remotes[name] = next;
  writeRegistry(file, registry);
  return next;
}

/** Promotes the canary to stable (and drops the canary). */
export function promoteCanary(file: string, remotesDir: string, baseUrl: string, name: RemoteName): RemoteChannels {
  const current = resolveRegistry(file, remotesDir, baseUrl).remotes[name];
  if (!current?.canary) throw new RegistryError(`${name} has no canary to promote.`);
  return changeChannels(file, remotesDir, baseUrl, name, { stable: current.canary.version, dropCanary: true });
}

/**
 * Rolls back: drops a running canary; with no canary, moves stable to the newest built version older
 * than the current one.
 */
export function rollback(file: string, remotesDir: string, baseUrl: string, name: RemoteName): RemoteChannels {
  const current = resolveRegistry(file, remotesDir, baseUrl).remotes[name];
  if (!current) throw new RegistryError(`${name} has no build.`);
  if (current.canary) return changeChannels(file, remotesDir, baseUrl, name, { dropCanary: true });
  const older = builtVersions(remotesDir, name).filter((v) => compareVersions(v, current.stable.version) < 0);
  const previous = older.at(-1);
  if (!previous) throw new RegistryError(`${name} ${current.stable.version} has no older build to roll back to.`);
  return changeChannels(file, remotesDir, baseUrl, name, { stable: previous });
}
