// Roadmap progress (docs/product/content.md#progress, decision 0032): a member's mark on each step of
// the AI Roadmap, the merge of the marks a visitor made before signing in, the public progress page
// and its handle.
import { z } from 'zod';
import { HANDLE_MAX, HANDLE_MIN, HANDLE_RULE, ROADMAP_STEP_IDS, STEP_STATUSES } from './limits.ts';

const stepId = z.enum(ROADMAP_STEP_IDS, { error: 'Name a step of the AI Roadmap.' });
const stepStatus = z.enum(STEP_STATUSES, { error: 'The mark must be done, learning, skipped or none.' });

export const progressMarkSchema = z.object({ step: stepId, status: stepStatus, at: z.string() });
export type ProgressMark = z.infer<typeof progressMarkSchema>;

/** GET progress/: the member's marks (cleared ones left out) and whether their public page is on. */
export const progressSchema = z.object({
  marks: z.array(progressMarkSchema),
  public: z.boolean(),
  handle: z.string().nullable(),
});
export type Progress = z.infer<typeof progressSchema>;

export const stepParams = z.object({ step: stepId });
export const stepMarkBody = z.object({ status: stepStatus });

/** POST progress/merge/: the marks a visitor kept in the browser, each with when it was made. */
export const progressMergeBody = z.object({
  marks: z
    .array(
      z.object({
        step: stepId,
        status: stepStatus,
        at: z.iso.datetime({ offset: true, error: 'Each mark needs the time it was made (ISO 8601).' }),
      }),
    )
    .min(1, 'Send at least one mark.')
    .max(ROADMAP_STEP_IDS.length, `Send at most ${ROADMAP_STEP_IDS.length} marks, one per step.`),
});

const HANDLE_PATTERN = /^[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9]))*$/;

export const handleSchema = z
  .string({ error: 'Choose a handle.' })
  .trim()
  .toLowerCase()
  .min(HANDLE_MIN, HANDLE_RULE)
  .max(HANDLE_MAX, HANDLE_RULE)
  .regex(HANDLE_PATTERN, HANDLE_RULE);

/** GET/PUT progress/sharing/: the public page's switch and handle (a suggestion while none is chosen). */
export const progressSharingSchema = z.object({
  public: z.boolean(),
  handle: z.string().nullable(),
  suggested_handle: z.string(),
});
export type ProgressSharing = z.infer<typeof progressSharingSchema>;
export const progressSharingBody = z.object({ public: z.boolean({ error: 'Say whether the page is public.' }), handle: handleSchema });

export const publicProgressParams = z.object({ handle: z.string().max(100) });

/** GET progress/public/:handle/: what the public page shows: marks, and the days with progress up to `until`. */
export const publicProgressSchema = z.object({
  handle: z.string(),
  marks: z.array(progressMarkSchema.pick({ step: true, status: true })),
  /** UTC days (YYYY-MM-DD) from `since` to `until` on which a step was marked done or learning, with how many marks. */
  days: z.array(z.object({ day: z.string(), marks: z.number().int() })),
  since: z.string(),
  until: z.string(),
});
export type PublicProgress = z.infer<typeof publicProgressSchema>;
