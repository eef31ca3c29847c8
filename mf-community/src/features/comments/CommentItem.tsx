// One comment or reply: avatar, author, relative date, "Pinned" on the article's pinned comment, the
// text, "Hidden by a moderator" when staff hid it and "Waiting for approval" while a first comment is
// held (only its author and staff see it then), its reactions, and Reply / Report / Delete where allowed.
import type { ReactNode } from 'react';
import { Avatar, Button, Popconfirm, Tag } from 'antd';
import type { CommentReply, Reaction } from 'contracts';
import { initials } from 'shared';
import { CommentText } from './CommentText.tsx';
import { ReactionBar } from './ReactionBar.tsx';
import { fullDate, relativeTime } from './relative-time.ts';

export interface CommentItemProps {
  comment: CommentReply;
  canDelete: boolean;
  deleting: boolean;
  onReply?: () => void;
  /** Opens the report dialog (signed-in readers, on others' comments). */
  onReport?: () => void;
  onDelete: () => Promise<boolean>;
  /** Sets or removes the reader's reaction (signed-in readers, on published comments). */
  onReact?: (chosen: Reaction | null) => void;
  isReply?: boolean;
  children?: ReactNode;
}

export function CommentItem({
  comment,
  canDelete,
  deleting,
  onReply,
  onReport,
  onDelete,
  onReact,
  isReply = false,
  children,
}: CommentItemProps) {
  const { author } = comment;
  return (
    <article
      className={`comment${isReply ? ' comment--reply' : ''}${comment.hidden || comment.held ? ' comment--hidden' : ''}`}
      aria-label={`${isReply ? 'Reply' : 'Comment'} by ${author.name}`}
    >
      <Avatar src={author.avatar_url ?? undefined} size={isReply ? 32 : 40} className="comment__avatar" alt="">
        {initials(author.name)}
      </Avatar>
      <div className="comment__body">
        <header className="comment__meta">
          <strong className="comment__author">{author.name}</strong>
          <time dateTime={comment.created} title={fullDate(comment.created)} className="comment__date">
            {relativeTime(comment.created)}
          </time>
          {comment.pinned && <Tag className="comment__tag comment__tag--pinned">Pinned</Tag>}
          {comment.held && (
            <Tag color="default" className="comment__tag" title="Only you and the moderators see it until it is approved.">
              Waiting for approval
            </Tag>
          )}
          {comment.hidden && (
            <Tag color="warning" className="comment__hidden" title="Other readers do not see it.">
              Hidden by a moderator
            </Tag>
          )}
        </header>
        <CommentText text={comment.content} />
        <ReactionBar
          reactions={comment.reactions}
          mine={comment.my_reaction}
          author={author.name}
          onChoose={comment.hidden || comment.held ? undefined : onReact}
        />
        {(onReply || onReport || canDelete) && (
          <div className="comment__actions">
            {onReply && (
              <Button type="link" size="small" onClick={onReply}>
                Reply
              </Button>
            )}
            {onReport && (
              <Button type="link" size="small" onClick={onReport}>
                Report
              </Button>
            )}
            {canDelete && (
              <Popconfirm
                title={isReply ? 'Delete this reply?' : 'Delete this comment?'}
                description={isReply ? undefined : 'Its replies are deleted too.'}
                okText="Delete"
                okButtonProps={{ danger: true }}
                cancelText="Cancel"
                onConfirm={() => onDelete()}
              >
                <Button type="link" size="small" danger loading={deleting}>
                  Delete
                </Button>
              </Popconfirm>
            )}
          </div>
        )}
        {children}
      </div>
    </article>
  );
}
