// Workflows: downloadable ComfyUI workflow files with their metadata (seeded from the catalogue in
// the content folder or uploaded by staff) and a download counter. A seeded workflow staff delete
// stays as an unpublished row, so the next start does not bring it back.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../types.ts';
import { createTableWithId } from './table-with-id.ts';

export function workflowsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<any>) {
      await createTableWithId(db, dialect, 'workflows')
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('blog_slug', 'text')
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('tags', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('difficulty', 'text', (c) => c.notNull())
        .addColumn('file_url', 'text', (c) => c.notNull())
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('thumbnail_url', 'text')
        .addColumn('created', 'text', (c) => c.notNull())
        .addColumn('downloads', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('content_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('workflows_created').on('workflows').columns(['published', 'created']).execute();
      await db.schema.createIndex('workflows_blog_slug').on('workflows').column('blog_slug').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('workflows').execute();
    },
  };
}
