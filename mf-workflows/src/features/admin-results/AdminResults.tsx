// /admin/results (staff): what members shared, waiting for review first (oldest first, so nothing
// waits long); approve (it shows under its workflow and may become its card's picture), reject (only
// its author sees it) or delete (its files go too, after a confirmation). The other tabs list the
// approved, the rejected and the reported results (with their reasons).
import { useQuery } from '@tanstack/react-query';
import { Button, Popconfirm, Select, Tag, type TableColumnsType } from 'antd';
import { AdminScreen, AdminTable, DateTime, ReportTags, useListParams, useToasts } from 'shared/admin';
import { RESULT_QUEUES, type AdminResult, type ResultQueue } from 'contracts';
import { reviewQueueQuery, useResultDelete, useReviewDecision } from './admin-results-queries.ts';
import './admin-results.css';

const QUEUE_LABELS: Record<ResultQueue, string> = {
  pending: 'Waiting for review',
  approved: 'Approved',
  rejected: 'Rejected',
  reported: 'Reported',
};
const STATUS_TAGS: Record<AdminResult['status'], [color: string, label: string]> = {
  pending: ['processing', 'Waiting'],
  approved: ['success', 'Approved'],
  rejected: ['warning', 'Rejected'],
};

const isQueue = (value: string): value is ResultQueue => (RESULT_QUEUES as readonly string[]).includes(value);

export function AdminResults() {
  const params = useListParams({ status: 'pending' });
  const status = isQueue(params.filters.status) ? params.filters.status : 'pending';
  const toasts = useToasts();
  const list = useQuery(reviewQueueQuery({ page: params.page, page_size: params.pageSize, status }));
  const decide = useReviewDecision();
  const remove = useResultDelete();
  const act = toasts.run;
  const busy = (id: number) => (decide.isPending && decide.variables?.id === id) || (remove.isPending && remove.variables?.id === id);

  const columns: TableColumnsType<AdminResult> = [
    {
      title: 'Result',
      key: 'media',
      width: 180,
      render: (_, r) => (
        <a href={r.media_url} target="_blank" rel="noreferrer" className="review__media">
          <img
            src={r.thumbnail_url}
            alt={`${r.kind === 'video' ? 'Video' : 'Image'} by ${r.author.name} (opens the full file)`}
            width={r.width}
            height={r.height}
          />
          {r.kind === 'video' && <span className="review__kind">Video</span>}
        </a>
      ),
    },
    {
      title: 'Shared with it',
      key: 'text',
      render: (_, r) => (
        <div className="review__text">
          <p>
            <strong>Workflow:</strong>{' '}
            <a href={`/workflows/${r.workflow.id}`} target="_blank" rel="noreferrer">
              {r.workflow.title}
            </a>
          </p>
          <p>
            <strong>By</strong> {r.author.name} ({r.author.email})
          </p>
          {r.prompt && (
            <p className="review__prompt">
              <strong>Prompt:</strong> {r.prompt}
            </p>
          )}
          {r.settings && (
            <p>
              <strong>Settings:</strong> {r.settings}
            </p>
          )}
        </div>
      ),
    },
    { title: 'Shared', dataIndex: 'created', width: 150, render: (created: string) => <DateTime iso={created} /> },
    {
      title: 'Status',
      key: 'status',
      width: 150,
      render: (_, r) => (
        <div className="review__status">
          <Tag color={STATUS_TAGS[r.status][0]}>{STATUS_TAGS[r.status][1]}</Tag>
          <ReportTags count={r.report_count} reports={r.reports} reasonsClassName="review__reasons" />
        </div>
      ),
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 240,
      render: (_, r) => (
        <div className="review__actions">
          {r.status !== 'approved' && (
            <Button
              size="small"
              type="primary"
              loading={busy(r.id)}
              onClick={() =>
                void act(() => decide.mutateAsync({ id: r.id, decision: 'approve' }), 'Approved: it shows under its workflow.')
              }
            >
              Approve
            </Button>
          )}
          {r.status !== 'rejected' && (
            <Button
              size="small"
              loading={busy(r.id)}
              onClick={() => void act(() => decide.mutateAsync({ id: r.id, decision: 'reject' }), 'Rejected: only its author sees it.')}
            >
              Reject
            </Button>
          )}
          <Popconfirm
            title="Delete this result?"
            description="The image or video and its thumbnail are deleted. This cannot be undone."
            okText="Delete"
            okButtonProps={{ danger: true }}
            cancelText="Cancel"
            onConfirm={() => act(() => remove.mutateAsync({ id: r.id }), 'The result is deleted.')}
          >
            <Button size="small" danger>
              Delete
            </Button>
          </Popconfirm>
        </div>
      ),
    },
  ];

  const tools = (
    <Select<ResultQueue>
      aria-label="Which results"
      className="review__queue-filter"
      value={status}
      options={RESULT_QUEUES.map((queue) => ({ value: queue, label: QUEUE_LABELS[queue] }))}
      onChange={(value) => params.go({ status: value })}
    />
  );
  return (
    <AdminScreen title="Shared results" className="review" toasts={toasts} tools={tools}>
      {list.data && list.data.pending > 0 && (
        <p className="review__queue">{list.data.pending === 1 ? '1 result is' : `${list.data.pending} results are`} waiting for review.</p>
      )}
      <AdminTable<AdminResult>
        query={list}
        what="The shared results"
        empty={status === 'pending' ? 'Nothing is waiting for review.' : 'No results here.'}
        columns={columns}
        list={params}
        sizeChanger
        scroll={{ x: 900 }}
      />
    </AdminScreen>
  );
}
