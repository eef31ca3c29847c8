import type { ServerPrefetch } from 'shared';
import { themed } from '../app/themed.tsx';
import { HomePage, homeSectionQueries } from '../features/home/HomePage.tsx';

export const prefetch: ServerPrefetch = (queryClient) => Promise.all(homeSectionQueries().map((query) => queryClient.fetchQuery(query)));

export default themed(HomePage);
