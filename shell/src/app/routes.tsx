// The route table (docs/product/navigation.md#routes): each route maps to a module exposed by a remote.
import type { ReactNode } from 'react';
import { Route, Routes, useParams } from 'shared/router';
import type { RemoteModuleRef } from 'contracts';
import { RemoteModule } from 'shared';
import { AdminArea } from '../admin/AdminArea.tsx';
import { ADMIN_SECTIONS } from '../admin/admin-sections.ts';
import { Layout } from '../layout/Layout.tsx';
import { NotFound } from '../layout/NotFound.tsx';

/** A remote's screen, with the props the contracts' table gives it; the key gives each screen its own error boundary and loading state. */
function screen(ref: RemoteModuleRef, key = `${ref.remote}/${ref.module}`): ReactNode {
  return <RemoteModule key={key} {...ref} />;
}

const SECTIONS = ['tutorials', 'earning-ideas', 'blog'] as const;

function ArticleRoute({ section }: { section: (typeof SECTIONS)[number] }) {
  const { blogName = '' } = useParams();
  return screen({ remote: 'mf-content', module: 'ArticlePage', props: { section, slug: blogName } }, `${section}/${blogName}`);
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={screen({ remote: 'mf-content', module: 'HomePage' })} />
        <Route path="ai-roadmap" element={screen({ remote: 'mf-content', module: 'RoadmapPage' })} />
        <Route path="workflows" element={screen({ remote: 'mf-workflows', module: 'WorkflowsPage' })} />
        <Route path="workflows/:slug" element={screen({ remote: 'mf-workflows', module: 'WorkflowsPage' })} />
        {SECTIONS.map((section) => [
          <Route
            key={section}
            path={section}
            element={screen({ remote: 'mf-content', module: 'SectionIndexPage', props: { section } }, section)}
          />,
          <Route key={`${section}/article`} path={`${section}/:blogName`} element={<ArticleRoute section={section} />} />,
        ])}
        <Route path="search" element={screen({ remote: 'mf-content', module: 'SearchPage' })} />
        <Route path="contact" element={screen({ remote: 'mf-community', module: 'ContactPage' })} />
        <Route path="pricing" element={screen({ remote: 'mf-account', module: 'PricingPage' })} />
        <Route path="privacy" element={screen({ remote: 'mf-content', module: 'PrivacyPage' })} />
        <Route path="account" element={screen({ remote: 'mf-account', module: 'AccountPage' })} />
      </Route>
      <Route path="signin" element={screen({ remote: 'mf-account', module: 'SignInPage' })} />
      <Route path="signup" element={screen({ remote: 'mf-account', module: 'SignUpPage' })} />
      <Route path="forgot-password" element={screen({ remote: 'mf-account', module: 'ForgotPasswordPage' })} />
      <Route path="reset-password" element={screen({ remote: 'mf-account', module: 'ResetPasswordPage' })} />
      <Route path="admin" element={<AdminArea />}>
        {ADMIN_SECTIONS.map((section) =>
          section.path ? (
            <Route key={section.path} path={section.path} element={screen(section.screen)} />
          ) : (
            <Route key="dashboard" index element={screen(section.screen)} />
          ),
        )}
        <Route path="*" element={<NotFound />} />
      </Route>
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
