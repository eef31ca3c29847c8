import type { ServerPrefetch } from 'shared';
import type { ModuleProps } from 'contracts';
import { themed } from '../app/themed.tsx';
import { SearchPage } from '../features/search/SearchPage.tsx';
import { searchQuery } from '../features/search/search-queries.ts';

export const prefetch: ServerPrefetch<ModuleProps<'mf-content', 'SearchPage'>> = (queryClient, { search }) =>
  queryClient.fetchQuery(searchQuery(new URLSearchParams(search).get('q') ?? ''));

export default themed<ModuleProps<'mf-content', 'SearchPage'>>(SearchPage);
