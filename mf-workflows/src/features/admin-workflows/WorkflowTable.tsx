// The staff table of workflows: title, slug, published switch, downloads, last change and the
// actions (preview, edit, delete after a confirmation).
import { Button, Popconfirm, Space, Switch, Table, Tag, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import type { AdminWorkflow } from 'contracts';
import { ADMIN_PAGE_SIZE } from 'contracts/limits';
import { ADMIN_TABLE_CLASS, labelledColumns } from 'shared';

export interface WorkflowTableProps {
  workflows: AdminWorkflow[];
  count: number;
  page: number;
  loading: boolean;
  /** The id whose published state is being changed. */
  switching: number | null;
  onPage: (page: number) => void;
  onPublish: (workflow: AdminWorkflow, published: boolean) => void;
  onPreview: (workflow: AdminWorkflow) => void;
  onEdit: (workflow: AdminWorkflow) => void;
  onDelete: (workflow: AdminWorkflow) => Promise<void>;
}

/** "2026-11-24 17:50" in the viewer's time zone. */
export function formatUpdated(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function WorkflowTable(props: WorkflowTableProps) {
  const { workflows, count, page, loading, switching, onPage, onPublish, onPreview, onEdit, onDelete } = props;
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
    { title: 'Updated', dataIndex: 'updated_at', render: (iso: string) => <time dateTime={iso}>{formatUpdated(iso)}</time> },
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
    <div className="admin-workflows-table">
      <Table<AdminWorkflow>
        className={ADMIN_TABLE_CLASS}
        rowKey="id"
        columns={labelledColumns(columns)}
        dataSource={workflows}
        loading={loading}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: loading ? 'Loading…' : 'No workflows found.' }}
        pagination={{
          current: page,
          pageSize: ADMIN_PAGE_SIZE,
          total: count,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: onPage,
        }}
      />
    </div>
  );
}
