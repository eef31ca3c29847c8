// Loaded into a bench's server with `--import` (bench/server-memory.ts): on SIGUSR2 it writes where
// the process's memory is to the file named by MEMORY_PROBE_FILE, one JSON line per signal: the RSS,
// V8's heap (committed and used, and its compiled code), memory outside it that V8 accounts for
// (external, of which ArrayBuffers/Buffers), the heaps of the process's worker threads (the search
// worker), and the anonymous and file-backed parts of the RSS from the kernel.
import { appendFileSync, readFileSync } from 'node:fs';
import { createRequire, syncBuiltinESMExports } from 'node:module';
import { getHeapSpaceStatistics, getHeapStatistics } from 'node:v8';
import type { Worker } from 'node:worker_threads';

const file = process.env.MEMORY_PROBE_FILE;

function kib(text: string, field: string): number {
  return Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(text)?.[1] ?? 0);
}

/** Every worker thread the server starts, while it runs (the Worker class is wrapped before the server loads). */
function trackWorkers(): Set<Worker> {
  const workers = new Set<Worker>();
  const threads = createRequire(import.meta.url)('node:worker_threads') as { Worker: typeof Worker };
  threads.Worker = class extends threads.Worker {
    constructor(...args: ConstructorParameters<typeof Worker>) {
      super(...args);
      workers.add(this);
      this.once('exit', () => workers.delete(this));
    }
  };
  syncBuiltinESMExports();
  return workers;
}

if (file) {
  const workers = trackWorkers();
  process.on('SIGUSR2', async () => {
    const workerHeaps = await Promise.all([...workers].map((worker) => worker.getHeapStatistics().catch(() => null)));
    const usage = process.memoryUsage();
    const heap = getHeapStatistics();
    const rollup = readFileSync('/proc/self/smaps_rollup', 'utf8');
    const space = (name: string) => getHeapSpaceStatistics().find((each) => each.space_name === name)?.physical_space_size ?? 0;
    appendFileSync(
      file,
      `${JSON.stringify({
        rss: usage.rss,
        heapCommitted: heap.total_physical_size,
        heapUsed: usage.heapUsed,
        codeSpace: space('code_space') + space('code_large_object_space'),
        external: usage.external,
        arrayBuffers: usage.arrayBuffers,
        workerHeaps: workerHeaps.reduce((sum, each) => sum + (each?.total_physical_size ?? 0), 0),
        workerExternal: workerHeaps.reduce((sum, each) => sum + (each?.external_memory ?? 0), 0),
        anonymous: kib(rollup, 'Anonymous') * 1024,
        fileBacked: (kib(rollup, 'Rss') - kib(rollup, 'Anonymous')) * 1024,
      })}\n`,
    );
  });
}
