// API benchmark on SQLite and on PostgreSQL, with the same data and the same load: generates a
// content folder (articles, and workflows cloned from the real catalogue), starts the production
// server on each database in turn, and prints
//   - search: p50/p99 latency (and req/s) of mixed queries at 1 and at 32 concurrent connections,
//   - GET /api/workflows/: requests per second (and p50/p99) at 32 connections for a fixed time.
//   npm run bench:api [-- --articles 2000 --workflows 300 --queries 1000 --seconds 10 --dialects sqlite,postgres
//                        --postgres-url postgres://postgres@127.0.0.1:5432/test]
// PostgreSQL: a new database is created on the server of --postgres-url (default: TEST_DATABASE_URL, or the
// local server) for the run and dropped after it.
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT } from '../api/src/config.ts';
import { createTestDatabase } from '../api/test/database.ts';
import { startServer } from '../api/test/server-process.ts';
import { BENCH_SERVER_ENV } from './server-env.ts';
import { tutorialFrontMatter } from './tutorial-front-matter.ts';

const { values } = parseArgs({
  options: {
    articles: { type: 'string', default: '2000' },
    workflows: { type: 'string', default: '300' },
    queries: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '10' },
    dialects: { type: 'string', default: 'sqlite,postgres' },
    'postgres-url': { type: 'string', default: process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test' },
  },
});
const ARTICLES = Number(values.articles);
const WORKFLOWS = Number(values.workflows);
const QUERIES = Number(values.queries);
const SECONDS = Number(values.seconds);
const CONNECTIONS = 32;

const WORDS = [
  'install',
  'render',
  'upscale',
  'train',
  'animate',
  'checkpoint',
  'workflow',
  'latent',
  'scheduler',
  'encoder',
  'sampler',
  'prompt',
];
const TOOLS = ['ComfyUI', 'Stable Diffusion', 'Flux', 'SDXL', 'Wan 2.2', 'Qwen Image', 'HunyuanVideo', 'Kontext'];
const QUERY_POOL = [
  'install flux',
  'installing comfyui',
  'stab',
  'wan 2.2 video',
  'sampler prompt',
  '"text encoder"',
  'upscale OR inpaint',
  'qwen image',
  'best scheduler for sdxl',
  "'; DROP TABLE articles; --",
  'how to train a checkpoint',
  '🚀 flux',
];

let seed = 7;
function pick<T>(items: readonly T[]): T {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return items[Math.floor((seed / 2147483648) * items.length)]!;
}
const sentence = () => `To ${pick(WORDS)} the ${pick(WORDS)} in ${pick(TOOLS)}, check the ${pick(WORDS)} before you ${pick(WORDS)} again.`;

function writeContent(dir: string): void {
  const tutorials = join(dir, 'tutorials');
  mkdirSync(tutorials, { recursive: true });
  for (let i = 0; i < ARTICLES; i += 1) {
    const body = Array.from({ length: 5 }, (_, s) => `## ${pick(WORDS)} ${s + 1}\n\n${Array.from({ length: 6 }, sentence).join(' ')}\n`);
    const front = [
      ...tutorialFrontMatter(i, `${pick(TOOLS)} ${pick(WORDS)} guide ${i}`, `How to ${pick(WORDS)} the ${pick(WORDS)} in ${pick(TOOLS)}.`),
      'tags: [bench]',
      '---',
      '',
    ];
    writeFileSync(join(tutorials, `bench-${i}.md`), [...front, ...body].join('\n'));
  }
  // Workflows: the real catalogue's files under new slugs, WORKFLOWS in all.
  const catalog = join(REPO_ROOT, 'api', 'content', 'workflows', 'catalog');
  const originals = readdirSync(catalog)
    .filter((f) => f.endsWith('.meta.json'))
    .map((f) => f.slice(0, -'.meta.json'.length));
  const target = join(dir, 'workflows', 'catalog');
  mkdirSync(target, { recursive: true });
  for (let i = 0; i < WORKFLOWS; i += 1) {
    const original = originals[i % originals.length]!;
    const slug = `${original}-${i}`;
    const meta = JSON.parse(readFileSync(join(catalog, `${original}.meta.json`), 'utf8')) as Record<string, unknown>;
    delete meta.blog_slug;
    meta.title = `${String(meta.title)} #${i}`;
    meta.created = `2025-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`;
    writeFileSync(join(target, `${slug}.meta.json`), JSON.stringify(meta));
    copyFileSync(join(catalog, `${original}.json`), join(target, `${slug}.json`));
  }
}

interface Result {
  count: number;
  seconds: number;
  latencies: number[];
}

/** `connections` workers send requests back to back on kept-alive sockets until `more()` says stop. */
async function load(
  base: string,
  connections: number,
  path: (i: number) => string,
  more: (sent: number, elapsedMs: number) => boolean,
): Promise<Result> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let sent = 0;
  const started = performance.now();
  const get = (url: string) =>
    new Promise<number>((resolve, reject) => {
      const req = request(url, { agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', reject);
      req.end();
    });
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (more(sent, performance.now() - started)) {
        const url = `${base}${path(sent)}`;
        sent += 1;
        const t0 = performance.now();
        const status = await get(url);
        if (status !== 200) throw new Error(`${url} answered ${status}`);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  agent.destroy();
  return { count: latencies.length, seconds: (performance.now() - started) / 1000, latencies: latencies.sort((a, b) => a - b) };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const summary = (r: Result) =>
  `p50 ${percentile(r.latencies, 50).toFixed(1)} ms, p99 ${percentile(r.latencies, 99).toFixed(1)} ms, ${(r.count / r.seconds).toFixed(0)} req/s`;

async function bench(dialect: string, contentDir: string, work: string): Promise<string[]> {
  const database = dialect === 'postgres' ? await createTestDatabase(values['postgres-url']) : null;
  const started = performance.now();
  const server = await startServer(
    {
      DATA_DIR: join(work, `data-${dialect}`),
      CONTENT_DIR: contentDir,
      WEB_DIR: join(work, 'web'),
      LOG_LEVEL: 'warn',
      ...BENCH_SERVER_ENV,
      ...(database ? { DATABASE_URL: database.url } : {}),
    },
    600_000,
  );
  const lines = [`${dialect}: content synced and server up in ${((performance.now() - started) / 1000).toFixed(1)} s`];
  try {
    const searchPath = (i: number) => `/api/search/?q=${encodeURIComponent(QUERY_POOL[i % QUERY_POOL.length]!)}`;
    const workflowsPath = (i: number) => `/api/workflows/${i % 4 === 0 ? '' : `?page=${1 + (i % 5)}`}`;
    await load(server.url, 4, searchPath, (sent) => sent < 100); // warm-up
    await load(server.url, 4, workflowsPath, (sent) => sent < 100);
    lines.push(`  search, 1 connection:      ${summary(await load(server.url, 1, searchPath, (sent) => sent < QUERIES))}`);
    lines.push(
      `  search, ${CONNECTIONS} connections:    ${summary(await load(server.url, CONNECTIONS, searchPath, (sent) => sent < QUERIES))}`,
    );
    const workflows = await load(server.url, CONNECTIONS, workflowsPath, (_sent, elapsed) => elapsed < SECONDS * 1000);
    lines.push(`  GET /api/workflows/, ${CONNECTIONS} connections, ${SECONDS} s: ${summary(workflows)}`);
  } finally {
    await server.stop();
    await database?.drop();
  }
  return lines;
}

const work = mkdtempSync(join(tmpdir(), 'bench-api-'));
try {
  const contentDir = join(work, 'content');
  writeContent(contentDir);
  console.log(`${ARTICLES} articles, ${WORKFLOWS} workflows; ${QUERIES} searches per run; Node ${process.version}`);
  for (const dialect of values.dialects.split(',').map((d) => d.trim())) {
    if (dialect !== 'sqlite' && dialect !== 'postgres') throw new Error(`--dialects takes sqlite and/or postgres, not ${dialect}`);
    for (const line of await bench(dialect, contentDir, work)) console.log(line);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
