// The same migrations give the same schema on SQLite and on PostgreSQL: tables, columns (type,
// nullability, default), primary keys, indexes and foreign keys. Each dialect's search index (the
// FTS5 tables on SQLite, the generated tsvector column and its GIN index on PostgreSQL) is its own.
// Needs both databases, so it runs on the PostgreSQL run (TEST_DATABASE_URL).
import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { createTestDatabase, onPostgres, type TestDatabase } from '../../test/database.ts';
import { migrateToLatest, openDatabase, type DatabaseHandle } from './index.ts';

interface Column {
  name: string;
  type: string;
  nullable: boolean;
  default: string | null;
}
interface Table {
  columns: Column[];
  primaryKey: string[];
  indexes: string[];
  foreignKeys: string[];
}
type Schema = Record<string, Table>;

const INTERNAL_TABLE = /^(kysely_|sqlite_|search_fts)/;

function normalType(type: string): string {
  const t = type.toLowerCase();
  if (t === 'int4' || t === 'integer' || t === 'int') return 'integer';
  // Binary data: SQLite's BLOB is PostgreSQL's bytea.
  if (t === 'bytea') return 'blob';
  return t;
}

function normalDefault(value: string | null): string | null {
  if (value === null) return null;
  if (value.startsWith('nextval(')) return 'autoincrement';
  return value.replace(/::[a-z ]+$/i, '');
}

async function sqliteSchema(db: Kysely<any>): Promise<Schema> {
  const schema: Schema = {};
  const tables = await sql<{ name: string; sql: string }>`SELECT name, sql FROM sqlite_master WHERE type = 'table' ORDER BY name`.execute(
    db,
  );
  for (const { name, sql: ddl } of tables.rows) {
    if (INTERNAL_TABLE.test(name)) continue;
    const info = await sql<{ name: string; type: string; notnull: number; dflt_value: string | null; pk: number }>`
      SELECT * FROM pragma_table_info(${name})`.execute(db);
    const primaryKey = info.rows
      .filter((c) => c.pk > 0)
      .sort((x, y) => x.pk - y.pk)
      .map((c) => c.name);
    const columns = info.rows.map((c) => ({
      name: c.name,
      type: normalType(c.type),
      nullable: c.notnull === 0 && c.pk === 0,
      default: c.pk > 0 && /autoincrement/i.test(ddl) ? 'autoincrement' : normalDefault(c.dflt_value),
    }));
    const indexes: string[] = [];
    const list = await sql<{ name: string; unique: number; origin: string }>`SELECT * FROM pragma_index_list(${name})`.execute(db);
    for (const index of list.rows) {
      if (index.origin === 'pk') continue;
      const cols = await sql<{ name: string }>`SELECT name FROM pragma_index_info(${index.name}) ORDER BY seqno`.execute(db);
      indexes.push(`${index.unique ? 'unique ' : ''}(${cols.rows.map((c) => c.name).join(', ')})`);
    }
    const fks = await sql<{ table: string; from: string; to: string; on_delete: string }>`
      SELECT * FROM pragma_foreign_key_list(${name})`.execute(db);
    const foreignKeys = fks.rows.map((fk) => `${fk.from} -> ${fk.table}.${fk.to} on delete ${fk.on_delete.toLowerCase()}`);
    schema[name] = { columns, primaryKey, indexes: indexes.sort(), foreignKeys: foreignKeys.sort() };
  }
  return schema;
}

const ON_DELETE: Record<string, string> = { a: 'no action', r: 'restrict', c: 'cascade', n: 'set null', d: 'set default' };

async function postgresSchema(db: Kysely<any>): Promise<Schema> {
  const schema: Schema = {};
  const tables = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`.execute(db);
  for (const { name } of tables.rows) {
    if (INTERNAL_TABLE.test(name)) continue;
    const info = await sql<{ name: string; type: string; nullable: string; default: string | null; generated: string }>`
      SELECT column_name AS name, data_type AS type, is_nullable AS nullable, column_default AS default, is_generated AS generated
      FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ${name} ORDER BY ordinal_position`.execute(db);
    const columns = info.rows
      .filter((c) => c.generated !== 'ALWAYS')
      .map((c) => ({ name: c.name, type: normalType(c.type), nullable: c.nullable === 'YES', default: normalDefault(c.default) }));
    const index = await sql<{ columns: string[]; unique: boolean; primary: boolean; method: string }>`
      SELECT array_agg(a.attname::text ORDER BY k.ord) AS columns, i.indisunique AS unique, i.indisprimary AS primary, am.amname AS method
      FROM pg_index i
      JOIN pg_class c ON c.oid = i.indexrelid
      JOIN pg_am am ON am.oid = c.relam
      CROSS JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, ord)
      JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum
      WHERE i.indrelid = ${name}::regclass
      GROUP BY i.indexrelid, i.indisunique, i.indisprimary, am.amname`.execute(db);
    const primaryKey = index.rows.find((i) => i.primary)?.columns ?? [];
    const indexes = index.rows
      .filter((i) => !i.primary && i.method === 'btree')
      .map((i) => `${i.unique ? 'unique ' : ''}(${i.columns.join(', ')})`);
    const fks = await sql<{ from: string; table: string; to: string; on_delete: string }>`
      SELECT a.attname AS from, rc.relname AS table, ra.attname AS to, con.confdeltype AS on_delete
      FROM pg_constraint con
      JOIN pg_class rc ON rc.oid = con.confrelid
      JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = con.conkey[1]
      JOIN pg_attribute ra ON ra.attrelid = con.confrelid AND ra.attnum = con.confkey[1]
      WHERE con.contype = 'f' AND con.conrelid = ${name}::regclass`.execute(db);
    const foreignKeys = fks.rows.map((fk) => `${fk.from} -> ${fk.table}.${fk.to} on delete ${ON_DELETE[fk.on_delete] ?? fk.on_delete}`);
    schema[name] = { columns, primaryKey, indexes: indexes.sort(), foreignKeys: foreignKeys.sort() };
  }
  return schema;
}

// Compares both databases, so it runs in the PostgreSQL pass of `npm run test:unit` (CI sets TEST_DATABASE_URL).
(onPostgres() ? describe : describe.skip)('the migrations', () => {
  let dir: string;
  let database: TestDatabase;
  let sqlite: DatabaseHandle;
  let postgres: DatabaseHandle;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'schema-'));
    database = (await createTestDatabase())!;
    sqlite = openDatabase({ databaseUrl: null, dataDir: dir });
    postgres = openDatabase({ databaseUrl: database.url, dataDir: dir });
    await migrateToLatest(sqlite);
    await migrateToLatest(postgres);
  });

  afterAll(async () => {
    await sqlite?.db.destroy();
    await postgres?.db.destroy();
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('give the same tables, columns, keys and indexes on SQLite and PostgreSQL', async () => {
    const onSqlite = await sqliteSchema(sqlite.db);
    const onPostgres = await postgresSchema(postgres.db);
    expect(Object.keys(onSqlite).sort()).toEqual(
      expect.arrayContaining(['articles', 'comments', 'rate_limits', 'search_documents', 'users']),
    );
    expect(onPostgres).toEqual(onSqlite);
  });

  it('index search documents with a weighted tsvector on PostgreSQL and FTS5 on SQLite', async () => {
    const vector = await sql<{ is_generated: string; data_type: string }>`
      SELECT is_generated, data_type FROM information_schema.columns WHERE table_name = 'search_documents' AND column_name = 'search_vector'`.execute(
      postgres.db,
    );
    expect(vector.rows).toEqual([{ is_generated: 'ALWAYS', data_type: 'tsvector' }]);
    const fts = await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE name = 'search_fts'`.execute(sqlite.db);
    expect(fts.rows).toEqual([{ name: 'search_fts' }]);
  });
});
