// A user's comments under their row of the users table: article, text and date, newest first.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Empty, List, Pagination, Spin } from 'antd';
import { LoadFailed, countOf, formatDateTime } from 'shared/admin';
import { userCommentsQuery } from './admin-users-queries.ts';

export function UserComments({ userId, name }: { userId: number; name: string }) {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, error, refetch } = useQuery(userCommentsQuery(userId, page));
  if (isPending) return <Spin size="small" description={`Loading the comments of ${name}…`} />;
  if (isError) return <LoadFailed what={`The comments of ${name}`} error={error} retry={() => void refetch()} />;
  if (data.count === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`${name} has not commented.`} />;
  return (
    <section className="user-comments" aria-label={`Comments of ${name}`}>
      <h2 className="user-comments__title">
        {countOf(data.count, 'comment')} by {name}
      </h2>
      <List
        dataSource={data.results}
        renderItem={(comment) => (
          <List.Item key={comment.id}>
            <div className="user-comments__item">
              <p className="user-comments__meta">
                {comment.is_reply ? 'Reply on ' : 'On '}
                <a href={comment.article_url}>{comment.article_title ?? comment.article_url}</a> · {formatDateTime(comment.created)}
              </p>
              <p className="user-comments__text">{comment.content}</p>
            </div>
          </List.Item>
        )}
      />
      {data.count > data.page_size && (
        <Pagination size="small" current={page} pageSize={data.page_size} total={data.count} onChange={setPage} showSizeChanger={false} />
      )}
    </section>
  );
}
