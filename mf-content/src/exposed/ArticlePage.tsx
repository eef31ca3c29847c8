import type { ServerPrefetch } from 'shared';
import { themed } from '../app/themed.tsx';
import { ArticlePage } from '../features/articles/ArticlePage.tsx';
import { articleQuery } from '../features/articles/article-queries.ts';

export const prefetch: ServerPrefetch = (queryClient, { props }) =>
  queryClient.fetchQuery(articleQuery(String(props.section), String(props.slug)));

export default themed(ArticlePage);
