// /admin/workflows: the staff catalogue. Search and a status filter over every workflow, upload (a
// dialog with the upload form), publish/unpublish from the table, edit metadata, preview the graph
// (the catalogue's preview, in a chunk of its own) and delete; each change confirmed by a toast.
import { Suspense, useState } from 'react';
import { Button, Input, Modal, Select } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { ADMIN_PAGE_SIZE } from 'contracts/limits';
import { ReturnFocus } from 'shared';
import { AdminScreen, useListParams, useToasts } from 'shared/admin';
import type { AdminWorkflow } from 'contracts';
import type { StatusFilter } from './admin-workflows-api.ts';
import { useAdminWorkflowList, useDeleteWorkflow, useUpdateWorkflow } from './admin-workflow-queries.ts';
import { EditWorkflowModal } from './EditWorkflowModal.tsx';
import { LazyAdminPreviewDialog } from './preview/lazy-admin-preview.ts';
import { UploadWorkflowForm } from './UploadWorkflowForm.tsx';
import { WorkflowTable } from './WorkflowTable.tsx';
import './admin-workflows.css';

const STATUS_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All workflows' },
  { value: 'published', label: 'Published' },
  { value: 'unpublished', label: 'Unpublished' },
];

type Dialog = { kind: 'upload' } | { kind: 'edit'; workflow: AdminWorkflow } | { kind: 'preview'; workflow: AdminWorkflow } | null;

export function AdminWorkflowsPage() {
  const params = useListParams<{ q: string; status: StatusFilter }>({ q: '', status: 'all' }, { pageSize: ADMIN_PAGE_SIZE });
  const { q, status } = params.filters;
  const [searchText, setSearchText] = useState(q);
  const [dialog, setDialog] = useState<Dialog>(null);
  const toasts = useToasts();
  const list = useAdminWorkflowList({ page: params.page, q, status });
  const update = useUpdateWorkflow();
  const remove = useDeleteWorkflow();

  const publish = (workflow: AdminWorkflow, published: boolean) =>
    toasts.run(
      () => update.mutateAsync({ id: workflow.id, changes: { published } }),
      published ? `“${workflow.title}” is published.` : `“${workflow.title}” is unpublished: visitors no longer see it.`,
      `Could not change “${workflow.title}”`,
    );
  const deleteOne = (workflow: AdminWorkflow) =>
    toasts.run(() => remove.mutateAsync(workflow.id), `“${workflow.title}” is deleted.`, `Could not delete “${workflow.title}”`);

  const close = () => setDialog(null);
  const tools = (
    <>
      <Input.Search
        placeholder="Search title, slug, tags"
        aria-label="Search workflows"
        allowClear
        maxLength={200}
        value={searchText}
        onChange={(event) => {
          setSearchText(event.target.value);
          if (event.target.value === '' && q) params.go({ q: '' });
        }}
        onSearch={(value) => params.go({ q: value })}
      />
      <Select<StatusFilter>
        aria-label="Status"
        value={status}
        options={STATUS_OPTIONS}
        onChange={(value) => params.go({ status: value })}
      />
      <Button type="primary" icon={<UploadOutlined />} onClick={() => setDialog({ kind: 'upload' })}>
        Upload workflow
      </Button>
    </>
  );
  return (
    <AdminScreen title="Workflows" pageTitle="Workflows — staff" className="admin-workflows" toasts={toasts} tools={tools}>
      <p className="admin-workflows__intro">
        Every workflow of the catalogue, published or not. Unpublished workflows are hidden from visitors, the search and the sitemap.
      </p>
      <WorkflowTable
        query={list}
        list={params}
        switching={update.isPending ? (update.variables?.id ?? null) : null}
        onPublish={(workflow, published) => void publish(workflow, published)}
        onPreview={(workflow) => setDialog({ kind: 'preview', workflow })}
        onEdit={(workflow) => setDialog({ kind: 'edit', workflow })}
        onDelete={async (workflow) => void (await deleteOne(workflow))}
      />
      {dialog?.kind === 'upload' && (
        <Modal open title="Upload a workflow" footer={null} onCancel={close} width="min(640px, 96vw)">
          <ReturnFocus />
          <UploadWorkflowForm
            onCancel={close}
            onUploaded={(workflow) => {
              close();
              toasts.done(`“${workflow.title}” is uploaded${workflow.published ? ' and published' : ' (unpublished)'}.`);
            }}
          />
        </Modal>
      )}
      {dialog?.kind === 'edit' && (
        <EditWorkflowModal
          workflow={dialog.workflow}
          onCancel={close}
          onSaved={(workflow) => {
            close();
            toasts.done(workflow ? `“${workflow.title}” is saved.` : 'Nothing changed.');
          }}
        />
      )}
      {dialog?.kind === 'preview' && (
        <Suspense fallback={null}>
          <LazyAdminPreviewDialog workflow={dialog.workflow} onClose={close} />
        </Suspense>
      )}
    </AdminScreen>
  );
}
