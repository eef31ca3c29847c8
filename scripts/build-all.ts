// Builds the shell and every remote (production), each for the browser and for Node (server
// rendering). Remotes go to dist/remotes/<name>/<version>/, so building never touches another version.
// With --if-stale, an app is skipped when nothing it bundles is newer than its build (npm start after
// a first build starts in seconds): its own folder, every workspace it depends on (contracts, shared,
// and theirs, followed through the package.json files), the shared Rspack config and the lockfile.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_NAMES } from 'contracts';

const root = join(import.meta.dirname, '..');
export const APPS = ['shell', ...REMOTE_NAMES] as const;

interface PackageJson {
  name: string;
  version: string;
  workspaces?: string[];
  dependencies?: Record<string, string>;
}

const readPackage = (folder: string): PackageJson => JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as PackageJson;

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (max, name) => (name === 'node_modules' || name === 'dist' ? max : Math.max(max, newestMtime(join(path, name)))),
    stat.mtimeMs,
  );
}

/** The folders of the workspaces `app` bundles: its own and, transitively, each workspace it depends on. */
export function bundledWorkspaces(projectRoot: string, app: string): string[] {
  const folderOf = new Map(
    (readPackage(projectRoot).workspaces ?? []).map((folder) => [readPackage(join(projectRoot, folder)).name, folder]),
  );
  const found = new Set<string>();
  const visit = (folder: string): void => {
    if (found.has(folder)) return;
    found.add(folder);
    for (const dependency of Object.keys(readPackage(join(projectRoot, folder)).dependencies ?? {})) {
      const workspace = folderOf.get(dependency);
      if (workspace) visit(workspace);
    }
  };
  visit(app);
  return [...found];
}

function outputDir(projectRoot: string, app: string): string {
  if (app === 'shell') return join(projectRoot, 'dist', 'shell');
  return join(projectRoot, 'dist', 'remotes', app, readPackage(join(projectRoot, app)).version);
}

/** Whether `app`'s build is missing or older than anything it bundles. */
export function isStale(projectRoot: string, app: string): boolean {
  const built = join(outputDir(projectRoot, app), app === 'shell' ? 'index.html' : 'mf-manifest.json');
  const serverBuilt = join(outputDir(projectRoot, app), 'server', app === 'shell' ? 'render.js' : 'remoteEntry.js');
  if (!existsSync(built) || !existsSync(serverBuilt)) return true;
  const sources = Math.max(
    ...bundledWorkspaces(projectRoot, app).map((folder) => newestMtime(join(projectRoot, folder))),
    newestMtime(join(projectRoot, 'rspack.config.base.ts')),
    newestMtime(join(projectRoot, 'package-lock.json')),
  );
  return sources > Math.min(statSync(built).mtimeMs, statSync(serverBuilt).mtimeMs);
}

export function buildApp(app: string, extraEnv: Record<string, string> = {}): void {
  const started = Date.now();
  const result = spawnSync(join(root, 'node_modules', '.bin', 'rspack'), ['build', '-c', 'rspack.config.ts', '--mode', 'production'], {
    cwd: join(root, app),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', ...extraEnv },
  });
  if (result.status !== 0) {
    console.error(`Build of ${app} failed.`);
    process.exit(result.status ?? 1);
  }
  console.log(`built ${app} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (import.meta.main) {
  const ifStale = process.argv.includes('--if-stale');
  const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  for (const app of only.length ? only : APPS) {
    if (ifStale && !isStale(root, app)) {
      console.log(`${app} is up to date`);
      continue;
    }
    buildApp(app);
  }
}
