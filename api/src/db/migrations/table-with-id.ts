// The start of every table the migrations create: its id, an auto-incrementing integer primary key
// (`serial` on PostgreSQL, `integer primary key autoincrement` on SQLite). Not a migration itself:
// index.ts applies only the NNNN_name.ts files.
import type { Kysely } from 'kysely';
import type { DialectName } from '../types.ts';

export function createTableWithId(db: Kysely<any>, dialect: DialectName, name: string) {
  const table = db.schema.createTable(name);
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
