// Request and response schemas of the accounts endpoints (form or JSON bodies; form values are text).
import { z } from 'zod';
import { isBreachedPassword } from './breached-passwords.ts';
import { BREACHED_PASSWORD, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './password-rules.ts';

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

const newPassword = z
  .string({ error: 'Password is required.' })
  .min(1, 'Password is required.')
  .min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters.`)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters.`)
  .refine((password) => !isBreachedPassword(password), BREACHED_PASSWORD);

/** A boolean from JSON, or from a form ("true"/"false", "1"/"0", "on"/"off"). */
const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', 'off'])], { error: 'Must be true or false.' })
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'on');

export const signUpBody = z.object({
  first_name: requiredText('First name', 150),
  last_name: requiredText('Last name', 150),
  email,
  password: newPassword,
});

export const signInBody = z.object({
  email: requiredText('Email', 254).toLowerCase(),
  password: z
    .string({ error: 'Password is required.' })
    .min(1, 'Password is required.')
    .max(1024, 'Password must be at most 1024 characters.'),
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
  first_name: requiredText('First name', 150).optional(),
  last_name: requiredText('Last name', 150).optional(),
  email: email.optional(),
  mobile_no: z
    .union([z.string().trim(), z.null()], { error: 'Enter a valid mobile number.' })
    .refine((v) => v === null || v === '' || MOBILE_PATTERN.test(v), 'Enter a valid mobile number.')
    .transform((v) => v || null)
    .optional(),
  is_paid_member: flag.optional(),
  is_staff: flag.optional(),
});

export const emailTokenQuery = z.object({
  token: z
    .string({ error: 'The confirmation token is required.' })
    .min(1, 'The confirmation token is required.')
    .max(200, 'This is not a confirmation token.'),
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
export const messageSchema = z.object({ message: z.string() });

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
