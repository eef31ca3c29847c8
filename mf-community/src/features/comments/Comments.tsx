// The comments of an article (exposed; the article page loads it when the reader gets near): the
// list (newest first, a page at a time with "Load more comments"), a post box for signed-in users,
// 'Sign in to comment' for visitors, Reply, Report (others' comments, signed in), Delete and the
// reactions (signed in; visitors see the counts). The list is fetched again when the reader signs in
// or out: an author sees their hidden and held comments, each reader their own reactions.
import { useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'shared/router';
import { Alert, Button, Empty, Skeleton, message as antMessage } from 'antd';
import { errorMessage, rememberRedirect, useSession } from 'shared';
import type { CommentReply, CurrentUser, ModuleProps, Reaction } from 'contracts';
import { commentCountQuery, commentsQuery, useCommentWrites, useOlderReplies, useReaction } from './comments-queries.ts';
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
const messageOf = (error: Error | null) => (error ? errorMessage(error) : null);

export function Comments({ postSlug, section }: CommentsProps) {
  const { currentUser, ready } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const thread = { postSlug, section, viewerId: currentUser?.id ?? null };
  const list = useInfiniteQuery(commentsQuery(thread));
  /** Every comment and reply the reader may see (the API's count); without it the heading counts what is loaded. */
  const counted = useQuery(commentCountQuery(thread)).data ?? null;
  const older = useOlderReplies(thread);
  const { post, reply, remove } = useCommentWrites(thread);
  const reaction = useReaction(thread);
  const react = currentUser ? (id: number) => (chosen: Reaction | null) => reaction.mutate({ id, chosen }) : () => undefined;
  const [replyingTo, setReplyingTo] = useState<number | null>(null);
  const [reporting, setReporting] = useState<{ id: number; author: string } | null>(null);
  const [toast, toastHolder] = antMessage.useMessage();

  const save = (content: string) =>
    post.mutateAsync(content).then(
      () => true,
      () => false,
    );
  const answer = (parent: number, content: string) =>
    reply.mutateAsync({ parent, content }).then(
      () => {
        setReplyingTo(null);
        return true;
      },
      () => false,
    );
  const deletingId = remove.isPending ? remove.variables : null;
  const removeComment = (id: number) =>
    remove.mutateAsync(id).then(
      () => {
        older.reset();
        return true;
      },
      () => false,
    );

  const signInToComment = () => {
    // Back to the comments after signing in, not to the top of the article.
    rememberRedirect(`${location.pathname}${location.search}#comments`);
    navigate('/signin');
  };

  /** What the reader may do with a comment, or with a reply of the thread `top` (a reply answers the thread). */
  const itemActions = (item: CommentReply, top: number) => ({
    canDelete: mayDelete(currentUser, item.author.id),
    deleting: deletingId === item.id,
    onReply: currentUser ? () => setReplyingTo(top) : undefined,
    onReport: mayReport(currentUser, item.author.id) ? () => setReporting({ id: item.id, author: item.author.name }) : undefined,
    onDelete: () => removeComment(item.id),
    onReact: react(item.id),
  });

  const comments = list.data ?? [];
  const loadFailed = list.isError && !list.isFetchNextPageError ? errorMessage(list.error) : null;
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
          saving={post.isPending}
          error={messageOf(post.error)}
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

      {loadFailed && (
        <Alert
          type="error"
          showIcon
          title="The comments could not be loaded."
          description={loadFailed}
          action={
            <Button size="small" onClick={() => void list.refetch()}>
              Retry
            </Button>
          }
        />
      )}
      {remove.error && <Alert type="error" showIcon title={messageOf(remove.error)} closable className="comments__error" />}
      {reaction.error && <Alert type="error" showIcon title={messageOf(reaction.error)} closable className="comments__error" />}

      {list.isPending && (
        <div aria-busy="true" aria-label="Loading comments">
          <Skeleton avatar active paragraph={{ rows: 2 }} />
          <Skeleton avatar active paragraph={{ rows: 1 }} />
        </div>
      )}
      {list.isSuccess && comments.length === 0 && (
        <Empty className="comments__empty" description="No comments yet. Start the conversation." />
      )}

      <ol className="comments__list">
        {comments.map((comment) => (
          <li key={comment.id}>
            <CommentItem comment={comment} {...itemActions(comment, comment.id)}>
              {older.repliesOf(comment).length > 0 && (
                <ol className="comments__replies">
                  {older.repliesOf(comment).map((r) => (
                    <li key={r.id}>
                      <CommentItem comment={r} isReply {...itemActions(r, comment.id)} />
                    </li>
                  ))}
                </ol>
              )}
              {comment.reply_count > older.repliesOf(comment).length && (
                <Button
                  type="link"
                  size="small"
                  className="comments__more-replies"
                  loading={older.loading(comment.id)}
                  onClick={() => older.loadOlder(comment.id, older.repliesOf(comment).at(-1)!.id)}
                >
                  {moreRepliesLabel(comment.reply_count - older.repliesOf(comment).length)}
                </Button>
              )}
              {older.error(comment.id) && (
                <Alert type="error" showIcon title={messageOf(older.error(comment.id))} closable className="comments__error" />
              )}
              {currentUser && replyingTo === comment.id && (
                <CommentForm
                  label={`Reply to ${comment.author.name}`}
                  placeholder={`Reply to ${comment.author.name}`}
                  submitLabel="Reply"
                  saving={reply.isPending}
                  error={messageOf(reply.error)}
                  onSubmit={(content) => answer(comment.id, content)}
                  onCancel={() => setReplyingTo(null)}
                  autoFocus
                />
              )}
            </CommentItem>
          </li>
        ))}
      </ol>
      {list.isFetchNextPageError && <Alert type="error" showIcon title={messageOf(list.error)} closable className="comments__error" />}
      {list.hasNextPage && comments.length > 0 && (
        <Button className="comments__more" block loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          Load more comments
        </Button>
      )}
    </section>
  );
}
