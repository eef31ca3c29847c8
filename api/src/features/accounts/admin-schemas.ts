// Request and answer schemas of the staff users and dashboard endpoints (/api/admin/users/…, /api/admin/dashboard/).
import { z } from 'zod';
import { USER_SORTS } from './admin-users-repository.ts';
import { ACTIVITY_RANGES, type ActivityRange } from './dashboard.ts';

const page = z.coerce
  .number({ error: 'The page must be a number.' })
  .int('The page must be a whole number.')
  .min(1, 'Pages start at 1.')
  .max(100_000, 'The page must be at most 100000.')
  .default(1);

const pageSize = (max: number, fallback: number) =>
  z.coerce
    .number({ error: 'The page size must be a number.' })
    .int('The page size must be a whole number.')
    .min(1, 'The page size must be at least 1.')
    .max(max, `At most ${max} per page.`)
    .default(fallback);

export const adminUserListQuery = z.object({
  q: z.string().max(200, 'Search must be at most 200 characters.').default(''),
  sort: z.enum(USER_SORTS, { error: `Sort by one of: ${USER_SORTS.join(', ')}.` }).default('-date_joined'),
  page,
  page_size: pageSize(100, 20),
});

export const pageQuery = z.object({ page, page_size: pageSize(100, 20) });

/** A boolean from JSON, or from a form ("true"/"false"). */
const flag = (label: string) =>
  z
    .union([z.boolean(), z.enum(['true', 'false'])], { error: `${label} must be true or false.` })
    .transform((v) => v === true || v === 'true')
    .optional();

export const adminUserIdParams = z.object({
  id: z.coerce
    .number({ error: 'The user id must be a number.' })
    .int('The user id must be a whole number.')
    .positive('The user id must be positive.')
    .max(2_147_483_647, 'No user has this id.'),
});

export const adminUserPatchBody = z.object({
  is_paid_member: flag('is_paid_member'),
  is_staff: flag('is_staff'),
  disabled: flag('disabled'),
});

export const messageSchema = z.object({ message: z.string() });
export const validationErrorSchema = z.object({ message: z.string(), errors: z.record(z.string(), z.string()) });

export const adminUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  date_joined: z.string(),
  last_login: z.string().nullable(),
  is_staff: z.boolean(),
  is_paid_member: z.boolean(),
  disabled: z.boolean(),
  disabled_at: z.string().nullable(),
});

const paged = <T extends z.ZodType>(item: T) =>
  z.object({ results: z.array(item), count: z.number().int(), page: z.number().int(), page_size: z.number().int() });

export const adminUserPageSchema = paged(adminUserSchema);

export const userCommentPageSchema = paged(
  z.object({
    id: z.number().int(),
    section: z.string(),
    post_slug: z.string(),
    article_title: z.string().nullable(),
    article_url: z.string(),
    is_reply: z.boolean(),
    content: z.string(),
    created: z.string(),
  }),
);

export const activityQuery = z.object({
  days: z.coerce
    .number({ error: 'days must be 7, 30 or 90.' })
    .refine((n) => (ACTIVITY_RANGES as readonly number[]).includes(n), 'days must be 7, 30 or 90.')
    .transform((n) => n as ActivityRange)
    .default(30),
});

export const activitySchema = z.object({
  days: z.number().int(),
  per_day: z.array(
    z.object({
      date: z.string(),
      signups: z.number().int(),
      comments: z.number().int(),
      newsletter_confirmations: z.number().int(),
      contact_messages: z.number().int(),
      downloads: z.number().int(),
    }),
  ),
  top_workflows: z.array(z.object({ id: z.number().int(), slug: z.string(), title: z.string(), downloads: z.number().int() })),
});
