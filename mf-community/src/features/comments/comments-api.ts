// SPEC §7: the comment calls (GET and POST comments/, POST comments/reply/, DELETE comments/{id}/);
// the list comes in pages, newest first.
import { http, type Comment, type CommentReply } from 'shared';

/** Top-level comments per page; a full page means there may be more. */
export const PAGE_SIZE = 20;

/** A page of comments, newest first: the newest ones, or those older than the comment `before`. */
export function fetchComments(
  postSlug: string,
  section: string,
  options: { signal?: AbortSignal; before?: number } = {},
): Promise<Comment[]> {
  return http.get<Comment[]>('comments/', {
    query: { postSlug, section, limit: PAGE_SIZE, before: options.before },
    signal: options.signal,
    auth: false,
  });
}

export function postComment(postSlug: string, section: string, content: string): Promise<Comment> {
  return http.post<Comment>('comments/', { post_slug: postSlug, section, content });
}

export function postReply(parent: number, content: string): Promise<CommentReply> {
  return http.post<CommentReply>('comments/reply/', { parent, content });
}

/** Answers the first page of the article's comments. */
export function deleteComment(id: number): Promise<Comment[]> {
  return http.delete<Comment[]>(`comments/${id}/`);
}
