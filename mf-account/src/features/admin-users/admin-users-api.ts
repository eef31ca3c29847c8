// The staff users calls: GET admin/users/, PATCH admin/users/{id}/, GET admin/users/{id}/comments/.
import { http } from 'shared';
import type { AdminUser, Page, UserComment, UserSort } from 'contracts';

/** A sort key without its direction (a leading '-' sorts descending). */
export type UserSortKey = Exclude<UserSort, `-${string}`>;

export const USERS_PAGE_SIZE = 20;
export const DEFAULT_USER_SORT: UserSort = '-date_joined';

export interface UserListQuery {
  q: string;
  sort: UserSort;
  page: number;
  pageSize: number;
}

/** The flags staff change; each is left alone when absent. */
export interface UserFlags {
  is_paid_member?: boolean;
  is_staff?: boolean;
  disabled?: boolean;
}

export function listUsers({ q, sort, page, pageSize }: UserListQuery, signal?: AbortSignal): Promise<Page<AdminUser>> {
  return http.get<Page<AdminUser>>('admin/users/', { query: { q: q.trim() || undefined, sort, page, page_size: pageSize }, signal });
}

export function updateUser(id: number, flags: UserFlags): Promise<AdminUser> {
  return http.patch<AdminUser>(`admin/users/${id}/`, { ...flags });
}

export function listUserComments(id: number, page: number, signal?: AbortSignal): Promise<Page<UserComment>> {
  return http.get<Page<UserComment>>(`admin/users/${id}/comments/`, { query: { page, page_size: 10 }, signal });
}
