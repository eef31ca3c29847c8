// Linted as shared/src/planted.ts: shared importing the shell.
export { NotFound } from '../../shell/src/layout/NotFound.tsx';
