// Migrations in code, discovered from this folder: each `NNNN_name.ts` exports one function that takes
// the dialect (so it can create dialect-specific structures, e.g. the search index) and returns the
// migration. They are applied in name order at start; adding one is adding its file
// (docs/how-to/add-a-field.md).
import { readdirSync } from 'node:fs';
import type { Migration, MigrationProvider } from 'kysely/migration';
import type { DialectName } from '../types.ts';

type MigrationFactory = (dialect: DialectName) => Migration;

const MIGRATION_FILE = /^(\d{4}_[a-z0-9_]+)\.ts$/;

/** The migrations' names (their file names without `.ts`), in the order they apply. */
export function migrationNames(): string[] {
  return readdirSync(import.meta.dirname)
    .map((file) => MIGRATION_FILE.exec(file)?.[1])
    .filter((name): name is string => name !== undefined)
    .sort();
}

async function loadFactory(name: string): Promise<MigrationFactory> {
  const module = (await import(`./${name}.ts`)) as Record<string, unknown>;
  const factories = Object.values(module).filter((value): value is MigrationFactory => typeof value === 'function');
  if (factories.length !== 1) throw new Error(`Migration ${name} must export exactly one function; it exports ${factories.length}.`);
  return factories[0]!;
}

export function migrationProvider(dialect: DialectName): MigrationProvider {
  return {
    async getMigrations() {
      const names = migrationNames();
      const factories = await Promise.all(names.map(loadFactory));
      return Object.fromEntries(names.map((name, index) => [name, factories[index]!(dialect)]));
    },
  };
}
