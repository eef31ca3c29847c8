// Component tests render data screens inside a fresh query cache each (no retries: a failure shows at
// once), which logs failures as the page's does.
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { loggingCaches } from '../src/query/query-caches.ts';

export function queryWrapper(): (props: { children: ReactNode }) => ReactNode {
  const client = new QueryClient({ ...loggingCaches(), defaultOptions: { queries: { retry: false } } });
  return ({ children }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
