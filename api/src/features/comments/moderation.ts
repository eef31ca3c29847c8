// Comment moderation (staff): the list across all articles (held and reported first), hide / unhide,
// dismiss reports, approve a held comment, pin / unpin (one per article), delete a comment or a whole
// thread. Every change records an audit entry in its transaction.
import { sql, type Kysely, type Transaction } from 'kysely';
import { groupedCounts } from '../../db/grouped-counts.ts';
import type { Database } from '../../db/types.ts';
import { AppError, NotFoundError } from '../../lib/errors.ts';
import type { AuditActor, AuditLog } from '../audit/service.ts';
import type { AdminComment, AdminCommentListQuery } from 'contracts';

export interface CommentModerationDeps {
  db: Kysely<Database>;
  audit: AuditLog;
  /** Called when approving publishes a reply (its author's reply mail); not awaited. */
  replyPublished: (replyId: number) => Promise<void>;
  now?: () => Date;
}

export const MODERATION_MESSAGES = {
  hasReplies: 'This comment has replies: delete the whole thread instead.',
  isReply: 'A reply has no thread of its own: delete the reply.',
  deleted: 'The comment is deleted.',
  threadDeleted: 'The thread is deleted.',
  pinReply: 'Only a comment can be pinned, not a reply.',
  pinUnpublished: 'Only a comment everyone can see can be pinned: approve or show it first.',
} as const;

const EXCERPT = 200;

export function createCommentModeration({ db, audit, replyPublished, now = () => new Date() }: CommentModerationDeps) {
  const base = () =>
    db
      .selectFrom('comments')
      .innerJoin('users', 'users.id', 'comments.user_id')
      .leftJoin('articles', (join) =>
        join.onRef('articles.section', '=', 'comments.section').onRef('articles.slug', '=', 'comments.post_slug'),
      );

  const reported = sql<boolean>`comments.hidden_at IS NULL AND EXISTS (SELECT 1 FROM comment_reports WHERE comment_reports.comment_id = comments.id)`;
  const held = sql<boolean>`comments.held_at IS NOT NULL`;

  function filtered(query: AdminCommentListQuery) {
    let q = base();
    if (query.article) {
      const [section, slug] = query.article.split('/') as [string, string];
      q = q.where('comments.section', '=', section).where(sql`lower(comments.post_slug)`, '=', slug.toLowerCase());
    }
    if (query.status === 'visible') q = q.where('comments.hidden_at', 'is', null).where('comments.held_at', 'is', null);
    if (query.status === 'hidden') q = q.where('comments.hidden_at', 'is not', null);
    if (query.status === 'reported') q = q.where(reported);
    if (query.status === 'held') q = q.where(held);
    return q;
  }

  /** A page of `from`, newest first (held, then visible reported comments first when `queueFirst`). */
  async function rows(from: ReturnType<typeof base>, queueFirst: boolean, limit: number, offset: number) {
    let q = from.select((eb) => [
      'comments.id',
      'comments.section',
      'comments.post_slug',
      'comments.parent_id',
      'comments.content',
      'comments.created',
      'comments.hidden_at',
      'comments.held_at',
      'comments.pinned_at',
      'comments.user_id',
      'users.first_name',
      'users.last_name',
      'users.email',
      'articles.title',
      eb
        .selectFrom('comment_reports')
        .select((r) => r.fn.countAll().as('n'))
        .whereRef('comment_reports.comment_id', '=', 'comments.id')
        .as('report_count'),
      eb
        .selectFrom('comments as r')
        .select((r) => r.fn.countAll().as('n'))
        .whereRef('r.parent_id', '=', 'comments.id')
        .as('replies'),
    ]);
    if (queueFirst) q = q.orderBy(sql`CASE WHEN ${held} THEN 0 WHEN ${reported} THEN 1 ELSE 2 END`);
    const found = await q.orderBy('comments.id', 'desc').limit(limit).offset(offset).execute();
    const reasons = await groupedCounts(
      db,
      'comment_reports',
      'comment_id',
      'reason',
      found.map(({ id }) => id),
    );
    return found.map((row): AdminComment => ({
      id: row.id,
      article: { section: row.section, slug: row.post_slug, title: row.title ?? row.post_slug },
      author: { id: row.user_id, name: `${row.first_name} ${row.last_name}`.trim() || 'Member', email: row.email },
      parent: row.parent_id,
      content: row.content,
      created: row.created,
      status: row.hidden_at ? 'hidden' : row.held_at ? 'held' : 'visible',
      hidden_at: row.hidden_at,
      pinned: row.pinned_at !== null,
      replies: Number(row.replies ?? 0),
      report_count: Number(row.report_count ?? 0),
      reports: reasons.get(row.id) ?? {},
    }));
  }

  async function one(id: number): Promise<AdminComment> {
    const [comment] = await rows(base().where('comments.id', '=', id), false, 1, 0);
    if (!comment) throw new NotFoundError('This comment does not exist any more.');
    return comment;
  }

  const excerpt = (text: string) => (text.length > EXCERPT ? `${text.slice(0, EXCERPT)}…` : text);
  const details = (c: AdminComment) => ({
    article: `${c.article.section}/${c.article.slug}`,
    author_id: c.author.id,
    content: excerpt(c.content),
  });

  /** Runs a change with its audit entry (the comment's details, and `more`) in one transaction. */
  async function recorded(
    actor: AuditActor,
    current: AdminComment,
    action: string,
    change: (trx: Transaction<Database>) => Promise<unknown>,
    more: Record<string, unknown> = {},
  ): Promise<void> {
    await db.transaction().execute(async (trx) => {
      await change(trx);
      await audit.record(actor, { action, target_type: 'comment', target_id: current.id, details: { ...details(current), ...more } }, trx);
    });
  }

  /** A recorded change that answers the comment as it is then. */
  async function audited(...args: Parameters<typeof recorded>): Promise<AdminComment> {
    const [, current] = args;
    await recorded(...args);
    return one(current.id);
  }

  return {
    /** Newest first; without a status filter, held comments, then visible reported ones, come first. */
    async list(query: AdminCommentListQuery): Promise<{ count: number; reported: number; held: number; results: AdminComment[] }> {
      const counted = await filtered(query)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst();
      const open = await base()
        .where(reported)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst();
      const waiting = await base()
        .where(held)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst();
      const results = await rows(filtered(query), query.status === undefined, query.page_size, (query.page - 1) * query.page_size);
      return { count: Number(counted?.n ?? 0), reported: Number(open?.n ?? 0), held: Number(waiting?.n ?? 0), results };
    },

    /** Articles that have comments, with their counts (the list's article filter). */
    async articles(): Promise<Array<{ section: string; slug: string; title: string; comments: number }>> {
      const found = await base()
        .select((eb) => ['comments.section', 'comments.post_slug', 'articles.title', eb.fn.countAll().as('n')])
        .groupBy(['comments.section', 'comments.post_slug', 'articles.title'])
        .orderBy('articles.title')
        .execute();
      return found.map((row) => ({
        section: row.section,
        slug: row.post_slug,
        title: row.title ?? row.post_slug,
        comments: Number(row.n),
      }));
    },

    /** Hides (true) or shows again (false); a change of state is recorded in the audit log. */
    async setHidden(actor: AuditActor, id: number, hidden: boolean): Promise<AdminComment> {
      const current = await one(id);
      if ((current.status === 'hidden') === hidden) return current;
      return audited(actor, current, hidden ? 'comment.hide' : 'comment.unhide', (trx) =>
        trx
          .updateTable('comments')
          .set({ hidden_at: hidden ? now().toISOString() : null })
          .where('id', '=', id)
          .execute(),
      );
    },

    /** Keeps the comment and clears its reports (it leaves the reported queue). */
    async dismissReports(actor: AuditActor, id: number): Promise<AdminComment> {
      const current = await one(id);
      if (current.report_count === 0) return current;
      return audited(
        actor,
        current,
        'comment.dismiss_reports',
        (trx) => trx.deleteFrom('comment_reports').where('comment_id', '=', id).execute(),
        { reports: current.reports },
      );
    },

    /**
     * Publishes a held comment: everyone sees it, and the member's later comments are not held. A reply
     * approved now sends its reply mail. Approving a published comment changes nothing.
     */
    async approve(actor: AuditActor, id: number): Promise<AdminComment> {
      const current = await one(id);
      if (current.status !== 'held') return current;
      const approved = await audited(actor, current, 'comment.approve', (trx) =>
        trx.updateTable('comments').set({ held_at: null }).where('id', '=', id).execute(),
      );
      if (current.parent !== null) void replyPublished(id);
      return approved;
    },

    /**
     * Pins a visible top-level comment: it leads its article's comments, in place of the one pinned
     * before (one per article); false unpins it.
     */
    async setPinned(actor: AuditActor, id: number, pinned: boolean): Promise<AdminComment> {
      const current = await one(id);
      if (current.pinned === pinned) return current;
      if (pinned && current.parent !== null) throw new AppError(409, MODERATION_MESSAGES.pinReply);
      if (pinned && current.status !== 'visible') throw new AppError(409, MODERATION_MESSAGES.pinUnpublished);
      return audited(actor, current, pinned ? 'comment.pin' : 'comment.unpin', async (trx) => {
        if (pinned) {
          await trx
            .updateTable('comments')
            .set({ pinned_at: null })
            .where('section', '=', current.article.section)
            .where('post_slug', '=', current.article.slug)
            .where('pinned_at', 'is not', null)
            .execute();
        }
        await trx
          .updateTable('comments')
          .set({ pinned_at: pinned ? now().toISOString() : null })
          .where('id', '=', id)
          .execute();
      });
    },

    /** Deletes one comment: a reply, or a comment without replies. */
    async remove(actor: AuditActor, id: number): Promise<void> {
      const current = await one(id);
      if (current.replies > 0) throw new AppError(409, MODERATION_MESSAGES.hasReplies);
      await recorded(actor, current, 'comment.delete', (trx) => trx.deleteFrom('comments').where('id', '=', id).execute());
    },

    /** Deletes a top-level comment with all its replies. */
    async removeThread(actor: AuditActor, id: number): Promise<{ replies: number }> {
      const current = await one(id);
      if (current.parent !== null) throw new AppError(409, MODERATION_MESSAGES.isReply);
      await recorded(
        actor,
        current,
        'comment.delete_thread',
        (trx) =>
          trx
            .deleteFrom('comments')
            .where((eb) => eb.or([eb('id', '=', id), eb('parent_id', '=', id)]))
            .execute(),
        { replies: current.replies },
      );
      return { replies: current.replies };
    },
  };
}

export type CommentModeration = ReturnType<typeof createCommentModeration>;
