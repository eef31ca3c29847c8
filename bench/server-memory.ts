// The server's memory (RSS) idle and under page renders: starts `npm start`'s server (as the start
// script runs it, with its Node flags) on a built tree, reads its RSS once idle, sends N mixed page
// requests 8 at a time, each a page the render cache has not stored (a read parameter the screen
// ignores makes a new key, so every request renders), and reads the RSS after them and 5 s later,
// and the server's CPU time (all its threads) per page over the load.
// Each reading also says where the memory is (bench/server-memory-probe.ts): V8's heap, memory V8
// accounts for outside it (Buffers…), the rest of the anonymous memory (native: the allocator's
// heaps, compiled code, libraries' own memory) and file-backed pages (the node binary, libraries).
// Each server is measured on a data folder whose content is synced already (a first start syncs it and
// draws the social cards, as `npm start` is after the first time); `--fresh` measures the first start.
// `--root` runs other checkouts' servers on the same built tree and data (a before/after in one run);
// `--web` names the built tree (default: the first root's dist/); `--flags "…"` replaces the start
// script's Node flags (to try others); `--web` and `--flags` given once per `--root` apply to that
// root's server alone (two builds or two flag sets side by side in one run); `--env NAME=VALUE` adds to the server's environment (PAGE_CACHE_MB=16 …);
// `--port` picks the servers' port (default: a free one).
//   npm run bench:memory [-- --requests 10000 --root ../main --root . --env PAGE_CACHE_MB=16]
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  BENCH_SERVER_ENV,
  MIXED_PAGES,
  benchPort,
  cpuMicros,
  rssMiB,
  startCommand,
  stopServer,
  unstoredPath,
  waitForHomePage,
} from './server-env.ts';

const here = join(import.meta.dirname, '..');
const probe = join(import.meta.dirname, 'server-memory-probe.ts');
const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '10000' },
    root: { type: 'string', multiple: true, default: [here] },
    web: { type: 'string', multiple: true, default: [] },
    flags: { type: 'string', multiple: true, default: [] },
    env: { type: 'string', multiple: true, default: [] },
    fresh: { type: 'boolean', default: false },
    port: { type: 'string' },
  },
});
const TOTAL = Number(values.requests);
const CONCURRENCY = 8;

interface Probe {
  rss: number;
  heapCommitted: number;
  heapUsed: number;
  codeSpace: number;
  external: number;
  arrayBuffers: number;
  workerHeaps: number;
  workerExternal: number;
  anonymous: number;
  fileBacked: number;
}

/** Where the server's memory is now, from its probe (MiB figures, one line). */
async function whereIs(pid: number, probeFile: string): Promise<string> {
  const lines = () => (existsSync(probeFile) ? readFileSync(probeFile, 'utf8').trim().split('\n').filter(Boolean) : []);
  const before = lines().length;
  process.kill(pid, 'SIGUSR2');
  for (let tries = 0; lines().length === before && tries < 100; tries += 1) await new Promise((done) => setTimeout(done, 20));
  const last = lines().at(-1);
  if (lines().length === before || !last) return 'probe did not answer';
  const m = JSON.parse(last) as Probe;
  const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
  return (
    `V8 heap ${mib(m.heapCommitted)} (used ${mib(m.heapUsed)}, code ${mib(m.codeSpace)}), external ${mib(m.external)} (buffers ${mib(m.arrayBuffers)}), ` +
    `worker threads' heaps ${mib(m.workerHeaps)} (external ${mib(m.workerExternal)}), ` +
    `other native ${mib(m.anonymous - m.heapCommitted - m.external - m.workerHeaps - m.workerExternal)}, file-backed ${mib(m.fileBacked)}`
  );
}

async function measure(checkout: string, webDir: string, flagText: string | undefined, dataDir: string, syncOnly = false): Promise<void> {
  const port = await benchPort(values.port);
  const base = `http://127.0.0.1:${port}`;
  const start = startCommand(checkout);
  const flags = flagText === undefined ? start.flags : flagText.split(/\s+/).filter(Boolean);
  const extraEnv = Object.fromEntries(values.env.map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]));
  const probeFile = join(dataDir, `memory-probe-${port}-${Date.now()}.jsonl`);
  const server = spawn(process.execPath, [...flags, '--import', probe, join(checkout, 'api', 'src', 'server.ts')], {
    env: {
      ...process.env,
      ...start.env,
      ...BENCH_SERVER_ENV,
      ...extraEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIR: webDir,
      LOG_LEVEL: 'error',
      MEMORY_PROBE_FILE: probeFile,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHomePage(base, performance.now(), 120_000, 50);
    if (syncOnly) return;
    await new Promise((done) => setTimeout(done, 5_000));
    const pid = server.pid ?? 0;
    const idle = rssMiB(pid);
    const idleWhere = await whereIs(pid, probeFile);
    let next = 0;
    let peak = idle;
    const statuses = new Map<number, number>();
    const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(pid))), 250);
    const started = performance.now();
    const cpuBefore = cpuMicros(pid);
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < TOTAL) {
          const n = (next += 1);
          const response = await fetch(`${base}${unstoredPath(MIXED_PAGES[n % MIXED_PAGES.length]!, `m${n}`)}`);
          await response.arrayBuffer();
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        }
      }),
    );
    clearInterval(sampler);
    const cpuPerPage = (cpuMicros(pid) - cpuBefore) / TOTAL / 1000;
    const seconds = (performance.now() - started) / 1000;
    const after = rssMiB(pid);
    const afterWhere = await whereIs(pid, probeFile);
    await new Promise((done) => setTimeout(done, 5_000));
    const settled = rssMiB(pid);
    const settledWhere = await whereIs(pid, probeFile);
    const envText = Object.entries({ ...start.env, ...extraEnv }).map(([name, value]) => `${name}=${value} `);
    console.log(`\n${checkout} on ${webDir} (${envText.join('')}node ${flags.join(' ') || 'without flags'}):`);
    console.log(
      `  RSS idle ${idle.toFixed(0)} MiB; after ${TOTAL} page renders ${after.toFixed(0)} MiB (peak ${peak.toFixed(0)} MiB, ${settled.toFixed(0)} MiB 5 s later)`,
    );
    console.log(`  idle, MiB: ${idleWhere}`);
    console.log(`  after, MiB: ${afterWhere}`);
    console.log(`  5 s later, MiB: ${settledWhere}`);
    console.log(
      `  ${(TOTAL / seconds).toFixed(0)} pages/s, server CPU ${cpuPerPage.toFixed(1)} ms a page; statuses: ${[...statuses].map(([status, count]) => `${status} × ${count}`).join(', ')}`,
    );
  } finally {
    await stopServer(server);
  }
}

const roots = values.root.map((checkout) => resolve(checkout));
/** The value given for the n-th root: its own when given once per root, else the one given for all. */
const perRoot = (given: string[], n: number) => (given.length === roots.length ? given[n] : given[0]);
const webDirs = roots.map((_, n) => resolve(perRoot(values.web, n) ?? join(roots[0]!, 'dist')));
const dataDir = mkdtempSync(join(tmpdir(), 'bench-memory-'));
try {
  if (!values.fresh) await measure(roots[0]!, webDirs[0]!, perRoot(values.flags, 0), dataDir, true);
  for (const [n, checkout] of roots.entries()) await measure(checkout, webDirs[n]!, perRoot(values.flags, n), dataDir);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
