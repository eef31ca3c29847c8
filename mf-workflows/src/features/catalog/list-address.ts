// The grid's address: the query parameters of a list query, defaults left out (/workflows?page=2&vram=12).
import { DEFAULT_SORT, type ListQuery } from './workflows-api.ts';

export function listParams(query: ListQuery): Record<string, string> {
  const out: Record<string, string> = {};
  if (query.page > 1) out.page = String(query.page);
  if (query.search.trim()) out.search = query.search.trim();
  if (query.sort !== DEFAULT_SORT) out.sort = query.sort;
  if (query.commercial) out.commercial = query.commercial;
  if (query.vram) out.vram = String(query.vram);
  return out;
}

/** "?page=2&sort=title", or "" for the first page with no search, sort or filter (`extra`: other parameters the page keeps, "new to you"). */
export function listSearch(query: ListQuery, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ ...extra, ...listParams(query) }).toString();
  return params ? `?${params}` : '';
}
