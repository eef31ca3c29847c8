import type { ServerPrefetch } from 'shared';
import type { ModuleProps } from 'contracts';
import { SectionIndexPage, sectionPageQuery } from '../features/articles/SectionIndexPage.tsx';

export const prefetch: ServerPrefetch<ModuleProps<'mf-content', 'SectionIndexPage'>> = (queryClient, { props, search }) =>
  queryClient.fetchQuery(sectionPageQuery(props.section, new URLSearchParams(search)));

// No antd on this screen (plain markup styled by the theme's CSS variables): no ConfigProvider either.
export default SectionIndexPage;
