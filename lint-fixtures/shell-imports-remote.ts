// Linted as shell/src/planted.ts: the shell importing a remote's source.
export { HomePage } from '../../mf-content/src/features/home/HomePage.tsx';
