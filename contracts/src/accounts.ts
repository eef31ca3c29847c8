// Wire schemas of the accounts endpoints (form or JSON bodies; form values are text), and of the
// staff users and dashboard endpoints (/api/admin/users/…, /api/admin/dashboard/).
import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, NAME_MAX } from './limits.ts';

// A new password: at least 8 characters (long passphrases welcome: up to 1024), and not one of the
// passwords leaked in breaches (the API checks that: its list stays on the server).
export const BREACHED_PASSWORD =
  'This password appears in lists of leaked passwords, so it would be guessed quickly. Choose another one: a few unrelated words work well.';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MOBILE_PATTERN = /^\+?[0-9][0-9 ()-]{4,19}$/;

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

/** Trimmed, lower-cased and checked for the shape name@domain.tld. */
const email = requiredText('Email', 254).toLowerCase().regex(EMAIL_PATTERN, 'Enter a valid email address.');

export const WEAK_PASSWORD = 'One character repeated is too easy to guess: a few unrelated words work well.';
export const BLANK_PASSWORD = 'A password of spaces only is too easy to guess: use words or characters too.';

const newPassword = z
  .string({ error: 'Password is required.' })
  .min(1, 'Password is required.')
  .min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters.`)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters.`)
  .refine((password) => password.trim() !== '', BLANK_PASSWORD)
  .refine((password) => password.trim() === '' || new Set(password).size > 1, WEAK_PASSWORD);

/** The password of the account, to prove who is asking (not checked against the policy: it is an existing one). */
const currentPassword = (label = 'Password') =>
  z
    .string({ error: `${label} is required.` })
    .min(1, `${label} is required.`)
    .max(MAX_PASSWORD_LENGTH, `${label} must be at most ${MAX_PASSWORD_LENGTH} characters.`);

/** An opaque token from a mailed link. */
const linkToken = (what: string) =>
  z
    .string({ error: `The ${what} token is required.` })
    .min(1, `The ${what} token is required.`)
    .max(200, `This is not a ${what} token.`);

/** A boolean from JSON, or from a form ("true"/"false", "1"/"0", "on"/"off"). */
const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', 'off'])], { error: 'Must be true or false.' })
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'on');

export const signUpBody = z.object({
  first_name: requiredText('First name', NAME_MAX),
  last_name: requiredText('Last name', NAME_MAX),
  email,
  password: newPassword,
});

export const signInBody = z.object({
  email: requiredText('Email', 254).toLowerCase(),
  password: currentPassword(),
});

export const refreshBody = z.object({
  refresh: z
    .string({ error: 'The refresh token is required.' })
    .min(1, 'The refresh token is required.')
    .max(200, 'This is not a refresh token.'),
});

export const googleBody = z.object({
  token: z
    .string({ error: 'The Google credential is required.' })
    .min(1, 'The Google credential is required.')
    .max(10_000, 'This is not a Google credential.'),
});

export const userPatchBody = z.object({
  first_name: requiredText('First name', NAME_MAX).optional(),
  last_name: requiredText('Last name', NAME_MAX).optional(),
  email: email.optional(),
  mobile_no: z
    .union([z.string().trim(), z.null()], { error: 'Enter a valid mobile number.' })
    .refine((v) => v === null || v === '' || MOBILE_PATTERN.test(v), 'Enter a valid mobile number.')
    .transform((v) => v || null)
    .optional(),
  is_paid_member: flag.optional(),
  is_staff: flag.optional(),
});

export const emailTokenQuery = z.object({ token: linkToken('confirmation') });

/** The button of the confirmation page: the link's token and the account's password (mailbox and password together). */
export const confirmEmailBody = z.object({ token: linkToken('confirmation'), password: z.string().max(MAX_PASSWORD_LENGTH).default('') });

// Password reset and the account page (/account).
export const passwordResetRequestBody = z.object({ email });
export const passwordResetBody = z.object({ token: linkToken('reset'), password: newPassword });
export const passwordChangeBody = z.object({
  /** Required when the account has a password; a Google-only account sets its first one without. */
  current_password: currentPassword('Current password').optional(),
  new_password: newPassword,
});
const COMMENT_CHOICES = ['keep', 'remove'] as const;
export type CommentChoice = (typeof COMMENT_CHOICES)[number];
export const accountDeleteBody = z.object({
  /** Required when the account has a password. */
  password: currentPassword().optional(),
  comments: z.enum(COMMENT_CHOICES, { error: 'Choose whether your comments stay (as “deleted member”) or are removed.' }),
});
export const newsletterSettingBody = z.object({ subscribed: flag });

export const accountSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  /** A new address waiting for its confirmation link to be used. */
  pending_email: z.string().nullable(),
  has_password: z.boolean(),
  google_linked: z.boolean(),
  newsletter: z.boolean(),
  date_joined: z.string(),
});

export const accountSessionsSchema = z.object({
  results: z.array(z.object({ signed_in_at: z.string(), last_active_at: z.string(), expires_at: z.string() })),
});

export const userIdParams = z.object({
  id: z.coerce
    .number({ error: 'The user id must be a number.' })
    .int('The user id must be a whole number.')
    .positive('The user id must be positive.'),
});

export const userListQuery = z.object({
  search: z.string().max(200, 'Search must be at most 200 characters.').default(''),
  page: z.coerce.number().int().min(1, 'Pages start at 1.').default(1),
  page_size: z.coerce.number().int().min(1).max(100, 'At most 100 users per page.').default(20),
});

export const tokenPairSchema = z.object({ access: z.string(), refresh: z.string() });

export const publicUserSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  mobile_no: z.string().nullable(),
  is_paid_member: z.boolean(),
  is_staff: z.boolean(),
  date_joined: z.string(),
  avatar_url: z.string().nullable(),
});

export const userPageSchema = z.object({
  results: z.array(publicUserSchema),
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});

export const dashboardSchema = z.object({
  users: z.number().int(),
  paid_members: z.number().int(),
  subscribers: z.number().int(),
  comments: z.number().int(),
  contact_messages: z.number().int(),
  workflows: z.number().int(),
  downloads: z.number().int(),
  signups_per_day: z.array(z.object({ date: z.string(), count: z.number().int() })),
});

export const googleSuccessSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  access: z.string(),
  refresh: z.string(),
});
export const googleErrorSchema = z.object({ status: z.literal('error'), message: z.string() });

// Staff: users and the dashboard.
export const USER_SORTS = ['date_joined', '-date_joined', 'last_login', '-last_login', 'email', '-email', 'name', '-name'] as const;
export type UserSort = (typeof USER_SORTS)[number];
/** The ranges the dashboard's charts offer. */
export const ACTIVITY_RANGES = [7, 30, 90] as const;
export type ActivityRange = (typeof ACTIVITY_RANGES)[number];

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

export const adminPageQuery = z.object({ page, page_size: pageSize(100, 20) });

/** A boolean from JSON, or from a form ("true"/"false"). */
const staffFlag = (label: string) =>
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
  is_paid_member: staffFlag('is_paid_member'),
  is_staff: staffFlag('is_staff'),
  disabled: staffFlag('disabled'),
});

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
  days: z.literal(ACTIVITY_RANGES),
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

/** GET users/currentuser/, and each user of GET users/ (staff). */
export type PublicUser = z.infer<typeof publicUserSchema>;
/** GET users/currentuser/: the signed-in user. */
export type CurrentUser = PublicUser;
/** GET users/ (staff): a page of users, searchable by name or email. */
export type UserPage = z.infer<typeof userPageSchema>;
export type SignUpInput = z.infer<typeof signUpBody>;
export type UserPatch = z.output<typeof userPatchBody>;
/** GET dashboard/ (staff): the site's counts and the sign-ups of the last 30 days. */
export type Dashboard = z.infer<typeof dashboardSchema>;
/** GET admin/dashboard/?days= (staff): events per day and the most downloaded workflows. */
export type DashboardActivity = z.infer<typeof activitySchema>;
export type ActivityDay = DashboardActivity['per_day'][number];
/** A row of GET admin/users/ (staff). */
export type AdminUser = z.infer<typeof adminUserSchema>;
/** A row of GET admin/users/{id}/comments/ (staff). */
export type UserComment = z.infer<typeof userCommentPageSchema>['results'][number];
/** GET account/: the signed-in member's own account page. */
export type Account = z.infer<typeof accountSchema>;
export type AccountSession = z.infer<typeof accountSessionsSchema>['results'][number];
export type PasswordChange = z.infer<typeof passwordChangeBody>;
export type AccountDeletion = z.infer<typeof accountDeleteBody>;
/** POST auth-return/ (Google sign-in): on success the token pair comes with it. */
export type GoogleSignInAnswer = z.infer<typeof googleSuccessSchema> | z.infer<typeof googleErrorSchema>;

const storedRows = z.array(z.record(z.string(), z.unknown()));
/** GET account/export/: everything stored about the member, as a JSON download. */
export const accountExportSchema = z.object({
  exported_at: z.string(),
  account: z.record(z.string(), z.unknown()),
  sessions: storedRows,
  comments: storedRows,
  comment_reports: storedRows,
  comment_reactions: storedRows,
  newsletter: z.record(z.string(), z.unknown()).nullable(),
  contact_messages: storedRows,
  roadmap_marks: storedRows,
  roadmap_days: storedRows,
  /** The saved, opened and downloaded articles and workflows (docs/product/library.md). */
  library: storedRows,
  /** What the member shared with workflows (its prompt and settings, its review) and the results they reported. */
  shared_results: storedRows,
  shared_result_reports: storedRows,
});
