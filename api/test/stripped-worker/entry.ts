// A worker entry for lib/stripped-worker.test.ts: answers with what it computed through a `.ts`
// import, the workerData it sees, and whether this thread loaded Node's type stripper.
import { parentPort, workerData } from 'node:worker_threads';
import { doubled } from './doubled.ts';

const { n } = workerData as { n: number };
parentPort?.postMessage({
  answer: doubled(n),
  workerData: workerData as unknown,
  stripperLoaded: process.moduleLoadList.some((name) => name.includes('amaro')),
});
