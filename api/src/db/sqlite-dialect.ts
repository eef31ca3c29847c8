// A small Kysely dialect over Node's built-in `node:sqlite` (DatabaseSync): one connection, queries
// serialised by a mutex so a transaction never interleaves with another caller's statements. A
// statement that finds the file locked by another process retries without blocking the event loop,
// letting other callers' statements run in between when it is not inside a transaction.
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import {
  CompiledQuery,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
} from 'kysely';

export interface NodeSqliteDialectConfig {
  /** File path, or ':memory:'. */
  filename: string;
  /**
   * Milliseconds a statement waits in all for a lock held by another process. `node:sqlite` waits
   * synchronously, blocking the event loop, so SQLite itself waits only LOCK_SPIN_MS per attempt;
   * between attempts the wait is asynchronous and other queries run.
   */
  busyTimeoutMs?: number;
  /** Opens the file for reading only (a second connection beside the writer's, e.g. search's worker). */
  readOnly?: boolean;
}

/** SQLite's own (synchronous) busy wait per attempt. */
const LOCK_SPIN_MS = 5;
/** Pauses between attempts while the file is locked: short first, then at most the last. */
const LOCK_BACKOFF_MS = [2, 5, 10, 20, 50, 100];
/** node:sqlite's errcode for SQLITE_BUSY (and its extended codes, which keep 5 in the low byte). */
const SQLITE_BUSY = 5;

/**
 * Prepared statements kept per connection, by their SQL (Kysely compiles the same text for the same
 * query shape): a page's reads were compiled by SQLite again on every request (decision 0045).
 */
const STATEMENT_CACHE_SIZE = 200;

interface Prepared {
  statement: StatementSync;
  /** Whether it answers rows (a query) or a change count. */
  reader: boolean;
}

function isBusy(error: unknown): boolean {
  const errcode = (error as { errcode?: unknown }).errcode;
  return typeof errcode === 'number' && (errcode & 0xff) === SQLITE_BUSY;
}

function toParam(value: unknown): SQLInputValue {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  if (value === undefined) return null;
  return value as SQLInputValue;
}

class NodeSqliteConnection implements DatabaseConnection {
  readonly #db: DatabaseSync;
  readonly #lockWaitMs: number;
  /** Lets other callers use the database while this one waits for another process's lock. */
  readonly #yieldTurn: () => Promise<void>;
  /** Least recently used first (a Map keeps insertion order; a use moves the entry to the end). */
  readonly #statements = new Map<string, Prepared>();

  constructor(db: DatabaseSync, lockWaitMs: number, yieldTurn: () => Promise<void>) {
    this.#db = db;
    this.#lockWaitMs = lockWaitMs;
    this.#yieldTurn = yieldTurn;
  }

  /** Runs the statement; while another process holds the lock, retries off the event loop until lockWaitMs. */
  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const deadline = Date.now() + this.#lockWaitMs;
    for (let attempt = 0; ; attempt += 1) {
      try {
        return this.#execute<R>(compiledQuery);
      } catch (error) {
        if (!isBusy(error) || Date.now() >= deadline) throw error;
      }
      const pause = LOCK_BACKOFF_MS[Math.min(attempt, LOCK_BACKOFF_MS.length - 1)]!;
      // Outside a transaction nothing of this caller's is open: others may run meanwhile.
      if (this.#db.isTransaction) await new Promise((resolve) => setTimeout(resolve, pause));
      else await Promise.all([this.#yieldTurn(), new Promise((resolve) => setTimeout(resolve, pause))]);
    }
  }

  #prepared(sql: string): Prepared {
    let prepared = this.#statements.get(sql);
    if (prepared) this.#statements.delete(sql);
    else {
      const statement = this.#db.prepare(sql);
      prepared = { statement, reader: statement.columns().length > 0 };
      if (this.#statements.size >= STATEMENT_CACHE_SIZE) this.#statements.delete(this.#statements.keys().next().value!);
    }
    this.#statements.set(sql, prepared);
    return prepared;
  }

  #execute<R>(compiledQuery: CompiledQuery): QueryResult<R> {
    const { statement, reader } = this.#prepared(compiledQuery.sql);
    const params = compiledQuery.parameters.map(toParam);
    if (reader) {
      // Rows come with a null prototype; give callers plain objects.
      const rows = statement.all(...params).map((row) => ({ ...row }) as R);
      return { rows };
    }
    const { changes, lastInsertRowid } = statement.run(...params);
    return { rows: [], numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid) };
  }

  async *streamQuery<R>(compiledQuery: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    const statement = this.#db.prepare(compiledQuery.sql);
    for (const row of statement.iterate(...compiledQuery.parameters.map(toParam))) {
      yield { rows: [{ ...row } as R] };
    }
  }
}

class Mutex {
  #tail: Promise<void> = Promise.resolve();

  async lock(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((resolve) => {
      release = resolve;
    });
    const previous = this.#tail;
    this.#tail = previous.then(() => next);
    await previous;
    return release;
  }
}

class NodeSqliteDriver implements Driver {
  readonly #config: NodeSqliteDialectConfig;
  readonly #mutex = new Mutex();
  #db: DatabaseSync | undefined;
  #connection: NodeSqliteConnection | undefined;
  #release: (() => void) | undefined;

  constructor(config: NodeSqliteDialectConfig) {
    this.#config = config;
  }

  async init(): Promise<void> {
    const readOnly = this.#config.readOnly === true;
    const db = new DatabaseSync(this.#config.filename, { readOnly });
    db.exec(`PRAGMA busy_timeout = ${LOCK_SPIN_MS}`);
    if (!readOnly) {
      if (this.#config.filename !== ':memory:') db.exec('PRAGMA journal_mode = WAL');
      db.exec('PRAGMA synchronous = NORMAL');
      db.exec('PRAGMA foreign_keys = ON');
    }
    this.#db = db;
    this.#connection = new NodeSqliteConnection(db, Math.max(0, this.#config.busyTimeoutMs ?? 5000), () => this.#yieldTurn());
  }

  /** Hands the connection to the callers waiting for it, then queues for it again. */
  async #yieldTurn(): Promise<void> {
    this.#release?.();
    this.#release = await this.#mutex.lock();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    if (!this.#connection) throw new Error('The SQLite database is not open.');
    this.#release = await this.#mutex.lock();
    return this.#connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint "${name.replaceAll('"', '')}"`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to "${name.replaceAll('"', '')}"`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release "${name.replaceAll('"', '')}"`));
  }

  async releaseConnection(): Promise<void> {
    const release = this.#release;
    this.#release = undefined;
    release?.();
  }

  async destroy(): Promise<void> {
    const db = this.#db;
    this.#db = undefined;
    this.#connection = undefined;
    if (db?.isOpen) db.close();
  }
}

/**
 * Kysely serialises the connections of an adapter without multiple connections with a lock of its
 * own, which a caller waiting for another process's file lock could not hand on; the driver's mutex
 * does that serialising instead (and can hand on its turn), so Kysely's is not needed.
 */
class TurnTakingSqliteAdapter extends SqliteAdapter {
  override get supportsMultipleConnections(): boolean {
    return true;
  }
}

export class NodeSqliteDialect implements Dialect {
  readonly #config: NodeSqliteDialectConfig;

  constructor(config: NodeSqliteDialectConfig) {
    this.#config = config;
  }

  createDriver(): Driver {
    return new NodeSqliteDriver(this.#config);
  }

  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }

  createAdapter(): DialectAdapter {
    return new TurnTakingSqliteAdapter();
  }

  createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}
