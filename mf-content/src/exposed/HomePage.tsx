import type { ServerPrefetch } from 'shared';
import type { ModuleProps } from 'contracts';
import { HomePage, homeSectionQueries } from '../features/home/HomePage.tsx';

export const prefetch: ServerPrefetch<ModuleProps<'mf-content', 'HomePage'>> = (queryClient) =>
  Promise.all(homeSectionQueries().map((query) => queryClient.fetchQuery(query)));

// No antd on this screen (plain markup styled by the theme's CSS variables): no ConfigProvider either.
export default HomePage;
