// Linted as mf-content/src/features/home/planted.ts: a feature importing another feature's internals.
export { useArticle } from '../articles/use-article.ts';
