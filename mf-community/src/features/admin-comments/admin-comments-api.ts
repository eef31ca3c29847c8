// The comment moderation calls (staff): GET admin/comments/ and admin/comments/articles/, POST
// admin/comments/{id}/hide|unhide|dismiss-reports/, DELETE admin/comments/{id}/ and …/{id}/thread/.
import { http } from 'shared';

export type ModerationStatus = 'visible' | 'hidden' | 'reported';

export interface AdminComment {
  id: number;
  article: { section: string; slug: string; title: string };
  author: { id: number; name: string; email: string };
  parent: number | null;
  content: string;
  created: string;
  status: 'visible' | 'hidden';
  hidden_at: string | null;
  replies: number;
  report_count: number;
  reports: Record<string, number>;
}

export interface AdminCommentPage {
  count: number;
  /** Visible comments with reports (the moderation queue). */
  reported: number;
  results: AdminComment[];
}

export interface CommentedArticle {
  section: string;
  slug: string;
  title: string;
  comments: number;
}

export interface ModerationQuery {
  page: number;
  pageSize: number;
  /** `<section>/<slug>` */
  article?: string;
  status?: ModerationStatus;
}

export function listComments(query: ModerationQuery, signal?: AbortSignal): Promise<AdminCommentPage> {
  return http.get<AdminCommentPage>('admin/comments/', {
    query: { page: query.page, page_size: query.pageSize, article: query.article, status: query.status },
    signal,
  });
}

export function listCommentedArticles(signal?: AbortSignal): Promise<CommentedArticle[]> {
  return http.get<CommentedArticle[]>('admin/comments/articles/', { signal });
}

export type ModerationChange = 'hide' | 'unhide' | 'dismiss-reports';

export function changeComment(id: number, change: ModerationChange): Promise<AdminComment> {
  return http.post<AdminComment>(`admin/comments/${id}/${change}/`);
}

export function deleteComment(id: number, thread: boolean): Promise<{ message: string }> {
  return http.delete<{ message: string }>(`admin/comments/${id}/${thread ? 'thread/' : ''}`);
}
