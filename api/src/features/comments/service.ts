// Comments on articles: one level of replies (a reply to a reply joins its top comment), removal by
// the author or staff. Dependencies are passed in.
import { AppError, NotFoundError } from '../../lib/errors.ts';
import type { ArticlesService } from '../articles/service.ts';
import type { CommentRow, CommentsRepository, Viewer } from './repository.ts';
import {
  type Comment,
  type CommentInput,
  type CommentReply,
  type CommentReplyInput,
  DEFAULT_PAGE,
  REPLY_PREVIEW,
  type ReportReason,
} from 'contracts';

export interface Page {
  limit: number;
  /** Only comments older than this one (the last of the page before). */
  before?: number;
}

export interface CommentsServiceDeps {
  repository: CommentsRepository;
  articles: Pick<ArticlesService, 'find'>;
  now?: () => Date;
}

export interface Commenter {
  id: number;
  is_staff: boolean;
}

export const NOT_YOURS = 'You can only delete your own comments.';
export const REPORT_MESSAGES = {
  thanks: 'Thank you for the report. A moderator will look at this comment.',
  already: 'You have already reported this comment. A moderator will look at it.',
  own: 'You cannot report your own comment.',
} as const;

function toReply(row: CommentRow): CommentReply {
  return {
    id: row.id,
    post_slug: row.post_slug,
    section: row.section,
    parent: row.parent_id,
    content: row.content,
    author: { id: row.user_id, name: `${row.first_name} ${row.last_name}`.trim() || 'Member', avatar_url: row.avatar_url },
    created: row.created,
    ...(row.hidden_at ? { hidden: true } : {}),
  };
}

/** Top-level comments in the order given (newest first), each with its replies newest first and their count. */
function toTree(rows: CommentRow[], replyCounts: Map<number, number>): Comment[] {
  const comments = new Map<number, Comment>();
  for (const row of rows) {
    if (row.parent_id === null) comments.set(row.id, { ...toReply(row), replies: [], reply_count: replyCounts.get(row.id) ?? 0 });
  }
  for (const row of rows) if (row.parent_id !== null) comments.get(row.parent_id)?.replies.unshift(toReply(row));
  return [...comments.values()];
}

export function createCommentsService({ repository, articles, now = () => new Date() }: CommentsServiceDeps) {
  const listStored = async (section: string, postSlug: string, viewer: Viewer | null, page: Page = { limit: DEFAULT_PAGE }) => {
    const rows = await repository.listPage(section, postSlug, { ...page, replies: REPLY_PREVIEW }, viewer);
    const counts = await repository.replyCounts(
      rows.filter((row) => row.parent_id === null).map((row) => row.id),
      viewer,
    );
    return toTree(rows, counts);
  };

  return {
    /**
     * A page of an article's comments (its slug in any case), newest first, as `viewer` may see them
     * (hidden ones only to their author and staff, marked hidden); none for an unknown article.
     */
    async list(section: string, postSlug: string, page: Page, viewer: Viewer | null): Promise<Comment[]> {
      const article = await articles.find(section, postSlug);
      return article ? listStored(article.section, article.slug, viewer, page) : [];
    },

    /** The article's comments and replies `viewer` may see; 0 for an unknown article. */
    async count(section: string, postSlug: string, viewer: Viewer | null): Promise<number> {
      const article = await articles.find(section, postSlug);
      return article ? repository.count(article.section, article.slug, viewer) : 0;
    },

    /** A page of a comment's replies, newest first; NotFoundError for a reply or a comment the viewer cannot see. */
    async replies(id: number, page: Page, viewer: Viewer | null): Promise<CommentReply[]> {
      const parent = await repository.find(id);
      const visible = parent && (!parent.hidden_at || viewer?.is_staff || viewer?.id === parent.user_id);
      if (!parent || parent.parent_id !== null || !visible) throw new NotFoundError('This comment does not exist any more.');
      return (await repository.listReplies(id, page, viewer)).map(toReply);
    },

    async create(user: Commenter, input: CommentInput): Promise<Comment> {
      const article = await articles.find(input.section, input.post_slug);
      if (!article) throw new NotFoundError(`There is no article "${input.post_slug}" in ${input.section}.`);
      const row = await repository.insert({
        section: article.section,
        post_slug: article.slug,
        parent_id: null,
        user_id: user.id,
        content: input.content,
        created: now().toISOString(),
      });
      return { ...toReply(row), replies: [], reply_count: 0 };
    },

    async reply(user: Commenter, input: CommentReplyInput): Promise<CommentReply> {
      const parent = await repository.find(input.parent);
      if (!parent) throw new NotFoundError('The comment you are replying to does not exist any more.');
      const row = await repository.insert({
        section: parent.section,
        post_slug: parent.post_slug,
        parent_id: parent.parent_id ?? parent.id,
        user_id: user.id,
        content: input.content,
        created: now().toISOString(),
      });
      return toReply(row);
    },

    /**
     * Reports a comment the user can see (not their own). One report per user and comment: a second
     * one changes nothing and says so (`created` false).
     */
    async report(user: Commenter, id: number, reason: ReportReason): Promise<{ created: boolean; message: string }> {
      const row = await repository.find(id);
      if (!row || (row.hidden_at && row.user_id !== user.id && !user.is_staff)) {
        throw new NotFoundError('This comment does not exist any more.');
      }
      if (row.user_id === user.id) throw new AppError(403, REPORT_MESSAGES.own);
      const created = await repository.addReport({ comment_id: id, user_id: user.id, reason, created: now().toISOString() });
      return { created, message: created ? REPORT_MESSAGES.thanks : REPORT_MESSAGES.already };
    },

    /** Deletes a comment (with its replies) and answers the first page of the article's comments. */
    async remove(user: Commenter, id: number): Promise<Comment[]> {
      const row = await repository.find(id);
      if (!row) throw new NotFoundError('This comment does not exist any more.');
      if (row.user_id !== user.id && !user.is_staff) throw new AppError(403, NOT_YOURS);
      await repository.deleteWithReplies(id);
      return listStored(row.section, row.post_slug, user);
    },
  };
}

export type CommentsService = ReturnType<typeof createCommentsService>;
