// Linted as shared/src/planted.ts: production code importing a test helper.
export { queryWrapper } from '../test/query-wrapper.tsx';
