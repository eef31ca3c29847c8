// A worker entry for lib/stripped-worker.test.ts: answers with what it computed through a `.ts`
// import, the workerData it sees, and whether this thread loaded Node's type stripper.
import { parentPort, workerData } from 'node:worker_threads';
import { doubled } from './doubled.ts';

const { n } = workerData as { n: number };
/** Node's list of the internal modules this thread loaded (not in its types): its type stripper is `internal/deps/amaro`. */
const { moduleLoadList } = process as NodeJS.Process & { moduleLoadList: string[] };
parentPort?.postMessage({
  answer: doubled(n),
  workerData: workerData as unknown,
  stripperLoaded: moduleLoadList.some((name) => name.includes('amaro')),
});
