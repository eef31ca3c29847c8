// /admin/messages (staff): the contact messages, unread first; open one to read it in full (it is
// marked read), see the replies sent and answer by mail; mark unread / read / answered by hand.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Select, Tag, type TableColumnsType } from 'antd';
import { AdminScreen, AdminTable, DateTime, formatDateTime, useListParams, useToasts } from 'shared/admin';
import type { InboxMessage, InboxStatus } from 'contracts';
import { inboxQuery, useMarkMessage } from './admin-messages-queries.ts';
import { ReplyForm } from './ReplyForm.tsx';
import './admin-messages.css';

const STATUS_LABELS: Record<InboxStatus, string> = { unread: 'Unread', read: 'Read', answered: 'Answered' };
const STATUS_COLORS: Record<InboxStatus, string> = { unread: 'processing', read: 'default', answered: 'success' };
const EXCERPT = 120;
/** What the table shows besides its rows, columns, paging and opened messages. */
const INBOX_TABLE = { what: 'The messages', empty: 'No messages.', sizeChanger: true, scroll: { x: 880 } };

export function AdminMessages() {
  const params = useListParams({ status: '' });
  const status = (params.filters.status || undefined) as InboxStatus | undefined;
  const [open, setOpen] = useState<readonly number[]>([]);
  const toasts = useToasts();
  const inbox = useQuery(inboxQuery({ page: params.page, page_size: params.pageSize, status }));
  const mark = useMarkMessage();

  const markAs = (message: InboxMessage, next: InboxStatus) =>
    toasts.run(() => mark.mutateAsync({ id: message.id, status: next }), `The message is marked ${STATUS_LABELS[next].toLowerCase()}.`);

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
      render: (created: string) => <DateTime iso={created} />,
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

  const tools = (
    <Select
      allowClear
      placeholder="Any status"
      aria-label="Status"
      value={status}
      options={(['unread', 'read', 'answered'] as const).map((value) => ({ value, label: STATUS_LABELS[value] }))}
      onChange={(value?: InboxStatus) => params.go({ status: value ?? '' })}
    />
  );
  return (
    <AdminScreen title="Contact messages" className="inbox" toasts={toasts} tools={tools}>
      {inbox.data && (
        <p className="inbox__summary">{inbox.data.unread === 1 ? '1 unread message' : `${inbox.data.unread} unread messages`}</p>
      )}
      <AdminTable<InboxMessage>
        query={inbox}
        list={params}
        columns={columns}
        {...INBOX_TABLE}
        expandable={{
          expandedRowKeys: open,
          onExpand: (expanded, m) => {
            setOpen(expanded ? [...open, m.id] : open.filter((id) => id !== m.id));
            if (expanded && m.status === 'unread') void mark.mutateAsync({ id: m.id, status: 'read' }).catch(toasts.failed);
          },
          expandedRowRender: (m) => (
            <div className="inbox__detail">
              <p className="inbox__meta">
                {m.name} &lt;{m.email}&gt; wrote on {formatDateTime(m.created)}:
              </p>
              <blockquote className="inbox__message">{m.message}</blockquote>
              {m.replies.length > 0 && (
                <div className="inbox__replies">
                  <h2>Replies</h2>
                  <ol>
                    {m.replies.map((r) => (
                      <li key={r.id}>
                        <p className="inbox__meta">
                          {r.by} on {formatDateTime(r.created)}
                        </p>
                        <p className="inbox__reply">{r.body}</p>
                      </li>
                    ))}
                  </ol>
                </div>
              )}
              <ReplyForm message={m} toasts={toasts} />
            </div>
          ),
        }}
      />
    </AdminScreen>
  );
}
