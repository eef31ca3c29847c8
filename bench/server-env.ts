import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { join } from 'node:path';

// What the benches add to their servers' environment. They send every request from one client
// address, so the per-IP search limit meant for visitors (SEARCH_LIMIT_PER_MINUTE, 60) would answer
// 429 after the first minute's worth: the benches measure search, so their servers get a limit no
// run reaches.
export const BENCH_SERVER_ENV = { SEARCH_LIMIT_PER_MINUTE: '1000000' } as const;

/** Starts the site's server as `npm start` does (on a built tree), on a port and data folder of the bench's. */
export function spawnSite(port: number, dataDir: string, stdio: StdioOptions, extraEnv: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, [join(import.meta.dirname, '..', 'api', 'src', 'server.ts')], {
    env: {
      ...process.env,
      ...BENCH_SERVER_ENV,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
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
