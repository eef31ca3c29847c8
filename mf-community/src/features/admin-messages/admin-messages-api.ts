// The contact inbox calls (staff): GET admin/messages/, PATCH admin/messages/{id}/ and
// POST admin/messages/{id}/reply/.
import { http } from 'shared';
import type { InboxMessage, InboxPage, InboxStatus } from 'contracts';

export interface InboxQuery {
  page: number;
  pageSize: number;
  status?: InboxStatus;
}

export function listMessages(query: InboxQuery, signal?: AbortSignal): Promise<InboxPage> {
  return http.get<InboxPage>('admin/messages/', { query: { page: query.page, page_size: query.pageSize, status: query.status }, signal });
}

export function markMessage(id: number, status: InboxStatus): Promise<InboxMessage> {
  return http.patch<InboxMessage>(`admin/messages/${id}/`, { status });
}

export function replyToMessage(id: number, body: string): Promise<InboxMessage> {
  return http.post<InboxMessage>(`admin/messages/${id}/reply/`, { body });
}
