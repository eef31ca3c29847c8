// Linted as mf-content/src/features/home/planted.ts: a feature importing another feature's internals.
export { articleQuery } from '../articles/article-queries.ts';
