// Chooses the search engine for the database dialect.
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/index.ts';
import type { Database } from '../../db/types.ts';
import type { SearchEngine } from './engine.ts';
import { createPostgresSearchEngine } from './postgres-engine.ts';
import { createSqliteSearchEngine } from './sqlite-engine.ts';

export function createSearchEngine(db: Kysely<Database>, dialect: DialectName): SearchEngine {
  return dialect === 'postgres' ? createPostgresSearchEngine(db) : createSqliteSearchEngine(db);
}
