import type { ServerPrefetch } from 'shared';
import type { ModuleProps } from 'contracts';
import { SearchPage } from '../features/search/SearchPage.tsx';
import { searchQuery } from '../features/search/search-queries.ts';

export const prefetch: ServerPrefetch<ModuleProps<'mf-content', 'SearchPage'>> = (queryClient, { search }) =>
  queryClient.fetchQuery(searchQuery(new URLSearchParams(search).get('q') ?? ''));

// No antd on this screen (plain markup styled by the theme's CSS variables): no ConfigProvider either.
export default SearchPage;
