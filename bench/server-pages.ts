// The server-rendering server under load: how soon `npm start`'s server answers its first page on a
// built tree, its memory (RSS) when idle, and after 10,000 mixed page requests (8 at a time), with
// the page latencies. The first start in a fresh data folder also syncs the content; the bench
// reports a second start on the same folder, as `npm start` is after the first time.
//   npm run bench:server [-- --requests N]
import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from '../e2e/support/server.ts';
import { spawnSite } from './server-env.ts';

const root = join(import.meta.dirname, '..');
const PAGES = [
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
];
const CONCURRENCY = 8;

function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kib / 1024;
}

async function start(dataDir: string, port: number): Promise<{ server: ChildProcess; firstPageMs: number }> {
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const server = spawnSite(port, dataDir, ['ignore', 'ignore', 'inherit']);
  for (;;) {
    try {
      const response = await fetch(`${base}/`);
      if (response.status === 200) {
        await response.text();
        return { server, firstPageMs: performance.now() - started };
      }
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 60_000) throw new Error('The server did not answer / within 60 s.');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function stop(server: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    server.once('exit', () => resolve());
    server.kill('SIGTERM');
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { requests: { type: 'string', default: '10000' } } });
  const total = Number(values.requests);
  const build = spawnSync(process.execPath, [join(root, 'scripts', 'build-all.ts'), '--if-stale'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('The build failed.');
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-server-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  try {
    const fresh = await start(dataDir, port);
    await stop(fresh.server);
    const { server, firstPageMs } = await start(dataDir, port);
    const pid = server.pid ?? 0;
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const idle = rssMiB(pid);

    const latencies: number[] = [];
    const statuses = new Map<number, number>();
    let next = 0;
    const worker = async () => {
      while (next < total) {
        const path = PAGES[next % PAGES.length]!;
        next += 1;
        const begun = performance.now();
        const response = await fetch(base + path, { headers: { 'accept-encoding': 'br' } });
        await response.arrayBuffer();
        latencies.push(performance.now() - begun);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    };
    const loadStarted = performance.now();
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const seconds = (performance.now() - loadStarted) / 1000;
    const loaded = rssMiB(pid);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const settled = rssMiB(pid);
    await stop(server);

    latencies.sort((a, b) => a - b);
    console.log(
      `first page (second start, built tree, fresh process): ${firstPageMs.toFixed(0)} ms (first start with content sync: ${fresh.firstPageMs.toFixed(0)} ms)`,
    );
    console.log(
      `RSS idle: ${idle.toFixed(0)} MiB; after ${total} mixed page requests: ${loaded.toFixed(0)} MiB (${settled.toFixed(0)} MiB 3 s later)`,
    );
    console.log(
      `${total} pages in ${seconds.toFixed(1)} s (${(total / seconds).toFixed(0)} pages/s, ${CONCURRENCY} at a time): ` +
        `p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`,
    );
    console.log(`statuses: ${[...statuses.entries()].map(([status, count]) => `${status} × ${count}`).join(', ')}`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
