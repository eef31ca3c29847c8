// The preview of one workflow file: its graph and what it needs (custom nodes, model files).
import { useEffect, useMemo, useState } from 'react';
import { Alert, Spin, Tag } from 'antd';
import { fetchWorkflowJson } from '../workflows-api.ts';
import { displayName } from './core-nodes.ts';
import { GraphPreview } from './GraphPreview.tsx';
import { NotAWorkflowError, parseWorkflowGraph, type WorkflowGraph } from './graph-model.ts';
import { workflowRequirements, type Requirements } from './requirements.ts';

export function RequirementsList({ requirements }: { requirements: Requirements }) {
  return (
    <div className="requirements">
      <section aria-labelledby="needs-custom-nodes">
        <h3 id="needs-custom-nodes">Custom nodes</h3>
        {requirements.customNodes.length === 0 ? (
          <p className="requirements__none">None: every node is part of ComfyUI.</p>
        ) : (
          <ul data-testid="custom-nodes">
            {requirements.customNodes.map((need) => (
              <li key={need.type}>
                <code>{need.type}</code>
                {need.pack && <span className="requirements__meta"> from {need.pack}</span>}
                {need.count > 1 && <span className="requirements__meta"> ×{need.count}</span>}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="needs-models">
        <h3 id="needs-models">Model files</h3>
        {requirements.models.length === 0 ? (
          <p className="requirements__none">No model files are named in loader nodes (custom nodes may fetch their own).</p>
        ) : (
          <ul data-testid="model-files">
            {requirements.models.map((model) => (
              <li key={model.name}>
                <code>{model.name}</code>
                {model.folder && <span className="requirements__meta"> → models/{model.folder}</span>}
                {model.optional && <Tag className="requirements__tag">optional</Tag>}
                {model.url && (
                  <>
                    {' '}
                    <a href={model.url} target="_blank" rel="noopener noreferrer">
                      source
                    </a>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export function WorkflowGraphView({ doc }: { doc: unknown }) {
  const parsed = useMemo((): { graph: WorkflowGraph; requirements: Requirements } | { error: string } => {
    try {
      const graph = parseWorkflowGraph(doc, displayName);
      return { graph, requirements: workflowRequirements(graph) };
    } catch (error) {
      if (error instanceof NotAWorkflowError) return { error: error.message };
      throw error;
    }
  }, [doc]);
  if ('error' in parsed) return <Alert type="warning" showIcon title={`This file cannot be previewed: ${parsed.error}`} />;
  return (
    <>
      <GraphPreview graph={parsed.graph} />
      <RequirementsList requirements={parsed.requirements} />
    </>
  );
}

type FileState = { status: 'loading' } | { status: 'loaded'; doc: unknown } | { status: 'failed'; message: string };

/** Loads the file at `url` and shows its graph and needs. */
export function WorkflowPreview({ url }: { url: string }) {
  const [state, setState] = useState<FileState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchWorkflowJson(url, controller.signal)
      .then((doc) => setState({ status: 'loaded', doc }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Could not load the workflow file', error);
        setState({ status: 'failed', message: error instanceof Error ? error.message : 'The workflow file could not be loaded.' });
      });
    return () => controller.abort();
  }, [url]);

  if (state.status === 'loading') {
    return (
      <div className="preview-loading" data-testid="preview-loading">
        <Spin />
      </div>
    );
  }
  if (state.status === 'failed') return <Alert type="error" showIcon title={`Could not load the graph: ${state.message}`} />;
  return <WorkflowGraphView doc={state.doc} />;
}
