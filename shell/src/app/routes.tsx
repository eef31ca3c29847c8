// The shell's routes, drawn from the contracts' page table (PAGE_ROUTES; docs/product/navigation.md#routes):
// each route maps to a module exposed by a remote, given the route's params.
import type { ReactNode } from 'react';
import { Route, Routes, useLocation, useParams } from 'shared/router';
import { PAGE_ROUTES, matchPage, type PageRoute } from 'contracts';
import { RemoteModule } from 'shared';
import { AdminArea } from '../admin/AdminArea.tsx';
import { ADMIN_SECTIONS } from '../admin/admin-sections.ts';
import { Layout } from '../layout/Layout.tsx';
import { NotFound } from '../layout/NotFound.tsx';

/** The route's remote screen with the props its params give; the key gives each screen its own error boundary and loading state. */
function PageScreen({ route }: { route: PageRoute }): ReactNode {
  const params = useParams() as Record<string, string>;
  const ref = route.screen?.(params);
  if (!ref) return null;
  return <RemoteModule key={route.screenKey?.(params) ?? `${ref.remote}/${ref.module}`} {...ref} />;
}

/** A react-router route of the table. */
function pageRoute(route: PageRoute): ReactNode {
  return <Route key={route.path} path={route.path} element={<PageScreen route={route} />} />;
}

/** The staff area: the shell's own layout, each section a remote's screen (decision 0018). */
function staffRoute(route: PageRoute): ReactNode {
  return (
    <Route key={route.path} path={route.path.slice(1).replace(/\/\*$/, '')} element={<AdminArea />}>
      {ADMIN_SECTIONS.map(({ path, screen }) => (
        <Route
          key={path || 'dashboard'}
          {...(path ? { path } : { index: true })}
          element={<RemoteModule key={`${screen.remote}/${screen.module}`} {...screen} />}
        />
      ))}
      <Route path="*" element={<NotFound />} />
    </Route>
  );
}

/** Whether the path's page is drawn inside the site's navbar and footer (an unknown path is not: its 404 stands alone). */
function hasSiteLayout(pathname: string, routes: readonly PageRoute[]): boolean {
  return matchPage(pathname.split('/').filter(Boolean), routes)?.route.layout === 'site';
}

/**
 * The site's frame is chosen from the page table, outside react-router's `Routes` (decision 0067): the
 * route matching then runs inside the layout's content boundary, which hydrates after the root, and a
 * tap on the navbar made while the page hydrates no longer waits for it.
 */
export function AppRoutes({ routes = PAGE_ROUTES }: { routes?: readonly PageRoute[] }) {
  const { pathname } = useLocation();
  const pages = (
    <Routes>
      {routes.filter((r) => r.layout !== 'staff').map(pageRoute)}
      {routes.filter((r) => r.layout === 'staff').map(staffRoute)}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
  return hasSiteLayout(pathname, routes) ? <Layout>{pages}</Layout> : pages;
}
