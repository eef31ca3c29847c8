// The server-rendering server under load: how soon `npm start`'s server answers its first page on a
// built tree, its memory (RSS) when idle, and after 10,000 mixed page requests (8 at a time), with
// the page latencies. The first start in a fresh data folder also syncs the content; the bench
// reports a second start on the same folder, as `npm start` is after the first time. Then the
// render cache: req/s and p50/p99 for four pages at 1 and 50 connections with the cache cold (every
// request a page it has not stored: a read parameter the screen ignores makes a new key), warm (the
// same page again) and disabled (PAGE_CACHE_MB=0: every request rendered), the hit ratio of the warm
// runs, the server's CPU time per warm hit and the RSS after each server's runs. `--ghost URL`
// measures a Ghost 6 (../shared/ghost-peer/) the same way right after each warm cell (its `/` beside
// ours, its seeded post beside our article): back to back in one run, so the ratio holds on a busy
// machine. `--root` (repeatable) runs other checkouts' servers side by side on the same built tree,
// each cell measured on every checkout back to back, with the ratio of the last to the first (a
// before/after in one run, for the warm and the disabled cells, with the server's CPU per request;
// Ghost is compared with the last). `--warm-only` skips the cold and disabled cells,
// `--disabled-only` the cold and warm ones, `--requests 0` the mixed pages, `--port` picks the first
// server's port (the others take the next ones; default: free ones). The load generator's own CPU
// per request is printed too: it shares the machine with the server.
//   npm run bench:server [-- --requests N] [-- --seconds S (per cell, default 3)] [-- --ghost http://127.0.0.1:2368]
//   npm run bench:server -- --root ../main --root . --warm-only --requests 0
//   npm run bench:server -- --root ../main --root . --disabled-only --requests 0
import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { load, type LoadResult } from './http-load.ts';
import { MIXED_PAGES, benchPort, cpuMicros, rssMiB, spawnCheckout, stopServer, unstoredPath, waitForHomePage } from './server-env.ts';

const here = join(import.meta.dirname, '..');
const CONCURRENCY = 8;
const MATRIX_PAGES = ['/', '/tutorials/install-flux-comfyui', '/workflows', '/search?q=flux'];
/** Ghost's page measured beside ours: its home page, and a seeded post of about the same length as the article. */
const GHOST_PAGES: Record<string, string> = { '/': '/', '/tutorials/install-flux-comfyui': '/bench-post-10/' };
const CONNECTIONS = [1, 50];

interface Site {
  checkout: string;
  port: number;
  base: string;
  dataDir: string;
  server: ChildProcess | null;
}

async function start(site: Site, env: Record<string, string> = {}): Promise<number> {
  const started = performance.now();
  site.server = spawnCheckout(site.checkout, join(here, 'dist'), site.port, site.dataDir, ['ignore', 'ignore', 'inherit'], env);
  await waitForHomePage(site.base, started, 180_000, 20);
  return performance.now() - started;
}

async function stop(site: Site): Promise<void> {
  if (site.server) await stopServer(site.server);
  site.server = null;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function cacheCounts(base: string): Promise<{ hits: number; stale: number; misses: number }> {
  const health = (await (await fetch(`${base}/api/health/`)).json()) as { pageCache: { hits: number; stale: number; misses: number } };
  return health.pageCache;
}

const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(', ');
/** req/s and latencies, and any answer that was not a 200 or not rendered in full (a page shed under load: private). */
const cell = (result: LoadResult) => {
  const others = [...result.statuses].filter(([status]) => status !== 200).map(([status, count]) => `${status} × ${count}`);
  if (result.resets > 0) others.push(`reset × ${result.resets}`);
  if (result.privateAnswers > 0) others.push(`unrendered × ${result.privateAnswers}`);
  return `${result.perSecond.toFixed(0)} req/s, ${result.p50.toFixed(1)} / ${result.p99.toFixed(1)} ms${others.length > 0 ? ` (${others.join(', ')})` : ''}`;
};

/** The first page and the memory of a checkout's server: a first start (content sync), then a second start under the mixed pages. */
async function mixedPages(site: Site, total: number): Promise<void> {
  const fresh = await start(site);
  await stop(site);
  const firstPageMs = await start(site);
  const pid = site.server?.pid ?? 0;
  await new Promise((done) => setTimeout(done, 3_000));
  const idle = rssMiB(pid);
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  const worker = async () => {
    while (next < total) {
      const path = MIXED_PAGES[next % MIXED_PAGES.length]!;
      next += 1;
      const begun = performance.now();
      const response = await fetch(site.base + path, { headers: { 'accept-encoding': 'br' } });
      await response.arrayBuffer();
      latencies.push(performance.now() - begun);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
  };
  const loadStarted = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - loadStarted) / 1000;
  const loaded = rssMiB(pid);
  await new Promise((done) => setTimeout(done, 3_000));
  const settled = rssMiB(pid);
  await stop(site);

  latencies.sort((a, b) => a - b);
  console.log(`\n${site.checkout}:`);
  console.log(
    `first page (second start, built tree, fresh process): ${firstPageMs.toFixed(0)} ms (first start with content sync: ${fresh.toFixed(0)} ms)`,
  );
  console.log(
    `RSS idle: ${idle.toFixed(0)} MiB; after ${total} mixed page requests: ${loaded.toFixed(0)} MiB (${settled.toFixed(0)} MiB 3 s later)`,
  );
  console.log(
    `${total} pages in ${seconds.toFixed(1)} s (${(total / seconds).toFixed(0)} pages/s, ${CONCURRENCY} at a time): ` +
      `p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`,
  );
  console.log(`statuses: ${[...statuses.entries()].map(([status, count]) => `${status} × ${count}`).join(', ')}`);
}

interface Row {
  cold?: LoadResult;
  warm?: LoadResult;
  /** The server's CPU time per warm request, µs. */
  warmCpu?: number;
  off?: LoadResult;
  /** The server's CPU time per request with the cache disabled (every one rendered), µs. */
  offCpu?: number;
}

interface MatrixOptions {
  seconds: number;
  modes: readonly ('on' | 'off')[];
  ghost: string | undefined;
}

/** The render cache's tables: cold and warm on servers with the cache, then the same pages on servers without; each cell on every checkout back to back. */
async function cacheMatrix(sites: Site[], { seconds, modes, ghost }: MatrixOptions): Promise<void> {
  const rows = sites.map(() => new Map<string, Row>());
  const ghostRows = new Map<string, LoadResult>();
  const rss = sites.map(() => ({}) as Record<string, number>);
  const counted = sites.map(() => ({ hits: 0, lookups: 0 }));
  let cold = 0;
  for (const mode of modes) {
    for (const site of sites) await start(site, mode === 'off' ? { PAGE_CACHE_MB: '0' } : {});
    await new Promise((done) => setTimeout(done, 3_000));
    for (const page of MATRIX_PAGES) {
      for (const connections of CONNECTIONS) {
        const key = `${page} ${connections}`;
        for (const [index, site] of sites.entries()) {
          const row = rows[index]!.get(key) ?? {};
          rows[index]!.set(key, row);
          if (mode === 'off') {
            const cpuBefore = cpuMicros(site.server?.pid ?? 0);
            row.off = await load(site.base, () => page, { connections, seconds });
            row.offCpu = (cpuMicros(site.server?.pid ?? 0) - cpuBefore) / Math.max(1, row.off.requests);
            continue;
          }
          if (modes.includes('off'))
            row.cold = await load(site.base, () => unstoredPath(page, `cold${(cold += 1)}`), { connections, seconds });
          await (await fetch(`${site.base}${page}`)).arrayBuffer();
          const before = await cacheCounts(site.base);
          const pid = site.server?.pid ?? 0;
          const cpuBefore = cpuMicros(pid);
          row.warm = await load(site.base, () => page, { connections, seconds });
          row.warmCpu = (cpuMicros(pid) - cpuBefore) / Math.max(1, row.warm.requests);
          const after = await cacheCounts(site.base);
          counted[index]!.hits += after.hits + after.stale - before.hits - before.stale;
          counted[index]!.lookups += after.hits + after.stale + after.misses - before.hits - before.stale - before.misses;
        }
        const ghostPage = GHOST_PAGES[page];
        if (mode === 'on' && ghost && ghostPage) ghostRows.set(key, await load(ghost, () => ghostPage, { connections, seconds }));
      }
    }
    for (const [index, site] of sites.entries()) {
      rss[index]![mode] = rssMiB(site.server?.pid ?? 0);
      await stop(site);
    }
  }

  for (const [index, site] of sites.entries()) {
    console.log(`\n${site.checkout}: render cache, ${seconds} s per cell (req/s, p50 / p99; server CPU per warm request):\n`);
    console.log(
      '| page | connections | cold (every request a miss) | warm | server CPU per warm request | cache disabled | server CPU per render |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    for (const [key, row] of rows[index]!) {
      const [page, connections] = key.split(' ');
      console.log(
        `| \`${page}\` | ${connections} | ${row.cold ? cell(row.cold) : ''} | ${row.warm ? cell(row.warm) : ''} | ` +
          `${row.warmCpu === undefined ? '' : `${row.warmCpu.toFixed(0)} µs`} | ${row.off ? cell(row.off) : ''} | ` +
          `${row.offCpu === undefined ? '' : `${(row.offCpu / 1000).toFixed(1)} ms`} |`,
      );
    }
    const { hits, lookups } = counted[index]!;
    console.log(
      `\nwarm hit ratio: ${((hits / Math.max(1, lookups)) * 100).toFixed(1)} %; RSS after the runs: ${rss[index]!.on?.toFixed(0)} MiB with the cache, ${rss[index]!.off?.toFixed(0) ?? '-'} MiB without`,
    );
  }

  const first = rows[0]!;
  const last = rows.at(-1)!;
  for (const mode of sites.length > 1 ? modes : []) {
    const title = mode === 'on' ? 'warm pages' : 'pages with the cache disabled';
    console.log(
      `\n${title}, ${sites.at(-1)!.checkout} against ${sites[0]!.checkout}, each cell back to back (req/s; server CPU per request):\n`,
    );
    console.log('| page | connections | before | after | req/s ratio | CPU per request ratio |');
    console.log('| --- | --- | --- | --- | --- | --- |');
    for (const [key, after] of last) {
      const before = first.get(key);
      const [was, is] = mode === 'on' ? [before?.warm, after.warm] : [before?.off, after.off];
      const [wasCpu = 0, isCpu = 0] = mode === 'on' ? [before?.warmCpu, after.warmCpu] : [before?.offCpu, after.offCpu];
      if (!was || !is) continue;
      const [page, connections] = key.split(' ');
      console.log(
        `| \`${page}\` | ${connections} | ${cell(was)}; ${wasCpu.toFixed(0)} µs | ${cell(is)}; ${isCpu.toFixed(0)} µs | ` +
          `${(is.perSecond / Math.max(0.01, was.perSecond)).toFixed(2)}× | ${(isCpu / Math.max(1, wasCpu)).toFixed(2)}× |`,
      );
    }
  }

  if (!ghost) return;
  console.log(`\nwarm pages beside Ghost at ${ghost}, each Ghost cell right after ours (req/s, p50 / p99):\n`);
  console.log('| page (Ghost page) | connections | this site, warm | Ghost | ratio |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const [key, row] of last) {
    const [page = '', connections] = key.split(' ');
    const theirs = ghostRows.get(key);
    if (!row.warm || !theirs) continue;
    const ratio = row.warm.perSecond / Math.max(theirs.perSecond, 0.01);
    console.log(`| \`${page}\` (\`${GHOST_PAGES[page]}\`) | ${connections} | ${cell(row.warm)} | ${cell(theirs)} | ${ratio.toFixed(0)}× |`);
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      requests: { type: 'string', default: '10000' },
      seconds: { type: 'string', default: '3' },
      ghost: { type: 'string' },
      'warm-only': { type: 'boolean', default: false },
      'disabled-only': { type: 'boolean', default: false },
      port: { type: 'string' },
      root: { type: 'string', multiple: true, default: [here] },
    },
  });
  const total = Number(values.requests);
  const build = spawnSync(process.execPath, [join(here, 'scripts', 'build-all.ts'), '--if-stale'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('The build failed.');
  const sites: Site[] = [];
  for (const [index, checkout] of values.root.entries()) {
    const port = values.port === undefined ? await benchPort(undefined) : Number(values.port) + index;
    sites.push({
      checkout: resolve(checkout),
      port,
      base: `http://127.0.0.1:${port}`,
      dataDir: mkdtempSync(join(tmpdir(), 'bench-server-')),
      server: null,
    });
  }
  console.log(`load average (1, 5, 15 min) at the start: ${loadAverage()}`);
  try {
    for (const site of sites) {
      if (total > 0) await mixedPages(site, total);
      else {
        await start(site);
        await stop(site);
      }
    }
    const modes = values['warm-only'] ? (['on'] as const) : values['disabled-only'] ? (['off'] as const) : (['on', 'off'] as const);
    await cacheMatrix(sites, { seconds: Number(values.seconds), modes, ghost: values.ghost });
  } finally {
    for (const site of sites) {
      await stop(site);
      rmSync(site.dataDir, { recursive: true, force: true });
    }
  }
  console.log(`\nload average (1, 5, 15 min) at the end: ${loadAverage()}`);
}

await main();
