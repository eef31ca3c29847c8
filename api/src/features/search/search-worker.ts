// The search worker (worker-search.ts starts it): runs SQLite searches on a read-only connection of
// its own, off the server's main thread, so a search flood does not stall other requests; it answers
// with the answer's JSON text (results.ts), one string for the main thread to send as it is. Each
// request carries the server's index version; while no search waits, the worker scores the phrases
// searches found not kept, and again those it kept before the index changed, then the index's common
// terms (from its start, without resting until they are scored: decision 0058).
import { parentPort, workerData } from 'node:worker_threads';
import { Kysely } from 'kysely';
import { NodeSqliteDialect } from '../../db/sqlite-dialect.ts';
import type { Database } from '../../db/types.ts';
import type { SearchOptions } from './engine.ts';
import { answerJson } from './results.ts';
import { createSqliteSearchEngine } from './sqlite-engine.ts';

export interface SearchRequest {
  id: number;
  query: string;
  options: SearchOptions;
  /** The server's index version (SearchEngine.version) when the search was asked for. */
  version: number;
}

export interface SearchWorkerData {
  file: string;
  version: number;
  ttlMs: number;
}

const { file, version, ttlMs } = workerData as SearchWorkerData;
let indexVersion = version;
let pending = 0;
let warming = false;
const engine = createSqliteSearchEngine(new Kysely<Database>({ dialect: new NodeSqliteDialect({ filename: file, readOnly: true }) }), {
  indexVersion: () => indexVersion,
  ttlMs,
});

/** How long after a search the worker waits before it warms phrases (if no search runs then). */
const WARM_AFTER_IDLE_MS = 20;
/** Rest after warming a phrase, in multiples of the time it took, once the start-up warming is done. */
const WARM_REST = 3;
/**
 * From its start until it first finds nothing left to warm (the index's common terms scored, its
 * search path compiled: about 0.6 s of CPU for 10,000 articles, bounded by the common terms' byte
 * budget), the worker warms without resting: a server just started has the core to spare, and the
 * searches that come first otherwise paid for scoring those terms themselves, ~9 ms each.
 */
let startingUp = true;

/**
 * Warms one phrase at a time while no search waits (a search that comes in stops it within a
 * range of documents), after the start-up warming resting WARM_REST times as long as each took (a
 * quarter of a core at most: the server's main thread shares the machine's few cores).
 */
function warm(afterMs: number): void {
  if (warming) return;
  warming = true;
  setTimeout(() => {
    if (pending > 0) {
      warming = false;
      return;
    }
    const started = performance.now();
    engine
      .warm(() => pending > 0)
      .then(
        (more) => {
          warming = false;
          if (!more) startingUp = false;
          else warm(startingUp ? 0 : WARM_REST * (performance.now() - started));
        },
        () => {
          warming = false;
        },
      );
  }, afterMs);
}

parentPort?.on('message', ({ id, query, options, version: at }: SearchRequest) => {
  indexVersion = Math.max(indexVersion, at);
  pending += 1;
  engine
    .search(query, options)
    .then(
      (hits) => parentPort?.postMessage({ id, answer: answerJson(hits) }),
      (error: unknown) => parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
    )
    .finally(() => {
      pending -= 1;
      warm(WARM_AFTER_IDLE_MS);
    });
});

// From its start the worker scores the index's common terms, so the first searches that use them do not.
warm(WARM_AFTER_IDLE_MS);
