// The staff table of workflows: title, slug, published switch, downloads, last change and the
// actions (preview, edit, delete after a confirmation).
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Popconfirm, Space, Switch, Tag, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import type { AdminWorkflow, AdminWorkflowList } from 'contracts';
import { AdminTable, DateTime, type Paging } from 'shared/admin';

export interface WorkflowTableProps {
  query: UseQueryResult<AdminWorkflowList>;
  list: Paging;
  /** The id whose published state is being changed. */
  switching: number | null;
  onPublish: (workflow: AdminWorkflow, published: boolean) => void;
  onPreview: (workflow: AdminWorkflow) => void;
  onEdit: (workflow: AdminWorkflow) => void;
  onDelete: (workflow: AdminWorkflow) => Promise<void>;
}

export function WorkflowTable(props: WorkflowTableProps) {
  const { query, list, switching, onPublish, onPreview, onEdit, onDelete } = props;
  const columns: TableColumnsType<AdminWorkflow> = [
    {
      title: 'Title',
      dataIndex: 'title',
      render: (title: string, workflow) => (
        <span className="admin-workflows-table__title">
          {title}
          {workflow.source === 'catalog' && <Tag className="admin-workflows-table__source">catalogue</Tag>}
        </span>
      ),
    },
    { title: 'Slug', dataIndex: 'slug', render: (slug: string) => <code className="admin-workflows-table__slug">{slug}</code> },
    {
      title: 'Published',
      dataIndex: 'published',
      render: (published: boolean, workflow) => (
        <Switch
          checked={published}
          loading={switching === workflow.id}
          aria-label={`Published: ${workflow.title}`}
          onChange={(checked) => onPublish(workflow, checked)}
        />
      ),
    },
    { title: 'Downloads', dataIndex: 'downloads', align: 'right' },
    { title: 'Updated', dataIndex: 'updated_at', render: (iso: string) => <DateTime iso={iso} /> },
    {
      title: 'Actions',
      key: 'actions',
      render: (_value, workflow) => (
        <Space wrap size={4}>
          <Button size="small" icon={<EyeOutlined />} onClick={() => onPreview(workflow)} aria-label={`Preview ${workflow.title}`}>
            Preview
          </Button>
          <Button size="small" icon={<EditOutlined />} onClick={() => onEdit(workflow)} aria-label={`Edit ${workflow.title}`}>
            Edit
          </Button>
          <Popconfirm
            title={`Delete “${workflow.title}”?`}
            description={
              workflow.source === 'catalog'
                ? 'It leaves the site and stays deleted after a restart.'
                : 'Its file and thumbnail are deleted too. This cannot be undone.'
            }
            okText="Delete"
            okButtonProps={{ danger: true }}
            onConfirm={() => onDelete(workflow)}
          >
            <Button size="small" danger icon={<DeleteOutlined />} aria-label={`Delete ${workflow.title}`}>
              Delete
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <AdminTable<AdminWorkflow>
      className="admin-workflows-table"
      query={query}
      what="The workflows"
      empty="No workflows found."
      columns={columns}
      list={list}
      scroll={{ x: 'max-content' }}
    />
  );
}
