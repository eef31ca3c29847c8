import type { ReactNode } from 'react';
import { BrowserRouter } from 'shared/router';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AdFirstRenderContext, RemoteRenderContext, type RemoteRenderOptions } from 'shared';
import type { AdFirstRender } from 'contracts';
import { AppRoutes } from './routes.tsx';

export interface AppProvidersProps {
  queryClient: QueryClient;
  remoteRender: RemoteRenderOptions;
  /** What the ad slots' first render knows (the same on the server and while the browser hydrates). */
  ads: AdFirstRender;
  children: ReactNode;
}

/** What every page has around its routes, in the browser and on the server alike. */
export function AppProviders({ queryClient, remoteRender, ads, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <AdFirstRenderContext.Provider value={ads}>
        <RemoteRenderContext.Provider value={remoteRender}>{children}</RemoteRenderContext.Provider>
      </AdFirstRenderContext.Provider>
    </QueryClientProvider>
  );
}

// The shell renders no antd component on its own screens (navbar, footer, 404), so it ships none of
// antd; each remote applies the shared theme to its own antd (see README, "What a page costs in JavaScript").
export function App(props: Omit<AppProvidersProps, 'children'>) {
  return (
    <AppProviders {...props}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
