// Opens the database the configuration names: the embedded SQLite file (node:sqlite) by default,
// PostgreSQL (a `pg` pool of DATABASE_POOL_SIZE connections) when DATABASE_URL is a postgres:// URL.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { Kysely, sql, type Dialect } from 'kysely';
import { Migrator, type MigrationResultSet } from 'kysely/migration';
import type { Config } from '../config.ts';
import { privateFile } from '../lib/private-files.ts';
import { trackErrors } from './errors.ts';
import { withFileLock } from './file-lock.ts';
import { migrationProvider } from './migrations/index.ts';
import { createPostgresDialect, createProbe, type DatabaseStatus } from './postgres-dialect.ts';
import { NodeSqliteDialect } from './sqlite-dialect.ts';
import type { Database, DialectName } from './types.ts';

export type { DatabaseStatus, DialectName };

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /**
   * Runs `task` while holding the lock `name`, shared by every process on the same database (a
   * PostgreSQL advisory lock on a connection of its own; for SQLite a lock file beside the database),
   * so start-up work such as migrations and the content sync runs once at a time when several
   * instances start together.
   */
  exclusive<T>(name: string, task: () => Promise<T>): Promise<T>;
  /**
   * From now on (start-up work done) a PostgreSQL query that gets no answer within the configured
   * `databaseTimeoutMs` fails (503) instead of waiting for the whole outage; no-op on SQLite.
   */
  enforceQueryTimeout(): void;
  /** Whether the database answers: 'busy' when it does but every pooled connection is taken and requests wait for one. */
  probe(): Promise<DatabaseStatus>;
  /** The SQLite file (null on PostgreSQL or in memory), for readers of their own such as search's worker. */
  file: string | null;
  /** Closes the database (and the probe's connection). */
  close(): Promise<void>;
}

export type DatabaseConfig = Pick<Config, 'databaseUrl' | 'dataDir'> &
  Partial<Pick<Config, 'databasePoolSize' | 'databaseTimeoutMs' | 'databaseRenderConnections'>>;

export interface OpenOptions {
  /** Told about errors of open PostgreSQL connections (the server went away); the pool reconnects on demand. */
  onConnectionError?: (error: Error) => void;
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

async function withAdvisoryLock<T>(url: string, name: string, task: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, application_name: 'ai-creators-api lock' });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    return await task();
  } finally {
    await client.end().catch(() => undefined);
  }
}

export function openDatabase(config: DatabaseConfig, options: OpenOptions = {}): DatabaseHandle {
  const dialect = dialectOf(config.databaseUrl);
  if (dialect === 'postgres') {
    const url = config.databaseUrl!;
    const timeoutMs = config.databaseTimeoutMs ?? null;
    let enforced = false;
    const { dialect: postgres, pool } = createPostgresDialect({
      url,
      poolSize: config.databasePoolSize ?? 10,
      renderConnections: config.databaseRenderConnections,
      connectTimeoutMs: Math.min(5000, timeoutMs ?? 5000),
      queryTimeoutMs: () => (enforced ? timeoutMs : null),
      onConnectionError: options.onConnectionError,
    });
    const db = new Kysely<Database>({ dialect: trackErrors(postgres) });
    const probe = createProbe(url, pool, Math.min(2000, timeoutMs ?? 2000));
    return {
      db,
      dialect,
      exclusive: (name, task) => withAdvisoryLock(url, name, task),
      enforceQueryTimeout: () => {
        enforced = true;
      },
      probe: probe.status,
      file: null,
      close: async () => {
        probe.close();
        await db.destroy();
      },
    };
  }
  const filename = sqliteFile(config);
  if (filename !== ':memory:') {
    // Created 0600 before SQLite opens it: its -wal and -shm files take the same mode.
    mkdirSync(dirname(filename), { recursive: true, mode: 0o700 });
    privateFile(filename);
  }
  const sqlite: Dialect = new NodeSqliteDialect({ filename, busyTimeoutMs: 5000 });
  const db = new Kysely<Database>({ dialect: trackErrors(sqlite) });
  return {
    db,
    dialect,
    exclusive: (name, task) => (filename === ':memory:' ? task() : withFileLock(`${filename}.${name}.lock`, task)),
    enforceQueryTimeout: () => undefined,
    probe: async () => {
      try {
        await sql`SELECT 1`.execute(db);
        return 'ok';
      } catch {
        return 'error';
      }
    },
    file: filename === ':memory:' ? null : filename,
    close: () => db.destroy(),
  };
}

/** Brings the schema up to date; throws (with the failing migration's error) if one fails. */
export async function migrateToLatest(handle: DatabaseHandle): Promise<MigrationResultSet> {
  return handle.exclusive('migrations', async () => {
    const migrator = new Migrator({ db: handle.db, provider: migrationProvider(handle.dialect) });
    const result = await migrator.migrateToLatest();
    if (result.error) throw result.error instanceof Error ? result.error : new Error(String(result.error));
    return result;
  });
}
