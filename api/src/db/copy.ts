// Copies a site's SQLite database into PostgreSQL (`npm run db:copy`): every table of the site, in
// one transaction on the target, then verifies each table's row count and checksum (SHA-256 over
// its rows in primary-key order) by reading both databases again. The source is read in one read
// transaction (a consistent snapshot, even of a running site) and never written. The target gets
// the schema from the same migrations; a target that already holds rows of the site's tables, or
// tables of something else, is refused unless `force` is set (then the site's tables are emptied
// first, inside the same transaction).
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { DatabaseSync, type SQLOutputValue } from 'node:sqlite';
import { sql, type Kysely } from 'kysely';
import { migrateToLatest, openDatabase } from './index.ts';
import { migrationNames } from './migrations/index.ts';

export class CopyError extends Error {}

export interface TableReport {
  table: string;
  rows: number;
  checksum: string;
  matches: boolean;
}

export interface CopyOptions {
  /** Path of the SQLite file (a sqlite: or file: URL is accepted too). */
  from: string;
  /** postgres:// URL of the target database. */
  to: string;
  /** Write into a target that is not empty (its rows of the site's tables are deleted first). */
  force?: boolean;
  log?: (line: string) => void;
  /** Rows per INSERT statement (at most what fits in PostgreSQL's 65,535 parameters). */
  batchRows?: number;
}

export interface CopyReport {
  tables: TableReport[];
  ok: boolean;
}

interface SourceTable {
  name: string;
  columns: string[];
  primaryKey: string[];
}

type Row = Record<string, unknown>;

const MIGRATION_TABLES = ['kysely_migration', 'kysely_migration_lock'];
const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

function sqlitePath(from: string): string {
  return from.replace(/^(sqlite|file):(\/\/)?/, '');
}

/** The site's tables in the source, referenced tables before the tables that reference them. */
function sourceTables(source: DatabaseSync): SourceTable[] {
  const names = source
    .prepare(
      `SELECT m.name FROM sqlite_master m JOIN pragma_table_list t ON t.schema = 'main' AND t.name = m.name
       WHERE m.type = 'table' AND t.type = 'table' AND m.name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND m.name NOT LIKE 'kysely\\_%' ESCAPE '\\'
       ORDER BY m.rowid`,
    )
    .all()
    .map((row) => String(row.name));
  const dependencies = new Map(
    names.map((name) => [
      name,
      new Set(
        source
          .prepare('SELECT "table" FROM pragma_foreign_key_list(?)')
          .all(name)
          .map((row) => String(row.table))
          .filter((table) => table !== name && names.includes(table)),
      ),
    ]),
  );
  const ordered: string[] = [];
  while (ordered.length < names.length) {
    const next = names.find((name) => !ordered.includes(name) && [...dependencies.get(name)!].every((d) => ordered.includes(d)));
    if (!next) throw new CopyError('The source tables reference each other in a cycle; cannot order the copy.');
    ordered.push(next);
  }
  return ordered.map((name) => {
    const info = source.prepare('SELECT name, pk FROM pragma_table_info(?) ORDER BY cid').all(name);
    const columns = info.map((c) => String(c.name));
    const primaryKey = info
      .filter((c) => Number(c.pk) > 0)
      .sort((a, b) => Number(a.pk) - Number(b.pk))
      .map((c) => String(c.name));
    return { name, columns, primaryKey: primaryKey.length > 0 ? primaryKey : columns };
  });
}

function appliedMigrations(source: DatabaseSync): string[] {
  const exists = source.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'kysely_migration'`).get();
  if (!exists) throw new CopyError('The source is not a database of this site (it has no migrations table).');
  return source
    .prepare('SELECT name FROM kysely_migration ORDER BY name')
    .all()
    .map((row) => String(row.name));
}

class Checksum {
  readonly #hash = createHash('sha256');
  rows = 0;

  add(columns: string[], row: Row): void {
    this.#hash.update(`${JSON.stringify(columns.map((c) => normalize(row[c])))}\n`);
    this.rows += 1;
  }

  digest(): string {
    return this.#hash.digest('hex');
  }
}

function normalize(value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  return value ?? null;
}

function sourceRows(source: DatabaseSync, table: SourceTable): Iterable<Record<string, SQLOutputValue>> {
  const order = table.primaryKey.map(quote).join(', ');
  return source.prepare(`SELECT ${table.columns.map(quote).join(', ')} FROM ${quote(table.name)} ORDER BY ${order}`).iterate();
}

async function* targetRows(db: Kysely<any>, table: SourceTable, pageSize: number): AsyncGenerator<Row> {
  for (let offset = 0; ; offset += pageSize) {
    const page = await sql<Row>`SELECT ${sql.join(table.columns.map((c) => sql.ref(c)))} FROM ${sql.table(table.name)}
      ORDER BY ${sql.join(table.primaryKey.map((c) => sql.ref(c)))} LIMIT ${pageSize} OFFSET ${offset}`.execute(db);
    yield* page.rows;
    if (page.rows.length < pageSize) return;
  }
}

async function targetState(db: Kysely<any>, tables: SourceTable[]): Promise<{ foreign: string[]; filled: string[] }> {
  const existing = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`.execute(
    db,
  );
  const known = new Set([...tables.map((t) => t.name), ...MIGRATION_TABLES]);
  const foreign = existing.rows.map((r) => r.name).filter((name) => !known.has(name));
  const filled: string[] = [];
  for (const { name } of existing.rows) {
    if (!tables.some((t) => t.name === name)) continue;
    const any = await sql`SELECT 1 FROM ${sql.table(name)} LIMIT 1`.execute(db);
    if (any.rows.length > 0) filled.push(name);
  }
  return { foreign: foreign.sort(), filled };
}

export async function copyDatabase(options: CopyOptions): Promise<CopyReport> {
  const log = options.log ?? (() => undefined);
  const path = sqlitePath(options.from);
  if (!existsSync(path)) throw new CopyError(`The source file ${path} does not exist.`);
  if (!/^postgres(ql)?:\/\//.test(options.to)) throw new CopyError('--to must be a postgres:// URL.');

  const source = new DatabaseSync(path, { readOnly: true });
  const target = openDatabase({ databaseUrl: options.to, dataDir: '.', databasePoolSize: 2 });
  const db = target.db as Kysely<any>;
  try {
    source.exec('BEGIN'); // One snapshot of the source for the copy and its checksums.
    const applied = appliedMigrations(source);
    const expected = migrationNames();
    if (applied.join() !== expected.join()) {
      throw new CopyError(
        `The source's schema is not this version's (source migrations: ${applied.join(', ') || 'none'}; expected: ${expected.join(', ')}). ` +
          'Start this version of the site once on the source file (it migrates at start), then copy again.',
      );
    }
    const tables = sourceTables(source);

    const before = await targetState(db, tables);
    if (!options.force && before.foreign.length > 0) {
      throw new CopyError(
        `The target database holds other tables (${before.foreign.join(', ')}). Use an empty database, or --force to copy anyway.`,
      );
    }
    if (!options.force && before.filled.length > 0) {
      throw new CopyError(
        `The target database is not empty (rows in ${before.filled.join(', ')}). Use an empty database, or --force to replace its rows.`,
      );
    }
    await migrateToLatest(target);

    const sourceSums = new Map<string, Checksum>();
    await db.transaction().execute(async (trx) => {
      if (options.force) {
        await sql`TRUNCATE ${sql.join(tables.map((t) => sql.table(t.name)))} RESTART IDENTITY`.execute(trx);
      }
      for (const table of tables) {
        const batchRows = Math.max(1, Math.min(options.batchRows ?? 500, Math.floor(60_000 / table.columns.length)));
        const sum = new Checksum();
        let batch: Row[] = [];
        const flush = async () => {
          if (batch.length > 0) await trx.insertInto(table.name).values(batch).execute();
          batch = [];
        };
        for (const row of sourceRows(source, table)) {
          sum.add(table.columns, row);
          batch.push({ ...row });
          if (batch.length >= batchRows) await flush();
        }
        await flush();
        sourceSums.set(table.name, sum);
        // Serial columns continue after the copied ids.
        const serials = await sql<{ column: string; sequence: string }>`
          SELECT column_name AS column, pg_get_serial_sequence(${table.name}, column_name) AS sequence
          FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ${table.name}`.execute(trx);
        for (const { column, sequence } of serials.rows) {
          if (!sequence) continue;
          await sql`SELECT setval(${sequence}::regclass, COALESCE((SELECT max(${sql.ref(column)}) FROM ${sql.table(table.name)}), 0) + 1, false)`.execute(
            trx,
          );
        }
        log(`copied ${table.name}: ${sum.rows} rows`);
      }
    });

    const reports: TableReport[] = [];
    for (const table of tables) {
      const copied = new Checksum();
      for await (const row of targetRows(db, table, 1000)) copied.add(table.columns, row);
      const original = sourceSums.get(table.name)!;
      const checksum = original.digest();
      const matches = copied.rows === original.rows && copied.digest() === checksum;
      reports.push({ table: table.name, rows: original.rows, checksum, matches });
      log(
        `verified ${table.name}: ${copied.rows}/${original.rows} rows, sha256 ${checksum.slice(0, 16)}… ${matches ? 'matches' : 'DIFFERS'}`,
      );
    }
    return { tables: reports, ok: reports.every((r) => r.matches) };
  } finally {
    if (source.isTransaction) source.exec('ROLLBACK');
    source.close();
    await target.db.destroy();
  }
}
