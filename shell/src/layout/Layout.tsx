import { Suspense, type ReactNode } from 'react';
import { Navbar } from './Navbar.tsx';
import { Footer } from './Footer.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';
import { ConsentNotice } from '../ads/ConsentNotice.tsx';

/**
 * The site's frame around a page (`children`: the routes). While the browser hydrates the server's page
 * (decision 0060), the navbar hydrates with the root, and the page's content, the footer and the
 * consent notice are a Suspense boundary of their own, hydrated in a later render: the root's render
 * stays small, and a tap on the navbar made while the page hydrates (which makes React finish the
 * root's hydration at once, in the tap's task) waits for the navbar only, not for the whole page.
 */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className="layout">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <ScrollToTop />
      <Navbar />
      <Suspense fallback={null}>
        <main className="layout__main" id="main" tabIndex={-1}>
          {children}
        </main>
        <Footer />
        <ConsentNotice />
      </Suspense>
    </div>
  );
}
