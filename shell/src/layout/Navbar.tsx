import { useCallback, useRef, useState } from 'react';
import { Link, NavLink as RouterLink, useLocation } from 'shared/router';
import { Icon } from './icons.tsx';
import { MAIN_TABS, activeKey } from './nav-links.ts';
import { MoreMenu } from './MoreMenu.tsx';
import { NavSearch } from './NavSearch.tsx';
import { AccountArea, Newsletter } from './AccountArea.tsx';
import { MobileDrawer } from './MobileDrawer.tsx';
import { useScrolled } from './use-scrolled.ts';
import { Brand } from './Brand.tsx';

export function Navbar() {
  const { pathname } = useLocation();
  const scrolled = useScrolled();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const burger = useRef<HTMLButtonElement>(null);
  const closeDrawer = useCallback(() => {
    setDrawerOpen(false);
    burger.current?.focus();
  }, []);
  // The newsletter dialog gives focus back to what had it when it opened: the navbar's Subscribe
  // button, or the burger when it was opened from the drawer (which closes first, so the dialog
  // never opens over it).
  const [newsletterOpen, setNewsletterOpen] = useState(false);
  const openNewsletter = useCallback(() => setNewsletterOpen(true), []);
  const closeNewsletter = useCallback(() => setNewsletterOpen(false), []);
  const subscribeFromDrawer = useCallback(() => {
    closeDrawer();
    setNewsletterOpen(true);
  }, [closeDrawer]);
  const active = activeKey(pathname);

  return (
    <header className={`navbar${scrolled ? ' navbar--scrolled' : ''}`} data-scrolled={scrolled}>
      <div className="navbar__inner">
        <Link to="/" className="navbar__brand" aria-label="AI Creator Hub home">
          <Brand />
        </Link>
        <nav className="navbar__tabs" aria-label="Main">
          {MAIN_TABS.map((tab) => (
            <RouterLink key={tab.key} to={tab.to} className={`nav-tab${active === tab.key ? ' nav-tab--active' : ''}`}>
              {tab.label}
            </RouterLink>
          ))}
          <MoreMenu />
        </nav>
        <div className="navbar__actions">
          <NavSearch />
          <div className="navbar__account">
            <AccountArea onSubscribe={openNewsletter} />
          </div>
          <button
            ref={burger}
            type="button"
            className="icon-button navbar__burger"
            aria-label="Open menu"
            onClick={() => setDrawerOpen(true)}
          >
            <Icon name="menu" />
          </button>
        </div>
      </div>
      <MobileDrawer open={drawerOpen} onClose={closeDrawer} onSubscribe={subscribeFromDrawer} />
      <Newsletter open={newsletterOpen} onClose={closeNewsletter} />
    </header>
  );
}
