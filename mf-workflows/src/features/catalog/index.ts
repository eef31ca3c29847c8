// What other features use of the catalogue: its graph view of a workflow (with the preview's styles).
import './preview/preview.css';

export { WorkflowGraphView } from './preview/WorkflowPreview.tsx';
