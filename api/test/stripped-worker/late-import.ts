// A worker entry for lib/stripped-worker.test.ts that imports a `.ts` module only when it runs.
import { parentPort } from 'node:worker_threads';

const { doubled } = await import('./doubled.ts');
parentPort?.postMessage({ answer: doubled(1) });
