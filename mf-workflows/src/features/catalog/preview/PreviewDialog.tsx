// The preview dialog of a workflow (loaded on demand, with the graph code): title, description,
// tags, commercial use and GPU, the graph and what it needs (the model files and custom node packs of its metadata, else
// what the file names), "Check on my ComfyUI" (a run there is drawn on this graph), Close and Download.
import { useState } from 'react';
import { Button, Modal, Tag } from 'antd';
import type { ListedWorkflow } from 'contracts';
import { ReturnFocus } from 'shared';
import { BookmarkButton, useOpenedMark } from 'shared/library';
import { themed } from '../../../app/themed.tsx';
import { ComfyCheckButton } from '../../comfy-check/index.ts';
import { ResultsGallery } from '../../results/index.ts';
import { DownloadButton } from '../DownloadButton.tsx';
import { WorkflowFacts } from '../WorkflowFacts.tsx';
import type { GraphOverlay } from './GraphPreview.tsx';
import { splitTags } from '../workflows-api.ts';
import { WorkflowPreview } from './WorkflowPreview.tsx';
import './preview.css';

export interface PreviewDialogProps {
  workflow: ListedWorkflow;
  onClose: () => void;
}

function PreviewDialog({ workflow, onClose }: PreviewDialogProps) {
  const [overlay, setOverlay] = useState<GraphOverlay | null>(null);
  useOpenedMark({ kind: 'workflow', id: workflow.id });
  return (
    <Modal
      open
      title={workflow.title}
      onCancel={onClose}
      width="min(1200px, 96vw)"
      centered
      destroyOnHidden
      rootClassName="workflow-preview-dialog"
      footer={[
        <BookmarkButton key="save" item={{ kind: 'workflow', id: workflow.id }} title={workflow.title} labelled />,
        <Button key="close" onClick={onClose}>
          Close
        </Button>,
        <DownloadButton key="download" workflow={workflow} />,
      ]}
    >
      <ReturnFocus />
      <p className="preview-description">{workflow.description}</p>
      <div className="preview-tags">
        <Tag color="green">{workflow.difficulty}</Tag>
        <Tag>{workflow.category}</Tag>
        {splitTags(workflow.tags).map((tag) => (
          <Tag key={tag}>{tag}</Tag>
        ))}
      </div>
      <WorkflowFacts workflow={workflow} detailed />
      <WorkflowPreview url={workflow.s3_url} declared={workflow} overlay={overlay ?? undefined} />
      <ComfyCheckButton workflow={workflow} onOverlay={setOverlay} />
      <ResultsGallery workflow={workflow} />
    </Modal>
  );
}

// Loaded on demand (lazy-preview.ts) over a grid with no antd: the site theme comes with it.
export default themed(PreviewDialog);
