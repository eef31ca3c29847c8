// The staff dashboard: counts across features (GET /api/dashboard/) and what happened per day over a
// chosen range (GET /api/admin/dashboard/?days=). Every feature's tables exist (every migration runs
// at start), so the queries name them directly. Subscribers are the confirmed addresses that have not
// unsubscribed; workflows are the listed ones. Days are UTC; a day without events counts 0.
import { sql, type Kysely } from 'kysely';
import type { ActivityRange, Dashboard, DashboardActivity } from 'contracts';
import type { Database } from '../../db/types.ts';

export const SIGNUP_DAYS = 30;
/** How many workflows the downloads chart shows. */
export const TOP_WORKFLOWS = 10;

/** The last `count` days (UTC) up to and including today's, oldest first. */
export function lastDays(today: Date, count: number): string[] {
  const days: string[] = [];
  for (let i = count - 1; i >= 0; i -= 1) {
    days.push(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - i)).toISOString().slice(0, 10));
  }
  return days;
}

type DayCounts = Map<string, number>;

export function createDashboardService({ db, now = () => new Date() }: { db: Kysely<Database>; now?: () => Date }) {
  /** Rows per day of an ISO timestamp (or YYYY-MM-DD) column, from the day `from` on. */
  async function perDay(
    table: 'users' | 'comments' | 'newsletter_subscribers' | 'contact_messages',
    column: 'date_joined' | 'created' | 'confirmed_at',
    from: string,
  ): Promise<DayCounts> {
    const day = sql<string>`substr(${sql.ref(column)}, 1, 10)`;
    const rows = await db
      .selectFrom(table)
      .select([day.as('day'), (eb) => eb.fn.countAll<number | string>().as('n')])
      .where(sql.ref(column), '>=', from)
      .groupBy(day)
      .execute();
    return new Map(rows.map((row) => [row.day, Number(row.n)]));
  }

  async function downloadsPerDay(from: string): Promise<DayCounts> {
    const rows = await db
      .selectFrom('workflow_downloads')
      .select(['day', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('day', '>=', from)
      .groupBy('day')
      .execute();
    return new Map(rows.map((row) => [row.day, Number(row.n)]));
  }

  return {
    async get(): Promise<Dashboard> {
      const days = lastDays(now(), SIGNUP_DAYS);
      const count = (n: unknown) => Number(n ?? 0);
      const [totals, signups] = await Promise.all([
        db
          .selectNoFrom((eb) => [
            eb.selectFrom('users').select(eb.fn.countAll().as('n')).as('users'),
            eb.selectFrom('users').select(eb.fn.countAll().as('n')).where('is_paid_member', '=', 1).as('paid_members'),
            eb
              .selectFrom('newsletter_subscribers')
              .select(eb.fn.countAll().as('n'))
              .where('confirmed_at', 'is not', null)
              .where('unsubscribed_at', 'is', null)
              .as('subscribers'),
            eb.selectFrom('comments').select(eb.fn.countAll().as('n')).as('comments'),
            eb.selectFrom('contact_messages').select(eb.fn.countAll().as('n')).as('contact_messages'),
            eb.selectFrom('workflows').select(eb.fn.countAll().as('n')).where('published', '=', 1).as('workflows'),
            eb
              .selectFrom('workflows')
              .select((sub) => sub.fn.sum('downloads').as('n'))
              .as('downloads'),
          ])
          .executeTakeFirstOrThrow(),
        perDay('users', 'date_joined', days[0]!),
      ]);
      return {
        users: count(totals.users),
        paid_members: count(totals.paid_members),
        subscribers: count(totals.subscribers),
        comments: count(totals.comments),
        contact_messages: count(totals.contact_messages),
        workflows: count(totals.workflows),
        downloads: count(totals.downloads),
        signups_per_day: days.map((date) => ({ date, count: signups.get(date) ?? 0 })),
      };
    },

    async activity(range: ActivityRange): Promise<DashboardActivity> {
      const days = lastDays(now(), range);
      const from = days[0]!;
      const [signups, comments, confirmations, messages, downloads, top] = await Promise.all([
        perDay('users', 'date_joined', from),
        perDay('comments', 'created', from),
        perDay('newsletter_subscribers', 'confirmed_at', from),
        perDay('contact_messages', 'created', from),
        downloadsPerDay(from),
        db
          .selectFrom('workflow_downloads')
          .innerJoin('workflows', 'workflows.id', 'workflow_downloads.workflow_id')
          .select(['workflows.id', 'workflows.slug', 'workflows.title', (eb) => eb.fn.countAll<number | string>().as('n')])
          .where('workflow_downloads.day', '>=', from)
          .groupBy(['workflows.id', 'workflows.slug', 'workflows.title'])
          .orderBy('n', 'desc')
          .orderBy('workflows.title', 'asc')
          .limit(TOP_WORKFLOWS)
          .execute(),
      ]);
      return {
        days: range,
        per_day: days.map((date) => ({
          date,
          signups: signups.get(date) ?? 0,
          comments: comments.get(date) ?? 0,
          newsletter_confirmations: confirmations.get(date) ?? 0,
          contact_messages: messages.get(date) ?? 0,
          downloads: downloads.get(date) ?? 0,
        })),
        top_workflows: top.map((row) => ({ id: row.id, slug: row.slug, title: row.title, downloads: Number(row.n) })),
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
