// Linted as shared/src/planted.ts: shared importing a remote.
export { HomePage } from '../../mf-content/src/features/home/HomePage.tsx';
