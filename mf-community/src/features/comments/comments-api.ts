// docs/product/community.md#comments: the comment calls (GET and POST comments/, POST comments/reply/, DELETE comments/{id}/)
// GET comments/count/, GET comments/{id}/replies/ and POST comments/{id}/report/; the list comes in pages, newest first,
// each comment with its newest replies and their count. The list is read with the
// session's token when there is one: an author sees their comments that staff hid (marked hidden).
import { http } from 'shared';
import type { Comment, CommentCount, CommentReply } from 'contracts';

/** Top-level comments per page; a full page means there may be more. */
export const PAGE_SIZE = 20;

/** Why a comment is reported (the API's list). */
export const REPORT_REASONS = [
  { value: 'spam', label: 'Spam or advertising' },
  { value: 'harassment', label: 'Harassment or hate' },
  { value: 'off-topic', label: 'Off-topic' },
  { value: 'other', label: 'Something else' },
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number]['value'];

/** A page of comments, newest first: the newest ones, or those older than the comment `before`. */
export function fetchComments(
  postSlug: string,
  section: string,
  options: { signal?: AbortSignal; before?: number } = {},
): Promise<Comment[]> {
  return http.get<Comment[]>('comments/', {
    query: { postSlug, section, limit: PAGE_SIZE, before: options.before },
    signal: options.signal,
  });
}

/** How many comments and replies of the article the reader may see (the heading's total). */
export async function fetchCommentCount(postSlug: string, section: string, options: { signal?: AbortSignal } = {}): Promise<number> {
  return (await http.get<CommentCount>('comments/count/', { query: { postSlug, section }, signal: options.signal })).count;
}

/** A page of a comment's replies older than the reply `before`, newest first. */
export function fetchReplies(parent: number, before: number | undefined): Promise<CommentReply[]> {
  return http.get<CommentReply[]>(`comments/${parent}/replies/`, { query: { before, limit: PAGE_SIZE } });
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

/** Reports a comment to the moderators; answers the message to show (also when reported before). */
export function reportComment(id: number, reason: ReportReason): Promise<{ message: string }> {
  return http.post<{ message: string }>(`comments/${id}/report/`, { reason });
}
