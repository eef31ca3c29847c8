// Storage of workflows (Kysely; the same on every dialect).
import { sql, type Insertable, type Kysely, type Selectable, type SelectQueryBuilder, type Updateable } from 'kysely';
import { pageAndCount } from '../../db/page-and-count.ts';
import type { Database, WorkflowsTable } from '../../db/types.ts';
import type { WorkflowSort, WorkflowStatus } from 'contracts';

export type WorkflowRow = Selectable<WorkflowsTable>;
export type NewWorkflowRow = Insertable<WorkflowsTable>;
export type WorkflowChanges = Updateable<WorkflowsTable>;

export interface LatestResultRow {
  kind: string;
  thumbnail_key: string;
  width: number;
  height: number;
  first_name: string;
  last_name: string;
}

export interface ListFilter {
  search: string;
  sort: WorkflowSort;
  /** Only workflows whose licences allow this commercial use (yes or under conditions). */
  commercial?: 'images' | 'service' | undefined;
  /** Only workflows whose GPU tier fits a card of this many GB. */
  vram?: number | undefined;
  /** Leave these workflows out (what a member already opened or downloaded: GET library/new/workflows/). */
  exclude?: readonly number[] | undefined;
  limit: number;
  offset: number;
}

export interface StaffListFilter {
  search: string;
  status: WorkflowStatus | undefined;
  limit: number;
  offset: number;
}

const SEARCH_COLUMNS = ['title', 'description', 'tags', 'category'] as const;
const STAFF_SEARCH_COLUMNS = ['title', 'slug', 'description', 'tags', 'category'] as const;

/** The words of a search, each matched as a substring (LIKE pattern, escaped). */
function likePatterns(search: string): string[] {
  return search
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 10)
    .map((word) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}

type WorkflowsQuery = SelectQueryBuilder<Database, 'workflows', object>;

/** Every word must appear in one of the columns (case-insensitive on every dialect). */
function matching(query: WorkflowsQuery, search: string, columns: readonly string[]): WorkflowsQuery {
  for (const pattern of likePatterns(search)) {
    query = query.where((eb) => eb.or(columns.map((column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`)));
  }
  return query;
}

export function createWorkflowsRepository(db: Kysely<Database>) {
  const published = () => db.selectFrom('workflows').where('published', '=', 1);
  const ALLOWED = ['yes', 'conditions'];
  const filtered = ({ search, commercial, vram, exclude }: Pick<ListFilter, 'search' | 'commercial' | 'vram' | 'exclude'>) => {
    let query = matching(published(), search, SEARCH_COLUMNS);
    if (exclude?.length) query = query.where('id', 'not in', exclude);
    if (commercial) query = query.where(commercial === 'images' ? 'commercial_images' : 'commercial_service', 'in', ALLOWED);
    if (vram !== undefined) query = query.where('gpu_tier', 'is not', null).where('gpu_tier', '<=', vram);
    return query;
  };
  /** What staff see: every workflow but the seeded ones they deleted. */
  const kept = () => db.selectFrom('workflows').where('removed', '=', 0);
  const staffFiltered = ({ search, status }: Pick<StaffListFilter, 'search' | 'status'>) => {
    const query = matching(kept(), search, STAFF_SEARCH_COLUMNS);
    return status ? query.where('published', '=', status === 'published' ? 1 : 0) : query;
  };

  return {
    async list(filter: ListFilter): Promise<{ rows: WorkflowRow[]; count: number }> {
      let query = filtered(filter).selectAll();
      if (filter.sort === 'title') query = query.orderBy(sql`lower(title)`).orderBy('id');
      else if (filter.sort === '-downloads') query = query.orderBy('downloads', 'desc').orderBy('created', 'desc').orderBy('id', 'desc');
      else query = query.orderBy('created', 'desc').orderBy('id', 'desc');
      return pageAndCount(query.limit(filter.limit).offset(filter.offset).execute(), filtered(filter));
    },

    /** Every workflow staff can manage, newest first. */
    async staffList(filter: StaffListFilter): Promise<{ rows: WorkflowRow[]; count: number }> {
      const page = staffFiltered(filter).selectAll().orderBy('created', 'desc').orderBy('id', 'desc');
      return pageAndCount(page.limit(filter.limit).offset(filter.offset).execute(), staffFiltered(filter));
    },

    /** A workflow staff can manage, published or not. */
    async findForStaff(id: number): Promise<WorkflowRow | undefined> {
      return kept().selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** A listed workflow (published rows only, as every read above but the staff ones). */
    async findById(id: number): Promise<WorkflowRow | undefined> {
      return published().selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** By slug, or else by the slug of its write-up (case-insensitive). */
    async findBySlug(slug: string): Promise<WorkflowRow | undefined> {
      const key = slug.toLowerCase();
      const bySlug = await published().selectAll().where('slug', '=', key).executeTakeFirst();
      if (bySlug) return bySlug;
      return published()
        .selectAll()
        .where(sql<string>`lower(blog_slug)`, '=', key)
        .orderBy('id')
        .executeTakeFirst();
    },

    /** The published workflows among these ids (in no particular order). */
    async publishedByIds(ids: readonly number[]): Promise<WorkflowRow[]> {
      if (ids.length === 0) return [];
      return published().selectAll().where('id', 'in', ids).execute();
    },

    /** The newest approved shared result of each of these workflows (absent: none). */
    async latestResults(ids: number[]) {
      if (ids.length === 0) return new Map<number, LatestResultRow>();
      const ranked = db
        .selectFrom('shared_results')
        .innerJoin('users', 'users.id', 'shared_results.user_id')
        .select((eb) => [
          'shared_results.workflow_id',
          'shared_results.kind',
          'shared_results.thumbnail_key',
          'shared_results.width',
          'shared_results.height',
          'users.first_name',
          'users.last_name',
          eb.fn
            .agg<number>('row_number')
            .over((over) => over.partitionBy('shared_results.workflow_id').orderBy('shared_results.id', 'desc'))
            .as('rank'),
        ])
        .where('shared_results.status', '=', 'approved')
        .where('shared_results.workflow_id', 'in', ids);
      const rows = await db.selectFrom(ranked.as('ranked')).selectAll().where('ranked.rank', '=', 1).execute();
      return new Map<number, LatestResultRow>(rows.map((row) => [row.workflow_id, row]));
    },

    async all(): Promise<WorkflowRow[]> {
      return published().selectAll().orderBy('created', 'desc').orderBy('id', 'desc').execute();
    },

    /** Whether the file or thumbnail at this site path belongs to a workflow visitors may not see (unpublished or deleted). */
    async isHiddenFile(path: string): Promise<boolean> {
      const owner = await db
        .selectFrom('workflows')
        .select('id')
        .where((eb) => eb.or([eb('file_url', '=', path), eb('thumbnail_url', '=', path)]))
        .where('published', '=', 0)
        .executeTakeFirst();
      return owner !== undefined;
    },

    /** Any row, listed or not, holds the slug. */
    async slugExists(slug: string): Promise<boolean> {
      return (await db.selectFrom('workflows').select('id').where('slug', '=', slug).executeTakeFirst()) !== undefined;
    },

    /** Counts the download unless this visitor already downloaded the workflow that day. */
    async countDownload(id: number, day: string, visitor: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const first = await trx
          .insertInto('workflow_downloads')
          .values({ workflow_id: id, day, visitor })
          .onConflict((oc) => oc.doNothing())
          .executeTakeFirst();
        if (Number(first.numInsertedOrUpdatedRows ?? 0) === 0) return;
        await trx
          .updateTable('workflows')
          .set((eb) => ({ downloads: eb('downloads', '+', 1) }))
          .where('id', '=', id)
          .execute();
      });
    },

    /** Forgets who downloaded before `day` (the counts stay). */
    async forgetDownloadsBefore(day: string): Promise<void> {
      await db.deleteFrom('workflow_downloads').where('day', '<', day).execute();
    },
  };
}

export type WorkflowsRepository = ReturnType<typeof createWorkflowsRepository>;

/** Writes that go with a search-index change run in one transaction: these take the executor. */
export async function insertWorkflow(executor: Kysely<Database>, row: NewWorkflowRow): Promise<WorkflowRow> {
  return executor.insertInto('workflows').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function updateWorkflow(executor: Kysely<Database>, id: number, changes: WorkflowChanges): Promise<WorkflowRow> {
  return executor.updateTable('workflows').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export async function deleteWorkflow(executor: Kysely<Database>, id: number): Promise<void> {
  await executor.deleteFrom('workflows').where('id', '=', id).execute();
}
