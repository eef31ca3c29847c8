// Chooses the search engine for the database dialect.
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/index.ts';
import type { Database } from '../../db/types.ts';
import type { SearchEngine } from './engine.ts';
import { createSqliteSearchEngine } from './sqlite-engine.ts';

export function createSearchEngine(db: Kysely<Database>, dialect: DialectName): SearchEngine {
  if (dialect === 'sqlite') return createSqliteSearchEngine(db);
  throw new Error(`No search engine for the ${dialect} dialect yet.`);
}
