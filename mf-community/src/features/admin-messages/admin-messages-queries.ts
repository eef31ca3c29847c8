// The contact inbox's server state (TanStack Query): a page of messages; marking and replying
// refresh it when they succeed.
import { queryOptions } from '@tanstack/react-query';
import { useStaffChange } from 'shared/admin';
import type { InboxQuery, InboxStatus } from 'contracts';
import { listMessages, markMessage, replyToMessage } from './admin-messages-api.ts';

const ROOT = ['admin', 'messages'] as const;

export function inboxQuery(query: InboxQuery) {
  return queryOptions({
    queryKey: [...ROOT, query],
    queryFn: ({ signal }) => listMessages(query, signal),
    placeholderData: (previous) => previous,
  });
}

export const useMarkMessage = () => useStaffChange(({ id, status }: { id: number; status: InboxStatus }) => markMessage(id, status), ROOT);

export const useReplyToMessage = () => useStaffChange(({ id, body }: { id: number; body: string }) => replyToMessage(id, body), ROOT);
