// Loaded into a bench's server with `--import` (bench/server-memory.ts): on SIGUSR2 it writes where
// the process's memory is to the file named by MEMORY_PROBE_FILE, one JSON line per signal: the RSS,
// V8's heap (committed and used), memory outside it that V8 accounts for (external, of which
// ArrayBuffers/Buffers), and the anonymous and file-backed parts of the RSS from the kernel.
import { appendFileSync, readFileSync } from 'node:fs';
import { getHeapStatistics } from 'node:v8';

const file = process.env.MEMORY_PROBE_FILE;

function kib(text: string, field: string): number {
  return Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(text)?.[1] ?? 0);
}

if (file) {
  process.on('SIGUSR2', () => {
    const usage = process.memoryUsage();
    const heap = getHeapStatistics();
    const rollup = readFileSync('/proc/self/smaps_rollup', 'utf8');
    appendFileSync(
      file,
      `${JSON.stringify({
        rss: usage.rss,
        heapCommitted: heap.total_physical_size,
        heapUsed: usage.heapUsed,
        external: usage.external,
        arrayBuffers: usage.arrayBuffers,
        anonymous: kib(rollup, 'Anonymous') * 1024,
        fileBacked: (kib(rollup, 'Rss') - kib(rollup, 'Anonymous')) * 1024,
      })}\n`,
    );
  });
}
