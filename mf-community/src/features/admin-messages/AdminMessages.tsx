// /admin/messages (staff): the contact messages, unread first; open one to read it in full (it is
// marked read), see the replies sent and answer by mail; mark unread / read / answered by hand.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Select, Table, Tag, message as antMessage, type TableColumnsType } from 'antd';
import { errorMessage, usePageMeta, ADMIN_TABLE_CLASS, labelledColumns } from 'shared';
import { LoadFailed } from '../../app/LoadFailed.tsx';
import type { InboxMessage, InboxStatus } from 'contracts';
import { inboxQuery, useMarkMessage } from './admin-messages-queries.ts';
import { ReplyForm } from './ReplyForm.tsx';
import './admin-messages.css';

const STATUS_LABELS: Record<InboxStatus, string> = { unread: 'Unread', read: 'Read', answered: 'Answered' };
const STATUS_COLORS: Record<InboxStatus, string> = { unread: 'processing', read: 'default', answered: 'success' };
const DEFAULT_PAGE_SIZE = 20;
const EXCERPT = 120;

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
const formatDate = (iso: string) => dateFormat.format(new Date(iso));

export function AdminMessages() {
  usePageMeta('Contact messages');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [status, setStatus] = useState<InboxStatus | undefined>();
  const [open, setOpen] = useState<readonly number[]>([]);
  const [toast, toastHolder] = antMessage.useMessage();
  const inbox = useQuery(inboxQuery({ page, pageSize, status }));
  const mark = useMarkMessage();

  const markAs = async (message: InboxMessage, next: InboxStatus, quiet = false) => {
    try {
      await mark.mutateAsync({ id: message.id, status: next });
      if (!quiet) void toast.success(`The message is marked ${STATUS_LABELS[next].toLowerCase()}.`);
    } catch (failure) {
      void toast.error(errorMessage(failure));
    }
  };

  const columns: TableColumnsType<InboxMessage> = [
    {
      title: 'From',
      key: 'from',
      width: 220,
      render: (_, m) => (
        <div className={m.status === 'unread' ? 'inbox__from inbox__from--unread' : 'inbox__from'}>
          <span>{m.name}</span>
          <a href={`mailto:${m.email}`}>{m.email}</a>
        </div>
      ),
    },
    {
      title: 'Message',
      dataIndex: 'message',
      render: (text: string) => <span className="inbox__excerpt">{text.length > EXCERPT ? `${text.slice(0, EXCERPT)}…` : text}</span>,
    },
    {
      title: 'Received',
      dataIndex: 'created',
      width: 160,
      render: (created: string) => <time dateTime={created}>{formatDate(created)}</time>,
    },
    {
      title: 'Status',
      dataIndex: 'status',
      width: 110,
      render: (value: InboxStatus) => <Tag color={STATUS_COLORS[value]}>{STATUS_LABELS[value]}</Tag>,
    },
    {
      title: 'Mark as',
      key: 'actions',
      width: 230,
      render: (_, m) => (
        <div className="inbox__actions">
          {(['unread', 'read', 'answered'] as const)
            .filter((next) => next !== m.status)
            .map((next) => (
              <Button key={next} size="small" onClick={() => void markAs(m, next)}>
                {STATUS_LABELS[next]}
              </Button>
            ))}
        </div>
      ),
    },
  ];

  return (
    <section className="inbox" aria-labelledby="inbox-title">
      {toastHolder}
      <h1 id="inbox-title">Contact messages</h1>
      {inbox.data && (
        <p className="inbox__summary">{inbox.data.unread === 1 ? '1 unread message' : `${inbox.data.unread} unread messages`}</p>
      )}
      <div className="inbox__filters">
        <Select
          allowClear
          placeholder="Any status"
          aria-label="Status"
          className="inbox__status-filter"
          value={status}
          options={(['unread', 'read', 'answered'] as const).map((value) => ({ value, label: STATUS_LABELS[value] }))}
          onChange={(value?: InboxStatus) => {
            setStatus(value);
            setPage(1);
          }}
        />
      </div>
      {inbox.isError && <LoadFailed what="messages" error={inbox.error} retry={() => void inbox.refetch()} />}
      <div className="inbox__table">
        <Table<InboxMessage>
          className={ADMIN_TABLE_CLASS}
          rowKey="id"
          columns={labelledColumns(columns)}
          dataSource={inbox.data?.results ?? []}
          loading={inbox.isFetching}
          scroll={{ x: 880 }}
          locale={{ emptyText: inbox.isLoading ? 'Loading…' : 'No messages.' }}
          expandable={{
            expandedRowKeys: open,
            onExpand: (expanded, m) => {
              setOpen(expanded ? [...open, m.id] : open.filter((id) => id !== m.id));
              if (expanded && m.status === 'unread') void markAs(m, 'read', true);
            },
            expandedRowRender: (m) => (
              <div className="inbox__detail">
                <p className="inbox__meta">
                  {m.name} &lt;{m.email}&gt; wrote on {formatDate(m.created)}:
                </p>
                <blockquote className="inbox__message">{m.message}</blockquote>
                {m.replies.length > 0 && (
                  <div className="inbox__replies">
                    <h2>Replies</h2>
                    <ol>
                      {m.replies.map((r) => (
                        <li key={r.id}>
                          <p className="inbox__meta">
                            {r.by} on {formatDate(r.created)}
                          </p>
                          <p className="inbox__reply">{r.body}</p>
                        </li>
                      ))}
                    </ol>
                  </div>
                )}
                <ReplyForm message={m} onSent={(text) => void toast.success(text)} onFailed={(text) => void toast.error(text)} />
              </div>
            ),
          }}
          pagination={{
            current: page,
            pageSize,
            total: inbox.data?.count ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [10, 20, 50, 100],
            onChange: (next, size) => {
              setPage(size === pageSize ? next : 1);
              setPageSize(size);
            },
          }}
        />
      </div>
    </section>
  );
}
