// /admin/workflows: the staff catalogue. Search and a status filter over every workflow, upload (a
// dialog with the upload form), publish/unpublish from the table, edit metadata, preview the graph
// (the catalogue's preview, in a chunk of its own) and delete; each change confirmed by a toast.
import { Suspense, useState } from 'react';
import { Alert, Button, Input, Modal, Select, message } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { errorMessage, usePageMeta } from 'shared';
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
  usePageMeta('Workflows — staff');
  const [query, setQuery] = useState<{ page: number; q: string; status: StatusFilter }>({ page: 1, q: '', status: 'all' });
  const [searchText, setSearchText] = useState('');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [switching, setSwitching] = useState<number | null>(null);
  const [toasts, toastHolder] = message.useMessage();
  const list = useAdminWorkflowList(query);
  const update = useUpdateWorkflow();
  const remove = useDeleteWorkflow();

  const publish = async (workflow: AdminWorkflow, published: boolean) => {
    setSwitching(workflow.id);
    try {
      await update.mutateAsync({ id: workflow.id, changes: { published } });
      void toasts.success(
        published ? `“${workflow.title}” is published.` : `“${workflow.title}” is unpublished: visitors no longer see it.`,
      );
    } catch (error) {
      void toasts.error(`Could not change “${workflow.title}”: ${errorMessage(error)}`);
    } finally {
      setSwitching(null);
    }
  };

  const deleteOne = async (workflow: AdminWorkflow) => {
    try {
      await remove.mutateAsync(workflow.id);
      void toasts.success(`“${workflow.title}” is deleted.`);
    } catch (error) {
      void toasts.error(`Could not delete “${workflow.title}”: ${errorMessage(error)}`);
    }
  };

  const close = () => setDialog(null);
  return (
    <section className="admin-workflows">
      {toastHolder}
      <header className="admin-workflows__header">
        <h1>Workflows</h1>
        <p>
          Every workflow of the catalogue, published or not. Unpublished workflows are hidden from visitors, the search and the sitemap.
        </p>
      </header>
      <div className="admin-workflows__toolbar">
        <Input.Search
          className="admin-workflows__search"
          placeholder="Search title, slug, tags"
          aria-label="Search workflows"
          allowClear
          maxLength={200}
          value={searchText}
          onChange={(event) => {
            setSearchText(event.target.value);
            if (event.target.value === '' && query.q) setQuery({ ...query, page: 1, q: '' });
          }}
          onSearch={(q) => setQuery({ ...query, page: 1, q })}
        />
        <Select<StatusFilter>
          className="admin-workflows__status"
          aria-label="Status"
          value={query.status}
          options={STATUS_OPTIONS}
          onChange={(status) => setQuery({ ...query, page: 1, status })}
        />
        <Button type="primary" icon={<UploadOutlined />} onClick={() => setDialog({ kind: 'upload' })}>
          Upload workflow
        </Button>
      </div>
      {list.isError && (
        <Alert
          className="admin-workflows__alert"
          type="error"
          showIcon
          title={`Could not load the workflows: ${errorMessage(list.error)}`}
        />
      )}
      <WorkflowTable
        workflows={list.data?.results ?? []}
        count={list.data?.count ?? 0}
        page={query.page}
        loading={list.isFetching}
        switching={switching}
        onPage={(page) => setQuery({ ...query, page })}
        onPublish={publish}
        onPreview={(workflow) => setDialog({ kind: 'preview', workflow })}
        onEdit={(workflow) => setDialog({ kind: 'edit', workflow })}
        onDelete={deleteOne}
      />
      <Modal
        open={dialog?.kind === 'upload'}
        title="Upload a workflow"
        footer={null}
        onCancel={close}
        width="min(640px, 96vw)"
        destroyOnHidden
      >
        <UploadWorkflowForm
          onCancel={close}
          onUploaded={(workflow) => {
            close();
            void toasts.success(`“${workflow.title}” is uploaded${workflow.published ? ' and published' : ' (unpublished)'}.`);
          }}
        />
      </Modal>
      {dialog?.kind === 'edit' && (
        <EditWorkflowModal
          workflow={dialog.workflow}
          onCancel={close}
          onSaved={(workflow) => {
            close();
            void toasts.success(workflow ? `“${workflow.title}” is saved.` : 'Nothing changed.');
          }}
        />
      )}
      {dialog?.kind === 'preview' && (
        <Suspense fallback={null}>
          <LazyAdminPreviewDialog workflow={dialog.workflow} onClose={close} />
        </Suspense>
      )}
    </section>
  );
}
