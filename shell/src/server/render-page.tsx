// Renders one page on the server: the shell's layout and the route's remote screen (loaded from the
// visitor's build of that remote's Node container, with its data prefetched into the query cache),
// with React's streaming renderer, antd's styles extracted and the query cache dehydrated for the
// browser. A remote that is missing, throws or is slower than the budget is left to the browser: the
// page is rendered again with that section as its fallback (same markup the browser hydrates).
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'shared/router';
import type { QueryClient } from '@tanstack/react-query';
import { StyleProvider, createCache, extractStyle } from '@ant-design/cssinjs';
import { iconStyles } from '@ant-design/icons/es/renderUtils';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { setHttpTransport, type ExposedModule, type HttpTransport, type RemoteRenderOptions, type ServerPrefetch } from 'shared';
import { matchPage, type PageParams, type RemoteName, type RenderRequest, type RenderResult } from 'contracts';
import { AppProviders } from '../app/App.tsx';
import { AppRoutes } from '../app/routes.tsx';
import { createServerQueryClient } from '../app/query-client.ts';
import { pageStateQueries } from './page-state-queries.ts';

/**
 * The navbar's and footer's icons are styled by a stylesheet @ant-design/icons inserts from the
 * browser; a screen without antd brings no `.anticon` rule either, so the server sends the same
 * element (the browser's insert finds it by its key and leaves it).
 */
const ICON_STYLES = `<style rc-util-key="@ant-design-icons" data-rc-order="prepend">${iconStyles}</style>`;

export interface ServerSetup {
  /** Answers the apps' /api/ requests in the API's own process. */
  transport: HttpTransport;
}

export function setup({ transport }: ServerSetup): void {
  setHttpTransport(transport);
}

const containerIds = new Map<string, string>();

/** Each build of a remote gets its own name in the runtime, so versions never replace each other. */
function containerId(remote: RemoteName, entryPath: string): string {
  const key = `${remote}@${entryPath}`;
  let id = containerIds.get(key);
  if (!id) {
    id = `${remote.replace(/-/g, '_')}__build${containerIds.size}`;
    registerRemotes([{ name: id, entry: `file://${entryPath}` }]);
    containerIds.set(key, id);
  }
  return id;
}

/**
 * Loads screens ("mf-content/ArticlePage") of the given builds without rendering, so the first
 * visitor of each screen does not wait for its code to be read and compiled.
 */
export async function preload(remotes: RenderRequest['remotes'], screens: string[]): Promise<string[]> {
  const failed: string[] = [];
  for (const screen of screens) {
    const [remote, module] = screen.split('/') as [RemoteName, string];
    const entry = remotes[remote];
    try {
      if (!entry) throw new Error(`no server build of ${remote}`);
      await loadRemote(`${containerId(remote, entry)}/${module}`);
    } catch {
      failed.push(screen);
    }
  }
  return failed;
}

export type ServerModule = ExposedModule & { prefetch?: ServerPrefetch };

/** Gets an exposed module of a remote's Node build (its container file, `entry`). */
export type ModuleLoader = (remote: RemoteName, entry: string, module: string) => Promise<ServerModule | undefined | null>;

/** The federation runtime, with the visitor's build of each remote registered under its own name. */
const runtimeLoader: ModuleLoader = (remote, entry, module) => loadRemote<ServerModule>(`${containerId(remote, entry)}/${module}`);
type Status = { state: 'loading' } | { state: 'done' } | { state: 'failed'; reason: string };

interface Attempt {
  html: string;
  statuses: Map<string, Status>;
  /** A render error outside a module load (a screen that throws while rendering). */
  renderError: string | null;
  timedOut: boolean;
  styles: string;
}

/** The params of the page's route in the contracts' table (the router's match), for the screens' prefetch. */
function routeParams(pathname: string): PageParams {
  try {
    return matchPage(pathname.split('/').filter(Boolean).map(decodeURIComponent))?.params ?? {};
  } catch {
    return {};
  }
}

function renderAttempt(
  request: RenderRequest,
  queryClient: QueryClient,
  clientOnly: ReadonlySet<string>,
  loadModule: ModuleLoader,
): Promise<Attempt> {
  const statuses = new Map<string, Status>();
  const location = new URL(request.url, 'http://site.invalid');
  const params = routeParams(location.pathname);
  const remoteRender: RemoteRenderOptions = {
    clientOnly,
    loaded: new Map(),
    lazies: new Map(),
    async load(remote, module, props) {
      const key = `${remote}/${module}`;
      statuses.set(key, { state: 'loading' });
      try {
        const entry = request.remotes[remote];
        if (!entry) throw new Error(`no server build of ${remote}`);
        const loaded = await loadModule(remote, entry, module);
        if (!loaded?.default) throw new Error(`${key} has no default export`);
        await loaded.prefetch?.(queryClient, { props, params, search: location.search });
        statuses.set(key, { state: 'done' });
        return loaded;
      } catch (error) {
        statuses.set(key, { state: 'failed', reason: error instanceof Error ? error.message : String(error) });
        throw error;
      }
    },
  };
  const cache = createCache();
  return new Promise((resolve, reject) => {
    let html = '';
    let renderError: string | null = null;
    let settled = false;
    const finish = (attempt: Omit<Attempt, 'statuses' | 'styles'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...attempt, statuses, styles: ICON_STYLES + extractStyle(cache) });
    };
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        finish({ html, renderError, timedOut: false });
        done();
      },
    });
    const stream = renderToPipeableStream(
      <StyleProvider cache={cache}>
        <AppProviders queryClient={queryClient} remoteRender={remoteRender} ads={request.ads}>
          <StaticRouter location={request.url}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </StyleProvider>,
      {
        // The page goes out whole once everything is ready: no boundary is outlined behind an inline
        // script (which the CSP would block and the browser would have to run before showing it).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          if (!settled) stream.pipe(sink);
        },
        onShellError(error) {
          settled = true;
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error) {
          renderError ??= error instanceof Error ? error.message : String(error);
        },
      },
    );
    const timer = setTimeout(() => {
      finish({ html: '', renderError, timedOut: true });
      stream.abort(new Error('server render budget exceeded'));
    }, request.budgetMs);
  });
}

export async function renderPage(request: RenderRequest, loadModule: ModuleLoader = runtimeLoader): Promise<RenderResult> {
  const queryClient = createServerQueryClient();
  const first = await renderAttempt(request, queryClient, new Set(), loadModule);
  const loaded = [...first.statuses.entries()];
  if (!first.timedOut && !first.renderError) {
    return {
      html: first.html,
      styles: first.styles,
      queries: pageStateQueries(queryClient),
      rendered: loaded.map(([key]) => key),
      clientOnly: {},
    };
  }
  // Leave every section that did not finish cleanly to the browser, and render the rest again.
  const clientOnly: Record<string, string> = {};
  for (const [key, status] of loaded) {
    if (status.state === 'failed') clientOnly[key] = status.reason;
    else if (status.state === 'loading') clientOnly[key] = `slower than ${request.budgetMs} ms`;
    else if (first.renderError) clientOnly[key] = `render error: ${first.renderError}`;
  }
  const second = await renderAttempt(request, queryClient, new Set(Object.keys(clientOnly)), loadModule);
  if (second.timedOut || second.renderError) throw new Error(`the shell could not be rendered: ${second.renderError ?? 'timed out'}`);
  return {
    html: second.html,
    styles: second.styles,
    queries: pageStateQueries(queryClient),
    rendered: loaded.map(([key]) => key).filter((key) => !(key in clientOnly)),
    clientOnly,
  };
}
