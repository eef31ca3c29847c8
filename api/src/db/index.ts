// Opens the database the configuration names. SQLite (node:sqlite) is the default; the dialect is
// chosen from DATABASE_URL so a PostgreSQL dialect can be added beside it.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Kysely } from 'kysely';
import { Migrator, type MigrationResultSet } from 'kysely/migration';
import type { Config } from '../config.ts';
import { NodeSqliteDialect } from './sqlite-dialect.ts';
import { migrationProvider } from './migrations/index.ts';
import type { Database } from './types.ts';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
}

export function dialectOf(databaseUrl: string | null): DialectName {
  if (!databaseUrl || databaseUrl.startsWith('file:') || databaseUrl.startsWith('sqlite:')) return 'sqlite';
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) return 'postgres';
  throw new Error(`DATABASE_URL must be unset, a sqlite: / file: path or a postgres:// URL (got "${databaseUrl}")`);
}

function sqliteFile(config: Pick<Config, 'databaseUrl' | 'dataDir'>): string {
  const url = config.databaseUrl;
  if (!url) return join(config.dataDir, 'site.db');
  const path = url.replace(/^(sqlite|file):(\/\/)?/, '');
  return path || join(config.dataDir, 'site.db');
}

export function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): DatabaseHandle {
  const dialect = dialectOf(config.databaseUrl);
  if (dialect === 'postgres') {
    throw new Error('PostgreSQL (DATABASE_URL=postgres://…) is not supported by this build yet; unset DATABASE_URL to use SQLite.');
  }
  const filename = sqliteFile(config);
  if (filename !== ':memory:') mkdirSync(dirname(filename), { recursive: true });
  const db = new Kysely<Database>({ dialect: new NodeSqliteDialect({ filename, busyTimeoutMs: 5000 }) });
  return { db, dialect };
}

/** Brings the schema up to date; throws (with the failing migration's error) if one fails. */
export async function migrateToLatest(handle: DatabaseHandle): Promise<MigrationResultSet> {
  const migrator = new Migrator({ db: handle.db, provider: migrationProvider(handle.dialect) });
  const result = await migrator.migrateToLatest();
  if (result.error) throw result.error instanceof Error ? result.error : new Error(String(result.error));
  return result;
}
