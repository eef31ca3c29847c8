// Size report: builds every app, serves the site as `npm start` does, loads three pages in Chromium
// and prints the JavaScript each page fetches (raw and gzip), split by package.
//   npm run bench:size
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { rspack, type Configuration, type StatsCompilation } from '@rspack/core';
import { chromium } from '@playwright/test';
import { APPS } from '../scripts/build-all.ts';
import { chromiumLaunchOptions, freePort, waitForHealth } from '../e2e/support/server.ts';

const root = join(import.meta.dirname, '..');
const PAGES = ['/', '/tutorials/install-flux-comfyui', '/workflows'];

type PackageBytes = Map<string, number>;

function packageOf(moduleName: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(moduleName);
  if (match) return match[1]!;
  if (moduleName.includes('webpack/') || moduleName.includes('federation')) return '(federation/bundler runtime)';
  if (moduleName.includes('/shared/src/') || moduleName.startsWith('../shared/')) return 'shared';
  return '(app code)';
}

/** The chunk a file belongs to: "263.9182cb3e1e.js" → "263", "__federation_expose_HomePage.ab12.js" → "__federation_expose_HomePage". */
function chunkKey(file: string): string {
  return file.split('/').at(-1)!.split('.')[0]!;
}

type StatsModule = NonNullable<StatsCompilation['modules']>[number];

/** Builds one app (as npm start does) and returns, per output chunk, its source bytes by package. */
async function buildWithAttribution(app: string): Promise<Map<string, PackageBytes>> {
  const configModule = (await import(join(root, app, 'rspack.config.ts'))) as {
    default: (env: unknown, argv: { mode: string }) => Configuration;
  };
  const config = configModule.default({}, { mode: 'production' });
  const stats = await new Promise<StatsCompilation>((resolve, reject) => {
    rspack(config).run((error, result) => {
      if (error || !result || result.hasErrors()) reject(error ?? new Error(result?.toString({ all: false, errors: true })));
      else
        resolve(
          result.toJson({
            all: false,
            chunks: true,
            ids: true,
            modules: true,
            modulesSpace: Infinity,
            nestedModules: true,
            nestedModulesSpace: Infinity,
            orphanModules: true,
            runtimeModules: true,
          }),
        );
    });
  });
  const fileOfChunk = new Map<string | number, string>();
  for (const chunk of stats.chunks ?? []) {
    const file = chunk.files?.find((f) => f.endsWith('.js'));
    if (file && chunk.id !== undefined) fileOfChunk.set(chunk.id, chunkKey(file));
  }
  const byChunk = new Map<string, PackageBytes>();
  const add = (chunkIds: (string | number)[], module: StatsModule) => {
    if (module.modules?.length) {
      for (const nested of module.modules) add(chunkIds, nested);
      return;
    }
    const pkg = packageOf(module.nameForCondition || module.name || module.identifier || '');
    for (const id of chunkIds) {
      const key = fileOfChunk.get(id);
      if (!key) continue;
      const packages = byChunk.get(key) ?? new Map<string, number>();
      packages.set(pkg, (packages.get(pkg) ?? 0) + (module.size ?? 0));
      byChunk.set(key, packages);
    }
  };
  for (const module of stats.modules ?? []) if (module.chunks?.length) add(module.chunks, module);
  console.log(`built ${app}`);
  return byChunk;
}

function kb(bytes: number): string {
  return (bytes / 1024).toFixed(1).padStart(7);
}

async function main(): Promise<void> {
  const statsByApp = new Map<string, Map<string, PackageBytes>>();
  for (const app of APPS) statsByApp.set(app, await buildWithAttribution(app));

  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-size-'));
  const server = spawn(process.execPath, [join(root, 'api/src/server.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
    },
    stdio: 'inherit',
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(base);
    const browser = await chromium.launch(chromiumLaunchOptions());
    for (const path of PAGES) {
      const page = await browser.newPage();
      const files: { url: string; raw: number; gzip: number; packages: PackageBytes | undefined }[] = [];
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (!url.pathname.endsWith('.js')) return;
        void response.body().then((body) => {
          const remote = /^\/remotes\/([^/]+)\/[^/]+\/(.+)$/.exec(url.pathname);
          const app = remote ? remote[1]! : 'shell';
          const file = remote ? remote[2]! : url.pathname.slice(1);
          files.push({
            url: url.pathname,
            raw: body.length,
            gzip: gzipSync(body).length,
            packages: statsByApp.get(app)?.get(chunkKey(file)),
          });
        });
      });
      await page.goto(base + path, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      const raw = files.reduce((sum, f) => sum + f.raw, 0);
      const gzip = files.reduce((sum, f) => sum + f.gzip, 0);
      const byPackage = new Map<string, { raw: number; gzip: number }>();
      for (const f of files) {
        const entries = [...(f.packages ?? new Map([['(unattributed)', f.raw]])).entries()];
        const total = entries.reduce((sum, [, bytes]) => sum + bytes, 0) || 1;
        for (const [name, bytes] of entries) {
          const current = byPackage.get(name) ?? { raw: 0, gzip: 0 };
          byPackage.set(name, { raw: current.raw + (f.raw * bytes) / total, gzip: current.gzip + (f.gzip * bytes) / total });
        }
      }
      console.log(`\n${path}: ${files.length} files, ${kb(raw)} KB raw, ${kb(gzip)} KB gzip`);
      for (const [name, size] of [...byPackage.entries()].sort((a, b) => b[1].gzip - a[1].gzip)) {
        if (size.gzip >= 512) console.log(`  ${name.padEnd(40)} ${kb(size.raw)} raw ${kb(size.gzip)} gzip`);
      }
      await page.close();
    }
    await browser.close();
  } finally {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
