// The staff users calls: GET admin/users/, PATCH admin/users/{id}/, GET admin/users/{id}/comments/.
import { callApi } from 'shared';
import type { AdminUser, Page, RouteBody, RouteQuery, UserComment, UserSort } from 'contracts';

/** A sort key without its direction (a leading '-' sorts descending). */
export type UserSortKey = Exclude<UserSort, `-${string}`>;

export const USERS_PAGE_SIZE = 20;
export const DEFAULT_USER_SORT: UserSort = '-date_joined';

export type UserListQuery = RouteQuery<'GET admin/users/'>;

/** The flags staff change; each is left alone when absent. */
export type UserFlags = RouteBody<'PATCH admin/users/:id/'>;

export function listUsers(query: UserListQuery, signal?: AbortSignal): Promise<Page<AdminUser>> {
  return callApi('GET admin/users/', { query: { ...query, q: query.q?.trim() || undefined }, signal });
}

export function updateUser(id: number, flags: UserFlags): Promise<AdminUser> {
  return callApi('PATCH admin/users/:id/', { params: { id }, body: flags });
}

export function listUserComments(id: number, page: number, signal?: AbortSignal): Promise<Page<UserComment>> {
  return callApi('GET admin/users/:id/comments/', { params: { id }, query: { page, page_size: 10 }, signal });
}
