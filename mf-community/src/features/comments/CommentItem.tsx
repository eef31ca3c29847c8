// One comment or reply: avatar, author, relative date, the text, and Reply / Delete where allowed.
import type { ReactNode } from 'react';
import { Avatar, Button, Popconfirm } from 'antd';
import type { CommentReply } from 'shared';
import { CommentText } from './CommentText.tsx';
import { fullDate, relativeTime } from './relative-time.ts';

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase());
  return letters.join('') || '?';
}

export interface CommentItemProps {
  comment: CommentReply;
  canDelete: boolean;
  deleting: boolean;
  onReply?: () => void;
  onDelete: () => Promise<boolean>;
  isReply?: boolean;
  children?: ReactNode;
}

export function CommentItem({ comment, canDelete, deleting, onReply, onDelete, isReply = false, children }: CommentItemProps) {
  const { author } = comment;
  return (
    <article className={`comment${isReply ? ' comment--reply' : ''}`} aria-label={`${isReply ? 'Reply' : 'Comment'} by ${author.name}`}>
      <Avatar src={author.avatar_url ?? undefined} size={isReply ? 32 : 40} className="comment__avatar" alt="">
        {initials(author.name)}
      </Avatar>
      <div className="comment__body">
        <header className="comment__meta">
          <strong className="comment__author">{author.name}</strong>
          <time dateTime={comment.created} title={fullDate(comment.created)} className="comment__date">
            {relativeTime(comment.created)}
          </time>
        </header>
        <CommentText text={comment.content} />
        {(onReply || canDelete) && (
          <div className="comment__actions">
            {onReply && (
              <Button type="link" size="small" onClick={onReply}>
                Reply
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
