// API instances of one site beside the e2e server, for tests of a multi-instance deployment: each a
// real server process (api/src/server.ts) with its own data folder, started together and stopped
// together.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type ServerProcess } from '../../api/test/server-process.ts';

export interface Instances {
  servers: ServerProcess[];
  stop(): Promise<void>;
}

/**
 * Starts `count` instances with `env` (each gets its own DATA_DIR); resolves once all answer
 * /api/health/. A first start syncs the content, which takes half a minute on a busy machine.
 */
export async function startInstances(count: number, env: Record<string, string>, timeoutMs = 180_000): Promise<Instances> {
  const dataDirs = Array.from({ length: count }, () => mkdtempSync(join(tmpdir(), 'e2e-instance-')));
  const started = await Promise.allSettled(dataDirs.map((dataDir) => startServer({ ...env, DATA_DIR: dataDir }, timeoutMs)));
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stop = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }
  return { servers, stop };
}
