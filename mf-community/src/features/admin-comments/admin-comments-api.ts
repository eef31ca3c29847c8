// The comment moderation calls (staff): GET admin/comments/ and admin/comments/articles/, POST
// admin/comments/{id}/hide|unhide|dismiss-reports|approve|pin|unpin/, DELETE admin/comments/{id}/ and
// …/{id}/thread/, GET|PUT admin/comments/settings/.
import { callApi } from 'shared';
import type { AdminComment, AdminCommentList, AdminCommentListQuery, CommentedArticle, CommentSettings } from 'contracts';

export function listComments(query: AdminCommentListQuery, signal?: AbortSignal): Promise<AdminCommentList> {
  return callApi('GET admin/comments/', { query, signal });
}

export function listCommentedArticles(signal?: AbortSignal): Promise<CommentedArticle[]> {
  return callApi('GET admin/comments/articles/', { signal });
}

export type ModerationChange = 'hide' | 'unhide' | 'dismiss-reports' | 'approve' | 'pin' | 'unpin';

export function changeComment(id: number, change: ModerationChange): Promise<AdminComment> {
  return callApi(`POST admin/comments/:id/${change}/`, { params: { id } });
}

export function deleteComment(id: number, thread: boolean): Promise<{ message: string }> {
  return callApi(thread ? 'DELETE admin/comments/:id/thread/' : 'DELETE admin/comments/:id/', { params: { id } });
}

export function readCommentSettings(signal?: AbortSignal): Promise<CommentSettings> {
  return callApi('GET admin/comments/settings/', { signal });
}

export function saveCommentSettings(settings: CommentSettings): Promise<CommentSettings> {
  return callApi('PUT admin/comments/settings/', { body: settings });
}
