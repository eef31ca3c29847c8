// The staff dashboard: counts across features. Tables of features that have not landed (or columns
// they lack) count as 0, so it works whichever features a deployment has. Subscribers are the
// confirmed addresses that have not unsubscribed (when the table records those).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';

export const SIGNUP_DAYS = 30;

export interface Dashboard {
  users: number;
  paid_members: number;
  subscribers: number;
  comments: number;
  contact_messages: number;
  workflows: number;
  downloads: number;
  /** Oldest first, one entry per day (UTC) of the last 30 days including today. */
  signups_per_day: { date: string; count: number }[];
}

export function createDashboardService({ db, now = () => new Date() }: { db: Kysely<Database>; now?: () => Date }) {
  async function columnsByTable(): Promise<Map<string, Set<string>>> {
    const tables = await db.introspection.getTables();
    return new Map(tables.map((t) => [t.name, new Set(t.columns.map((c) => c.name))]));
  }

  /** Rows of a table; `set` / `unset` name columns that must be non-null / null, applied when the column exists. */
  async function countRows(
    tables: Map<string, Set<string>>,
    table: string,
    { set = [], unset = [] }: { set?: string[]; unset?: string[] } = {},
  ) {
    const columns = tables.get(table);
    if (!columns) return 0;
    const conditions = [
      ...set.filter((c) => columns.has(c)).map((c) => sql`${sql.ref(c)} is not null`),
      ...unset.filter((c) => columns.has(c)).map((c) => sql`${sql.ref(c)} is null`),
    ];
    const where = conditions.length > 0 ? sql` where ${sql.join(conditions, sql` and `)}` : sql``;
    const result = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}${where}`.execute(db);
    return Number(result.rows[0]?.n ?? 0);
  }

  async function sumColumn(tables: Map<string, Set<string>>, table: string, column: string): Promise<number> {
    if (!tables.get(table)?.has(column)) return 0;
    const result = await sql<{ n: number | string | null }>`select sum(${sql.ref(column)}) as n from ${sql.table(table)}`.execute(db);
    return Number(result.rows[0]?.n ?? 0);
  }

  return {
    async get(): Promise<Dashboard> {
      const tables = await columnsByTable();
      const today = now();
      const days: string[] = [];
      for (let i = SIGNUP_DAYS - 1; i >= 0; i -= 1) {
        days.push(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - i)).toISOString().slice(0, 10));
      }
      const [users, paid, subscribers, comments, contactMessages, workflows, downloads, signups] = await Promise.all([
        countRows(tables, 'users'),
        db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('is_paid_member', '=', 1)
          .executeTakeFirstOrThrow(),
        countRows(tables, 'newsletter_subscribers', { set: ['confirmed_at'], unset: ['unsubscribed_at'] }),
        countRows(tables, 'comments'),
        countRows(tables, 'contact_messages'),
        countRows(tables, 'workflows'),
        sumColumn(tables, 'workflows', 'downloads'),
        db
          .selectFrom('users')
          .select([sql<string>`substr(date_joined, 1, 10)`.as('day'), (eb) => eb.fn.countAll<number>().as('n')])
          .where('date_joined', '>=', days[0] ?? '')
          .groupBy(sql`substr(date_joined, 1, 10)`)
          .execute(),
      ]);
      const perDay = new Map(signups.map((row) => [row.day, Number(row.n)]));
      return {
        users,
        paid_members: Number(paid.n),
        subscribers,
        comments,
        contact_messages: contactMessages,
        workflows,
        downloads,
        signups_per_day: days.map((date) => ({ date, count: perDay.get(date) ?? 0 })),
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
