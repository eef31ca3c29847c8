// Remotes deployed without touching the API hosts: two API instances whose disks hold the shell only
// render a remote whose builds (browser and Node) are published on a separate static origin, and
// both pick up a release and a rollback made on that origin within seconds (decision 0021).
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { changeChannels, rollback } from '../api/src/remotes/registry.ts';
import { startStaticOrigin, type StaticOrigin } from '../api/test/static-origin.ts';
import { startInstances, type Instances } from './support/instances.ts';

const REMOTE = 'mf-account';
const dist = join(import.meta.dirname, '..', 'dist');

interface Payload {
  remotes: Record<string, { version: string; entry: string }>;
  modules: string[];
  clientOnly: string[];
  rendered: boolean;
}

function payloadOf(html: string): Payload {
  const match = /<script type="application\/json" id="page-payload">(.*?)<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error('no page payload');
  return JSON.parse(match[1]) as Payload;
}

/** The version of the remote an instance rendered /pricing with on the server, or null when it left it to the browser. */
async function renderedVersion(base: string): Promise<string | null> {
  const html = await (await fetch(`${base}/pricing`, { headers: { cookie: `remote_buckets=${REMOTE}.50` } })).text();
  const payload = payloadOf(html);
  const rendered = payload.modules.includes(`${REMOTE}/PricingPage`) && payload.clientOnly.length === 0 && html.includes('Credit Plans');
  return rendered ? (payload.remotes[REMOTE]?.version ?? null) : null;
}

/** Milliseconds until every instance renders `version` on the server. */
async function untilAll(instances: Instances, version: string, timeoutMs = 15_000): Promise<number> {
  const started = Date.now();
  for (;;) {
    const versions = await Promise.all(instances.servers.map((server) => renderedVersion(server.url)));
    if (versions.every((v) => v === version)) return Date.now() - started;
    if (Date.now() - started > timeoutMs)
      throw new Error(`after ${timeoutMs} ms the instances render ${versions.join(', ')}, not ${version}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test.describe('remotes on a separate origin', () => {
  let root: string;
  let origin: StaticOrigin;
  let instances: Instances;
  let registryFile: string;
  let remotesDir: string;
  let base: string;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    root = mkdtempSync(join(tmpdir(), 'e2e-remote-origin-'));
    // The origin: two releases of the remote (the same build published twice) and the registry.
    remotesDir = join(root, 'origin', 'remotes');
    for (const version of ['1.0.0', '1.1.0'])
      cpSync(join(dist, 'remotes', REMOTE, '1.0.0'), join(remotesDir, REMOTE, version), { recursive: true });
    origin = await startStaticOrigin(join(root, 'origin'));
    base = `${origin.url}/remotes`;
    registryFile = join(remotesDir, 'remotes.json');
    changeChannels(registryFile, remotesDir, base, REMOTE, { stable: '1.0.0' });
    // The API hosts: the shell's build only, no remote build on their disk.
    mkdirSync(join(root, 'web'));
    symlinkSync(join(dist, 'shell'), join(root, 'web', 'shell'));
    instances = await startInstances(2, {
      WEB_DIR: join(root, 'web'),
      REMOTES_REGISTRY: `${base}/remotes.json`,
      REMOTES_BASE_URL: base,
    });
  });

  test.afterAll(async () => {
    await instances?.stop();
    await origin?.close();
    rmSync(root, { recursive: true, force: true });
  });

  test('both instances render the remote from the origin and pick up a release and a rollback', async ({ page }) => {
    test.setTimeout(90_000);
    expect(await untilAll(instances, '1.0.0')).toBeLessThan(5000);

    // The browser loads the remote from the origin too, and the page works there.
    const fromOrigin: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${base}/${REMOTE}/`)) fromOrigin.push(request.url());
    });
    await page.goto(`${instances.servers[0]!.url}/pricing`);
    await expect(page.getByRole('heading', { name: 'Credit Plans' })).toBeVisible();
    await expect.poll(() => fromOrigin.some((url) => url.endsWith('/1.0.0/remoteEntry.js'))).toBe(true);

    changeChannels(registryFile, remotesDir, base, REMOTE, { stable: '1.1.0' });
    const release = await untilAll(instances, '1.1.0');
    rollback(registryFile, remotesDir, base, REMOTE);
    const back = await untilAll(instances, '1.0.0');
    test.info().annotations.push({ type: 'pick-up', description: `release ${release} ms, rollback ${back} ms` });
    console.log(`both instances render the release after ${release} ms, the rollback after ${back} ms`);
    expect(release).toBeLessThan(10_000);
    expect(back).toBeLessThan(10_000);
  });
});
