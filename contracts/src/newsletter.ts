// Wire schemas of the newsletter API (zod), and of its staff side (/api/admin/newsletter/…): subscribers and campaigns.
import { z } from 'zod';
import { pageFields, requiredText } from './common.ts';
import { CAMPAIGN_BODY_MAX, SUBJECT_MAX } from './limits.ts';

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
export const newsletterTokenQuerySchema = z.object({
  token: z.union([z.string(), z.array(z.string())]).optional(),
});

export const subscriberPageQuerySchema = z.object(pageFields);

export const subscriberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  subscribed: z.string(),
  confirmed: z.string(),
});
export const subscriberPageSchema = z.object({ count: z.number().int(), results: z.array(subscriberSchema) });

export const campaignBodySchema = z.object({
  subject: requiredText('Write a subject.', SUBJECT_MAX, `A subject has at most ${SUBJECT_MAX} characters.`, 'A subject fits on one line.'),
  body: requiredText(
    'Write the newsletter.',
    CAMPAIGN_BODY_MAX,
    `A newsletter has at most ${CAMPAIGN_BODY_MAX.toLocaleString('en')} characters.`,
  ),
});
export type CampaignInput = z.infer<typeof campaignBodySchema>;

export const campaignPreviewSchema = z.object({ subject: z.string(), html: z.string() });

export const campaignSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  /** 'sending' until every recipient is done, then 'sent'. */
  status: z.enum(['sending', 'sent']),
  created: z.string(),
  finished_at: z.string().nullable(),
  by: z.string(),
  recipients: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  pending: z.number().int(),
  /** Unsubscribed between the campaign's start and their turn. */
  skipped: z.number().int(),
});
export type Campaign = z.infer<typeof campaignSchema>;
export const campaignPageSchema = z.object({ count: z.number().int(), results: z.array(campaignSchema) });
export type CampaignPage = z.infer<typeof campaignPageSchema>;
export type Subscriber = z.infer<typeof subscriberSchema>;
export type SubscriberPage = z.infer<typeof subscriberPageSchema>;
