// Articles synced from the content folder (Markdown rendered to HTML once).
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../types.ts';
import { createTableWithId } from './table-with-id.ts';

export function articlesMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<any>) {
      await createTableWithId(db, dialect, 'articles')
        .addColumn('section', 'text', (c) => c.notNull())
        .addColumn('slug', 'text', (c) => c.notNull())
        .addColumn('slug_key', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('date', 'text', (c) => c.notNull())
        .addColumn('updated', 'text', (c) => c.notNull())
        .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('thumbnail', 'text')
        .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('html', 'text', (c) => c.notNull())
        .addColumn('toc', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('reading_minutes', 'integer', (c) => c.notNull())
        .addColumn('source_path', 'text', (c) => c.notNull())
        .addColumn('content_hash', 'text', (c) => c.notNull())
        .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('articles_section_slug_key', ['section', 'slug_key'])
        .execute();
      await db.schema.createIndex('articles_published_date').on('articles').columns(['published', 'date']).execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('articles').execute();
    },
  };
}
