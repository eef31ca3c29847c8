// PostgreSQL through Kysely's own dialect over a `pg` pool, made to answer as the SQLite dialect
// does, so callers need no per-dialect code:
// - counts and sums (bigint, numeric) come back as numbers;
// - a NUL character, which PostgreSQL text cannot hold, is stored and looked up as U+FFFD;
// - a lookup (SELECT, DELETE) by a number outside the integer range finds nothing instead of failing
//   (a LIMIT or OFFSET keeps its number: a page far beyond the last is empty, not the first).
// Values PostgreSQL still refuses (such a number written by INSERT or UPDATE) are the caller's: 400.
import pg from 'pg';
import {
  PostgresDialect,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type PostgresPool,
  type PostgresPoolClient,
  type QueryResult,
} from 'kysely';
import { createShare, renderBudget, untilAborted } from './render-budget.ts';
import { wrapDialect } from './wrap-dialect.ts';

export interface PostgresDialectOptions {
  url: string;
  /** Connections the pool opens at most. */
  poolSize: number;
  /** Of those, how many the API calls of page renders may hold at once (render-budget.ts); default all. */
  renderConnections?: number;
  /** Milliseconds to wait for a connection (a new one, or a free one of a busy pool) before failing. */
  connectTimeoutMs?: number;
  /**
   * Milliseconds a query may wait for its answer, read at each query (null: no limit). Past it the
   * connection is cut (the server may be unreachable: a network partition answers nothing), so the
   * query fails as "database unavailable" (503) and the pool opens a new connection on demand.
   */
  queryTimeoutMs?: () => number | null;
  /** Errors of open connections (the server went away); the pool drops them and reconnects on demand. */
  onConnectionError?: (error: Error) => void;
}

/** Milliseconds a session may sit idle inside an open transaction before PostgreSQL ends it. */
export const IDLE_IN_TRANSACTION_TIMEOUT_MS = 60_000;

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
    // The server ends a session left idle inside a transaction (its locks would block everyone), and
    // TCP keep-alive notices a peer that vanished from idle pooled connections.
    idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS,
    keepAlive: true,
    application_name: 'ai-creators-api',
    types: typeParsers,
  });
  // A connection whose socket dies emits 'error', idle in the pool or not: without a listener that
  // would end the process. Every connection gets one; the pool's own event then needs no action.
  pool.on('connect', (client) => client.on('error', (error) => options.onConnectionError?.(error)));
  pool.on('error', () => undefined);
  return pool;
}

const INT4_MAX = 2_147_483_647;
const LOOKUP = /^\s*(select|delete)\b/i;

function portable(value: unknown, lookup: boolean): unknown {
  if (typeof value === 'string' && value.includes('\u0000')) return value.replaceAll('\u0000', '\uFFFD');
  // Every integer column is 32-bit: a number beyond that range equals no stored value (NULL matches none).
  if (lookup && typeof value === 'number' && Number.isInteger(value) && Math.abs(value) > INT4_MAX) return null;
  return value;
}

/** The positions (0-based) of the parameters a query uses as its LIMIT or OFFSET: counts, not column values. */
function pagingParameters(sqlText: string): Set<number> {
  return new Set([...sqlText.matchAll(/\b(?:limit|offset)\s+\$(\d+)/gi)].map((match) => Number(match[1]) - 1));
}

function executePortably<R>(connection: DatabaseConnection, query: CompiledQuery): Promise<QueryResult<R>> {
  const lookup = LOOKUP.test(query.sql);
  const paging = lookup ? pagingParameters(query.sql) : new Set<number>();
  const parameters = query.parameters.map((value, i) => (paging.has(i) ? value : portable(value, lookup)));
  const changed = parameters.some((value, i) => value !== query.parameters[i]);
  return connection.executeQuery<R>(changed ? { ...query, parameters } : query);
}

/** Cuts a connection at once (closing it politely would wait for a server that may not answer). */
function cut(client: pg.PoolClient): void {
  (client as unknown as { connection: { stream: { destroy(error?: Error): void } } }).connection.stream.destroy(
    new Error('The database did not answer in time'),
  );
}

/**
 * The pool as Kysely sees it, its clients' queries bounded by `queryTimeoutMs`; a page render's
 * database work holds at most `renderConnections` of its connections and stops waiting for one when
 * the render's budget ends.
 */
function boundedPool(pool: pg.Pool, queryTimeoutMs: () => number | null, renderConnections: number): PostgresPool {
  const renderShare = createShare(renderConnections);
  const acquire = async (): Promise<{ client: pg.PoolClient; leave: () => void }> => {
    const budget = renderBudget();
    if (!budget) return { client: await pool.connect(), leave: () => undefined };
    const leave = await renderShare.acquire(budget);
    try {
      return { client: await untilAborted(pool.connect(), budget, (late) => late.release()), leave };
    } catch (error) {
      leave();
      throw error;
    }
  };
  return {
    Client: pg.Client,
    options: pool.options,
    end: () => pool.end(),
    async connect(): Promise<PostgresPoolClient> {
      const { client, leave } = await acquire();
      const query = (text: unknown, parameters?: ReadonlyArray<unknown>) => {
        const ms = queryTimeoutMs();
        if (typeof text !== 'string' || ms === null) return client.query(text as never, parameters as unknown[]);
        const timer = setTimeout(() => cut(client), ms);
        return client.query(text, parameters as unknown[]).finally(() => clearTimeout(timer));
      };
      return {
        get processID() {
          return (client as unknown as { processID?: number }).processID;
        },
        query: query as unknown as PostgresPoolClient['query'],
        release: (destroy?: boolean) => {
          client.release(destroy);
          leave();
        },
      };
    },
  };
}

export type DatabaseStatus = 'ok' | 'busy' | 'error';

/**
 * Asks the database for `SELECT 1` on a connection of its own kept for this (one probe at a time,
 * however many ask), outside the pool: a pool whose every connection is taken and that has requests
 * waiting is "busy", not an outage; no answer within `timeoutMs` is "error".
 */
export function createProbe(url: string, pool: pg.Pool, timeoutMs: number): { status(): Promise<DatabaseStatus>; close(): void } {
  let own: pg.Client | null = null;
  let running: Promise<DatabaseStatus> | null = null;
  const busy = () => pool.waitingCount > 0;
  const drop = () => {
    const client = own;
    own = null;
    if (client) (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
  };
  const probeOwn = async (): Promise<DatabaseStatus> => {
    try {
      if (!own) {
        const client = new pg.Client({
          connectionString: url,
          connectionTimeoutMillis: timeoutMs,
          query_timeout: timeoutMs,
          application_name: 'ai-creators-api health',
        });
        client.on('error', drop);
        own = client;
        await client.connect();
      }
      await own.query('SELECT 1');
      return busy() ? 'busy' : 'ok';
    } catch {
      drop();
      return 'error';
    }
  };
  return {
    status() {
      running ??= probeOwn().finally(() => {
        running = null;
      });
      return running;
    },
    close: drop,
  };
}

/** The dialect and the pool under it (whose counts tell a busy pool from an outage). */
export function createPostgresDialect(options: PostgresDialectOptions): { dialect: Dialect; pool: pg.Pool } {
  const pool = createPostgresPool(options);
  const timeout = options.queryTimeoutMs ?? (() => null);
  const renderConnections = Math.min(options.poolSize, options.renderConnections ?? options.poolSize);
  const dialect = wrapDialect(new PostgresDialect({ pool: boundedPool(pool, timeout, renderConnections) }), {
    executeQuery: executePortably,
  });
  return { dialect, pool };
}
