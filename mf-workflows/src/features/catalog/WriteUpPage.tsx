// /workflows/{blog_slug}: the write-up article (the content app's article page) with the workflow's
// Download, graph preview and "Check on my ComfyUI" above it. A slug of a workflow without a write-up goes to its id.
import { Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'shared/router';
import { Alert, Button } from 'antd';
import { ApartmentOutlined } from '@ant-design/icons';
import { RemoteModule } from 'shared';
import { BookmarkButton, useOpenedMark } from 'shared/library';
import { themed } from '../../app/themed.tsx';
import { ComfyCheckButton } from '../comfy-check/index.ts';
import { ResultsGallery } from '../results/index.ts';
import { DownloadButton } from './DownloadButton.tsx';
import { formatCount } from './format-count.ts';
import { WorkflowFacts } from './WorkflowFacts.tsx';
import { LazyPreviewDialog, prefetchPreview } from './preview/lazy-preview.ts';
import { useWorkflow, workflowProblem } from './workflow-queries.ts';
import { workflowPath } from './workflows-api.ts';
import './catalog.css';

function WriteUpPage({ slug }: { slug: string }) {
  const found = useWorkflow(slug);
  const [previewOpen, setPreviewOpen] = useState(false);
  const closePreview = () => setPreviewOpen(false);
  const navigate = useNavigate();
  const workflow = found.data ?? null;
  const problem = found.error ? workflowProblem(slug, found) : null;
  useOpenedMark(workflow && { kind: 'workflow', id: workflow.id });

  useEffect(() => {
    if (workflow && workflow.blog_slug !== slug) navigate(workflowPath(workflow), { replace: true });
  }, [navigate, slug, workflow]);

  return (
    <div className="writeup">
      {workflow && (
        <aside className="writeup-download" aria-label="Workflow file">
          <div className="writeup-download__text">
            <strong>{workflow.title}</strong>
            <span>
              ComfyUI workflow (JSON) · {formatCount(workflow.downloads)} {workflow.downloads === 1 ? 'download' : 'downloads'}
            </span>
            <WorkflowFacts workflow={workflow} />
          </div>
          <div className="writeup-download__actions">
            <Button icon={<ApartmentOutlined />} onMouseEnter={prefetchPreview} onClick={() => setPreviewOpen(true)}>
              Preview graph
            </Button>
            <DownloadButton workflow={workflow} label="Download workflow" />
            <BookmarkButton item={{ kind: 'workflow', id: workflow.id }} title={workflow.title} labelled />
          </div>
        </aside>
      )}
      {workflow && <ComfyCheckButton workflow={workflow} />}
      {problem && <Alert className="workflows-alert" type="warning" showIcon title={problem} />}
      <RemoteModule remote="mf-content" module="ArticlePage" props={{ section: 'workflows', slug }} />
      {workflow && <ResultsGallery workflow={workflow} />}
      {workflow && previewOpen && (
        <Suspense fallback={null}>
          <LazyPreviewDialog workflow={workflow} onClose={closePreview} />
        </Suspense>
      )}
    </div>
  );
}

// Loaded on demand by WorkflowsPage, with the site theme for its antd components.
export default themed(WriteUpPage);
