// The route table (docs/product/navigation.md#routes): each route maps to a module exposed by a remote.
import type { ReactNode } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
import { RemoteModule, type RemoteName } from 'shared';
import { AdminArea } from '../admin/AdminArea.tsx';
import { ADMIN_SECTIONS } from '../admin/admin-sections.ts';
import { Layout } from '../layout/Layout.tsx';
import { NotFound } from '../layout/NotFound.tsx';

/** A remote's screen; the key gives each screen its own error boundary and loading state. */
function remote(name: RemoteName, module: string, props?: Record<string, unknown>, key = `${name}/${module}`): ReactNode {
  return <RemoteModule key={key} remote={name} module={module} props={props} />;
}

const SECTIONS = ['tutorials', 'earning-ideas', 'blog'] as const;

function ArticleRoute({ section }: { section: string }) {
  const { blogName = '' } = useParams();
  return remote('mf-content', 'ArticlePage', { section, slug: blogName }, `${section}/${blogName}`);
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={remote('mf-content', 'HomePage')} />
        <Route path="ai-roadmap" element={remote('mf-content', 'RoadmapPage')} />
        <Route path="workflows" element={remote('mf-workflows', 'WorkflowsPage')} />
        <Route path="workflows/:slug" element={remote('mf-workflows', 'WorkflowsPage')} />
        {SECTIONS.map((section) => [
          <Route key={section} path={section} element={remote('mf-content', 'SectionIndexPage', { section }, section)} />,
          <Route key={`${section}/article`} path={`${section}/:blogName`} element={<ArticleRoute section={section} />} />,
        ])}
        <Route path="search" element={remote('mf-content', 'SearchPage')} />
        <Route path="contact" element={remote('mf-community', 'ContactPage')} />
        <Route path="pricing" element={remote('mf-account', 'PricingPage')} />
        <Route path="privacy" element={remote('mf-content', 'PrivacyPage')} />
      </Route>
      <Route path="signin" element={remote('mf-account', 'SignInPage')} />
      <Route path="signup" element={remote('mf-account', 'SignUpPage')} />
      <Route path="admin" element={<AdminArea />}>
        {ADMIN_SECTIONS.map((section) =>
          section.path ? (
            <Route key={section.path} path={section.path} element={remote(section.remote, section.module)} />
          ) : (
            <Route key="dashboard" index element={remote(section.remote, section.module)} />
          ),
        )}
        <Route path="*" element={<NotFound />} />
      </Route>
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
