// npm run dev: the API on :8080 (restarting on change) and every app on its own Rspack dev server
// with live reload. Open http://localhost:3000; the shell proxies /api to the API and loads each
// remote from its dev server through a development registry.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_PORTS } from '../rspack.config.base.ts';
import { REMOTE_NAMES } from 'contracts';
import type { Registry } from '../api/src/remotes/registry.ts';

const root = join(import.meta.dirname, '..');
const dataDir = join(root, 'data');
const registryFile = join(dataDir, 'remotes.dev.json');

const registry: Registry = { remotes: {} };
for (const name of REMOTE_NAMES) {
  registry.remotes[name] = { stable: { version: 'dev', entry: `http://127.0.0.1:${REMOTE_PORTS[name]}/mf-manifest.json` } };
}
mkdirSync(dataDir, { recursive: true });
writeFileSync(registryFile, `${JSON.stringify(registry, null, 2)}\n`);

const children: ChildProcess[] = [];

function run(label: string, command: string, args: string[], cwd: string, env: Record<string, string> = {}): void {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${label}] `;
  const forward = (stream: NodeJS.ReadableStream, out: NodeJS.WriteStream) =>
    stream.on('data', (chunk: Buffer) => out.write(chunk.toString().replace(/^(?=.)/gm, prefix)));
  if (child.stdout) forward(child.stdout, process.stdout);
  if (child.stderr) forward(child.stderr, process.stderr);
  child.on('exit', (code) => {
    console.log(`${prefix}exited with ${code}`);
    shutdown(code ?? 1);
  });
  children.push(child);
}

function shutdown(code: number): void {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
}

process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

const node = process.execPath;
const rspack = join(root, 'node_modules', '.bin', 'rspack');
run('api', node, ['--watch-path=api/src', 'api/src/server.ts'], root, { REMOTES_REGISTRY: registryFile, PORT: '8080' });
for (const app of [...REMOTE_NAMES, 'shell'] as const) {
  run(app, rspack, ['serve', '-c', 'rspack.config.ts', '--mode', 'development'], join(root, app));
}
console.log('Dev servers starting: open http://localhost:3000 (API on http://localhost:8080).');
