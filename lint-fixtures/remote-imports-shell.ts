// Linted as mf-content/src/planted.ts: a remote importing the shell.
export { NotFound } from '../../shell/src/layout/NotFound.tsx';
