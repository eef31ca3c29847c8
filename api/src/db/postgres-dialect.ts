// PostgreSQL through Kysely's own dialect over a `pg` pool. Values come back as the SQLite dialect
// gives them: counts and sums (bigint, numeric) as numbers, so callers need no per-dialect casts.
import pg from 'pg';
import { PostgresDialect } from 'kysely';

export interface PostgresDialectOptions {
  url: string;
  /** Connections the pool opens at most. */
  poolSize: number;
  /** Milliseconds to wait for a connection (a new one, or a free one of a busy pool) before failing. */
  connectTimeoutMs?: number;
  /** Errors of idle connections (the server went away); the pool drops them and reconnects on demand. */
  onIdleError?: (error: Error) => void;
}

const INT8_OID = 20;
const NUMERIC_OID = 1700;

function toNumber(value: string): number | string {
  const number = Number(value);
  return Number.isSafeInteger(number) || !Number.isInteger(number) ? number : value;
}

const typeParsers = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID || oid === NUMERIC_OID) return toNumber;
    return pg.types.getTypeParser(oid, format ?? 'text');
  },
} as pg.CustomTypesConfig;

export function createPostgresPool(options: PostgresDialectOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5000,
    idleTimeoutMillis: 30_000,
    application_name: 'ai-creators-api',
    types: typeParsers,
  });
  pool.on('error', (error) => options.onIdleError?.(error));
  return pool;
}

export function createPostgresDialect(options: PostgresDialectOptions): PostgresDialect {
  return new PostgresDialect({ pool: createPostgresPool(options) });
}
