import { http, type SearchResult } from 'shared';

export function search(q: string, signal?: AbortSignal): Promise<SearchResult[]> {
  return http.get<SearchResult[]>('search/', { query: { q }, signal });
}
