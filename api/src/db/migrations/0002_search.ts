// The search index: one table of documents of any kind (articles now, workflows later). On SQLite an
// FTS5 external-content index over it (porter stemming) kept in sync by triggers; on PostgreSQL a
// generated tsvector column (English stemming; weights title A, description B, body C) with a GIN index.
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../types.ts';
import { createTableWithId } from './table-with-id.ts';

export function searchMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<any>) {
      await createTableWithId(db, dialect, 'search_documents')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('ref_id', 'integer', (c) => c.notNull())
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('section', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('thumbnail', 'text')
        .addColumn('date', 'text', (c) => c.notNull())
        .addUniqueConstraint('search_documents_kind_ref', ['kind', 'ref_id'])
        .execute();
      if (dialect === 'postgres') {
        await sql`ALTER TABLE search_documents ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector('english'::regconfig, title), 'A') ||
          setweight(to_tsvector('english'::regconfig, description), 'B') ||
          setweight(to_tsvector('english'::regconfig, body), 'C')
        ) STORED`.execute(db);
        await sql`CREATE INDEX search_documents_vector ON search_documents USING gin (search_vector)`.execute(db);
        return;
      }
      await sql`CREATE VIRTUAL TABLE search_fts USING fts5(
        title, description, body,
        content='search_documents', content_rowid='id',
        tokenize='porter unicode61 remove_diacritics 2'
      )`.execute(db);
      await sql`CREATE TRIGGER search_documents_ai AFTER INSERT ON search_documents BEGIN
        INSERT INTO search_fts(rowid, title, description, body) VALUES (new.id, new.title, new.description, new.body);
      END`.execute(db);
      await sql`CREATE TRIGGER search_documents_ad AFTER DELETE ON search_documents BEGIN
        INSERT INTO search_fts(search_fts, rowid, title, description, body) VALUES ('delete', old.id, old.title, old.description, old.body);
      END`.execute(db);
      await sql`CREATE TRIGGER search_documents_au AFTER UPDATE ON search_documents BEGIN
        INSERT INTO search_fts(search_fts, rowid, title, description, body) VALUES ('delete', old.id, old.title, old.description, old.body);
        INSERT INTO search_fts(rowid, title, description, body) VALUES (new.id, new.title, new.description, new.body);
      END`.execute(db);
    },
    async down(db: Kysely<any>) {
      if (dialect === 'sqlite') await sql`DROP TABLE IF EXISTS search_fts`.execute(db);
      await db.schema.dropTable('search_documents').execute();
    },
  };
}
