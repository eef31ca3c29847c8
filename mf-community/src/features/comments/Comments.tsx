import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button, Empty } from 'antd';
import { rememberRedirect, useSession } from 'shared';
import { fetchComments, type Comment } from './comments-api.ts';
import './comments.css';

export interface CommentsProps {
  postSlug: string;
  section: string;
}

export function Comments({ postSlug, section }: CommentsProps) {
  const { currentUser } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [comments, setComments] = useState<Comment[] | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchComments(postSlug, section, controller.signal)
      .then(setComments)
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error('Could not load comments', error);
        if (!controller.signal.aborted) setComments([]);
      });
    return () => controller.abort();
  }, [postSlug, section]);

  const signInToComment = () => {
    rememberRedirect(location.pathname + location.search);
    navigate('/signin');
  };

  return (
    <section className="comments" aria-labelledby="comments-heading">
      <h2 id="comments-heading">Comments</h2>
      {!currentUser && (
        <Button onClick={signInToComment} type="primary" ghost>
          Sign in to comment
        </Button>
      )}
      {comments !== null && comments.length === 0 && <Empty description="No comments yet. Start the conversation." />}
      <ul className="comments__list">
        {(comments ?? []).map((comment) => (
          <li key={comment.id} className="comment">
            <strong>{comment.author.name}</strong>
            <p className="comment__content">{comment.content}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
