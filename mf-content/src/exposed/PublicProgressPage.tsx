import type { ServerPrefetch } from 'shared';
import type { ModuleProps } from 'contracts';
import { PublicProgressPage } from '../features/roadmap/PublicProgressPage.tsx';
import { publicProgressQuery } from '../features/roadmap/progress-queries.ts';

export const prefetch: ServerPrefetch<ModuleProps<'mf-content', 'PublicProgressPage'>> = (queryClient, { props }) =>
  queryClient.fetchQuery(publicProgressQuery(props.handle));

// No antd on this screen (plain markup styled by the theme's CSS variables): no ConfigProvider either.
export default PublicProgressPage;
