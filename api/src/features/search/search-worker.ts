// The search worker (worker-search.ts starts it): runs SQLite searches on a read-only connection of
// its own, off the server's main thread, so a search flood does not stall other requests.
import { parentPort, workerData } from 'node:worker_threads';
import { Kysely } from 'kysely';
import { NodeSqliteDialect } from '../../db/sqlite-dialect.ts';
import type { Database } from '../../db/types.ts';
import type { SearchOptions } from './engine.ts';
import { createSqliteSearchEngine } from './sqlite-engine.ts';

export interface SearchRequest {
  id: number;
  query: string;
  options: SearchOptions;
}

const { file } = workerData as { file: string };
const engine = createSqliteSearchEngine(new Kysely<Database>({ dialect: new NodeSqliteDialect({ filename: file, readOnly: true }) }));

parentPort?.on('message', ({ id, query, options }: SearchRequest) => {
  engine.search(query, options).then(
    (hits) => parentPort?.postMessage({ id, hits }),
    (error: unknown) => parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
