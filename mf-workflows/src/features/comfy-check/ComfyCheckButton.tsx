// The button that opens "Check on my ComfyUI" where a workflow is shown; the panel itself is a lazy chunk.
import { Suspense, useState } from 'react';
import { Button, Spin } from 'antd';
import { ExperimentOutlined } from '@ant-design/icons';
import type { Workflow } from 'contracts';
import type { GraphOverlay } from '../catalog/index.ts';
import { LazyComfyCheckPanel, prefetchComfyCheck } from './lazy-panel.ts';

export function ComfyCheckButton({ workflow, onOverlay }: { workflow: Workflow; onOverlay?: (overlay: GraphOverlay | null) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="comfy-check-slot" style={{ margin: '16px 0' }}>
      <Button
        icon={<ExperimentOutlined />}
        aria-expanded={open}
        onMouseEnter={prefetchComfyCheck}
        onFocus={prefetchComfyCheck}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide the ComfyUI check' : 'Check on my ComfyUI'}
      </Button>
      {open && (
        <Suspense fallback={<Spin />}>
          <LazyComfyCheckPanel workflow={workflow} onOverlay={onOverlay} />
        </Suspense>
      )}
    </div>
  );
}
