// A remote's Node build fetched from its origin: checked against the hash the registry gives for its
// release manifest, kept in the disk cache (and used from there after a restart, without the origin),
// and refused — logged, never loaded — when a byte differs.
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { startStaticOrigin, type StaticOrigin } from '../../test/static-origin.ts';
import { createNodeBuilds } from './node-builds.ts';
import { entryUrl, type RemoteEntry } from './registry.ts';
import { writeReleaseManifest } from './release-manifest.ts';

const BUILD = {
  'mf-manifest.json': '{"name":"mf-content","exposes":[]}',
  'server/remoteEntry.js': 'module.exports = { release: "1.1.0" };',
  'server/123.abc.js': 'exports.chunk = 1;',
  'static/css/page.css': '.page{color:red}',
  'static/js/browser-only.js': 'console.log(1)',
};

let root: string;
let origin: StaticOrigin;
let logs: { level: number; msg: string; reason?: string }[];
let log: FastifyBaseLogger;

function writeBuild(version: string, files: Record<string, string> = BUILD): string {
  for (const [path, text] of Object.entries(files)) {
    const file = join(root, 'origin', 'mf-content', version, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return writeReleaseManifest(join(root, 'origin', 'mf-content', version));
}

function release(version: string, integrity: string | undefined, base = origin.url): RemoteEntry {
  return { version, entry: entryUrl(base, 'mf-content', version), ...(integrity ? { integrity } : {}) };
}

/** The build folders in the disk cache. */
function cachedBuilds(): string[] {
  const dir = join(root, 'cache', 'mf-content');
  return existsSync(dir) ? readdirSync(dir) : [];
}

function builds(cacheDir = join(root, 'cache')) {
  return createNodeBuilds({ remotesDir: join(root, 'origin'), cacheDir, log, retryMs: 0 });
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'node-builds-'));
  origin = await startStaticOrigin(join(root, 'origin'));
  const app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => logs.push(JSON.parse(line)) } } });
  log = app.log;
});
afterAll(async () => {
  await origin.close();
  rmSync(root, { recursive: true, force: true });
});
afterEach(() => {
  rmSync(join(root, 'cache'), { recursive: true, force: true });
  origin.requests.length = 0;
  logs = [];
});
logs = [];

describe('remote Node builds from an origin', () => {
  it('fetches the Node build, browser manifest and stylesheets, checks them and keeps them in the cache', async () => {
    const integrity = writeBuild('1.1.0');
    const first = builds();
    const build = await first.prepare('mf-content', release('1.1.0', integrity));
    expect(build).not.toBeNull();
    expect(build!.dir.startsWith(join(root, 'cache', 'mf-content'))).toBe(true);
    expect(readFileSync(build!.entry, 'utf8')).toBe(BUILD['server/remoteEntry.js']);
    expect(readFileSync(join(build!.dir, 'static/css/page.css'), 'utf8')).toBe(BUILD['static/css/page.css']);
    expect(existsSync(join(build!.dir, 'static/js/browser-only.js'))).toBe(false);
    expect(first.get('mf-content', '1.1.0', entryUrl(origin.url, 'mf-content', '1.1.0'))).toEqual(build);
    expect(origin.requests).toContain('/mf-content/1.1.0/release.json');
    expect(origin.requests).toContain('/mf-content/1.1.0/server/remoteEntry.js');

    // Asked again, or by an instance started later, the build comes from the cache: nothing is fetched.
    origin.requests.length = 0;
    expect(await first.prepare('mf-content', release('1.1.0', integrity))).toEqual(build);
    expect(await builds().prepare('mf-content', release('1.1.0', integrity))).toEqual(build);
    expect(origin.requests).toEqual([]);
  });

  it('refuses a build whose release manifest does not hash to the registry value, and logs why', async () => {
    writeBuild('1.2.0');
    const other = writeBuild('1.3.0', { ...BUILD, 'server/remoteEntry.js': 'module.exports = { release: "1.3.0" };' });
    const refusing = builds();
    expect(await refusing.prepare('mf-content', release('1.2.0', other))).toBeNull();
    expect(refusing.get('mf-content', '1.2.0', entryUrl(origin.url, 'mf-content', '1.2.0'))).toBeNull();
    expect(cachedBuilds()).toEqual([]);
    expect(logs).toContainEqual(
      expect.objectContaining({ level: 50, msg: 'remote Node build refused: its pages are rendered in the browser' }),
    );
    expect(logs.find((line) => line.level === 50)?.reason).toMatch(/release\.json hashes to sha256-.*, the registry says sha256-/);
  });

  it('refuses a build one of whose files changed after its release, and keeps none of it', async () => {
    const integrity = writeBuild('1.4.0');
    writeFileSync(join(root, 'origin', 'mf-content', '1.4.0', 'server', '123.abc.js'), 'exports.chunk = "tampered";');
    const refusing = builds();
    expect(await refusing.prepare('mf-content', release('1.4.0', integrity))).toBeNull();
    expect(logs.find((line) => line.level === 50)?.reason).toBe('server/123.abc.js does not match its hash in release.json');
    expect(cachedBuilds()).toEqual([]);
  });

  it('refuses a build on another origin that the registry gives no hash for', async () => {
    writeBuild('1.5.0');
    expect(await builds().prepare('mf-content', release('1.5.0', undefined))).toBeNull();
    expect(logs.find((line) => line.level === 50)?.reason).toMatch(/no hash/);
    expect(origin.requests).toEqual([]);
  });

  it('fetches a cached build again when its copy on disk no longer matches', async () => {
    const integrity = writeBuild('1.6.0');
    const build = await builds().prepare('mf-content', release('1.6.0', integrity));
    writeFileSync(build!.entry, 'module.exports = { release: "changed on disk" };');
    origin.requests.length = 0;
    const again = await builds().prepare('mf-content', release('1.6.0', integrity));
    expect(readFileSync(again!.entry, 'utf8')).toBe(BUILD['server/remoteEntry.js']);
    expect(origin.requests).toContain('/mf-content/1.6.0/server/remoteEntry.js');
  });

  it('uses a build in its own builds folder where it lies when the registry gives no hash (npm start)', async () => {
    writeBuild('1.7.0');
    const build = await builds().prepare('mf-content', release('1.7.0', undefined, '/remotes'));
    expect(build).toEqual({
      dir: join(root, 'origin', 'mf-content', '1.7.0'),
      entry: join(root, 'origin', 'mf-content', '1.7.0', 'server', 'remoteEntry.js'),
    });
  });

  it('checks a hashed build from its own builds folder too, and copies it into the cache', async () => {
    const integrity = writeBuild('1.8.0');
    const build = await builds().prepare('mf-content', release('1.8.0', integrity, '/remotes'));
    expect(build!.dir.startsWith(join(root, 'cache'))).toBe(true);
    expect(origin.requests).toEqual([]);
  });
});
