// The staff audit log. Admin features record each change a staff user makes (who, what, when) with
// `record`; the audit screen reads them newest first with `list`. Recording is part of the change:
// pass the transaction (`db`) the change runs in, so a change is never kept without its entry.
import type { Kysely } from 'kysely';
import type { AuditEntry, AuditListQuery } from 'contracts';
import type { Database } from '../../db/types.ts';

export interface AuditActor {
  id: number;
  email: string;
}

export interface AuditEntryInput {
  /** `<area>.<verb>`, e.g. 'user.grant_paid', 'comment.hide', 'campaign.send'. */
  action: string;
  target_type: string;
  target_id?: string | number | null;
  details?: Record<string, unknown>;
}

export interface AuditLog {
  record(actor: AuditActor, entry: AuditEntryInput, db?: Kysely<Database>): Promise<void>;
  list(query: AuditListQuery): Promise<{ count: number; results: AuditEntry[] }>;
  /** The actions recorded so far, sorted (the audit screen's filter). */
  actions(): Promise<string[]>;
}

function parseDetails(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function createAuditLog({ db, now = () => new Date() }: { db: Kysely<Database>; now?: () => Date }): AuditLog {
  return {
    async record(actor, entry, executor = db) {
      await executor
        .insertInto('audit_log')
        .values({
          actor_id: actor.id,
          actor_email: actor.email,
          action: entry.action,
          target_type: entry.target_type,
          target_id: entry.target_id === undefined || entry.target_id === null ? null : String(entry.target_id),
          details: JSON.stringify(entry.details ?? {}),
          created: now().toISOString(),
        })
        .execute();
    },

    async list({ page, page_size, action, target_type, target_id }) {
      let query = db.selectFrom('audit_log');
      if (action) query = query.where('action', '=', action);
      if (target_type) query = query.where('target_type', '=', target_type);
      if (target_id) query = query.where('target_id', '=', target_id);
      const counted = await query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
      const rows = await query
        .selectAll()
        .orderBy('created', 'desc')
        .orderBy('id', 'desc')
        .limit(page_size)
        .offset((page - 1) * page_size)
        .execute();
      return { count: Number(counted?.n ?? 0), results: rows.map((row) => ({ ...row, details: parseDetails(row.details) })) };
    },

    async actions() {
      const rows = await db.selectFrom('audit_log').select('action').distinct().orderBy('action').execute();
      return rows.map((row) => row.action);
    },
  };
}
