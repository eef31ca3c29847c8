// Wire schemas of the contact API (zod; the body may be a form or JSON), and of the staff inbox (/api/admin/messages/…).
import { z } from 'zod';
import { countedList, pageFields, requiredText } from './common.ts';
import { emailField } from './newsletter.ts';
import { MESSAGE_MAX, NAME_MAX, REPLY_MAX } from './limits.ts';

export const contactBodySchema = z.object({
  name: requiredText('Enter your name.', NAME_MAX, `A name has at most ${NAME_MAX} characters.`, 'A name fits on one line.'),
  email: emailField,
  message: requiredText('Write your message.', MESSAGE_MAX, `A message has at most ${MESSAGE_MAX.toLocaleString('en')} characters.`),
});
export type ContactInput = z.infer<typeof contactBodySchema>;

export const contactAnswerSchema = z.object({ message: z.string() });

export const INBOX_STATUSES = ['unread', 'read', 'answered'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

const statusField = z.enum(INBOX_STATUSES, { message: `status must be one of ${INBOX_STATUSES.join(', ')}.` });

export const inboxQuerySchema = z.object({ ...pageFields, status: statusField.optional() });
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

export const inboxStatusBodySchema = z.object({ status: statusField });

export const contactReplyBodySchema = z.object({
  body: requiredText('Write a reply.', REPLY_MAX, `A reply has at most ${REPLY_MAX.toLocaleString('en')} characters.`),
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

export const inboxPageSchema = countedList(inboxMessageSchema).extend({
  /** Unread messages, whatever the filter. */
  unread: z.number().int(),
});
export type InboxPage = z.infer<typeof inboxPageSchema>;
export type ContactReply = z.infer<typeof contactReplySchema>;
