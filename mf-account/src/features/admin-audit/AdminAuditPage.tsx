// /admin/audit: who changed what, when — every change a staff user made, newest first, with its
// target and particulars (e.g. from → to), filterable by action, in server-side pages.
import { useQuery } from '@tanstack/react-query';
import { Select, Tag, type TableColumnsType } from 'antd';
import { AdminCount, AdminScreen, AdminTable, countOf, formatDateTime, useListParams } from 'shared/admin';
import type { AuditEntry } from 'contracts';
import { AUDIT_PAGE_SIZE, auditActionsQuery, auditQuery } from './audit-api.ts';
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
  const list = useListParams({ action: '' }, { pageSize: AUDIT_PAGE_SIZE });
  const { action } = list.filters;
  const entries = useQuery(auditQuery({ page: list.page, action }));
  const actions = useQuery(auditActionsQuery());
  const tools = (
    <>
      <Select
        aria-label="Action"
        value={action}
        onChange={(value: string) => list.go({ action: value })}
        loading={actions.isPending}
        options={[{ value: '', label: 'All actions' }, ...(actions.data?.actions ?? []).map((a) => ({ value: a, label: a }))]}
      />
      {entries.data && <AdminCount>{countOf(entries.data.count, 'entry', 'entries')}</AdminCount>}
    </>
  );
  return (
    <AdminScreen title="Audit log" tools={tools}>
      <AdminTable<AuditEntry>
        query={entries}
        what="The audit log"
        empty={action ? `No “${action}” entries yet.` : 'No changes recorded yet.'}
        columns={columns}
        list={list}
        scroll={{ x: 800 }}
      />
    </AdminScreen>
  );
}
