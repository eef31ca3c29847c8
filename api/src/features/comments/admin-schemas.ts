// Wire schemas of comment moderation (staff, /api/admin/comments/…).
import { z } from 'zod';

export const MODERATION_STATUSES = ['visible', 'hidden', 'reported'] as const;
export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_MAX_PAGE_SIZE = 100;

const wholeNumber = (label: string, max?: number) => {
  const message = max ? `${label} must be a whole number from 1 to ${max}.` : `${label} must be a whole number from 1.`;
  const base = z.coerce.number({ message }).int(message).min(1, message);
  return max ? base.max(max, message) : base;
};

export const pageFields = {
  page: wholeNumber('page').default(1),
  page_size: wholeNumber('page_size', ADMIN_MAX_PAGE_SIZE).default(ADMIN_PAGE_SIZE),
};

export const adminListQuerySchema = z.object({
  ...pageFields,
  /** `<section>/<slug>` of one article. */
  article: z
    .string()
    .trim()
    .regex(/^[a-z-]+\/[^/\s]+$/i, 'article must be <section>/<slug>.')
    .optional(),
  status: z.enum(MODERATION_STATUSES, { message: `status must be one of ${MODERATION_STATUSES.join(', ')}.` }).optional(),
});
export type AdminListQuery = z.infer<typeof adminListQuerySchema>;

export const adminCommentSchema = z.object({
  id: z.number().int(),
  article: z.object({ section: z.string(), slug: z.string(), title: z.string() }),
  author: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  /** The top-level comment of a reply; null for a comment. */
  parent: z.number().int().nullable(),
  content: z.string(),
  created: z.string(),
  status: z.enum(['visible', 'hidden']),
  hidden_at: z.string().nullable(),
  replies: z.number().int(),
  report_count: z.number().int(),
  /** Reports per reason (one of REPORT_REASONS). */
  reports: z.record(z.string(), z.number().int()),
});
export type AdminComment = z.infer<typeof adminCommentSchema>;

export const adminListSchema = z.object({
  count: z.number().int(),
  /** Visible comments with reports, whatever the filter. */
  reported: z.number().int(),
  results: z.array(adminCommentSchema),
});

export const commentedArticleSchema = z.object({
  section: z.string(),
  slug: z.string(),
  title: z.string(),
  comments: z.number().int(),
});
