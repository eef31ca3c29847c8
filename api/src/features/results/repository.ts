// Storage of shared results with their authors and workflows, and of members' reports on them (Kysely;
// the same on every dialect).
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, SharedResultsTable } from '../../db/types.ts';
import { groupedCounts } from '../../db/grouped-counts.ts';
import { insertOnce } from '../../db/insert-once.ts';
import type { ResultQueue, ResultStatus } from 'contracts';

/** Who reads: staff see every result, a member also their own pending and rejected ones. */
export interface Viewer {
  id: number;
  is_staff: boolean;
}

export type NewResult = Omit<Selectable<SharedResultsTable>, 'id' | 'reviewed_at'>;

export function createResultsRepository(db: Kysely<Database>) {
  const withAuthor = () =>
    db
      .selectFrom('shared_results')
      .innerJoin('users', 'users.id', 'shared_results.user_id')
      .innerJoin('workflows', 'workflows.id', 'shared_results.workflow_id')
      .selectAll('shared_results')
      .select(['users.first_name', 'users.last_name', 'users.email', 'users.avatar_url', 'workflows.title as workflow_title']);

  const reported = sql<boolean>`EXISTS (SELECT 1 FROM shared_result_reports WHERE shared_result_reports.result_id = shared_results.id)`;

  const inQueue = (queue: ResultQueue) => {
    const q = withAuthor();
    return queue === 'reported' ? q.where(reported) : q.where('shared_results.status', '=', queue);
  };

  return {
    /** The id of a workflow visitors may see, by id (digits), slug or write-up slug. */
    async listedWorkflowId(key: string): Promise<number | null> {
      const q = db.selectFrom('workflows').select('id').where('published', '=', 1);
      const row = await (
        /^\d+$/.test(key) ? q.where('id', '=', Number(key)) : q.where((eb) => eb.or([eb('slug', '=', key), eb('blog_slug', '=', key)]))
      ).executeTakeFirst();
      return row?.id ?? null;
    },

    /** A page of a workflow's results, newest first: approved ones, and the viewer's own whatever their status. */
    async gallery(workflowId: number, page: { limit: number; before?: number }, viewer: Viewer | null) {
      let q = withAuthor()
        .where('shared_results.workflow_id', '=', workflowId)
        .where((eb) =>
          viewer
            ? eb.or([eb('shared_results.status', '=', 'approved'), eb('shared_results.user_id', '=', viewer.id)])
            : eb('shared_results.status', '=', 'approved'),
        );
      if (page.before !== undefined) q = q.where('shared_results.id', '<', page.before);
      return q.orderBy('shared_results.id', 'desc').limit(page.limit).execute();
    },

    async find(id: number) {
      return withAuthor().where('shared_results.id', '=', id).executeTakeFirst();
    },

    async insert(result: NewResult): Promise<number> {
      const { id } = await db.insertInto('shared_results').values(result).returning('id').executeTakeFirstOrThrow();
      return id;
    },

    /** Stores a member's report; false when they had reported this result already. */
    async addReport(report: { result_id: number; user_id: number; reason: string; created: string }): Promise<boolean> {
      return insertOnce(db, 'shared_result_reports', report, ['result_id', 'user_id']);
    },

    async setStatus(executor: Kysely<Database>, id: number, status: ResultStatus, reviewedAt: string): Promise<void> {
      await executor.updateTable('shared_results').set({ status, reviewed_at: reviewedAt }).where('id', '=', id).execute();
      if (status !== 'approved') return;
      await executor.deleteFrom('shared_result_reports').where('result_id', '=', id).execute();
    },

    async remove(executor: Kysely<Database>, id: number): Promise<void> {
      await executor.deleteFrom('shared_result_reports').where('result_id', '=', id).execute();
      await executor.deleteFrom('shared_results').where('id', '=', id).execute();
    },

    /** Whether another result still uses this stored file (the same bytes shared twice). */
    async keyInUse(key: string): Promise<boolean> {
      const row = await db
        .selectFrom('shared_results')
        .select('id')
        .where((eb) => eb.or([eb('media_key', '=', key), eb('thumbnail_key', '=', key)]))
        .executeTakeFirst();
      return row !== undefined;
    },

    /** A page of the review queue, oldest first for pending results (first come, first reviewed), else newest first. */
    async queue(queue: ResultQueue, limit: number, offset: number) {
      const rows = await inQueue(queue)
        .orderBy('shared_results.id', queue === 'pending' ? 'asc' : 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      const counted = await inQueue(queue)
        .clearSelect()
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      return { rows, count: Number(counted.n) };
    },

    async pendingCount(): Promise<number> {
      const row = await db
        .selectFrom('shared_results')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Reports per reason of each of these results. */
    reports: (ids: number[]) => groupedCounts(db, 'shared_result_reports', 'result_id', 'reason', ids),
  };
}

export type ResultsRepository = ReturnType<typeof createResultsRepository>;
export type ResultRow = NonNullable<Awaited<ReturnType<ResultsRepository['find']>>>;
