// Wire schemas of shared results: what members made with a workflow (an image or a short video with
// the prompt and settings they chose to share), shown under the workflow once staff approve it
// (docs/product/workflows.md#shared-results).
import { z } from 'zod';
import { normalizeContent, REPORT_REASONS } from './comments.ts';
import { countedList, pageFields, reportCounts } from './common.ts';
import { RESULT_LIMITS } from './limits.ts';

export const RESULT_KINDS = ['image', 'video'] as const;
export type ResultKind = (typeof RESULT_KINDS)[number];
/** pending: waiting for review (only its author and staff see it); approved: in the gallery; rejected: only its author sees it. */
export const RESULT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ResultStatus = (typeof RESULT_STATUSES)[number];

/** Results per gallery page by default, and at most. */
export const RESULT_PAGE = 12;
export const RESULT_MAX_PAGE = 48;

const sharedText = (label: string, max: number) =>
  z
    .string({ message: `${label} must be text.` })
    .default('')
    .transform(normalizeContent)
    .pipe(z.string().max(max, `${label} has at most ${max.toLocaleString('en')} characters.`));

/** The fields of an upload (multipart) besides its files: what the member chose to share. */
export const resultFieldsSchema = z.object({
  prompt: sharedText('The prompt', RESULT_LIMITS.prompt),
  settings: sharedText('The settings', RESULT_LIMITS.settings),
});
export type ResultFields = z.infer<typeof resultFieldsSchema>;

const idField = z.coerce.number({ message: 'id must be a result id.' }).int('id must be a result id.').positive('id must be a result id.');
export const resultIdParamsSchema = z.object({ id: idField });
export const resultWorkflowParamsSchema = z.object({ key: z.string().trim().min(1, 'key is required.').max(300) });

export const resultListQuerySchema = z.object({
  limit: z.coerce
    .number({ message: `limit must be a whole number from 1 to ${RESULT_MAX_PAGE}.` })
    .int(`limit must be a whole number from 1 to ${RESULT_MAX_PAGE}.`)
    .min(1, `limit must be a whole number from 1 to ${RESULT_MAX_PAGE}.`)
    .max(RESULT_MAX_PAGE, `limit must be a whole number from 1 to ${RESULT_MAX_PAGE}.`)
    .default(RESULT_PAGE),
  /** Only results older than this one (the last id of the page before). */
  before: idField.optional(),
});

/** The newest approved result of a workflow: its card shows this thumbnail instead of the diagram. */
export const resultCoverSchema = z.object({
  kind: z.enum(RESULT_KINDS),
  thumbnail_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** Who made it, for the image's description. */
  author: z.string(),
});
export type ResultCover = z.infer<typeof resultCoverSchema>;

export const sharedResultSchema = z.object({
  id: z.number().int(),
  workflow_id: z.number().int(),
  kind: z.enum(RESULT_KINDS),
  /** The image or video, re-encoded (images) or cleaned (videos) on the server: no metadata. */
  media_url: z.string(),
  /** A WebP at most RESULT_LIMITS.thumbnailSide on its longer side (a video's poster frame). */
  thumbnail_url: z.string(),
  /** The thumbnail's size, so the gallery keeps its space while it loads. */
  width: z.number().int(),
  height: z.number().int(),
  prompt: z.string(),
  settings: z.string(),
  author: z.object({ id: z.number().int(), name: z.string(), avatar_url: z.string().nullable() }),
  created: z.string(),
  /** Anyone else sees approved results only; the author also sees their own pending and rejected ones. */
  status: z.enum(RESULT_STATUSES),
});
export type SharedResult = z.infer<typeof sharedResultSchema>;

export const resultReportBodySchema = z.object({
  reason: z.enum(REPORT_REASONS, { message: `reason must be one of ${REPORT_REASONS.join(', ')}.` }),
});

// Review (staff, /api/admin/results/…).
export const RESULT_QUEUES = ['pending', 'approved', 'rejected', 'reported'] as const;
export type ResultQueue = (typeof RESULT_QUEUES)[number];
export const adminResultListQuerySchema = z.object({
  ...pageFields,
  status: z.enum(RESULT_QUEUES, { message: `status must be one of ${RESULT_QUEUES.join(', ')}.` }).default('pending'),
});
export type AdminResultListQuery = z.infer<typeof adminResultListQuerySchema>;

export const adminResultSchema = sharedResultSchema.extend({
  workflow: z.object({ id: z.number().int(), title: z.string() }),
  author: z.object({ id: z.number().int(), name: z.string(), email: z.string(), avatar_url: z.string().nullable() }),
  reviewed_at: z.string().nullable(),
  ...reportCounts,
});
export type AdminResult = z.infer<typeof adminResultSchema>;

export const adminResultListSchema = countedList(adminResultSchema).extend({
  /** Results waiting for review, whatever the filter. */
  pending: z.number().int(),
});
export type AdminResultList = z.infer<typeof adminResultListSchema>;
