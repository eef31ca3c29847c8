// The contact inbox's server state (TanStack Query): a page of messages; marking and replying
// refresh it when they succeed.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { InboxStatus } from 'contracts';
import { listMessages, markMessage, replyToMessage, type InboxQuery } from './admin-messages-api.ts';

const ROOT = ['admin', 'messages'] as const;

export function inboxQuery(query: InboxQuery) {
  return queryOptions({
    queryKey: [...ROOT, query],
    queryFn: ({ signal }) => listMessages(query, signal),
    placeholderData: (previous) => previous,
  });
}

export function useMarkMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: InboxStatus }) => markMessage(id, status),
    onSuccess: () => client.invalidateQueries({ queryKey: ROOT }),
  });
}

export function useReplyToMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: string }) => replyToMessage(id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ROOT }),
  });
}
