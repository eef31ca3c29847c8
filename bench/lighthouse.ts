// Lighthouse report: builds the apps when stale, serves the site as `npm start` does (a free port, a
// temporary DATA_DIR), runs Lighthouse (mobile, simulated slow 4G, the CPU slowed down --cpu times,
// 4 by default as in Lighthouse's own config) a few times on each page with Debian's Chromium, and
// prints the median performance score, FCP, LCP, TBT, CLS and transferred JavaScript per page, then the
// spread (min–max) of the runs, and whether each page meets issue 22's targets for that slowdown.
//   npm run bench:lighthouse [-- --runs N] [--cpu 6] [--url http://127.0.0.1:3000] [--compare http://127.0.0.1:2368]
// --url measures a site that is already running (nothing is built or started).
// --compare measures a peer (Ghost, ../shared/ghost-peer) in the same run, its runs taking turns with
// ours, and prints its figures beside ours: its home page beside each of our pages, its post
// (--compare-post, /bench-post-10/ by default) beside our article.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, waitForHealth } from '../e2e/support/server.ts';
import { spawnSite } from './server-env.ts';

const root = join(import.meta.dirname, '..');
/** The site starts in seconds on a quiet machine; on a busy one it can take a minute or two. */
const HEALTH_WAIT_MS = 180_000;
const ARTICLE = '/tutorials/install-flux-comfyui';
const PAGES = ['/', ARTICLE, '/workflows', '/search?q=flux'];
const CHROME_FLAGS = '--headless --no-sandbox --disable-gpu --disable-background-networking';
const LIGHTHOUSE_CLI = join(root, 'node_modules', 'lighthouse', 'cli', 'index.js');

interface Run {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKiB: number;
}
type Metric = keyof Run;

interface LighthouseReport {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } }>;
  runtimeError?: { code: string; message: string };
}

function numeric(report: LighthouseReport, audit: string): number {
  const value = report.audits[audit]?.numericValue;
  if (value === undefined) throw new Error(`The report has no value for ${audit}.`);
  return value;
}

/** Lighthouse's mobile slow 4G (its default), written out so the figures say what they were measured on. */
const SLOW_4G = ['--throttling-method=simulate', '--throttling.rttMs=150', '--throttling.throughputKbps=1638.4'];

/** Issue 22's targets: at 6× CPU (a budget phone) and at Lighthouse's default 4×. */
const TARGETS: Record<number, { performance: number; tbtMs: number; lcpMs?: number }> = {
  4: { performance: 97, tbtMs: 100, lcpMs: 1800 },
  6: { performance: 90, tbtMs: 200 },
};

/** One Lighthouse run of a URL, in its own Chromium, on the project's Node. */
function lighthouse(url: string, cpu: number, outDir: string, index: number): Run {
  const output = join(outDir, `run-${index}.json`);
  const result = spawnSync(
    process.execPath,
    [
      LIGHTHOUSE_CLI,
      url,
      '--only-categories=performance',
      '--output=json',
      ...SLOW_4G,
      `--throttling.cpuSlowdownMultiplier=${cpu}`,
      `--output-path=${output}`,
      `--chrome-flags=${CHROME_FLAGS}`,
      '--quiet',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' } },
  );
  if (result.status !== 0) throw new Error(`Lighthouse failed on ${url} (exit ${result.status}).`);
  const report = JSON.parse(readFileSync(output, 'utf8')) as LighthouseReport;
  if (report.runtimeError) throw new Error(`Lighthouse on ${url}: ${report.runtimeError.code} ${report.runtimeError.message}`);
  const script = report.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
  return {
    performance: Math.round((report.categories.performance.score ?? 0) * 100),
    fcpMs: numeric(report, 'first-contentful-paint'),
    lcpMs: numeric(report, 'largest-contentful-paint'),
    tbtMs: numeric(report, 'total-blocking-time'),
    cls: numeric(report, 'cumulative-layout-shift'),
    jsKiB: (script?.transferSize ?? 0) / 1024,
  };
}

/** Lighthouse sometimes loses the trace on a busy machine (NO_NAVSTART, NO_FCP): such a run is repeated, twice at most. */
function lighthouseWithRetries(url: string, cpu: number, outDir: string, index: number): Run {
  for (let attempt = 1; ; attempt++) {
    try {
      return lighthouse(url, cpu, outDir, index);
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`${error instanceof Error ? error.message : String(error)}: running it again`);
    }
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const FORMAT: Record<Metric, (v: number) => string> = {
  performance: (v) => String(Math.round(v)),
  fcpMs: (v) => `${(v / 1000).toFixed(1)} s`,
  lcpMs: (v) => `${(v / 1000).toFixed(1)} s`,
  tbtMs: (v) => `${Math.round(v).toLocaleString('en')} ms`,
  cls: (v) => v.toFixed(3),
  jsKiB: (v) => `${Math.round(v).toLocaleString('en')} KiB`,
};
const METRICS = Object.keys(FORMAT) as Metric[];

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...rows.map(line)].join('\n');
}

async function startSite(): Promise<{ base: string; stop(): Promise<void> }> {
  const build = spawnSync(process.execPath, [join(root, 'scripts', 'build-all.ts'), '--if-stale'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('The build failed.');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const server = spawnSite(port, dataDir, 'inherit');
  let stopping = false;
  const exited = new Promise<void>((resolve) =>
    server.once('exit', (code, signal) => {
      if (!stopping) console.error(`The site stopped during the runs (${signal ?? `exit ${code}`}): the next runs will fail.`);
      resolve();
    }),
  );
  const stop = async () => {
    stopping = true;
    server.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(base, HEALTH_WAIT_MS);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}

function meetsTargets(run: Run, cpu: number): string {
  const target = TARGETS[cpu];
  if (!target) return 'n/a';
  const misses = [
    run.performance < target.performance ? `perf < ${target.performance}` : '',
    run.tbtMs > target.tbtMs ? `TBT > ${target.tbtMs} ms` : '',
    target.lcpMs !== undefined && run.lcpMs > target.lcpMs ? `LCP > ${target.lcpMs / 1000} s` : '',
  ].filter(Boolean);
  return misses.length === 0 ? 'yes' : misses.join(', ');
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      cpu: { type: 'string', default: '4' },
      url: { type: 'string' },
      compare: { type: 'string' },
      'compare-post': { type: 'string', default: '/bench-post-10/' },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number of at least 1.');
  const cpu = Number(values.cpu);
  if (!Number.isFinite(cpu) || cpu < 1) throw new Error('--cpu must be a number of at least 1.');
  const peer = values.compare?.replace(/\/+$/, '');
  const peerPath = (page: string) => (page === ARTICLE ? values['compare-post'] : '/');
  const site = values.url ? { base: values.url.replace(/\/+$/, ''), stop: async () => {} } : await startSite();
  const outDir = mkdtempSync(join(tmpdir(), 'lighthouse-reports-'));
  const results = new Map<string, Run[]>(PAGES.map((p) => [p, []]));
  const peerResults = new Map<string, Run[]>();
  let count = 0;
  try {
    // Pages (and the peer's) take turns, so a busy moment of the machine spreads over all of them.
    for (let i = 0; i < runs; i++) {
      for (const page of PAGES) {
        const run = lighthouseWithRetries(`${site.base}${page}`, cpu, outDir, count++);
        results.get(page)!.push(run);
        console.log(`run ${i + 1}/${runs} ${page}: ${METRICS.map((m) => FORMAT[m](run[m])).join(', ')}`);
      }
      if (peer) {
        for (const path of new Set(PAGES.map(peerPath))) {
          const run = lighthouseWithRetries(`${peer}${path}`, cpu, outDir, count++);
          peerResults.set(path, [...(peerResults.get(path) ?? []), run]);
          console.log(`run ${i + 1}/${runs} peer ${path}: ${METRICS.map((m) => FORMAT[m](run[m])).join(', ')}`);
        }
      }
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
    await site.stop();
  }
  const medianRun = (list: Run[]) => Object.fromEntries(METRICS.map((m) => [m, median(list.map((r) => r[m]))])) as unknown as Run;
  const header = ['page', 'performance', 'FCP', 'LCP', 'TBT', 'CLS', 'JS transferred'];
  const rows = (cell: (values: number[], metric: Metric) => string) =>
    PAGES.map((page) => [
      `\`${page}\``,
      ...METRICS.map((m) =>
        cell(
          results.get(page)!.map((r) => r[m]),
          m,
        ),
      ),
    ]);
  console.log(`\nLighthouse (mobile, slow 4G, CPU ${cpu}×), median of ${runs} run${runs > 1 ? 's' : ''} on ${site.base}:\n`);
  console.log(
    table(
      [...header, 'targets met'],
      PAGES.map((page) => {
        const run = medianRun(results.get(page)!);
        return [`\`${page}\``, ...METRICS.map((m) => FORMAT[m](run[m])), meetsTargets(run, cpu)];
      }),
    ),
  );
  if (peer) {
    const peerMetrics: Metric[] = ['performance', 'fcpMs', 'lcpMs', 'tbtMs', 'jsKiB'];
    console.log(`\nBeside the peer ${peer} (its page in brackets), medians, ours / peer's:\n`);
    console.log(
      table(
        ['page', 'performance', 'FCP', 'LCP', 'TBT', 'JS transferred'],
        PAGES.map((page) => {
          const ours = medianRun(results.get(page)!);
          const theirs = medianRun(peerResults.get(peerPath(page))!);
          return [`\`${page}\` (${peerPath(page)})`, ...peerMetrics.map((m) => `${FORMAT[m](ours[m])} / ${FORMAT[m](theirs[m])}`)];
        }),
      ),
    );
  }
  if (runs > 1) {
    console.log('\nSpread of the runs (min – max):\n');
    console.log(
      table(
        header,
        rows((v, m) => `${FORMAT[m](Math.min(...v))} – ${FORMAT[m](Math.max(...v))}`),
      ),
    );
  }
}

await main();
