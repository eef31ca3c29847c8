// Builds the shell and every remote (production), each for the browser and for Node (server
// rendering). Remotes go to dist/remotes/<name>/<version>/, so building never touches another version.
// With --if-stale, an app whose sources are older than its build is skipped (npm start after a first
// build starts in seconds).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_NAMES } from 'contracts';

const root = join(import.meta.dirname, '..');
export const APPS = ['shell', ...REMOTE_NAMES] as const;

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (max, name) => (name === 'node_modules' ? max : Math.max(max, newestMtime(join(path, name)))),
    stat.mtimeMs,
  );
}

function outputDir(app: string): string {
  if (app === 'shell') return join(root, 'dist', 'shell');
  const { version } = JSON.parse(readFileSync(join(root, app, 'package.json'), 'utf8')) as { version: string };
  return join(root, 'dist', 'remotes', app, version);
}

function isStale(app: string): boolean {
  const built = join(outputDir(app), app === 'shell' ? 'index.html' : 'mf-manifest.json');
  const serverBuilt = join(outputDir(app), 'server', app === 'shell' ? 'render.js' : 'remoteEntry.js');
  if (!existsSync(built) || !existsSync(serverBuilt)) return true;
  const sources = Math.max(
    newestMtime(join(root, app)),
    newestMtime(join(root, 'shared', 'src')),
    newestMtime(join(root, 'rspack.config.base.ts')),
    newestMtime(join(root, 'package-lock.json')),
  );
  return sources > statSync(built).mtimeMs;
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
    if (ifStale && !isStale(app)) {
      console.log(`${app} is up to date`);
      continue;
    }
    buildApp(app);
  }
}
