// The staff preview of a workflow, published or not: its file comes from the staff API and is drawn
// by the catalogue's own graph view (WorkflowGraphView, with what the workflow needs).
import { Alert, Button, Modal, Spin } from 'antd';
import { errorMessage } from 'shared';
import { WorkflowGraphView } from '../../catalog/index.ts';
import type { AdminWorkflow } from 'contracts';
import { useWorkflowFile } from '../admin-workflow-queries.ts';

export interface AdminPreviewDialogProps {
  workflow: AdminWorkflow;
  onClose: () => void;
}

export default function AdminPreviewDialog({ workflow, onClose }: AdminPreviewDialogProps) {
  const file = useWorkflowFile(workflow.id);
  return (
    <Modal
      open
      title={`Preview: ${workflow.title}`}
      onCancel={onClose}
      width="min(1200px, 96vw)"
      centered
      destroyOnHidden
      rootClassName="workflow-preview-dialog"
      footer={
        <Button key="close" onClick={onClose}>
          Close
        </Button>
      }
    >
      {file.isSuccess ? (
        <WorkflowGraphView doc={file.data} declared={workflow} />
      ) : file.isError ? (
        <Alert type="error" showIcon title={`Could not load the workflow file: ${errorMessage(file.error)}`} />
      ) : (
        <div className="preview-loading" data-testid="preview-loading">
          <Spin />
        </div>
      )}
    </Modal>
  );
}
