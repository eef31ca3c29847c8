// The audit log calls: GET admin/audit/ (newest first, by action) and GET admin/audit/actions/.
import { queryOptions, keepPreviousData } from '@tanstack/react-query';
import { callApi } from 'shared';

export const AUDIT_PAGE_SIZE = 20;

export function auditQuery({ page, action }: { page: number; action: string }) {
  return queryOptions({
    queryKey: ['admin', 'audit', 'list', { page, action }],
    queryFn: ({ signal }) =>
      callApi('GET admin/audit/', { query: { page, page_size: AUDIT_PAGE_SIZE, action: action || undefined }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function auditActionsQuery() {
  return queryOptions({
    queryKey: ['admin', 'audit', 'actions'],
    queryFn: ({ signal }) => callApi('GET admin/audit/actions/', { signal }),
  });
}
