import { describe, expect, it } from '@jest/globals';
import type { Comment, CommentReply } from 'contracts';
import { commentsReducer, initialCommentsState, type CommentsState } from './comments-state.ts';

const author = { id: 1, name: 'Asha Rao', avatar_url: null };
const comment = (id: number, replies: CommentReply[] = []): Comment => ({
  id,
  post_slug: 'stable-diffusion',
  section: 'blog',
  parent: null,
  content: `Comment ${id}`,
  author,
  created: '2025-03-01T10:00:00.000Z',
  replies,
  reply_count: replies.length,
});
const reply = (id: number, parent: number): CommentReply => ({
  id,
  post_slug: 'stable-diffusion',
  section: 'blog',
  parent,
  content: `Reply ${id}`,
  author,
  created: '2025-03-01T10:00:00.000Z',
});

const loaded = (comments: Comment[]): CommentsState => ({ ...initialCommentsState, comment: comments });

describe('comment state (docs/product/community.md#comments)', () => {
  it.each(['fetch', 'save', 'reply', 'delete'] as const)('%s sets loading and clears the error', (operation) => {
    const before: CommentsState = { ...loaded([comment(1)]), error: 'Earlier failure', operation: 'save' };
    const after = commentsReducer(before, { type: 'started', operation });
    expect(after).toEqual({ comment: [comment(1)], isLoading: true, error: null, operation });
  });

  it('fetch success replaces the list and stops loading', () => {
    const loading = commentsReducer(loaded([comment(9)]), { type: 'started', operation: 'fetch' });
    const after = commentsReducer(loading, { type: 'fetched', comments: [comment(1), comment(2)] });
    expect(after).toEqual({ comment: [comment(1), comment(2)], isLoading: false, error: null, operation: null });
  });

  it('save success puts the comment first (the list is newest first)', () => {
    const saving = commentsReducer(loaded([comment(1)]), { type: 'started', operation: 'save' });
    const after = commentsReducer(saving, { type: 'saved', comment: comment(2) });
    expect(after.comment.map((c) => c.id)).toEqual([2, 1]);
    expect(after.isLoading).toBe(false);
  });

  it('load-more success appends the older page, skipping comments already shown', () => {
    const loading = commentsReducer(loaded([comment(9), comment(8)]), { type: 'started', operation: 'more' });
    const after = commentsReducer(loading, { type: 'more', comments: [comment(8), comment(7), comment(6)] });
    expect(after.comment.map((c) => c.id)).toEqual([9, 8, 7, 6]);
    expect(after).toMatchObject({ isLoading: false, operation: null, error: null });
  });

  it('reply success puts the reply at the front of the replies of the comment whose id matches its parent', () => {
    const before = loaded([comment(1, [reply(10, 1)]), comment(2, [reply(11, 2)])]);
    const after = commentsReducer(commentsReducer(before, { type: 'started', operation: 'reply' }), {
      type: 'replied',
      reply: reply(12, 2),
    });
    expect(after.comment[0]!.replies.map((r) => r.id)).toEqual([10]);
    expect(after.comment[1]!.replies.map((r) => r.id)).toEqual([12, 11]);
    expect(after.comment[1]!.reply_count).toBe(2);
    expect(after.isLoading).toBe(false);
    // The earlier state is not changed.
    expect(before.comment[1]!.replies.map((r) => r.id)).toEqual([11]);
  });

  it('older replies go after the ones shown, once each, under their comment only', () => {
    const before = loaded([{ ...comment(1, [reply(20, 1), reply(19, 1)]), reply_count: 5 }, comment(2)]);
    const after = commentsReducer(before, { type: 'moreReplies', parent: 1, replies: [reply(19, 1), reply(18, 1), reply(17, 1)] });
    expect(after.comment[0]!.replies.map((r) => r.id)).toEqual([20, 19, 18, 17]);
    expect(after.comment[0]!.reply_count).toBe(5);
    expect(after.comment[1]).toEqual(comment(2));
  });

  it('a reply whose parent is not in the list changes nothing but the loading flag', () => {
    const before = loaded([comment(1)]);
    const after = commentsReducer(before, { type: 'replied', reply: reply(12, 99) });
    expect(after.comment).toEqual(before.comment);
  });

  it('delete success replaces the list with the one given', () => {
    const before = commentsReducer(loaded([comment(1), comment(2, [reply(3, 2)])]), { type: 'started', operation: 'delete' });
    const after = commentsReducer(before, { type: 'deleted', comments: [comment(1)] });
    expect(after).toEqual({ comment: [comment(1)], isLoading: false, error: null, operation: null });
  });

  it('a failure stores the error, stops loading, keeps the list and remembers which operation failed', () => {
    const before = commentsReducer(loaded([comment(1)]), { type: 'started', operation: 'save' });
    const after = commentsReducer(before, { type: 'failed', error: 'Sign in to continue.' });
    expect(after).toEqual({ comment: [comment(1)], isLoading: false, error: 'Sign in to continue.', operation: 'save' });
  });
});
