// The contact inbox calls (staff): GET admin/messages/, PATCH admin/messages/{id}/ and
// POST admin/messages/{id}/reply/.
import { callApi } from 'shared';
import type { InboxMessage, InboxPage, InboxQuery, InboxStatus } from 'contracts';

export function listMessages(query: InboxQuery, signal?: AbortSignal): Promise<InboxPage> {
  return callApi('GET admin/messages/', { query, signal });
}

export function markMessage(id: number, status: InboxStatus): Promise<InboxMessage> {
  return callApi('PATCH admin/messages/:id/', { params: { id }, body: { status } });
}

export function replyToMessage(id: number, body: string): Promise<InboxMessage> {
  return callApi('POST admin/messages/:id/reply/', { params: { id }, body: { body } });
}
