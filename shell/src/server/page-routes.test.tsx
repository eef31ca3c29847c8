// The shell's router is the contracts' page table: every route of PAGE_ROUTES draws its remote screen
// with the props its params give, and a route added to the table is routed with nothing else to change.
import { describe, expect, it } from '@jest/globals';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'shared/router';
import { QueryClient } from '@tanstack/react-query';
import { PAGE_ROUTES, type PageRoute, type RemoteModuleRef } from 'contracts';
import type { ExposedModule, RemoteRenderOptions } from 'shared';
import { AppProviders } from '../app/App.tsx';
import { AppRoutes } from '../app/routes.tsx';

const ADS = { client: '', slotIds: {}, preview: false, adFree: false };

/** Every screen already loaded, each drawing its "remote/Module" and props. */
class EveryScreen extends Map<string, ExposedModule> {
  override get(key: string): ExposedModule {
    return { default: (props) => <p data-screen={key}>{JSON.stringify(props)}</p> };
  }
}

const SCREENS: RemoteRenderOptions = {
  load: async () => {
    throw new Error('every screen is loaded');
  },
  clientOnly: new Set(),
  loaded: new EveryScreen(),
  lazies: new Map(),
};

function render(url: string, routes?: readonly PageRoute[]): string {
  return renderToString(
    <AppProviders queryClient={new QueryClient()} remoteRender={SCREENS} ads={ADS}>
      <StaticRouter location={url}>
        <AppRoutes routes={routes} />
      </StaticRouter>
    </AppProviders>,
  );
}

/** What the page shows for a screen: its "remote/Module" and props, as the fake screens draw them. */
function drawn(ref: RemoteModuleRef): string {
  return `<p data-screen="${ref.remote}/${ref.module}">${JSON.stringify(ref.props ?? {}).replace(/"/g, '&quot;')}</p>`;
}

/** A path of the route, with `value` for each param. */
function examplePath(route: PageRoute, value: string): { url: string; params: Record<string, string> } {
  const params: Record<string, string> = {};
  const url = route.path.replace(/:(\w+)|\*/g, (_, name: string | undefined) => {
    params[name ?? '*'] = value;
    return value;
  });
  return { url, params };
}

describe('the shell routes of the page table', () => {
  it('draws the screen of every route with the props its params give', () => {
    for (const route of PAGE_ROUTES as readonly PageRoute[]) {
      if (!route.screen) continue;
      const { url, params } = examplePath(route, 'install-flux');
      expect([url, render(url)]).toEqual([url, expect.stringContaining(drawn(route.screen(params)))]);
    }
  });

  it('routes a page added to the table, and only then', () => {
    const library: PageRoute = {
      path: '/library/:slug',
      layout: 'site',
      screen: ({ slug = '' }) => ({ remote: 'mf-content', module: 'ArticlePage', props: { section: 'blog', slug } }),
      loader: 'article',
      sitemap: null,
      tags: () => ['library'],
    };
    expect(render('/library/flux', [...PAGE_ROUTES, library])).toContain(
      drawn({ remote: 'mf-content', module: 'ArticlePage', props: { section: 'blog', slug: 'flux' } }),
    );
    expect(render('/library/flux')).toContain('404: The page you are looking for isn&#x27;t here');
  });
});
