// /admin/audit: who changed what, when — every change a staff user made, newest first, with its
// target and particulars (e.g. from → to), filterable by action, in server-side pages.
import { useQuery } from '@tanstack/react-query';
import { Select, Table, Tag, type TableColumnsType } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { usePageMeta, ADMIN_TABLE_CLASS, labelledColumns } from 'shared';
import { LoadFailed } from '../../admin-shared/LoadFailed.tsx';
import type { AuditEntry } from 'contracts';
import { formatDateTime } from '../../admin-shared/dates.ts';
import { AUDIT_PAGE_SIZE, auditActionsQuery, auditQuery } from './audit-api.ts';
import '../../admin-shared/admin.css';
import './admin-audit.css';

function detailText(details: Record<string, unknown>): string {
  const { from, to, field, ...rest } = details;
  const parts: string[] = [];
  if (field !== undefined || from !== undefined || to !== undefined) {
    parts.push(`${field === undefined ? '' : `${String(field)}: `}${JSON.stringify(from)} → ${JSON.stringify(to)}`);
  }
  for (const [key, value] of Object.entries(rest)) parts.push(`${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`);
  return parts.join(' · ');
}

const columns: TableColumnsType<AuditEntry> = [
  { key: 'created', title: 'When', render: (_, entry) => formatDateTime(entry.created) },
  { key: 'actor', title: 'Who', render: (_, entry) => entry.actor_email },
  { key: 'action', title: 'What', render: (_, entry) => <Tag>{entry.action}</Tag> },
  { key: 'target', title: 'Target', render: (_, entry) => `${entry.target_type}${entry.target_id ? ` #${entry.target_id}` : ''}` },
  { key: 'details', title: 'Details', render: (_, entry) => <span className="admin-audit__details">{detailText(entry.details)}</span> },
];

export function AdminAuditPage() {
  usePageMeta('Audit log');
  const [params, setParams] = useSearchParams();
  const action = params.get('action') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const { data, isPending, isFetching, isError, error, refetch } = useQuery(auditQuery({ page, action }));
  const actions = useQuery(auditActionsQuery());

  const go = (next: { action?: string; page?: number }) => {
    const values = { action, page, ...next };
    const search = new URLSearchParams();
    if (values.action) search.set('action', values.action);
    if (values.page > 1) search.set('page', String(values.page));
    setParams(search);
  };

  return (
    <section className="admin-audit">
      <h1 className="admin-screen__title">Audit log</h1>
      <div className="admin-audit__tools">
        <label htmlFor="audit-action" className="admin-audit__label">
          Action
        </label>
        <Select
          id="audit-action"
          className="admin-audit__filter"
          value={action}
          onChange={(value: string) => go({ action: value, page: 1 })}
          loading={actions.isPending}
          options={[{ value: '', label: 'All actions' }, ...(actions.data?.actions ?? []).map((a) => ({ value: a, label: a }))]}
        />
        {data && (
          <span className="admin-audit__count" aria-live="polite">
            {data.count} entr{data.count === 1 ? 'y' : 'ies'}
          </span>
        )}
      </div>
      {isError && !data ? (
        <LoadFailed what="The audit log" error={error} retry={() => void refetch()} />
      ) : (
        <Table<AuditEntry>
          className={ADMIN_TABLE_CLASS}
          rowKey="id"
          columns={labelledColumns(columns)}
          dataSource={data?.results ?? []}
          loading={isPending || isFetching}
          pagination={{ current: page, pageSize: AUDIT_PAGE_SIZE, total: data?.count ?? 0, showSizeChanger: false }}
          onChange={(pagination) => go({ page: pagination.current ?? 1 })}
          scroll={{ x: 800 }}
          locale={{ emptyText: action ? `No “${action}” entries yet.` : 'No changes recorded yet.' }}
        />
      )}
    </section>
  );
}
