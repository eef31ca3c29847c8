// Wire schemas of the contact inbox (staff, /api/admin/messages/…).
import { z } from 'zod';
import { pageFields } from '../comments/admin-schemas.ts';

export const INBOX_STATUSES = ['unread', 'read', 'answered'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];
export const REPLY_MAX = 10_000;

const statusField = z.enum(INBOX_STATUSES, { message: `status must be one of ${INBOX_STATUSES.join(', ')}.` });

export const inboxQuerySchema = z.object({ ...pageFields, status: statusField.optional() });
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

export const statusBodySchema = z.object({ status: statusField });

export const replyBodySchema = z.object({
  body: z
    .string({ message: 'Write a reply.' })
    .trim()
    .min(1, 'Write a reply.')
    .max(REPLY_MAX, `A reply has at most ${REPLY_MAX.toLocaleString('en')} characters.`),
});

export const contactReplySchema = z.object({
  id: z.number().int(),
  body: z.string(),
  /** The staff user who replied. */
  by: z.string(),
  created: z.string(),
});

export const inboxMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  created: z.string(),
  status: statusField,
  replies: z.array(contactReplySchema),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

export const inboxPageSchema = z.object({
  count: z.number().int(),
  /** Unread messages, whatever the filter. */
  unread: z.number().int(),
  results: z.array(inboxMessageSchema),
});
