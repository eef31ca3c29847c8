// The registry an instance uses: read once, then on a change only — a watched file at once, a registry
// on an HTTP(S) origin by a poll — and switched to only once the Node builds it names are ready.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import type { RemoteName } from 'contracts';
import { startStaticOrigin, type StaticOrigin } from '../../test/static-origin.ts';
import { createNodeBuilds } from './node-builds.ts';
import { createRegistrySource, type RegistrySource } from './registry-source.ts';
import { entryUrl, type Registry } from './registry.ts';
import { writeReleaseManifest } from './release-manifest.ts';

/** The poll of the watched registry file: far longer than the watch takes to see a change. */
const FILE_POLL_MS = 60_000;

let root: string;
let origin: StaticOrigin;
let log: FastifyBaseLogger;
const sources: RegistrySource[] = [];

function writeBuild(version: string): string {
  for (const [path, text] of Object.entries({
    'mf-manifest.json': '{"exposes":[]}',
    'server/remoteEntry.js': `exports.v = '${version}';`,
  })) {
    const file = join(root, 'origin', 'mf-content', version, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return writeReleaseManifest(join(root, 'origin', 'mf-content', version));
}

function registryOf(version: string, integrity: string): Registry {
  return { remotes: { 'mf-content': { stable: { version, entry: entryUrl(origin.url, 'mf-content', version), integrity } } } };
}

async function until(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'registry-source-'));
  mkdirSync(join(root, 'origin'));
  origin = await startStaticOrigin(join(root, 'origin'));
  log = Fastify({ logger: false }).log;
});
afterAll(async () => {
  for (const source of sources) source.close();
  await origin.close();
  rmSync(root, { recursive: true, force: true });
});

async function source(location: string, pollMs: number, changes: RemoteName[][]) {
  const builds = createNodeBuilds({ remotesDir: join(root, 'local'), cacheDir: join(root, `cache-${sources.length}`), log });
  const created = await createRegistrySource({
    location,
    remotesDir: join(root, 'local'),
    baseUrl: '/remotes',
    pollMs,
    builds,
    log,
    onChange: (remotes) => changes.push(remotes),
  });
  sources.push(created);
  return { source: created, builds };
}

describe('the remote registry of an instance', () => {
  it('polls a registry on the origin, and switches to a release once its Node build is ready', async () => {
    const first = writeBuild('2.0.0');
    writeFileSync(join(root, 'origin', 'remotes.json'), JSON.stringify(registryOf('2.0.0', first)));
    const changes: RemoteName[][] = [];
    const { source: registry, builds } = await source(`${origin.url}/remotes.json`, 200, changes);
    expect(registry.current().remotes['mf-content']?.stable.version).toBe('2.0.0');
    expect(builds.get('mf-content', '2.0.0', entryUrl(origin.url, 'mf-content', '2.0.0'))).not.toBeNull();
    // Unchanged, the registry is the same object however often it is asked for.
    expect(registry.current()).toBe(registry.current());

    const second = writeBuild('2.1.0');
    writeFileSync(join(root, 'origin', 'remotes.json'), JSON.stringify(registryOf('2.1.0', second)));
    await until(() => registry.current().remotes['mf-content']?.stable.version === '2.1.0');
    expect(builds.get('mf-content', '2.1.0', entryUrl(origin.url, 'mf-content', '2.1.0'))).not.toBeNull();
    expect(changes).toEqual([['mf-content']]);
    // Later polls ask for the registry only, never for a build already fetched.
    origin.requests.length = 0;
    await until(() => origin.requests.length >= 2);
    expect(new Set(origin.requests)).toEqual(new Set(['/remotes.json']));
  });

  it(
    'sees a change of a registry file at once (watched), long before its poll',
    async () => {
      const file = join(root, 'registry', 'remotes.json');
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(registryOf('2.0.0', writeBuild('2.0.0'))));
      const { source: registry } = await source(file, FILE_POLL_MS, []);
      writeFileSync(file, JSON.stringify(registryOf('2.1.0', writeBuild('2.1.0'))));
      // Within a third of the poll: only the watch can have seen it (however slow the host).
      await until(() => registry.current().remotes['mf-content']?.stable.version === '2.1.0', FILE_POLL_MS / 3);
    },
    FILE_POLL_MS / 3 + 5000,
  );
});
