// What a catalogue workflow needs on a visitor's ComfyUI and may be used for (issue 21): its
// requirements as comfy-engine computes them (JSON; '' for uploads, computed when asked), and, for the
// catalogue filters, its commercial-use levels ('yes', 'conditions', 'no', 'unknown') for selling the
// images and selling a generation service, and its GPU tier (0, 8, 12, 16, 24; null when unknown).
// docs/decisions/0011-licence-verdict-and-gpu-tier.md
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export function workflowRunFactsMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('workflows')
        .addColumn('requirements', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      for (const column of ['commercial_images', 'commercial_service']) {
        await db.schema
          .alterTable('workflows')
          .addColumn(column, 'text', (c) => c.notNull().defaultTo('unknown'))
          .execute();
      }
      await db.schema.alterTable('workflows').addColumn('gpu_tier', 'integer').execute();
    },
    async down(db: Kysely<any>) {
      for (const column of ['gpu_tier', 'commercial_service', 'commercial_images', 'requirements']) {
        await db.schema.alterTable('workflows').dropColumn(column).execute();
      }
    },
  };
}
