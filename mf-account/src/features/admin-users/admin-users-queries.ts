// The users screen's server state (TanStack Query): a page of users, a user's comments, and the
// change of a user's flags, after which every loaded page of users is fetched again.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useStaffChange } from 'shared/admin';
import { listUserComments, listUsers, updateUser, type UserFlags, type UserListQuery } from './admin-users-api.ts';

export function userListQuery(query: UserListQuery) {
  return queryOptions({
    queryKey: ['admin', 'users', 'list', { ...query, q: query.q?.trim() }],
    queryFn: ({ signal }) => listUsers(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function userCommentsQuery(id: number, page: number) {
  return queryOptions({
    queryKey: ['admin', 'users', 'comments', id, page],
    queryFn: ({ signal }) => listUserComments(id, page, signal),
  });
}

export const useUpdateUser = () =>
  useStaffChange(({ id, flags }: { id: number; flags: UserFlags }) => updateUser(id, flags), ['admin', 'users', 'list']);
