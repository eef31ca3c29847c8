// SPEC §7: the comment calls (GET and POST comments/, POST comments/reply/, DELETE comments/{id}/).
import { http, type Comment, type CommentReply } from 'shared';

export function fetchComments(postSlug: string, section: string, signal?: AbortSignal): Promise<Comment[]> {
  return http.get<Comment[]>('comments/', { query: { postSlug, section }, signal, auth: false });
}

export function postComment(postSlug: string, section: string, content: string): Promise<Comment> {
  return http.post<Comment>('comments/', { post_slug: postSlug, section, content });
}

export function postReply(parent: number, content: string): Promise<CommentReply> {
  return http.post<CommentReply>('comments/reply/', { parent, content });
}

/** Answers the article's new comment list. */
export function deleteComment(id: number): Promise<Comment[]> {
  return http.delete<Comment[]>(`comments/${id}/`);
}
