// SQLite searches in a worker thread (search-worker.ts) with its own read-only connection: node:sqlite
// runs a query synchronously, so on the main thread every search would hold up every other request
// for its whole run. The worker starts when the server listens (a worker's start-up, 0.2 s on a quiet
// machine, would otherwise fall on the first search and push its page's render past its budget), or
// with the first search, and again after it stopped (the searches it held then answer 503, as a busy
// search does). Its modules are stripped of their types by the main thread (lib/stripped-worker.ts), so
// it loads no type stripper of its own. Its heap is bounded as the main thread's is, by the start
// script's `--max-old-space-size` (V8 takes that flag over a worker's own `resourceLimits`): a worker
// that reaches it is stopped, and its searches answer 503.
import type { Worker } from 'node:worker_threads';
import { startStrippedWorker } from '../../lib/stripped-worker.ts';
import { SearchBusyError } from './busy.ts';
import type { SearchOptions } from './engine.ts';
import type { SearchRequest, SearchWorkerData } from './search-worker.ts';

type Reply = { id: number; answer: string } | { id: number; error: string };

export interface WorkerSearch {
  /** The search's answer as JSON text (results.ts), built in the worker. */
  answer(query: string, options: SearchOptions): Promise<string>;
  /** Starts the worker now if it is not running, so the first search does not wait for it. */
  prestart(): void;
  close(): Promise<void>;
}

export interface WorkerSearchOptions {
  /** The index version (SearchEngine.version): the worker's kept phrase scores hold while it does. */
  version: () => number;
  /** How long the worker uses kept scores at most (how late another instance's write may show). */
  ttlMs: number;
}

export function createWorkerSearch(file: string, { version, ttlMs }: WorkerSearchOptions): WorkerSearch {
  let worker: Worker | null = null;
  let nextId = 0;
  const pending = new Map<number, { resolve(answer: string): void; reject(error: Error): void }>();

  const failAll = () => {
    for (const waiter of pending.values()) waiter.reject(new SearchBusyError());
    pending.clear();
  };
  const start = (): Worker => {
    const started = startStrippedWorker(new URL('./search-worker.ts', import.meta.url), {
      workerData: { file, version: version(), ttlMs } satisfies SearchWorkerData,
    });
    started.unref();
    started.on('message', (reply: Reply) => {
      const waiter = pending.get(reply.id);
      pending.delete(reply.id);
      if (pending.size === 0) started.unref();
      if ('error' in reply) waiter?.reject(new Error(reply.error));
      else waiter?.resolve(reply.answer);
    });
    started.on('error', failAll);
    started.on('exit', () => {
      if (worker === started) worker = null;
      failAll();
    });
    return started;
  };

  return {
    answer(query, options) {
      worker ??= start();
      const id = (nextId += 1);
      const current = worker;
      current.ref();
      return new Promise<string>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        current.postMessage({ id, query, options, version: version() } satisfies SearchRequest);
      });
    },
    prestart() {
      worker ??= start();
    },
    async close() {
      const current = worker;
      worker = null;
      if (current) await current.terminate();
    },
  };
}
