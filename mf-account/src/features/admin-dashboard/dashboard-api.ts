// The dashboard's calls: the site's counts (GET admin/dashboard/counts/) and the events per day over a range
// (GET admin/dashboard/?days=7|30|90).
import { queryOptions, keepPreviousData } from '@tanstack/react-query';
import { callApi } from 'shared';
import type { ActivityRange } from 'contracts';

export const RANGES: readonly ActivityRange[] = [7, 30, 90];
export const DEFAULT_RANGE: ActivityRange = 30;

export function countsQuery() {
  return queryOptions({
    queryKey: ['admin', 'dashboard', 'counts'],
    queryFn: ({ signal }) => callApi('GET admin/dashboard/counts/', { signal }),
  });
}

export function activityQuery(days: ActivityRange) {
  return queryOptions({
    queryKey: ['admin', 'dashboard', 'activity', days],
    queryFn: ({ signal }) => callApi('GET admin/dashboard/', { query: { days }, signal }),
    placeholderData: keepPreviousData,
  });
}
