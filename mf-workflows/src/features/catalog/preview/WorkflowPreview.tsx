// The preview of one workflow file: its graph and what it needs (custom nodes, model files). What
// the workflow's metadata declares shows while the file loads and when it cannot be drawn.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Spin } from 'antd';
import { workflowFileQuery } from '../workflow-queries.ts';
import { displayName } from './core-nodes.ts';
import { GraphPreview, type GraphOverlay } from './GraphPreview.tsx';
import { NotAWorkflowError, parseWorkflowGraph, type WorkflowGraph } from './graph-model.ts';
import { workflowRequirements, type Requirements } from './requirements.ts';
import { RequirementsList, type DeclaredRequirements } from './RequirementsList.tsx';

export function WorkflowGraphView({ doc, declared, overlay }: { doc: unknown; declared: DeclaredRequirements; overlay?: GraphOverlay }) {
  const parsed = useMemo((): { graph: WorkflowGraph; requirements: Requirements } | { error: string } => {
    try {
      const graph = parseWorkflowGraph(doc, displayName);
      return { graph, requirements: workflowRequirements(graph) };
    } catch (error) {
      if (error instanceof NotAWorkflowError) return { error: error.message };
      throw error;
    }
  }, [doc]);
  if ('error' in parsed) {
    return (
      <>
        <Alert type="warning" showIcon title={`This file cannot be previewed: ${parsed.error}`} />
        <RequirementsList fromFile={null} declared={declared} />
      </>
    );
  }
  return (
    <>
      <GraphPreview graph={parsed.graph} overlay={overlay} />
      <RequirementsList fromFile={parsed.requirements} declared={declared} />
    </>
  );
}

/** The graph alone, with a run's overlay (null when the file cannot be drawn). */
export function OverlaidGraph({ doc, overlay }: { doc: unknown; overlay: GraphOverlay }) {
  const graph = useMemo(() => {
    try {
      return parseWorkflowGraph(doc, displayName);
    } catch {
      return null;
    }
  }, [doc]);
  return graph ? <GraphPreview graph={graph} overlay={overlay} /> : null;
}

/** Loads the file at `url` and shows its graph (with a run's overlay) and needs. */
export function WorkflowPreview({ url, declared, overlay }: { url: string; declared: DeclaredRequirements; overlay?: GraphOverlay }) {
  const file = useQuery(workflowFileQuery(url));

  if (file.isSuccess) return <WorkflowGraphView doc={file.data} declared={declared} overlay={overlay} />;
  return (
    <>
      {file.isPending ? (
        <div className="preview-loading" data-testid="preview-loading">
          <Spin />
        </div>
      ) : (
        <Alert type="error" showIcon title={`Could not load the graph: ${file.error.message}`} />
      )}
      <RequirementsList fromFile={null} declared={declared} />
    </>
  );
}
