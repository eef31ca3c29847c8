// Starts the real server (api/src/server.ts) as a child process on a free port, as production runs
// it, waits until /api/health/ answers 200, and stops it with SIGTERM. Used by the multi-instance
// test and the API bench.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { REPO_ROOT } from '../src/config.ts';

export interface ServerProcess {
  /** http://127.0.0.1:<port> */
  url: string;
  child: ChildProcess;
  /** What the process printed, for failure messages. */
  output(): string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/health/`)).status === 200;
  } catch {
    return false;
  }
}

/** `env` is added to a clean environment (PATH and HOME only, LOG_LEVEL warn unless given). */
export async function startServer(env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(REPO_ROOT, 'api', 'src', 'server.ts')], {
    // A loaded test host runs the loop late: no shedding of renders unless a test asks for it.
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      LOG_LEVEL: 'warn',
      SSR_SHED_DELAY_MS: '0',
      ...env,
      HOST: '127.0.0.1',
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const chunks: string[] = [];
  const output = () => chunks.join('');
  for (const stream of [child.stdout!, child.stderr!]) stream.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;

  const deadline = Date.now() + timeoutMs;
  while (!(await healthy(url))) {
    if (!running()) throw new Error(`the server exited with ${child.exitCode ?? child.signalCode} before answering:\n${output()}`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      await exited;
      throw new Error(`the server did not answer in ${timeoutMs} ms:\n${output()}`);
    }
    await sleep(100);
  }

  return {
    url,
    child,
    output,
    async stop() {
      if (running()) child.kill('SIGTERM');
      await exited;
    },
  };
}
