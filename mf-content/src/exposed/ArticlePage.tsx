import type { ServerPrefetch } from 'shared';
import type { ModuleProps } from 'contracts';
import { themed } from '../app/themed.tsx';
import { ArticlePage } from '../features/articles/ArticlePage.tsx';
import { articleQuery } from '../features/articles/article-queries.ts';

export const prefetch: ServerPrefetch<ModuleProps<'mf-content', 'ArticlePage'>> = (queryClient, { props }) =>
  queryClient.fetchQuery(articleQuery(props.section, props.slug));

export default themed<ModuleProps<'mf-content', 'ArticlePage'>>(ArticlePage);
