// Wire schemas of the newsletter's staff side (/api/admin/newsletter/…): subscribers and campaigns.
import { z } from 'zod';
import { pageFields } from '../comments/admin-schemas.ts';

export const SUBJECT_MAX = 200;
export const CAMPAIGN_BODY_MAX = 50_000;

export const pageQuerySchema = z.object(pageFields);

export const subscriberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  subscribed: z.string(),
  confirmed: z.string(),
});
export const subscriberPageSchema = z.object({ count: z.number().int(), results: z.array(subscriberSchema) });

export const campaignBodySchema = z.object({
  subject: z
    .string({ message: 'Write a subject.' })
    .trim()
    .min(1, 'Write a subject.')
    .max(SUBJECT_MAX, `A subject has at most ${SUBJECT_MAX} characters.`)
    .regex(/^[^\r\n]*$/, 'A subject fits on one line.'),
  body: z
    .string({ message: 'Write the newsletter.' })
    .trim()
    .min(1, 'Write the newsletter.')
    .max(CAMPAIGN_BODY_MAX, `A newsletter has at most ${CAMPAIGN_BODY_MAX.toLocaleString('en')} characters.`),
});
export type CampaignInput = z.infer<typeof campaignBodySchema>;

export const previewSchema = z.object({ subject: z.string(), html: z.string() });

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
