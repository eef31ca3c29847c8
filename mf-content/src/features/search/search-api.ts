import { queryOptions } from '@tanstack/react-query';
import { http } from 'shared';
import type { SearchResult } from 'contracts';

export function search(q: string, signal?: AbortSignal): Promise<SearchResult[]> {
  return http.get<SearchResult[]>('search/', { query: { q }, signal });
}

export function searchQuery(q: string) {
  return queryOptions({ queryKey: ['search', q], queryFn: ({ signal }) => search(q, signal) });
}
