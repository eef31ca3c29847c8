// Search benchmark: generates 10,000 articles of realistic length into a fresh content folder and
// database, starts the API on it, and prints p50/p99 latency and req/s of 1,000 searches through the
// HTTP API on one connection and on 32: the same 15 queries repeated (answers kept) and a different
// query each time (every one searched), with the slowest ones on one connection; then the
// p99 of other endpoints quiet and during a flood of distinct searches. `--root` runs another
// checkout's server on the same data (a before/after in one run).
// `--port` gives the first server's port (the next checkout's server takes the next one); by default any free port.
//   npm run bench:search [-- --articles 10000 --queries 1000 --root ../main --port 4730]
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, waitForHealth } from '../e2e/support/server.ts';
import { load, type LoadResult } from './http-load.ts';
import { BENCH_SERVER_ENV } from './server-env.ts';
import { tutorialFrontMatter } from './tutorial-front-matter.ts';

const root = join(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    articles: { type: 'string', default: '10000' },
    queries: { type: 'string', default: '1000' },
    root: { type: 'string', multiple: true, default: [root] },
    port: { type: 'string' },
  },
});
const ARTICLES = Number(values.articles);
const QUERIES = Number(values.queries);
/** The slowest searches on one connection printed, with their queries (what made the p99). */
const SLOWEST_SHOWN = 5;

const TOOLS = ['ComfyUI', 'Stable Diffusion', 'Flux', 'SDXL', 'Wan 2.2', 'Qwen Image', 'CogVideoX', 'HunyuanVideo', 'LTX-Video', 'Kontext'];
const TOPICS = [
  'installation',
  'LoRA training',
  'upscaling',
  'inpainting',
  'ControlNet',
  'text to video',
  'image to video',
  'VRAM',
  'samplers',
  'prompting',
];
const VERBS = ['install', 'configure', 'render', 'upscale', 'train', 'animate', 'download', 'optimise', 'compare', 'troubleshoot'];
const NOUNS = ['checkpoint', 'workflow', 'node', 'latent', 'scheduler', 'text encoder', 'VAE', 'GPU', 'custom node', 'model folder'];
const QUERY_POOL = [
  'install flux',
  'installing comfyui',
  'stab',
  'wan 2.2 video',
  'lora training vram',
  '"text encoder"',
  'upscale OR inpaint',
  'qwen image text',
  'cogvideox offload',
  'best sampler for sdxl',
  'kontext edit',
  "'; DROP TABLE articles; --",
  'ComfyUI manager missing nodes',
  'how to make money with ai images',
  '🚀 flux',
];

let seed = 42;
function random(): number {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
}
function pick<T>(items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

function sentence(): string {
  return `To ${pick(VERBS)} the ${pick(NOUNS)} in ${pick(TOOLS)}, check the ${pick(NOUNS)} and the ${pick(TOPICS)} settings before you ${pick(VERBS)} again.`;
}

function article(index: number): string {
  const tool = pick(TOOLS);
  const topic = pick(TOPICS);
  const sections = Array.from(
    { length: 6 },
    (_, s) => `## ${pick(VERBS)} ${pick(NOUNS)} ${s + 1}\n\n${Array.from({ length: 7 }, sentence).join(' ')}\n`,
  );
  return [
    ...tutorialFrontMatter(
      index,
      `${tool} ${topic} guide ${index}`,
      `How to ${pick(VERBS)} the ${pick(NOUNS)} for ${topic} in ${tool}, step by step.`,
    ),
    `tags: [${tool.toLowerCase().replace(/\s+/g, '-')}, ${topic.replace(/\s+/g, '-')}]`,
    'thumbnail: bench.svg',
    'featured: false',
    '---',
    '',
    ...sections,
  ].join('\n');
}

function ms(value: number): string {
  return `${value.toFixed(1)} ms`;
}

function report(label: string, result: LoadResult): void {
  const failed = [...result.statuses].filter(([status]) => status !== 200).map(([status, count]) => `${count}× ${status}`);
  if (result.resets > 0) failed.push(`${result.resets}× reset`);
  console.log(
    `${label.padEnd(44)} p50 ${ms(result.p50).padStart(9)}, p99 ${ms(result.p99).padStart(9)}, ${result.perSecond.toFixed(0).padStart(5)} req/s${failed.length > 0 ? `, not 200: ${failed.join(', ')}` : ''}`,
  );
}

/** The i-th of QUERIES searches: the same 15 queries over and over (repeated), or a different query each time (distinct). */
function queryAt(i: number, distinct: boolean): string {
  const base = QUERY_POOL[i % QUERY_POOL.length]!;
  if (!distinct) return base;
  return `${base} ${VERBS[Math.floor(i / QUERY_POOL.length) % VERBS.length]} ${NOUNS[Math.floor(i / (QUERY_POOL.length * VERBS.length)) % NOUNS.length]}`;
}

function searches(distinct: boolean, offset: number): () => string {
  let i = offset;
  return () => `/api/search/?q=${encodeURIComponent(queryAt(i++, distinct))}`;
}

/**
 * Searches on one connection, with the slowest of them: on one connection each request is
 * sent as the last answer arrives, so the time from one request's start to the next's is that
 * request's latency (and the load generator's turn).
 */
async function onOneConnection(base: string, offset: number, label: string, distinct: boolean): Promise<void> {
  const sentAt: number[] = [];
  const queries: string[] = [];
  let i = offset;
  const result = await load(
    base,
    () => {
      sentAt.push(performance.now());
      queries.push(queryAt(i, distinct));
      return `/api/search/?q=${encodeURIComponent(queryAt(i++, distinct))}`;
    },
    { connections: 1, requests: QUERIES },
  );
  report(label, result);
  const slowest = sentAt
    .slice(1)
    .map((at, k) => ({ ms: at - sentAt[k]!, query: queries[k]!, k }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, SLOWEST_SHOWN);
  console.log(`  slowest: ${slowest.map(({ ms: time, query, k }) => `#${k} ${ms(time)} "${query}"`).join(', ')}`);
}

async function measure(base: string): Promise<void> {
  // Distinct queries miss any answer cache: they measure the search itself.
  let offset = 0;
  for (const distinct of [false, true]) {
    for (const connections of [1, 32]) {
      const label = `${distinct ? 'distinct' : 'repeated'} queries, ${connections} connection(s):`;
      if (connections === 1) await onOneConnection(base, offset, label, distinct);
      else report(label, await load(base, searches(distinct, offset), { connections, requests: QUERIES }));
      offset += QUERIES;
    }
  }
  // Other endpoints on one connection, quiet and then during a flood of distinct searches on 32.
  const others = [
    ['/api/health/', 'health'],
    ['/api/articles/?limit=10', 'articles'],
  ] as const;
  for (const [path, name] of others) report(`${name}, quiet:`, await load(base, () => path, { connections: 1, seconds: 5 }));
  for (const [path, name] of others) {
    const flood = load(base, searches(true, offset), { connections: 32, seconds: 6 });
    offset += 100_000;
    await new Promise((resolve) => setTimeout(resolve, 500));
    report(`${name}, during a search flood:`, await load(base, () => path, { connections: 1, seconds: 5 }));
    report(`  (the flood's searches)`, await flood);
  }
}

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'bench-search-'));
  const contentDir = join(work, 'content');
  mkdirSync(join(contentDir, 'tutorials'), { recursive: true });
  writeFileSync(join(contentDir, 'tutorials', 'bench.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"/>');
  for (let i = 0; i < ARTICLES; i += 1) writeFileSync(join(contentDir, 'tutorials', `bench-${i}.md`), article(i));
  console.log(`generated ${ARTICLES} articles`);

  try {
    // Every checkout's server runs on the same data folder: the first syncs the content, the others find it synced.
    for (const [index, checkout] of values.root.entries()) {
      const port = values.port === undefined ? await freePort() : Number(values.port) + index;
      const base = `http://127.0.0.1:${port}`;
      const started = performance.now();
      const server = spawn(process.execPath, [join(resolve(checkout), 'api/src/server.ts')], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: join(work, 'data'),
          CONTENT_DIR: contentDir,
          LOG_LEVEL: 'warn',
          ...BENCH_SERVER_ENV,
        },
        stdio: 'inherit',
      });
      try {
        await waitForHealth(base, 600_000);
        console.log(`\n${resolve(checkout)}: content synced and server up in ${((performance.now() - started) / 1000).toFixed(1)} s`);
        await measure(base);
      } finally {
        server.kill('SIGTERM');
        await new Promise((done) => server.once('exit', done));
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
