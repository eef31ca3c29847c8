// The server-rendering server under load: how soon `npm start`'s server answers its first page on a
// built tree, its memory (RSS) when idle, and after 10,000 mixed page requests (8 at a time), with
// the page latencies. The first start in a fresh data folder also syncs the content; the bench
// reports a second start on the same folder, as `npm start` is after the first time. Then the
// render cache: req/s and p50/p99 for four pages at 1 and 50 connections with the cache cold (every
// request a page it has not stored: a read parameter the screen ignores makes a new key), warm (the
// same page again) and disabled (PAGE_CACHE_MB=0: every request rendered), the hit ratio of the warm
// runs and the RSS after each server's runs. `--ghost URL` measures a Ghost 6 (../shared/ghost-peer/)
// the same way right after each warm cell (its `/` beside ours, its seeded post beside our article):
// back to back in one run, so the ratio holds on a busy machine. `--warm-only` skips the cold and
// disabled cells, `--requests 0` the mixed pages.
//   npm run bench:server [-- --requests N] [-- --seconds S (per cell, default 3)] [-- --ghost http://127.0.0.1:2368]
import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from '../e2e/support/server.ts';
import { load, type LoadResult } from './http-load.ts';
import { spawnSite, stopServer, waitForHomePage } from './server-env.ts';

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
const MATRIX_PAGES = ['/', '/tutorials/install-flux-comfyui', '/workflows', '/search?q=flux'];
/** Ghost's page measured beside ours: its home page, and a seeded post of about the same length as the article. */
const GHOST_PAGES: Record<string, string> = { '/': '/', '/tutorials/install-flux-comfyui': '/bench-post-10/' };
const CONNECTIONS = [1, 50];

function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kib / 1024;
}

async function start(
  dataDir: string,
  port: number,
  env: Record<string, string> = {},
): Promise<{ server: ChildProcess; firstPageMs: number }> {
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const server = spawnSite(port, dataDir, ['ignore', 'ignore', 'inherit'], env);
  await waitForHomePage(base, started, 60_000, 20);
  return { server, firstPageMs: performance.now() - started };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** A key the cache has not stored that renders the same page: a read parameter this screen ignores. */
function coldPath(path: string, n: number): string {
  return `${path}${path.includes('?') ? '&' : '?'}${path.startsWith('/search') ? 'search' : 'q'}=cold${n}`;
}

async function cacheCounts(base: string): Promise<{ hits: number; stale: number; misses: number }> {
  const health = (await (await fetch(`${base}/api/health/`)).json()) as { pageCache: { hits: number; stale: number; misses: number } };
  return health.pageCache;
}

const cell = (result: LoadResult) => `${result.perSecond.toFixed(0)} req/s, ${result.p50.toFixed(1)} / ${result.p99.toFixed(1)} ms`;

interface MatrixOptions {
  seconds: number;
  warmOnly: boolean;
  ghost: string | undefined;
}

/** The render cache's table: cold and warm on a server with the cache, then the same pages on one without. */
async function cacheMatrix(dataDir: string, port: number, { seconds, warmOnly, ghost }: MatrixOptions): Promise<void> {
  const base = `http://127.0.0.1:${port}`;
  const results = new Map<string, { cold?: LoadResult; warm?: LoadResult; off?: LoadResult; ghost?: LoadResult }>();
  const rss: Record<string, number> = {};
  let hits = 0;
  let lookups = 0;
  let cold = 0;
  for (const mode of warmOnly ? (['on'] as const) : (['on', 'off'] as const)) {
    const { server } = await start(dataDir, port, mode === 'off' ? { PAGE_CACHE_MB: '0' } : {});
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    for (const page of MATRIX_PAGES) {
      for (const connections of CONNECTIONS) {
        const row = results.get(`${page} ${connections}`) ?? {};
        results.set(`${page} ${connections}`, row);
        if (mode === 'off') {
          row.off = await load(base, () => page, { connections, seconds });
          continue;
        }
        if (!warmOnly) row.cold = await load(base, () => coldPath(page, (cold += 1)), { connections, seconds });
        await (await fetch(`${base}${page}`)).arrayBuffer();
        const before = await cacheCounts(base);
        row.warm = await load(base, () => page, { connections, seconds });
        const after = await cacheCounts(base);
        hits += after.hits + after.stale - before.hits - before.stale;
        lookups += after.hits + after.stale + after.misses - before.hits - before.stale - before.misses;
        const ghostPage = GHOST_PAGES[page];
        if (ghost && ghostPage) row.ghost = await load(ghost, () => ghostPage, { connections, seconds });
      }
    }
    rss[mode] = rssMiB(server.pid ?? 0);
    await stopServer(server);
  }
  console.log(`\nrender cache, ${seconds} s per cell (req/s, p50 / p99):\n`);
  console.log('| page | connections | cold (every request a miss) | warm | cache disabled |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const [key, row] of results) {
    const [page, connections] = key.split(' ');
    console.log(
      `| \`${page}\` | ${connections} | ${row.cold ? cell(row.cold) : ''} | ${row.warm ? cell(row.warm) : ''} | ${row.off ? cell(row.off) : ''} |`,
    );
  }
  console.log(
    `\nwarm hit ratio: ${((hits / Math.max(1, lookups)) * 100).toFixed(1)} %; RSS after the runs: ${rss.on?.toFixed(0)} MiB with the cache, ${rss.off?.toFixed(0) ?? '-'} MiB without`,
  );
  if (!ghost) return;
  console.log(`\nwarm pages beside Ghost at ${ghost}, each Ghost cell right after ours (req/s, p50 / p99):\n`);
  console.log('| page (Ghost page) | connections | this site, warm | Ghost | ratio |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const [key, row] of results) {
    const [page = '', connections] = key.split(' ');
    if (!row.warm || !row.ghost) continue;
    const ratio = row.warm.perSecond / Math.max(row.ghost.perSecond, 0.01);
    console.log(
      `| \`${page}\` (\`${GHOST_PAGES[page]}\`) | ${connections} | ${cell(row.warm)} | ${cell(row.ghost)} | ${ratio.toFixed(0)}× |`,
    );
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      requests: { type: 'string', default: '10000' },
      seconds: { type: 'string', default: '3' },
      ghost: { type: 'string' },
      'warm-only': { type: 'boolean', default: false },
    },
  });
  const total = Number(values.requests);
  const build = spawnSync(process.execPath, [join(root, 'scripts', 'build-all.ts'), '--if-stale'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('The build failed.');
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-server-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  try {
    const fresh = await start(dataDir, port);
    await stopServer(fresh.server);
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
    await stopServer(server);

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
    await cacheMatrix(dataDir, port, { seconds: Number(values.seconds), warmOnly: values['warm-only'], ghost: values.ghost });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
