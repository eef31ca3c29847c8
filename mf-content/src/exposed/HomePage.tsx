import type { ServerPrefetch } from 'shared';
import type { ModuleProps } from 'contracts';
import { themed } from '../app/themed.tsx';
import { HomePage, homeSectionQueries } from '../features/home/HomePage.tsx';

export const prefetch: ServerPrefetch<ModuleProps<'mf-content', 'HomePage'>> = (queryClient) =>
  Promise.all(homeSectionQueries().map((query) => queryClient.fetchQuery(query)));

export default themed<ModuleProps<'mf-content', 'HomePage'>>(HomePage);
