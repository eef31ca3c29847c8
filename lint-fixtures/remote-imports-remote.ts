// Linted as mf-content/src/planted.ts: a remote importing another remote.
export { WorkflowGraphView } from '../../mf-workflows/src/features/catalog/index.ts';
