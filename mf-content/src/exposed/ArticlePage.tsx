import type { ServerPrefetch } from 'shared';
import type { ModuleProps } from 'contracts';
import { ArticlePage } from '../features/articles/ArticlePage.tsx';
import { articleQuery } from '../features/articles/article-queries.ts';

export const prefetch: ServerPrefetch<ModuleProps<'mf-content', 'ArticlePage'>> = (queryClient, { props }) =>
  queryClient.fetchQuery(articleQuery(props.section, props.slug));

// No antd on this screen (plain markup styled by the theme's CSS variables): no ConfigProvider either.
export default ArticlePage;
