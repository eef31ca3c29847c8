// Wire schemas of the newsletter API (zod).
import { z } from 'zod';

export const emailField = z
  .string({ message: 'Enter your email.' })
  .trim()
  .min(1, 'Enter your email.')
  .max(254, 'An email address has at most 254 characters.')
  .pipe(z.email('Enter a valid email address.'));

export const subscribeBodySchema = z.object({ email: emailField });

export const SUBSCRIBE_STATUSES = ['pending', 'already-subscribed'] as const;
export const subscribeAnswerSchema = z.object({
  status: z.enum(SUBSCRIBE_STATUSES),
  message: z.string(),
});
export type SubscribeAnswer = z.infer<typeof subscribeAnswerSchema>;

/** A missing or malformed token is answered with the "link not valid" page, not a JSON error. */
export const tokenQuerySchema = z.object({
  token: z.union([z.string(), z.array(z.string())]).optional(),
});

export const messageSchema = z.object({ message: z.string() });
export const validationErrorSchema = z.object({ message: z.string(), errors: z.record(z.string(), z.string()) });
