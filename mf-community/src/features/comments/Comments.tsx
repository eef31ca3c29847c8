// The comments of an article (exposed; the article page loads it when the reader gets near): the
// list (newest first, a page at a time with "Load more comments"), a post box for signed-in users,
// 'Sign in to comment' for visitors, Reply, Report (others' comments, signed in) and Delete. The
// list is fetched again when the reader signs in or out: an author sees their hidden comments.
import { useCallback, useEffect, useReducer, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Alert, Button, Empty, Skeleton, message as antMessage } from 'antd';
import { errorMessage, rememberRedirect, useSession } from 'shared';
import type { Comment, CurrentUser, ModuleProps } from 'contracts';
import { deleteComment, fetchCommentCount, fetchComments, fetchReplies, PAGE_SIZE, postComment, postReply } from './comments-api.ts';
import { commentsReducer, initialCommentsState, type CommentsAction, type Operation } from './comments-state.ts';
import { CommentForm } from './CommentForm.tsx';
import { CommentItem } from './CommentItem.tsx';
import { ReportDialog } from './ReportDialog.tsx';
import './comments.css';

/** Its props as the contracts' table of remote modules gives them (the article page draws it). */
export type CommentsProps = ModuleProps<'mf-community', 'Comments'>;

const mayDelete = (user: CurrentUser | null, authorId: number) => user !== null && (user.id === authorId || user.is_staff);
const mayReport = (user: CurrentUser | null, authorId: number) => user !== null && user.id !== authorId;
const moreRepliesLabel = (n: number) => `Show ${n} more ${n === 1 ? 'reply' : 'replies'}`;
/** How long a report's answer stays on screen, in seconds. */
const TOAST_SECONDS = 5;

export function Comments({ postSlug, section }: CommentsProps) {
  const { currentUser, ready } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [state, dispatch] = useReducer(commentsReducer, initialCommentsState);
  const [fetchedOnce, setFetchedOnce] = useState(false);
  const [replyingTo, setReplyingTo] = useState<number | null>(null);
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const [reloads, setReloads] = useState(0);
  /** Whether the last page fetched was full (older comments may follow). */
  const [hasMore, setHasMore] = useState(false);
  const [reporting, setReporting] = useState<{ id: number; author: string } | null>(null);
  /** Every comment and reply the reader may see (the API's count); null until it answers. */
  const [counted, setCounted] = useState<number | null>(null);
  /** The comment whose older replies were asked for last (its button spins, its error shows under it). */
  const [repliesOf, setRepliesOf] = useState<number | null>(null);
  const [toast, toastHolder] = antMessage.useMessage();
  const viewerId = currentUser?.id ?? null;

  useEffect(() => {
    const controller = new AbortController();
    dispatch({ type: 'started', operation: 'fetch' });
    fetchComments(postSlug, section, { signal: controller.signal })
      .then((comments) => {
        setHasMore(comments.length === PAGE_SIZE);
        dispatch({ type: 'fetched', comments });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Could not load the comments', error);
        dispatch({ type: 'failed', error: errorMessage(error) });
      })
      .finally(() => !controller.signal.aborted && setFetchedOnce(true));
    // Without the count the heading counts what is loaded.
    fetchCommentCount(postSlug, section, { signal: controller.signal }).then(setCounted, () => setCounted(null));
    return () => controller.abort();
  }, [postSlug, section, reloads, viewerId]);

  const recount = () => fetchCommentCount(postSlug, section).then(setCounted, () => setCounted(null));

  /** Runs one call through the state rules; true when it succeeded. */
  const run = useCallback(async <T,>(operation: Operation, call: () => Promise<T>, success: (result: T) => CommentsAction) => {
    dispatch({ type: 'started', operation });
    try {
      dispatch(success(await call()));
      return true;
    } catch (error) {
      const what =
        { delete: 'delete the comment', more: 'load more comments', replies: 'load more replies' }[operation as string] ??
        'save the comment';
      console.error(`Could not ${what}`, error);
      dispatch({ type: 'failed', error: errorMessage(error) });
      return false;
    }
  }, []);

  const save = (content: string) =>
    run(
      'save',
      () => postComment(postSlug, section, content),
      (comment) => {
        setCounted((n) => (n === null ? n : n + 1));
        return { type: 'saved', comment };
      },
    );

  const reply = async (parent: number, content: string) => {
    const ok = await run(
      'reply',
      () => postReply(parent, content),
      (saved) => {
        setCounted((n) => (n === null ? n : n + 1));
        return { type: 'replied', reply: saved };
      },
    );
    if (ok) setReplyingTo(null);
    return ok;
  };

  const loadMore = () =>
    run(
      'more',
      () => fetchComments(postSlug, section, { before: state.comment.at(-1)?.id }),
      (comments) => {
        setHasMore(comments.length === PAGE_SIZE);
        return { type: 'more', comments };
      },
    );

  const loadReplies = (parent: Comment) => {
    setRepliesOf(parent.id);
    return run(
      'replies',
      () => fetchReplies(parent.id, parent.replies.at(-1)?.id),
      (replies) => ({ type: 'moreReplies', parent: parent.id, replies }),
    );
  };

  const remove = async (id: number) => {
    setDeletingId(id);
    const ok = await run(
      'delete',
      () => deleteComment(id),
      (comments) => {
        setHasMore(comments.length === PAGE_SIZE);
        return { type: 'deleted', comments };
      },
    );
    setDeletingId(null);
    if (ok) void recount();
    return ok;
  };

  const signInToComment = () => {
    // Back to the comments after signing in, not to the top of the article.
    rememberRedirect(`${location.pathname}${location.search}#comments`);
    navigate('/signin');
  };

  const reportAction = (id: number, authorId: number, author: string) =>
    mayReport(currentUser, authorId) ? () => setReporting({ id, author }) : undefined;

  const { comment: comments, isLoading, error, operation } = state;
  const busy = (op: Operation) => isLoading && operation === op;
  const failed = (op: Operation) => (!isLoading && operation === op ? error : null);
  const total = counted ?? comments.reduce((sum, c) => sum + 1 + Math.max(c.reply_count, c.replies.length), 0);

  return (
    <section className="comments" aria-labelledby="comments-heading">
      {toastHolder}
      <ReportDialog
        comment={reporting}
        onClose={() => setReporting(null)}
        onDone={({ ok, message }) => void (ok ? toast.success(message, TOAST_SECONDS) : toast.error(message, TOAST_SECONDS))}
      />
      <h2 id="comments-heading">Comments{total > 0 && <span className="comments__count"> ({total})</span>}</h2>

      {ready && currentUser && (
        <CommentForm
          label="Your comment"
          placeholder="Share a thought or ask a question"
          submitLabel="Post comment"
          saving={busy('save')}
          error={failed('save')}
          onSubmit={save}
        />
      )}
      {ready && !currentUser && (
        <div className="comments__visitor">
          <span>Join the conversation.</span>
          <Button onClick={signInToComment} type="primary" ghost>
            Sign in to comment
          </Button>
        </div>
      )}

      {failed('fetch') && (
        <Alert
          type="error"
          showIcon
          title="The comments could not be loaded."
          description={failed('fetch')}
          action={
            <Button size="small" onClick={() => setReloads((n) => n + 1)}>
              Retry
            </Button>
          }
        />
      )}
      {failed('delete') && <Alert type="error" showIcon title={failed('delete')} closable className="comments__error" />}

      {!fetchedOnce && busy('fetch') && (
        <div aria-busy="true" aria-label="Loading comments">
          <Skeleton avatar active paragraph={{ rows: 2 }} />
          <Skeleton avatar active paragraph={{ rows: 1 }} />
        </div>
      )}
      {fetchedOnce && !failed('fetch') && comments.length === 0 && (
        <Empty className="comments__empty" description="No comments yet. Start the conversation." />
      )}

      <ol className="comments__list">
        {comments.map((comment) => (
          <li key={comment.id}>
            <CommentItem
              comment={comment}
              canDelete={mayDelete(currentUser, comment.author.id)}
              deleting={busy('delete') && deletingId === comment.id}
              onReply={currentUser ? () => setReplyingTo(comment.id) : undefined}
              onReport={reportAction(comment.id, comment.author.id, comment.author.name)}
              onDelete={() => remove(comment.id)}
            >
              {comment.replies.length > 0 && (
                <ol className="comments__replies">
                  {comment.replies.map((r) => (
                    <li key={r.id}>
                      <CommentItem
                        comment={r}
                        isReply
                        canDelete={mayDelete(currentUser, r.author.id)}
                        deleting={busy('delete') && deletingId === r.id}
                        onReply={currentUser ? () => setReplyingTo(comment.id) : undefined}
                        onReport={reportAction(r.id, r.author.id, r.author.name)}
                        onDelete={() => remove(r.id)}
                      />
                    </li>
                  ))}
                </ol>
              )}
              {comment.reply_count > comment.replies.length && (
                <Button
                  type="link"
                  size="small"
                  className="comments__more-replies"
                  loading={busy('replies') && repliesOf === comment.id}
                  onClick={() => void loadReplies(comment)}
                >
                  {moreRepliesLabel(comment.reply_count - comment.replies.length)}
                </Button>
              )}
              {failed('replies') && repliesOf === comment.id && (
                <Alert type="error" showIcon title={failed('replies')} closable className="comments__error" />
              )}
              {currentUser && replyingTo === comment.id && (
                <CommentForm
                  label={`Reply to ${comment.author.name}`}
                  placeholder={`Reply to ${comment.author.name}`}
                  submitLabel="Reply"
                  saving={busy('reply')}
                  error={failed('reply')}
                  onSubmit={(content) => reply(comment.id, content)}
                  onCancel={() => setReplyingTo(null)}
                  autoFocus
                />
              )}
            </CommentItem>
          </li>
        ))}
      </ol>
      {failed('more') && <Alert type="error" showIcon title={failed('more')} closable className="comments__error" />}
      {hasMore && comments.length > 0 && (
        <Button className="comments__more" block loading={busy('more')} onClick={() => void loadMore()}>
          Load more comments
        </Button>
      )}
    </section>
  );
}
