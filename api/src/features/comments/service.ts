// Comments on articles: one level of replies (a reply to a reply joins its top comment), removal by
// the author or staff, reactions (one per member and comment), a member's first comment held for
// approval when staff turned that on, and the reply mail when a reply is published. Dependencies are
// passed in.
import { AppError, NotFoundError } from '../../lib/errors.ts';
import type { ArticlesService } from '../articles/service.ts';
import { mayView, type CommentRow, type CommentsRepository, type ReactionSummary, type Viewer } from './repository.ts';
import {
  type Comment,
  type CommentInput,
  type CommentReactions,
  type CommentReply,
  type CommentReplyInput,
  DEFAULT_PAGE,
  type Reaction,
  REACTION_KEYS,
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
  /** Whether staff want a member's first comment held for approval (the site setting). */
  holdFirstComments: () => Promise<boolean>;
  /** Called when a reply is published (its author's reply mail); not awaited by the answer. */
  replyPublished: (replyId: number) => Promise<void>;
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
export const NOT_PUBLISHED = 'Reactions open once the comment is visible to everyone.';
const GONE = 'This comment does not exist any more.';

const NO_REACTIONS: ReactionSummary = {
  reactions: Object.fromEntries(REACTION_KEYS.map((key) => [key, 0])) as Record<Reaction, number>,
  mine: null,
};

function toReply(row: CommentRow, summary: ReactionSummary = NO_REACTIONS): CommentReply {
  return {
    id: row.id,
    post_slug: row.post_slug,
    section: row.section,
    parent: row.parent_id,
    content: row.content,
    author: { id: row.user_id, name: `${row.first_name} ${row.last_name}`.trim() || 'Member', avatar_url: row.avatar_url },
    created: row.created,
    ...(row.hidden_at ? { hidden: true } : {}),
    ...(row.held_at ? { held: true } : {}),
    ...(row.pinned_at ? { pinned: true } : {}),
    reactions: summary.reactions,
    my_reaction: summary.mine,
  };
}

/** Top-level comments in the order given (newest first), each with its replies newest first and their count. */
function toTree(rows: CommentRow[], replyCounts: Map<number, number>, reactions: Map<number, ReactionSummary>): Comment[] {
  const comments = new Map<number, Comment>();
  for (const row of rows) {
    if (row.parent_id === null) {
      comments.set(row.id, { ...toReply(row, reactions.get(row.id)), replies: [], reply_count: replyCounts.get(row.id) ?? 0 });
    }
  }
  for (const row of rows) if (row.parent_id !== null) comments.get(row.parent_id)?.replies.unshift(toReply(row, reactions.get(row.id)));
  return [...comments.values()];
}

export function createCommentsService({
  repository,
  articles,
  holdFirstComments,
  replyPublished,
  now = () => new Date(),
}: CommentsServiceDeps) {
  const listStored = async (section: string, postSlug: string, viewer: Viewer | null, page: Page = { limit: DEFAULT_PAGE }) => {
    const rows = await repository.listPage(section, postSlug, { ...page, replies: REPLY_PREVIEW }, viewer);
    const counts = await repository.replyCounts(
      rows.filter((row) => row.parent_id === null).map((row) => row.id),
      viewer,
    );
    const reactions = await repository.reactions(
      rows.map((row) => row.id),
      viewer,
    );
    return toTree(rows, counts, reactions);
  };

  /** A staff member's comments are never held; a member's are until one of theirs is published. */
  const heldAt = async (user: Commenter): Promise<string | null> =>
    !user.is_staff && (await holdFirstComments()) && !(await repository.hasPublished(user.id)) ? now().toISOString() : null;

  /** The comment the user may react to: 404 when they cannot see it, 409 while only its author and staff can. */
  async function reactable(user: Commenter, id: number): Promise<CommentRow> {
    const row = await repository.find(id);
    if (!row || !mayView(row, user)) throw new NotFoundError(GONE);
    if (row.hidden_at || row.held_at) throw new AppError(409, NOT_PUBLISHED);
    return row;
  }
  const reactionsOf = async (id: number, user: Commenter): Promise<CommentReactions> => {
    const summary = (await repository.reactions([id], user)).get(id)!;
    return { id, reactions: summary.reactions, my_reaction: summary.mine };
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
      if (!parent || parent.parent_id !== null || !mayView(parent, viewer)) throw new NotFoundError(GONE);
      const rows = await repository.listReplies(id, page, viewer);
      const reactions = await repository.reactions(
        rows.map((row) => row.id),
        viewer,
      );
      return rows.map((row) => toReply(row, reactions.get(row.id)));
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
        held_at: await heldAt(user),
        replied_to: null,
      });
      return { ...toReply(row), replies: [], reply_count: 0 };
    },

    /** Replies to a comment the user can see; a published reply mails the replied-to comment's author. */
    async reply(user: Commenter, input: CommentReplyInput): Promise<CommentReply> {
      const parent = await repository.find(input.parent);
      if (!parent || !mayView(parent, user)) throw new NotFoundError('The comment you are replying to does not exist any more.');
      const row = await repository.insert({
        section: parent.section,
        post_slug: parent.post_slug,
        parent_id: parent.parent_id ?? parent.id,
        user_id: user.id,
        content: input.content,
        created: now().toISOString(),
        held_at: await heldAt(user),
        replied_to: parent.id,
      });
      if (!row.held_at) void replyPublished(row.id);
      return toReply(row);
    },

    /**
     * Sets the user's reaction on a comment, replacing the one they had (null removes it). Setting the
     * same reaction again changes nothing, so repeated or concurrent requests count once.
     */
    async react(user: Commenter, id: number, reaction: Reaction | null): Promise<CommentReactions> {
      await reactable(user, id);
      if (reaction) await repository.setReaction(id, user.id, reaction, now().toISOString());
      else await repository.removeReaction(id, user.id);
      return reactionsOf(id, user);
    },

    /**
     * Reports a comment the user can see (not their own). One report per user and comment: a second
     * one changes nothing and says so (`created` false).
     */
    async report(user: Commenter, id: number, reason: ReportReason): Promise<{ created: boolean; message: string }> {
      const row = await repository.find(id);
      if (!row || !mayView(row, user)) throw new NotFoundError(GONE);
      if (row.user_id === user.id) throw new AppError(403, REPORT_MESSAGES.own);
      const created = await repository.addReport({ comment_id: id, user_id: user.id, reason, created: now().toISOString() });
      return { created, message: created ? REPORT_MESSAGES.thanks : REPORT_MESSAGES.already };
    },

    /** Deletes a comment (with its replies) and answers the first page of the article's comments. */
    async remove(user: Commenter, id: number): Promise<Comment[]> {
      const row = await repository.find(id);
      if (!row || !mayView(row, user)) throw new NotFoundError(GONE);
      if (row.user_id !== user.id && !user.is_staff) throw new AppError(403, NOT_YOURS);
      await repository.deleteWithReplies(id);
      return listStored(row.section, row.post_slug, user);
    },
  };
}

export type CommentsService = ReturnType<typeof createCommentsService>;
