import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../e2e/support/server.ts';

// What the benches add to their servers' environment. They send every request from one client
// address, so the per-IP search limit meant for visitors (SEARCH_LIMIT_PER_MINUTE, 60) would answer
// 429 after the first minute's worth: the benches measure search, so their servers get a limit no
// run reaches.
export const BENCH_SERVER_ENV = { SEARCH_LIMIT_PER_MINUTE: '1000000' } as const;

/** The mixed pages the server benches request in turn: every kind of screen, a catalogue page, two searches, a 404. */
export const MIXED_PAGES = [
  '/',
  '/tutorials',
  '/tutorials/install-flux-comfyui',
  '/blog/flux-vs-sdxl',
  '/earning-ideas/sell-ai-art-print-on-demand',
  '/workflows',
  '/workflows?page=2',
  '/workflows/flux-krea-text-to-image',
  '/search?q=flux',
  '/search?q=wan%202.2',
  '/pricing',
  '/signin',
  '/ai-roadmap',
  '/contact',
  '/no-such-page',
] as const;

/** The port a bench's server listens on: `--port` when given (a session's own range), else a free one. */
export async function benchPort(port: string | undefined): Promise<number> {
  return port === undefined ? freePort() : Number(port);
}

/** A key the render cache has not stored that renders the same page: a read parameter this screen ignores. */
export function unstoredPath(path: string, tag: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}${path.startsWith('/search') ? 'search' : 'q'}=${tag}`;
}

/** Clock ticks per second of /proc/<pid>/stat's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU time (user + system, all its threads) a process has used, µs. */
export function cpuMicros(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / TICKS_PER_SECOND;
}

/** The resident memory of a process, MiB. */
export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** The environment and Node options the checkout's start script gives the server (none when it gives none). */
export function startCommand(checkout: string): { env: Record<string, string>; flags: string[] } {
  const pkg = JSON.parse(readFileSync(join(checkout, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const command = /((?:[A-Z_]+=\S+ )*)node ((?:--[\w-]+(?:=\S+)? )*)api\/src\/server\.ts/.exec(pkg.scripts.start ?? '');
  const words = (text: string | undefined) => (text ?? '').trim().split(/\s+/).filter(Boolean);
  const env = Object.fromEntries(words(command?.[1]).map((pair) => pair.split('=', 2) as [string, string]));
  return { env, flags: words(command?.[2]) };
}

/** Starts the site's server as `npm start` does (on a built tree, with its environment and Node options), on a port and data folder of the bench's. */
export function spawnSite(port: number, dataDir: string, stdio: StdioOptions, extraEnv: Record<string, string> = {}): ChildProcess {
  const root = join(import.meta.dirname, '..');
  return spawnCheckout(root, join(root, 'dist'), port, dataDir, stdio, extraEnv);
}

/** Starts a checkout's server as its start script does, serving the built tree `webDir` (a before/after runs both checkouts on one build). */
export function spawnCheckout(
  checkout: string,
  webDir: string,
  port: number,
  dataDir: string,
  stdio: StdioOptions,
  extraEnv: Record<string, string> = {},
): ChildProcess {
  const start = startCommand(checkout);
  return spawn(process.execPath, [...start.flags, join(checkout, 'api', 'src', 'server.ts')], {
    env: {
      ...process.env,
      ...start.env,
      ...BENCH_SERVER_ENV,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIR: webDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    stdio,
  });
}

/**
 * Waits until the server answers its home page with 200 (polling every `pollMs`), and fails after
 * `timeoutMs` counted from `started` (a performance.now() time).
 */
export async function waitForHomePage(base: string, started: number, timeoutMs: number, pollMs: number): Promise<void> {
  for (;;) {
    try {
      const response = await fetch(`${base}/`);
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > timeoutMs) throw new Error(`The server did not answer / within ${timeoutMs / 1000} s.`);
    await new Promise((done) => setTimeout(done, pollMs));
  }
}

/** Stops a server the bench started and waits until it has exited. */
export function stopServer(server: ChildProcess): Promise<void> {
  return new Promise((done) => {
    server.once('exit', () => done());
    server.kill('SIGTERM');
  });
}
