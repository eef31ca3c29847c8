// Storage of comments with their authors (Kysely; the same on every dialect).
import type { Kysely, Selectable } from 'kysely';
import type { CommentsTable, Database, UsersTable } from '../../db/types.ts';

export type CommentRow = Selectable<CommentsTable> & Pick<Selectable<UsersTable>, 'first_name' | 'last_name' | 'avatar_url'>;

/** Who reads a list: hidden comments show to their author and to staff only. */
export interface Viewer {
  id: number;
  is_staff: boolean;
}

export type NewComment = Pick<Selectable<CommentsTable>, 'section' | 'post_slug' | 'parent_id' | 'user_id' | 'content' | 'created'>;

export function createCommentsRepository(db: Kysely<Database>) {
  const withAuthor = () =>
    db
      .selectFrom('comments')
      .innerJoin('users', 'users.id', 'comments.user_id')
      .select([
        'comments.id',
        'comments.section',
        'comments.post_slug',
        'comments.parent_id',
        'comments.user_id',
        'comments.content',
        'comments.created',
        'users.first_name',
        'users.last_name',
        'users.avatar_url',
        'comments.hidden_at',
      ]);
  /** Comments the viewer may see: visible ones, and hidden ones to their author and to staff. */
  const visibleTo = <Q extends ReturnType<typeof withAuthor>>(query: Q, viewer: Viewer | null): Q => {
    if (viewer?.is_staff) return query;
    return query.where((eb) =>
      viewer ? eb.or([eb('comments.hidden_at', 'is', null), eb('comments.user_id', '=', viewer.id)]) : eb('comments.hidden_at', 'is', null),
    ) as Q;
  };

  return {
    /**
     * One page of an article's top-level comments, newest first (ids grow with time): at most `limit`,
     * older than the comment `before` when given; then the newest `replies` replies of each, oldest
     * first. Only what the viewer may see: a hidden comment's replies stay out with it.
     */
    async listPage(
      section: string,
      postSlug: string,
      page: { limit: number; before?: number; replies: number },
      viewer: Viewer | null,
    ): Promise<CommentRow[]> {
      let top = visibleTo(withAuthor(), viewer)
        .where('comments.section', '=', section)
        .where('comments.post_slug', '=', postSlug)
        .where('comments.parent_id', 'is', null);
      if (page.before !== undefined) top = top.where('comments.id', '<', page.before);
      const comments = await top.orderBy('comments.id', 'desc').limit(page.limit).execute();
      if (comments.length === 0) return [];
      const ranked = visibleTo(withAuthor(), viewer)
        .where(
          'comments.parent_id',
          'in',
          comments.map((c) => c.id),
        )
        .select((eb) =>
          eb.fn
            .agg<number>('row_number')
            .over((over) => over.partitionBy('comments.parent_id').orderBy('comments.id', 'desc'))
            .as('rank'),
        );
      const replies = await db
        .selectFrom(ranked.as('ranked'))
        .selectAll()
        .where('ranked.rank', '<=', page.replies)
        .orderBy('ranked.id', 'asc')
        .execute();
      return [...comments, ...replies];
    },

    /** How many replies the viewer may see under each of these comments (absent: none). */
    async replyCounts(parentIds: number[], viewer: Viewer | null): Promise<Map<number, number>> {
      if (parentIds.length === 0) return new Map();
      const rows = await visibleTo(withAuthor(), viewer)
        .clearSelect()
        .select((eb) => ['comments.parent_id', eb.fn.countAll<number | string>().as('n')])
        .where('comments.parent_id', 'in', parentIds)
        .groupBy('comments.parent_id')
        .execute();
      return new Map(rows.map((row) => [row.parent_id!, Number(row.n)]));
    },

    /** A page of one comment's replies, newest first: at most `limit`, older than the reply `before` when given. */
    async listReplies(parentId: number, page: { limit: number; before?: number }, viewer: Viewer | null): Promise<CommentRow[]> {
      let query = visibleTo(withAuthor(), viewer).where('comments.parent_id', '=', parentId);
      if (page.before !== undefined) query = query.where('comments.id', '<', page.before);
      return query.orderBy('comments.id', 'desc').limit(page.limit).execute();
    },

    /** The article's comments and replies the viewer may see (a hidden comment's replies stay out with it). */
    async count(section: string, postSlug: string, viewer: Viewer | null): Promise<number> {
      const visible = visibleTo(withAuthor(), viewer)
        .clearSelect()
        .select('comments.id')
        .where('comments.section', '=', section)
        .where('comments.post_slug', '=', postSlug)
        .where('comments.parent_id', 'is', null);
      const row = await visibleTo(withAuthor(), viewer)
        .clearSelect()
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('comments.section', '=', section)
        .where('comments.post_slug', '=', postSlug)
        .where((eb) => eb.or([eb('comments.parent_id', 'is', null), eb('comments.parent_id', 'in', visible)]))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async find(id: number): Promise<CommentRow | undefined> {
      return withAuthor().where('comments.id', '=', id).executeTakeFirst();
    },

    async insert(comment: NewComment): Promise<CommentRow> {
      const { id } = await db.insertInto('comments').values(comment).returning('id').executeTakeFirstOrThrow();
      return withAuthor().where('comments.id', '=', id).executeTakeFirstOrThrow();
    },

    /** Stores a user's report on a comment; false when that user had reported it already. */
    async addReport(report: { comment_id: number; user_id: number; reason: string; created: string }): Promise<boolean> {
      const inserted = await db
        .insertInto('comment_reports')
        .values(report)
        .onConflict((oc) => oc.columns(['comment_id', 'user_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    /** Deletes a comment and its replies. */
    async deleteWithReplies(id: number): Promise<void> {
      await db
        .deleteFrom('comments')
        .where((eb) => eb.or([eb('id', '=', id), eb('parent_id', '=', id)]))
        .execute();
    },
  };
}

export type CommentsRepository = ReturnType<typeof createCommentsRepository>;
