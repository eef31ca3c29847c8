import { http } from 'shared';

export interface CommentAuthor {
  id: number;
  name: string;
  avatar_url: string | null;
}
export interface Comment {
  id: number;
  post_slug: string;
  section: string;
  content: string;
  author: CommentAuthor;
  created: string;
  parent?: number | null;
  replies: Comment[];
}

export function fetchComments(postSlug: string, section: string, signal?: AbortSignal): Promise<Comment[]> {
  return http.get<Comment[]>('comments/', { query: { postSlug, section }, signal });
}
