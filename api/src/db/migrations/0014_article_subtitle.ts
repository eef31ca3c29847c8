// An article's optional subtitle: the line under its title (front matter `subtitle`).
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export function articleSubtitleMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('articles').addColumn('subtitle', 'text').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('articles').dropColumn('subtitle').execute();
    },
  };
}
