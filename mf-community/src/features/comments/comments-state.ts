// The comment state (docs/product/community.md#comments) as a reducer: fetch, save (a comment or a reply) and delete set
// loading and clear the error; fetch success replaces the list; the list is newest first, so save
// success puts the comment at the front and "load more" appends the older page; a reply goes to the
// front of its parent's replies (its count grows), older replies go after the ones shown; delete success replaces the list with the one given; a failure
// stores the error.
import type { Comment, CommentReply } from 'contracts';

export type Operation = 'fetch' | 'more' | 'replies' | 'save' | 'reply' | 'delete';

export interface CommentsState {
  comment: Comment[];
  isLoading: boolean;
  error: string | null;
  /** What is loading, or what failed last (null after a success): the screen shows the spinner and the error where the user acted. */
  operation: Operation | null;
}

export type CommentsAction =
  | { type: 'started'; operation: Operation }
  | { type: 'fetched'; comments: Comment[] }
  | { type: 'more'; comments: Comment[] }
  | { type: 'saved'; comment: Comment }
  | { type: 'replied'; reply: CommentReply }
  | { type: 'moreReplies'; parent: number; replies: CommentReply[] }
  | { type: 'deleted'; comments: Comment[] }
  | { type: 'failed'; error: string };

export const initialCommentsState: CommentsState = { comment: [], isLoading: false, error: null, operation: null };

const done = { isLoading: false, operation: null, error: null } as const;

export function commentsReducer(state: CommentsState, action: CommentsAction): CommentsState {
  switch (action.type) {
    case 'started':
      return { ...state, isLoading: true, error: null, operation: action.operation };
    case 'fetched':
      return { ...state, ...done, comment: action.comments };
    case 'more': {
      const shown = new Set(state.comment.map((c) => c.id));
      return { ...state, ...done, comment: [...state.comment, ...action.comments.filter((c) => !shown.has(c.id))] };
    }
    case 'saved':
      return { ...state, ...done, comment: [action.comment, ...state.comment] };
    case 'replied':
      return {
        ...state,
        ...done,
        comment: state.comment.map((c) =>
          c.id === action.reply.parent ? { ...c, replies: [action.reply, ...c.replies], reply_count: c.reply_count + 1 } : c,
        ),
      };
    case 'moreReplies':
      return {
        ...state,
        ...done,
        comment: state.comment.map((c) => {
          if (c.id !== action.parent) return c;
          const shown = new Set(c.replies.map((r) => r.id));
          return { ...c, replies: [...c.replies, ...action.replies.filter((r) => !shown.has(r.id))] };
        }),
      };
    case 'deleted':
      return { ...state, ...done, comment: action.comments };
    case 'failed':
      return { ...state, isLoading: false, error: action.error };
  }
}
