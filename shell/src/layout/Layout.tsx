import { Outlet } from 'shared/router';
import { Navbar } from './Navbar.tsx';
import { Footer } from './Footer.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';
import { ConsentNotice } from '../ads/ConsentNotice.tsx';

export function Layout() {
  return (
    <div className="layout">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <ScrollToTop />
      <Navbar />
      <main className="layout__main" id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <ConsentNotice />
    </div>
  );
}
