// What other features use of the catalogue: its graph view of a workflow (with the preview's styles),
// the graph alone with a run drawn over it, and the query of a workflow file.
import './preview/preview.css';

export { OverlaidGraph, WorkflowGraphView } from './preview/WorkflowPreview.tsx';
export type { GraphOverlay } from './preview/GraphPreview.tsx';
export { workflowFileQuery } from './workflow-queries.ts';
