// Size report: builds every app, serves the site as `npm start` does, loads the visitors' pages in
// Chromium and prints the JavaScript each page fetches: raw, gzip, and as served (the encoded bytes
// on the wire: the precompressed brotli copy), split by package and listed per file. It exits
// non-zero when a page's JavaScript as served is over its budget (issue 22: 150 KB on an article,
// 200 KB on every other visitor page; KB = 1,024 bytes) or when a visitor's page fetched any of the
// staff area's modules. It also prints what the dashboard's chart library weighs.
//   npm run bench:size
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { rspack, type Configuration, type StatsCompilation } from '@rspack/core';
import { chromium } from '@playwright/test';
import { APPS } from '../scripts/build-all.ts';
import { chromiumLaunchOptions, freePort, waitForHealth } from '../e2e/support/server.ts';

const root = join(import.meta.dirname, '..');
/** The site starts in seconds on a quiet machine; on a busy one it can take a minute or two. */
const HEALTH_WAIT_MS = 180_000;
const ARTICLE_BUDGET_KB = 150;
const PAGE_BUDGET_KB = 200;
/** Each visitor page with its budget for JavaScript as served (brotli), in KB. */
const PAGES: [path: string, budgetKb: number][] = [
  ['/', PAGE_BUDGET_KB],
  ['/tutorials/install-flux-comfyui', ARTICLE_BUDGET_KB],
  ['/workflows', PAGE_BUDGET_KB],
  ['/search?q=flux', PAGE_BUDGET_KB],
  ['/tutorials', PAGE_BUDGET_KB],
  ['/ai-roadmap', PAGE_BUDGET_KB],
  ['/pricing', PAGE_BUDGET_KB],
  ['/contact', PAGE_BUDGET_KB],
];

type PackageBytes = Map<string, number>;

/** The exposed modules of the staff area (loaded only under /admin): `__federation_expose_Admin…`. */
const ADMIN_EXPOSE = /^__federation_expose_Admin/;
const EXPOSE = /^__federation_expose_/;
/** The staff screens' sources (features/admin-…, exposed/Admin…) and the dashboard's. */
const ADMIN_SOURCE = /(^|\/)src\/(features\/admin-|exposed\/Admin)/;
const DASHBOARD_SOURCE = /(^|\/)src\/(features\/admin-dashboard\/|exposed\/AdminDashboard)/;
/** The dashboard's chart library and what it brings with it. */
const CHART_PACKAGES = new Set([
  'recharts',
  'victory-vendor',
  '@reduxjs/toolkit',
  'react-redux',
  'redux',
  'redux-thunk',
  'reselect',
  'immer',
  'es-toolkit',
  'decimal.js-light',
  'eventemitter3',
  'tiny-invariant',
  'use-sync-external-store',
  'react-is',
  'clsx',
]);
const isChartPackage = (name: string) => CHART_PACKAGES.has(name) || name.startsWith('d3-') || name === 'internmap';

interface AppBuild {
  /** Per output chunk (its file's key), its source bytes by package. */
  packages: Map<string, PackageBytes>;
  /** Chunks only the staff area's exposed modules need (and the chunks they load later). */
  adminOnly: Set<string>;
  /** Chunks of the dashboard module only, with their output files. */
  dashboardFiles: Map<string, string>;
  outputPath: string;
}

function packageOf(moduleName: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(moduleName);
  if (match) return match[1]!;
  if (moduleName.includes('webpack/') || moduleName.includes('federation')) return '(federation/bundler runtime)';
  if (moduleName.includes('/shared/src/') || moduleName.startsWith('../shared/')) return 'shared';
  if (moduleName.includes('/contracts/src/') || moduleName.startsWith('../contracts/')) return 'contracts';
  return '(app code)';
}

/** The chunk a file belongs to: "263.9182cb3e1e.js" → "263", "__federation_expose_HomePage.ab12.js" → "__federation_expose_HomePage". */
function chunkKey(file: string): string {
  return file.split('/').at(-1)!.split('.')[0]!;
}

type StatsModule = NonNullable<StatsCompilation['modules']>[number];

/** Builds one app (as npm start does): per output chunk its source bytes by package, and the staff area's chunks. */
async function buildWithAttribution(app: string): Promise<AppBuild> {
  const configModule = (await import(join(root, app, 'rspack.config.ts'))) as {
    default: (env: unknown, argv: { mode: string }) => Configuration | Configuration[];
  };
  const config = configModule.default({}, { mode: 'production' });
  const built = await new Promise<StatsCompilation>((resolve, reject) => {
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
            chunkGroups: true,
            chunkOrigins: true,
            outputPath: true,
          }),
        );
    });
  });
  // The browser build (a config list also builds for Node).
  const stats = built.children?.find((child) => child.name === app) ?? built;
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

  // A chunk belongs to the staff area when only its exposed modules need it (chunk groups of the
  // exposes), or when only staff-area code loads it on demand (its origins, e.g. the lazy charts).
  const groups = Object.entries(stats.namedChunkGroups ?? {})
    .filter(([name]) => EXPOSE.test(name))
    .map(([name, group]) => ({ name, chunks: new Set(group.chunks ?? []) }));
  const union = (sets: Set<string | number>[]) => new Set(sets.flatMap((set) => [...set]));
  const visitors = union(groups.filter((g) => !ADMIN_EXPOSE.test(g.name)).map((g) => g.chunks));
  const loadedOnlyBy = (source: RegExp) =>
    new Set(
      (stats.chunks ?? [])
        .filter((chunk) => (chunk.origins ?? []).length > 0 && chunk.origins!.every((origin) => source.test(origin.moduleName ?? '')))
        .map((chunk) => chunk.id!),
    );
  const staffOnly = (chunks: Set<string | number>, source: RegExp) =>
    new Set([...[...chunks].filter((id) => !visitors.has(id)), ...loadedOnlyBy(source)]);
  const fileKeys = (ids: Set<string | number>) => new Set([...ids].flatMap((id) => fileOfChunk.get(id) ?? []));
  const admin = staffOnly(union(groups.filter((g) => ADMIN_EXPOSE.test(g.name)).map((g) => g.chunks)), ADMIN_SOURCE);
  const dashboard = staffOnly(groups.find((g) => g.name === '__federation_expose_AdminDashboard')?.chunks ?? new Set(), DASHBOARD_SOURCE);
  const adminOnly = fileKeys(admin);
  const dashboardFiles = new Map<string, string>();
  for (const chunk of stats.chunks ?? []) {
    const file = chunk.files?.find((f) => f.endsWith('.js'));
    if (file && dashboard.has(chunk.id!)) dashboardFiles.set(chunkKey(file), file);
  }
  console.log(`built ${app}`);
  return { packages: byChunk, adminOnly, dashboardFiles, outputPath: stats.outputPath ?? '' };
}

function sizeOnDisk(path: string): number | null {
  return existsSync(path) ? statSync(path).size : null;
}

/** The chart library's bytes in the dashboard module's own chunks: raw, and as the server sends them (precompressed .gz/.br). */
function reportChartLibrary(build: AppBuild): void {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  let chunkRaw = 0;
  console.log('\nThe dashboard module (mf-account AdminDashboard) and its chart library (recharts):');
  for (const [key, file] of build.dashboardFiles) {
    const path = join(build.outputPath, file);
    const fileRaw = readFileSync(path).length;
    const fileGzip = sizeOnDisk(`${path}.gz`) ?? gzipSync(readFileSync(path)).length;
    const fileBrotli = sizeOnDisk(`${path}.br`) ?? fileGzip;
    const packages = [...(build.packages.get(key) ?? new Map<string, number>()).entries()];
    const total = packages.reduce((sum, [, bytes]) => sum + bytes, 0) || 1;
    const chart = packages.filter(([name]) => isChartPackage(name)).reduce((sum, [, bytes]) => sum + bytes, 0);
    const share = chart / total;
    chunkRaw += fileRaw;
    raw += fileRaw * share;
    gzip += fileGzip * share;
    brotli += fileBrotli * share;
    console.log(
      `  ${file.padEnd(44)} ${kb(fileRaw)} KB raw ${kb(fileGzip)} KB gzip ${kb(fileBrotli)} KB brotli; chart library ${(share * 100).toFixed(0)}%`,
    );
  }
  console.log(`  dashboard-only chunks: ${kb(chunkRaw)} KB raw`);
  console.log(`  chart library (recharts and its dependencies): ${kb(raw)} KB raw ${kb(gzip)} KB gzip ${kb(brotli)} KB brotli`);
}

function kb(bytes: number): string {
  return (bytes / 1024).toFixed(1).padStart(7);
}

async function main(): Promise<void> {
  const statsByApp = new Map<string, AppBuild>();
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
  const adminFetched: string[] = [];
  const overBudget: string[] = [];
  const summary: string[][] = [];
  try {
    await waitForHealth(base, HEALTH_WAIT_MS);
    const browser = await chromium.launch(chromiumLaunchOptions());
    for (const [path, budgetKb] of PAGES) {
      const page = await browser.newPage();
      const files: { url: string; raw: number; gzip: number; served: number; packages: PackageBytes | undefined; admin: boolean }[] = [];
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (!url.pathname.endsWith('.js')) return;
        void Promise.all([response.body(), response.request().sizes()]).then(([body, sizes]) => {
          const remote = /^\/remotes\/([^/]+)\/[^/]+\/(.+)$/.exec(url.pathname);
          const app = remote ? remote[1]! : 'shell';
          const file = remote ? remote[2]! : url.pathname.slice(1);
          const build = statsByApp.get(app);
          files.push({
            url: url.pathname,
            raw: body.length,
            gzip: gzipSync(body).length,
            served: sizes.responseBodySize,
            packages: build?.packages.get(chunkKey(file)),
            admin: ADMIN_EXPOSE.test(chunkKey(file)) || (build?.adminOnly.has(chunkKey(file)) ?? false),
          });
        });
      });
      await page.goto(base + path, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      const raw = files.reduce((sum, f) => sum + f.raw, 0);
      const gzip = files.reduce((sum, f) => sum + f.gzip, 0);
      const served = files.reduce((sum, f) => sum + f.served, 0);
      const byPackage = new Map<string, { raw: number; gzip: number }>();
      for (const f of files) {
        const entries = [...(f.packages ?? new Map([['(unattributed)', f.raw]])).entries()];
        const total = entries.reduce((sum, [, bytes]) => sum + bytes, 0) || 1;
        for (const [name, bytes] of entries) {
          const current = byPackage.get(name) ?? { raw: 0, gzip: 0 };
          byPackage.set(name, { raw: current.raw + (f.raw * bytes) / total, gzip: current.gzip + (f.gzip * bytes) / total });
        }
      }
      console.log(
        `\n${path}: ${files.length} files, ${kb(raw)} KB raw, ${kb(gzip)} KB gzip, ${kb(served)} KB as served (budget ${budgetKb})`,
      );
      for (const [name, size] of [...byPackage.entries()].sort((a, b) => b[1].gzip - a[1].gzip)) {
        if (size.gzip >= 512) console.log(`  ${name.padEnd(40)} ${kb(size.raw)} raw ${kb(size.gzip)} gzip`);
      }
      console.log('  files (as served):');
      for (const f of [...files].sort((a, b) => b.served - a.served)) console.log(`    ${kb(f.served)}  ${f.url}`);
      summary.push([path, kb(raw), kb(gzip), kb(served), String(budgetKb)]);
      if (served > budgetKb * 1024) overBudget.push(`${path}: ${kb(served).trim()} KB > ${budgetKb} KB`);
      const admin = files.filter((f) => f.admin).map((f) => f.url);
      console.log(`  admin chunks fetched: ${admin.length === 0 ? 'none' : admin.join(', ')}`);
      adminFetched.push(...admin.map((url) => `${path}: ${url}`));
      await page.close();
    }
    await browser.close();
  } finally {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log('\nJavaScript per page (KB):\n');
  console.log('| page | raw | gzip | as served (brotli) | budget |');
  console.log('|---|---|---|---|---|');
  for (const row of summary) console.log(`| ${row.map((cell) => cell.trim()).join(' | ')} |`);
  const account = statsByApp.get('mf-account');
  if (account) {
    console.log(`\nmf-account chunks only the staff area loads: ${[...account.adminOnly].sort().join(', ')}`);
    reportChartLibrary(account);
  }
  if (adminFetched.length > 0) {
    console.error(`\nFAIL: visitors' pages fetched staff-area chunks:\n  ${adminFetched.join('\n  ')}`);
    process.exitCode = 1;
  }
  if (overBudget.length > 0) {
    console.error(`\nFAIL: JavaScript as served over budget:\n  ${overBudget.join('\n  ')}`);
    process.exitCode = 1;
  }
}

await main();
