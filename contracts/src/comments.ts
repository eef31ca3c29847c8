// Wire schemas of the comments API (zod). Content is plain text: stored and answered as written
// (trimmed, line breaks kept), never HTML.
import { z } from 'zod';
import { countedList, pageFields, reportCounts } from './common.ts';
import { SECTIONS } from './articles.ts';
import { CONTENT_MAX } from './limits.ts';

/** Line endings unified, control characters other than tab and line feed removed, trimmed. */
export function normalizeContent(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '')
      .trim()
  );
}

const contentField = z
  .string({ message: 'Write a comment.' })
  .transform(normalizeContent)
  .pipe(
    z
      .string()
      .min(1, 'Write a comment.')
      .max(CONTENT_MAX, `A comment has at most ${CONTENT_MAX.toLocaleString('en')} characters.`),
  );

const sectionField = z.enum(SECTIONS, { message: `section must be one of ${SECTIONS.join(', ')}.` });
const slugField = (label: string) =>
  z
    .string({ message: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(300);
const idField = (label: string) =>
  z.coerce
    .number({ message: `${label} must be a comment id.` })
    .int(`${label} must be a comment id.`)
    .positive(`${label} must be a comment id.`);

/** Top-level comments per page by default, and at most. */
export const DEFAULT_PAGE = 20;
export const MAX_PAGE = 50;

const pageLimit = z.coerce
  .number({ message: `limit must be a whole number from 1 to ${MAX_PAGE}.` })
  .int(`limit must be a whole number from 1 to ${MAX_PAGE}.`)
  .min(1, `limit must be a whole number from 1 to ${MAX_PAGE}.`)
  .max(MAX_PAGE, `limit must be a whole number from 1 to ${MAX_PAGE}.`)
  .default(DEFAULT_PAGE);

export const commentListQuerySchema = z.object({
  postSlug: slugField('postSlug'),
  section: sectionField,
  limit: pageLimit,
  before: idField('before').optional(),
});
/** The newest replies that come with each comment; older ones through GET comments/{id}/replies/. */
export const REPLY_PREVIEW = 5;

export const commentRepliesQuerySchema = z.object({ limit: pageLimit, before: idField('before').optional() });
export const commentCountQuerySchema = z.object({ postSlug: slugField('postSlug'), section: sectionField });
export const commentCountSchema = z.object({ count: z.number().int() });
/** GET comments/count/: the comments and replies of an article the reader may see. */
export type CommentCount = z.infer<typeof commentCountSchema>;

export const commentBodySchema = z.object({ post_slug: slugField('post_slug'), section: sectionField, content: contentField });
export const commentReplyBodySchema = z.object({ parent: idField('parent'), content: contentField });
export const commentIdParamsSchema = z.object({ id: idField('id') });
export type CommentInput = z.infer<typeof commentBodySchema>;
export type CommentReplyInput = z.infer<typeof commentReplyBodySchema>;

/**
 * The reactions a member can leave on a comment (docs/product/community.md#reactions): one per member
 * and comment; the key is what the API stores, the emoji and label what the screens show.
 */
export const COMMENT_REACTIONS = [
  { key: 'like', emoji: '👍', label: 'Like' },
  { key: 'love', emoji: '❤️', label: 'Love' },
  { key: 'celebrate', emoji: '🎉', label: 'Celebrate' },
  { key: 'thinking', emoji: '🤔', label: 'Makes me think' },
] as const;
export const REACTION_KEYS = ['like', 'love', 'celebrate', 'thinking'] as const satisfies ReadonlyArray<
  (typeof COMMENT_REACTIONS)[number]['key']
>;
export type Reaction = (typeof REACTION_KEYS)[number];
const reactionField = z.enum(REACTION_KEYS, { message: `reaction must be one of ${REACTION_KEYS.join(', ')}.` });
export const reactionBodySchema = z.object({ reaction: reactionField });
export type ReactionInput = z.infer<typeof reactionBodySchema>;
/** How many members chose each reaction (every key, 0 included), and the reader's own choice. */
export const reactionCountsSchema = z.record(reactionField, z.number().int());
export const commentReactionsSchema = z.object({
  id: z.number().int(),
  reactions: reactionCountsSchema,
  /** The reader's reaction; null when they chose none or read signed out. */
  my_reaction: reactionField.nullable(),
});
/** PUT/DELETE comments/{id}/reaction/: the comment's reactions after the change. */
export type CommentReactions = z.infer<typeof commentReactionsSchema>;

export const commentAuthorSchema = z.object({ id: z.number().int(), name: z.string(), avatar_url: z.string().nullable() });
export type CommentAuthor = z.infer<typeof commentAuthorSchema>;

export const commentReplySchema = z.object({
  id: z.number().int(),
  post_slug: z.string(),
  section: z.string(),
  /** The top-level comment this reply belongs to; null for a comment. */
  parent: z.number().int().nullable(),
  content: z.string(),
  author: commentAuthorSchema,
  created: z.string(),
  /** Present (true) on a comment staff hid: only its author and staff see it. */
  hidden: z.literal(true).optional(),
  /** Present (true) on a first comment waiting for approval: only its author and staff see it. */
  held: z.literal(true).optional(),
  /** Present (true) on the article's pinned comment, which leads the first page. */
  pinned: z.literal(true).optional(),
  reactions: reactionCountsSchema,
  my_reaction: reactionField.nullable(),
});
export type CommentReply = z.infer<typeof commentReplySchema>;

export const commentSchema = commentReplySchema.extend({
  /** The newest REPLY_PREVIEW replies, newest first. */
  replies: z.array(commentReplySchema),
  /** All its replies the reader may see. */
  reply_count: z.number().int(),
});
export type Comment = z.infer<typeof commentSchema>;

/** Why a visitor reports a comment. */
export const REPORT_REASONS = ['spam', 'harassment', 'off-topic', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const reportBodySchema = z.object({
  reason: z.enum(REPORT_REASONS, { message: `reason must be one of ${REPORT_REASONS.join(', ')}.` }),
});

// Moderation (staff, /api/admin/comments/…).
export const MODERATION_STATUSES = ['visible', 'hidden', 'reported', 'held'] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];
export const adminCommentListQuerySchema = z.object({
  ...pageFields,
  /** `<section>/<slug>` of one article. */
  article: z
    .string()
    .trim()
    .regex(/^[a-z-]+\/[^/\s]+$/i, 'article must be <section>/<slug>.')
    .optional(),
  status: z.enum(MODERATION_STATUSES, { message: `status must be one of ${MODERATION_STATUSES.join(', ')}.` }).optional(),
});
export type AdminCommentListQuery = z.infer<typeof adminCommentListQuerySchema>;

export const adminCommentSchema = z.object({
  id: z.number().int(),
  article: z.object({ section: z.string(), slug: z.string(), title: z.string() }),
  author: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  /** The top-level comment of a reply; null for a comment. */
  parent: z.number().int().nullable(),
  content: z.string(),
  created: z.string(),
  /** held: a first comment waiting for approval (only its author sees it). */
  status: z.enum(['visible', 'hidden', 'held']),
  hidden_at: z.string().nullable(),
  pinned: z.boolean(),
  replies: z.number().int(),
  ...reportCounts,
});
export type AdminComment = z.infer<typeof adminCommentSchema>;

export const adminCommentListSchema = countedList(adminCommentSchema).extend({
  /** Visible comments with reports, whatever the filter. */
  reported: z.number().int(),
  /** Comments waiting for approval, whatever the filter. */
  held: z.number().int(),
});

export const commentedArticleSchema = z.object({
  section: z.string(),
  slug: z.string(),
  title: z.string(),
  comments: z.number().int(),
});
/** GET admin/comments/ (staff). */
export type AdminCommentList = z.infer<typeof adminCommentListSchema>;
/** GET admin/comments/articles/ (staff): the articles with comments. */
export type CommentedArticle = z.infer<typeof commentedArticleSchema>;

/** Staff settings of the comments (GET/PUT admin/comments/settings/). */
export const commentSettingsSchema = z.object({
  /** Hold a member's comments until staff approve one (their first), off by default. */
  hold_first_comments: z.boolean({ message: 'hold_first_comments must be true or false.' }),
});
export type CommentSettings = z.infer<typeof commentSettingsSchema>;

/** The member's reply mails (GET/PUT account/reply-mails/): a mail when someone replies to their comment. */
export const replyMailSettingSchema = z.object({ enabled: z.boolean({ message: 'enabled must be true or false.' }) });
export type ReplyMailSetting = z.infer<typeof replyMailSettingSchema>;
