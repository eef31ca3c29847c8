// Storage of comments with their authors and reactions (Kysely; the same on every dialect).
import type { Kysely, Selectable } from 'kysely';
import type { CommentsTable, Database, UsersTable } from '../../db/types.ts';
import { insertOnce } from '../../db/insert-once.ts';
import { REACTION_KEYS, type Reaction } from 'contracts';

export type CommentRow = Omit<Selectable<CommentsTable>, 'reply_mail_at'> &
  Pick<Selectable<UsersTable>, 'first_name' | 'last_name' | 'avatar_url'>;

/** Who reads a list: hidden and held comments show to their author and to staff only. */
export interface Viewer {
  id: number;
  is_staff: boolean;
}

export type NewComment = Pick<
  Selectable<CommentsTable>,
  'section' | 'post_slug' | 'parent_id' | 'user_id' | 'content' | 'created' | 'held_at' | 'replied_to'
>;

/** Each comment's reaction counts (every key) and the viewer's own reaction. */
export interface ReactionSummary {
  reactions: Record<Reaction, number>;
  mine: Reaction | null;
}

const noReactions = (): Record<Reaction, number> => Object.fromEntries(REACTION_KEYS.map((key) => [key, 0])) as Record<Reaction, number>;

/** Whether `viewer` may see the comment: visible to everyone, or theirs, or they are staff. */
export function mayView(row: Pick<CommentRow, 'hidden_at' | 'held_at' | 'user_id'>, viewer: Viewer | null): boolean {
  return (!row.hidden_at && !row.held_at) || viewer?.is_staff === true || viewer?.id === row.user_id;
}

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
        'comments.held_at',
        'comments.pinned_at',
        'comments.replied_to',
      ]);
  /** Comments the viewer may see: visible ones, and hidden or held ones to their author and to staff. */
  const visibleTo = <Q extends ReturnType<typeof withAuthor>>(query: Q, viewer: Viewer | null): Q => {
    if (viewer?.is_staff) return query;
    return query.where((eb) => {
      const open = eb.and([eb('comments.hidden_at', 'is', null), eb('comments.held_at', 'is', null)]);
      return viewer ? eb.or([open, eb('comments.user_id', '=', viewer.id)]) : open;
    }) as Q;
  };

  return {
    /**
     * One page of an article's top-level comments, newest first (ids grow with time): at most `limit`,
     * older than the comment `before` when given; then the newest `replies` replies of each, oldest
     * first. The pinned comment leads the first page (and no other). Only what the viewer may see: a
     * hidden comment's replies stay out with it.
     */
    async listPage(
      section: string,
      postSlug: string,
      page: { limit: number; before?: number; replies: number },
      viewer: Viewer | null,
    ): Promise<CommentRow[]> {
      const article = visibleTo(withAuthor(), viewer)
        .where('comments.section', '=', section)
        .where('comments.post_slug', '=', postSlug)
        .where('comments.parent_id', 'is', null);
      const pinned = page.before === undefined ? await article.where('comments.pinned_at', 'is not', null).execute() : [];
      let top = article.where('comments.pinned_at', 'is', null);
      if (page.before !== undefined) top = top.where('comments.id', '<', page.before);
      const comments = [
        ...pinned,
        ...(await top
          .orderBy('comments.id', 'desc')
          .limit(page.limit - pinned.length)
          .execute()),
      ];
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

    /** Each comment's reaction counts and `viewer`'s own reaction (none for a visitor). */
    async reactions(ids: number[], viewer: Viewer | null): Promise<Map<number, ReactionSummary>> {
      const summaries = new Map(ids.map((id) => [id, { reactions: noReactions(), mine: null } as ReactionSummary]));
      if (ids.length === 0) return summaries;
      const counts = await db
        .selectFrom('comment_reactions')
        .select((eb) => ['comment_id', 'reaction', eb.fn.countAll<number | string>().as('n')])
        .where('comment_id', 'in', ids)
        .groupBy(['comment_id', 'reaction'])
        .execute();
      for (const row of counts) {
        const summary = summaries.get(row.comment_id);
        if (summary && row.reaction in summary.reactions) summary.reactions[row.reaction as Reaction] = Number(row.n);
      }
      if (viewer) {
        const mine = await db
          .selectFrom('comment_reactions')
          .select(['comment_id', 'reaction'])
          .where('comment_id', 'in', ids)
          .where('user_id', '=', viewer.id)
          .execute();
        for (const row of mine) summaries.get(row.comment_id)!.mine = row.reaction as Reaction;
      }
      return summaries;
    },

    /**
     * Sets a member's reaction on a comment (replacing the one they had): one insert that updates on
     * the key's conflict, so concurrent requests leave one row.
     */
    async setReaction(commentId: number, userId: number, reaction: Reaction, created: string): Promise<void> {
      await db
        .insertInto('comment_reactions')
        .values({ comment_id: commentId, user_id: userId, reaction, created })
        .onConflict((oc) => oc.columns(['comment_id', 'user_id']).doUpdateSet({ reaction, created }))
        .execute();
    },

    async removeReaction(commentId: number, userId: number): Promise<void> {
      await db.deleteFrom('comment_reactions').where('comment_id', '=', commentId).where('user_id', '=', userId).execute();
    },

    /** Whether the user has a comment that nobody held, or staff approved (their first is behind them). */
    async hasPublished(userId: number): Promise<boolean> {
      const row = await db
        .selectFrom('comments')
        .select('id')
        .where('user_id', '=', userId)
        .where('held_at', 'is', null)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    async insert(comment: NewComment): Promise<CommentRow> {
      const { id } = await db.insertInto('comments').values(comment).returning('id').executeTakeFirstOrThrow();
      return withAuthor().where('comments.id', '=', id).executeTakeFirstOrThrow();
    },

    /** Stores a user's report on a comment; false when that user had reported it already. */
    async addReport(report: { comment_id: number; user_id: number; reason: string; created: string }): Promise<boolean> {
      return insertOnce(db, 'comment_reports', report, ['comment_id', 'user_id']);
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
