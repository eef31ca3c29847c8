// Comment moderation's server state (TanStack Query): one page of the list, the article filter's
// options, the comments' settings, and the changes, which refresh what they changed when they succeed.
import { queryOptions } from '@tanstack/react-query';
import { useStaffChange } from 'shared/admin';
import {
  changeComment,
  deleteComment,
  listCommentedArticles,
  listComments,
  readCommentSettings,
  saveCommentSettings,
  type ModerationChange,
} from './admin-comments-api.ts';
import type { AdminCommentListQuery } from 'contracts';

const ROOT = ['admin', 'comments'] as const;

export function moderationListQuery(query: AdminCommentListQuery) {
  return queryOptions({
    queryKey: [...ROOT, 'list', query],
    queryFn: ({ signal }) => listComments(query, signal),
    placeholderData: (previous) => previous,
  });
}

export function commentedArticlesQuery() {
  return queryOptions({ queryKey: [...ROOT, 'articles'], queryFn: ({ signal }) => listCommentedArticles(signal) });
}

export const useModerationChange = () =>
  useStaffChange(({ id, change }: { id: number; change: ModerationChange }) => changeComment(id, change), ROOT);

export const useModerationDelete = () =>
  useStaffChange(({ id, thread }: { id: number; thread: boolean }) => deleteComment(id, thread), ROOT);

export function commentSettingsQuery() {
  return queryOptions({ queryKey: [...ROOT, 'settings'], queryFn: ({ signal }) => readCommentSettings(signal) });
}

export const useCommentSettingsChange = () => useStaffChange(saveCommentSettings, [...ROOT, 'settings']);
