import type { ServerPrefetch } from 'shared';
import { themed } from '../app/themed.tsx';
import { SectionIndexPage, sectionPageQuery } from '../features/articles/SectionIndexPage.tsx';

export const prefetch: ServerPrefetch = (queryClient, { props, search }) =>
  queryClient.fetchQuery(sectionPageQuery(String(props.section), new URLSearchParams(search)));

export default themed(SectionIndexPage);
