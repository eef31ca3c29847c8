import type { ServerPrefetch } from 'shared';
import { themed } from '../app/themed.tsx';
import { SearchPage } from '../features/search/SearchPage.tsx';
import { searchQuery } from '../features/search/search-api.ts';

export const prefetch: ServerPrefetch = (queryClient, { search }) =>
  queryClient.fetchQuery(searchQuery(new URLSearchParams(search).get('q') ?? ''));

export default themed(SearchPage);
