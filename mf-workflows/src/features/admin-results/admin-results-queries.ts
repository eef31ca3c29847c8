// The review queue's server state (TanStack Query): one page of results by status, and the staff's
// decisions (approve, reject, delete), which read the queue again when they succeed.
import { queryOptions } from '@tanstack/react-query';
import { callApi } from 'shared';
import { useStaffChange } from 'shared/admin';
import type { AdminResultListQuery } from 'contracts';

const ROOT = ['admin', 'results'] as const;

export function reviewQueueQuery(query: AdminResultListQuery) {
  return queryOptions({
    queryKey: [...ROOT, 'list', query],
    queryFn: ({ signal }) => callApi('GET admin/results/', { query, signal }),
    placeholderData: (previous) => previous,
  });
}

export type ReviewDecision = 'approve' | 'reject';

export const useReviewDecision = () =>
  useStaffChange(
    ({ id, decision }: { id: number; decision: ReviewDecision }) => callApi(`POST admin/results/:id/${decision}/`, { params: { id } }),
    ROOT,
  );

export const useResultDelete = () =>
  useStaffChange(({ id }: { id: number }) => callApi('DELETE admin/results/:id/', { params: { id } }), ROOT);
