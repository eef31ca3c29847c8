// The comments' site setting staff change (docs/product/community.md#first-comments): whether a
// member's first comment waits for approval. Stored in `site_settings` (name → JSON), off until set;
// each change is recorded in the audit log in its transaction.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';
import type { AuditActor, AuditLog } from '../audit/service.ts';
import type { CommentSettings } from 'contracts';

const HOLD_FIRST = 'hold_first_comments';

export interface CommentSettingsDeps {
  db: Kysely<Database>;
  audit: AuditLog;
  now?: () => Date;
}

export function createCommentSettings({ db, audit, now = () => new Date() }: CommentSettingsDeps) {
  const read = async (): Promise<CommentSettings> => {
    const row = await db.selectFrom('site_settings').select('value').where('name', '=', HOLD_FIRST).executeTakeFirst();
    return { hold_first_comments: row ? JSON.parse(row.value) === true : false };
  };
  return {
    read,

    async update(actor: AuditActor, settings: CommentSettings): Promise<CommentSettings> {
      const before = await read();
      if (before.hold_first_comments === settings.hold_first_comments) return before;
      const value = JSON.stringify(settings.hold_first_comments);
      const updated_at = now().toISOString();
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('site_settings')
          .values({ name: HOLD_FIRST, value, updated_at })
          .onConflict((oc) => oc.column('name').doUpdateSet({ value, updated_at }))
          .execute();
        await audit.record(
          actor,
          {
            action: 'comment.settings',
            target_type: 'setting',
            target_id: HOLD_FIRST,
            details: { from: before.hold_first_comments, to: settings.hold_first_comments },
          },
          trx,
        );
      });
      return read();
    },
  };
}

export type CommentSettingsStore = ReturnType<typeof createCommentSettings>;
