// Wire schemas of the comments API (zod). Content is plain text: stored and answered as written
// (trimmed, line breaks kept), never HTML.
import { z } from 'zod';
import { SECTIONS } from '../articles/schemas.ts';

export const CONTENT_MAX = 5000;

/** Line endings unified, control characters other than tab and line feed removed, trimmed. */
export function normalizeContent(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex -- control characters are what this removes
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

export const listQuerySchema = z.object({
  postSlug: slugField('postSlug'),
  section: sectionField,
  limit: z.coerce
    .number({ message: `limit must be a whole number from 1 to ${MAX_PAGE}.` })
    .int(`limit must be a whole number from 1 to ${MAX_PAGE}.`)
    .min(1, `limit must be a whole number from 1 to ${MAX_PAGE}.`)
    .max(MAX_PAGE, `limit must be a whole number from 1 to ${MAX_PAGE}.`)
    .default(DEFAULT_PAGE),
  before: idField('before').optional(),
});
export const createBodySchema = z.object({ post_slug: slugField('post_slug'), section: sectionField, content: contentField });
export const replyBodySchema = z.object({ parent: idField('parent'), content: contentField });
export const idParamsSchema = z.object({ id: idField('id') });
export type CreateInput = z.infer<typeof createBodySchema>;
export type ReplyInput = z.infer<typeof replyBodySchema>;

export const authorSchema = z.object({ id: z.number().int(), name: z.string(), avatar_url: z.string().nullable() });

export const replySchema = z.object({
  id: z.number().int(),
  post_slug: z.string(),
  section: z.string(),
  /** The top-level comment this reply belongs to; null for a comment. */
  parent: z.number().int().nullable(),
  content: z.string(),
  author: authorSchema,
  created: z.string(),
  /** Present (true) on a comment staff hid: only its author and staff see it. */
  hidden: z.literal(true).optional(),
});
export type Reply = z.infer<typeof replySchema>;

export const commentSchema = replySchema.extend({ replies: z.array(replySchema) });
export type Comment = z.infer<typeof commentSchema>;

/** Why a visitor reports a comment. */
export const REPORT_REASONS = ['spam', 'harassment', 'off-topic', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const reportBodySchema = z.object({
  reason: z.enum(REPORT_REASONS, { message: `reason must be one of ${REPORT_REASONS.join(', ')}.` }),
});

export const messageSchema = z.object({ message: z.string() });
export const validationErrorSchema = z.object({ message: z.string(), errors: z.record(z.string(), z.string()) });
