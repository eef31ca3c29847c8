// Linted as comfy-engine/src/planted.ts: the engine importing the project.
export { WORKFLOW_PAGE_SIZE } from '../../contracts/src/workflows.ts';
