import { describe, it, expect } from '@jest/globals';
import { Worker } from 'node:worker_threads';
import { startStrippedWorker } from './stripped-worker.ts';

const fixture = (name: string) => new URL(`../../test/stripped-worker/${name}`, import.meta.url);

interface Reply {
  answer: number;
  workerData: unknown;
  stripperLoaded: boolean;
}

/** The worker's first message, or the error it stopped with. */
function firstReply(worker: Worker): Promise<Reply> {
  return new Promise<Reply>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  }).finally(() => worker.terminate());
}

describe('a worker whose TypeScript the main thread strips', () => {
  it('runs its entry and the modules it imports with its own workerData, without a type stripper of its own', async () => {
    const reply = await firstReply(startStrippedWorker(fixture('entry.ts'), { workerData: { n: 21 } }));
    expect(reply).toEqual({ answer: 42, workerData: { n: 21 }, stripperLoaded: false });
  });

  it('loads a type stripper when started on its TypeScript file as it is (what the above saves)', async () => {
    const reply = await firstReply(new Worker(fixture('entry.ts'), { workerData: { n: 21 } }));
    expect(reply).toEqual({ answer: 42, workerData: { n: 21 }, stripperLoaded: true });
  });

  it('fails to load a TypeScript module it was not handed (a dynamic import)', async () => {
    await expect(firstReply(startStrippedWorker(fixture('late-import.ts'), { workerData: {} }))).rejects.toThrow(
      /doubled\.ts was not stripped by the main thread/,
    );
  });
});
