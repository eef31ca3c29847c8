// The comment moderation calls (staff): GET admin/comments/ and admin/comments/articles/, POST
// admin/comments/{id}/hide|unhide|dismiss-reports/, DELETE admin/comments/{id}/ and …/{id}/thread/.
import { callApi } from 'shared';
import type { AdminComment, AdminCommentList, AdminCommentListQuery, CommentedArticle } from 'contracts';

export function listComments(query: AdminCommentListQuery, signal?: AbortSignal): Promise<AdminCommentList> {
  return callApi('GET admin/comments/', { query, signal });
}

export function listCommentedArticles(signal?: AbortSignal): Promise<CommentedArticle[]> {
  return callApi('GET admin/comments/articles/', { signal });
}

export type ModerationChange = 'hide' | 'unhide' | 'dismiss-reports';

export function changeComment(id: number, change: ModerationChange): Promise<AdminComment> {
  return callApi(`POST admin/comments/:id/${change}/`, { params: { id } });
}

export function deleteComment(id: number, thread: boolean): Promise<{ message: string }> {
  return callApi(thread ? 'DELETE admin/comments/:id/thread/' : 'DELETE admin/comments/:id/', { params: { id } });
}
