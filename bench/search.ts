// Search benchmark: generates 10,000 articles of realistic length into a fresh content folder and
// database, starts the API on it, and prints p50/p95/p99 latency of 1,000 mixed queries through the
// HTTP API on one connection and at 32 concurrent connections.
//   npm run bench:search [-- --articles 10000 --queries 1000]
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, waitForHealth } from '../e2e/support/server.ts';
import { BENCH_SERVER_ENV } from './server-env.ts';

const root = join(import.meta.dirname, '..');
const { values } = parseArgs({ options: { articles: { type: 'string', default: '10000' }, queries: { type: 'string', default: '1000' } } });
const ARTICLES = Number(values.articles);
const QUERIES = Number(values.queries);

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
    '---',
    `title: "${tool} ${topic} guide ${index}"`,
    `description: "How to ${pick(VERBS)} the ${pick(NOUNS)} for ${topic} in ${tool}, step by step."`,
    'section: tutorials',
    `slug: bench-${index}`,
    `date: 2025-${String(1 + (index % 12)).padStart(2, '0')}-${String(1 + (index % 28)).padStart(2, '0')}`,
    `tags: [${tool.toLowerCase().replace(/\s+/g, '-')}, ${topic.replace(/\s+/g, '-')}]`,
    'thumbnail: bench.svg',
    'featured: false',
    '---',
    '',
    ...sections,
  ].join('\n');
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function run(base: string, concurrency: number): Promise<void> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < QUERIES) {
        const q = QUERY_POOL[next % QUERY_POOL.length]!;
        next += 1;
        const t0 = performance.now();
        const response = await fetch(`${base}/api/search/?q=${encodeURIComponent(q)}`);
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`search answered ${response.status} for ${q}`);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(
    `${String(concurrency).padStart(2)} connection(s): p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, p99 ${ms(percentile(latencies, 99))}, ${(QUERIES / seconds).toFixed(0)} req/s`,
  );
}

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'bench-search-'));
  const contentDir = join(work, 'content');
  mkdirSync(join(contentDir, 'tutorials'), { recursive: true });
  writeFileSync(join(contentDir, 'tutorials', 'bench.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"/>');
  for (let i = 0; i < ARTICLES; i += 1) writeFileSync(join(contentDir, 'tutorials', `bench-${i}.md`), article(i));
  console.log(`generated ${ARTICLES} articles`);

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const server = spawn(process.execPath, [join(root, 'api/src/server.ts')], {
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
    console.log(`content synced and server up in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    await run(base, 1);
    await run(base, 32);
  } finally {
    server.kill('SIGTERM');
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
