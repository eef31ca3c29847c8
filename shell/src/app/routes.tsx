// The shell's routes, drawn from the contracts' page table (PAGE_ROUTES; docs/product/navigation.md#routes):
// each route maps to a module exposed by a remote, given the route's params.
import type { ReactNode } from 'react';
import { Route, Routes, useParams } from 'shared/router';
import { PAGE_ROUTES, type PageRoute } from 'contracts';
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

/** A react-router route of the table (`/` is the layout's index). */
function pageRoute(route: PageRoute): ReactNode {
  const element = <PageScreen route={route} />;
  return route.path === '/' ? (
    <Route key={route.path} index element={element} />
  ) : (
    <Route key={route.path} path={route.path.slice(1)} element={element} />
  );
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

export function AppRoutes({ routes = PAGE_ROUTES }: { routes?: readonly PageRoute[] }) {
  return (
    <Routes>
      <Route element={<Layout />}>{routes.filter((r) => r.layout === 'site').map(pageRoute)}</Route>
      {routes.filter((r) => r.layout === 'bare').map(pageRoute)}
      {routes.filter((r) => r.layout === 'staff').map(staffRoute)}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
