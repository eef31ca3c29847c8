// `npm run lint`: the four checks at once (prettier, tsc, ESLint, knip), each with its cache in
// node_modules/.cache. They read the same files but share nothing else, so on this 2-core machine
// running them together takes about as long as the slowest, not their sum. Each check's output is
// printed whole when it ends, with its time; the run fails when any check fails.
import { spawn } from 'node:child_process';
import { delimiter, dirname, join } from 'node:path';

const root = join(import.meta.dirname, '..');
const CACHE = 'node_modules/.cache';

const CHECKS: Record<string, string[]> = {
  prettier: ['prettier', '--check', '--cache', '--cache-strategy', 'content', '--log-level', 'warn', '.'],
  tsc: ['tsc', '-p', 'tsconfig.json', '--noEmit', '--incremental', '--tsBuildInfoFile', `${CACHE}/tsc/tsconfig.tsbuildinfo`],
  eslint: ['eslint', '--cache', '--cache-strategy', 'content', '--cache-location', `${CACHE}/eslint/`, '--max-warnings=0', '.'],
  knip: ['knip', '--cache'],
};

interface Outcome {
  name: string;
  ok: boolean;
  seconds: number;
}

function run(name: string, [command, ...args]: string[]): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    // The checks' scripts start with `#!/usr/bin/env node`: the project's pinned Node comes first on the PATH.
    const env = { ...process.env, PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH ?? ''}` };
    const child = spawn(join(root, 'node_modules', '.bin', command!), args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    let finished = false;
    const finish = (ok: boolean, failure = '') => {
      if (finished) return;
      finished = true;
      const seconds = (performance.now() - started) / 1000;
      const text = Buffer.concat(output).toString().trimEnd();
      console.log(`${ok ? '✓' : '✗'} ${name} (${seconds.toFixed(1)} s)${text || failure ? `\n${text}${failure}` : ''}`);
      resolve({ name, ok, seconds });
    };
    child.on('error', (error) => finish(false, `\n${error.message}`));
    child.on('close', (code) => finish(code === 0));
  });
}

const outcomes = await Promise.all(Object.entries(CHECKS).map(([name, command]) => run(name, command)));
const failed = outcomes.filter((outcome) => !outcome.ok).map((outcome) => outcome.name);
if (failed.length > 0) {
  console.error(`lint failed: ${failed.join(', ')}`);
  process.exitCode = 1;
}
