import { describe, expect, it } from '@jest/globals';
import { readdirSync } from 'node:fs';
import { Kysely, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { NodeSqliteDialect } from '../sqlite-dialect.ts';
import { migrationNames, migrationProvider } from './index.ts';

describe('migrations discovered from their folder', () => {
  it('applies every NNNN_*.ts file of the folder, in name order, and nothing else', async () => {
    const files = readdirSync(import.meta.dirname)
      .filter((file) => /^\d{4}_.*\.ts$/.test(file) && !file.endsWith('.test.ts'))
      .map((file) => file.replace(/\.ts$/, ''))
      .sort();
    expect(migrationNames()).toEqual(files);

    const db = new Kysely<unknown>({ dialect: new NodeSqliteDialect({ filename: ':memory:' }) });
    try {
      const result = await new Migrator({ db, provider: migrationProvider('sqlite') }).migrateToLatest();
      expect(result.error).toBeUndefined();
      const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
      expect(applied.rows.map((row) => row.name)).toEqual(files);
    } finally {
      await db.destroy();
    }
  });
});
