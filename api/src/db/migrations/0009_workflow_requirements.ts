// What a workflow needs before it runs, from its catalogue metadata: the model files (name, folder
// under ComfyUI/models/, size, licence, download URL) and the custom node packs (id, name, URL),
// each a JSON array as text. Uploaded workflows have no metadata of this kind: their lists stay empty.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export function workflowRequirementsMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      for (const column of ['models', 'custom_nodes']) {
        await db.schema
          .alterTable('workflows')
          .addColumn(column, 'text', (c) => c.notNull().defaultTo('[]'))
          .execute();
      }
    },
    async down(db: Kysely<any>) {
      for (const column of ['custom_nodes', 'models']) {
        await db.schema.alterTable('workflows').dropColumn(column).execute();
      }
    },
  };
}
