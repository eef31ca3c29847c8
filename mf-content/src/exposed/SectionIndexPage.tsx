import type { ServerPrefetch } from 'shared';
import type { ModuleProps } from 'contracts';
import { themed } from '../app/themed.tsx';
import { SectionIndexPage, sectionPageQuery } from '../features/articles/SectionIndexPage.tsx';

export const prefetch: ServerPrefetch<ModuleProps<'mf-content', 'SectionIndexPage'>> = (queryClient, { props, search }) =>
  queryClient.fetchQuery(sectionPageQuery(props.section, new URLSearchParams(search)));

export default themed<ModuleProps<'mf-content', 'SectionIndexPage'>>(SectionIndexPage);
