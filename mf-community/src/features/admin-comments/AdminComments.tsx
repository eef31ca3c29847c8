// /admin/comments (staff): every article's comments, newest first, those waiting for approval and then
// reported ones first (with their report count and reasons); filter by article and status; approve,
// hide / show again, keep (clear the reports), pin / unpin, delete a comment or a whole thread, each
// destructive action confirmed first; the switch that holds members' first comments for approval.
import { useQuery } from '@tanstack/react-query';
import { Button, Popconfirm, Select, Switch, Tag, type TableColumnsType } from 'antd';
import { AdminScreen, AdminTable, DateTime, ReportTags, useListParams, useToasts } from 'shared/admin';
import type { AdminComment, ModerationStatus } from 'contracts';
import {
  commentedArticlesQuery,
  commentSettingsQuery,
  moderationListQuery,
  useCommentSettingsChange,
  useModerationChange,
  useModerationDelete,
} from './admin-comments-queries.ts';
import './admin-comments.css';

const STATUS_OPTIONS: { value: ModerationStatus; label: string }[] = [
  { value: 'held', label: 'Waiting for approval' },
  { value: 'reported', label: 'Reported' },
  { value: 'visible', label: 'Visible' },
  { value: 'hidden', label: 'Hidden' },
];

/** What the table shows besides its rows, columns and paging. */
const COMMENT_TABLE = { what: 'The comments', empty: 'No comments match.', sizeChanger: true, scroll: { x: 900 } };

export function AdminComments() {
  const params = useListParams({ article: '', status: '' });
  const { page, pageSize } = params;
  const article = params.filters.article || undefined;
  const status = (params.filters.status || undefined) as ModerationStatus | undefined;
  const toasts = useToasts();
  const list = useQuery(moderationListQuery({ page, page_size: pageSize, article, status }));
  const articles = useQuery(commentedArticlesQuery());
  const change = useModerationChange();
  const remove = useModerationDelete();
  const settings = useQuery(commentSettingsQuery());
  const saveSettings = useCommentSettingsChange();
  const act = toasts.run;
  const busy = (id: number) => (change.isPending && change.variables?.id === id) || (remove.isPending && remove.variables?.id === id);

  const columns: TableColumnsType<AdminComment> = [
    {
      title: 'Comment',
      key: 'comment',
      render: (_, c) => (
        <div className="moderation__comment">
          <p className="moderation__text">{c.content}</p>
          <p className="moderation__meta">
            {c.parent !== null ? 'Reply by ' : 'By '}
            <strong>{c.author.name}</strong> ({c.author.email}) · {c.replies === 1 ? '1 reply' : `${c.replies} replies`}
          </p>
        </div>
      ),
    },
    {
      title: 'Article',
      key: 'article',
      width: 200,
      render: (_, c) => (
        <a href={`/${c.article.section}/${encodeURIComponent(c.article.slug)}`} target="_blank" rel="noreferrer">
          {c.article.title}
        </a>
      ),
    },
    {
      title: 'Date',
      dataIndex: 'created',
      width: 150,
      render: (created: string) => <DateTime iso={created} />,
    },
    {
      title: 'Status',
      key: 'status',
      width: 170,
      render: (_, c) => (
        <div className="moderation__status">
          {c.status === 'hidden' && <Tag color="warning">Hidden</Tag>}
          {c.status === 'held' && <Tag color="processing">Waiting for approval</Tag>}
          {c.status === 'visible' && <Tag color="success">Visible</Tag>}
          {c.pinned && <Tag color="blue">Pinned</Tag>}
          <ReportTags count={c.report_count} reports={c.reports} reasonsClassName="moderation__reasons" />
        </div>
      ),
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 230,
      render: (_, c) => {
        const thread = c.parent === null && c.replies > 0;
        return (
          <div className="moderation__actions">
            {c.status === 'held' && (
              <Button
                size="small"
                type="primary"
                loading={busy(c.id)}
                onClick={() =>
                  void act(() => change.mutateAsync({ id: c.id, change: 'approve' }), 'The comment is approved and published.')
                }
              >
                Approve
              </Button>
            )}
            {c.parent === null && c.status === 'visible' && (
              <Button
                size="small"
                onClick={() =>
                  void act(
                    () => change.mutateAsync({ id: c.id, change: c.pinned ? 'unpin' : 'pin' }),
                    c.pinned ? 'The comment is unpinned.' : 'The comment is pinned to the top of its article.',
                  )
                }
              >
                {c.pinned ? 'Unpin' : 'Pin'}
              </Button>
            )}
            {c.status !== 'hidden' ? (
              <Button
                size="small"
                loading={busy(c.id)}
                onClick={() => void act(() => change.mutateAsync({ id: c.id, change: 'hide' }), 'The comment is hidden.')}
              >
                Hide
              </Button>
            ) : (
              <Button
                size="small"
                loading={busy(c.id)}
                onClick={() => void act(() => change.mutateAsync({ id: c.id, change: 'unhide' }), 'The comment is visible again.')}
              >
                Show again
              </Button>
            )}
            {c.report_count > 0 && c.status === 'visible' && (
              <Button
                size="small"
                onClick={() =>
                  void act(
                    () => change.mutateAsync({ id: c.id, change: 'dismiss-reports' }),
                    'The comment is kept; its reports are cleared.',
                  )
                }
              >
                Keep
              </Button>
            )}
            <Popconfirm
              title={thread ? 'Delete this comment and its replies?' : 'Delete this comment?'}
              description={
                thread
                  ? `Its ${c.replies === 1 ? 'reply is' : `${c.replies} replies are`} deleted too. This cannot be undone.`
                  : 'This cannot be undone.'
              }
              okText="Delete"
              okButtonProps={{ danger: true }}
              cancelText="Cancel"
              onConfirm={() =>
                act(() => remove.mutateAsync({ id: c.id, thread }), thread ? 'The thread is deleted.' : 'The comment is deleted.')
              }
            >
              <Button size="small" danger>
                {thread ? 'Delete thread' : 'Delete'}
              </Button>
            </Popconfirm>
          </div>
        );
      },
    },
  ];

  const tools = (
    <>
      <Select
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder="All articles"
        aria-label="Article"
        value={article}
        loading={articles.isLoading}
        options={(articles.data ?? []).map((a) => ({ value: `${a.section}/${a.slug}`, label: `${a.title} (${a.comments})` }))}
        onChange={(value?: string) => params.go({ article: value ?? '' })}
      />
      <Select
        allowClear
        placeholder="Any status"
        aria-label="Status"
        value={status}
        options={STATUS_OPTIONS}
        onChange={(value?: ModerationStatus) => params.go({ status: value ?? '' })}
      />
      <label className="moderation__setting">
        <Switch
          size="small"
          checked={settings.data?.hold_first_comments ?? false}
          loading={settings.isPending || saveSettings.isPending}
          disabled={!settings.data}
          onChange={(on) =>
            void act(
              () => saveSettings.mutateAsync({ hold_first_comments: on }),
              on ? 'Members’ first comments now wait for approval.' : 'First comments are published at once again.',
            )
          }
        />
        Hold a member’s first comment for approval
      </label>
    </>
  );
  return (
    <AdminScreen title="Comment moderation" className="moderation" toasts={toasts} tools={tools}>
      {list.data && list.data.held > 0 && (
        <p className="moderation__queue">
          {list.data.held === 1 ? '1 comment is' : `${list.data.held} comments are`} waiting for approval.
        </p>
      )}
      {list.data && list.data.reported > 0 && (
        <p className="moderation__queue">
          {list.data.reported === 1 ? '1 reported comment is' : `${list.data.reported} reported comments are`} waiting for a decision.
        </p>
      )}
      <AdminTable<AdminComment> query={list} list={params} columns={columns} {...COMMENT_TABLE} />
    </AdminScreen>
  );
}
