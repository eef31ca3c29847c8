// Migrations in code: one file per feature, applied in name order at start. A migration receives the
// dialect so it can create dialect-specific structures (e.g. the search index).
import type { Migration, MigrationProvider } from 'kysely/migration';
import type { DialectName } from '../index.ts';
import { articlesMigration } from './0001_articles.ts';
import { searchMigration } from './0002_search.ts';

export type MigrationFactory = (dialect: DialectName) => Migration;

export const MIGRATIONS: Record<string, MigrationFactory> = {
  '0001_articles': articlesMigration,
  '0002_search': searchMigration,
};

export function migrationProvider(dialect: DialectName): MigrationProvider {
  return {
    async getMigrations() {
      return Object.fromEntries(Object.entries(MIGRATIONS).map(([name, factory]) => [name, factory(dialect)]));
    },
  };
}
