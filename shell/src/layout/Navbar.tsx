import { Suspense, memo, useCallback, useRef, useState, type RefObject } from 'react';
import { Link, NavLink as RouterLink, useLocation } from 'shared/router';
import { Icon } from './icons.tsx';
import { MAIN_TABS, activeKey } from './nav-links.ts';
import { MoreMenu } from './MoreMenu.tsx';
import { NavSearch } from './NavSearch.tsx';
import { AccountArea, Newsletter } from './AccountArea.tsx';
import { MobileDrawer } from './MobileDrawer.tsx';
import { useScrolled } from './use-scrolled.ts';
import { Brand } from './Brand.tsx';

interface NavbarBarProps {
  /** The tab of the current page (nav-links.ts). */
  active: string | null;
  burger: RefObject<HTMLButtonElement | null>;
  onOpenMenu: () => void;
  onSubscribe: () => void;
}

/**
 * The bar's controls: the home link, the tabs, More, the search, the account area and the burger,
 * each a Suspense boundary of its own (decision 0067). While the page hydrates, the root's render
 * holds only the header's frame, and a tap on one control hydrates that control alone, in the tap's
 * task; the others hydrate after it. The boundaries never show their (empty) fallback: nothing in
 * them suspends without a boundary of its own. The bar is memoised: opening the drawer or the
 * newsletter dialog renders the navbar again, and a boundary not hydrated yet that is given new
 * elements would be hydrated at once, in the tap.
 */
const NavbarBar = memo(function NavbarBar({ active, burger, onOpenMenu, onSubscribe }: NavbarBarProps) {
  return (
    <div className="navbar__inner">
      <Suspense fallback={null}>
        <Link to="/" className="navbar__brand" aria-label="AI Creator Hub home">
          <Brand />
        </Link>
      </Suspense>
      <nav className="navbar__tabs" aria-label="Main">
        <Suspense fallback={null}>
          {MAIN_TABS.map((tab) => (
            <RouterLink key={tab.key} to={tab.to} className={`nav-tab${active === tab.key ? ' nav-tab--active' : ''}`}>
              {tab.label}
            </RouterLink>
          ))}
        </Suspense>
        <Suspense fallback={null}>
          <MoreMenu />
        </Suspense>
      </nav>
      <div className="navbar__actions">
        <Suspense fallback={null}>
          <NavSearch />
        </Suspense>
        <div className="navbar__account">
          <Suspense fallback={null}>
            <AccountArea onSubscribe={onSubscribe} />
          </Suspense>
        </div>
        <Suspense fallback={null}>
          <button ref={burger} type="button" className="icon-button navbar__burger" aria-label="Open menu" onClick={onOpenMenu}>
            <Icon name="menu" />
          </button>
        </Suspense>
      </div>
    </div>
  );
});

/** The navbar: its bar, and the drawer and the newsletter dialog it opens (one more boundary). */
export function Navbar() {
  const { pathname } = useLocation();
  const scrolled = useScrolled();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const burger = useRef<HTMLButtonElement>(null);
  const openDrawer = useCallback(() => setDrawerOpen(true), []);
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

  return (
    <header className={`navbar${scrolled ? ' navbar--scrolled' : ''}`} data-scrolled={scrolled}>
      <NavbarBar active={activeKey(pathname)} burger={burger} onOpenMenu={openDrawer} onSubscribe={openNewsletter} />
      <Suspense fallback={null}>
        <MobileDrawer open={drawerOpen} onClose={closeDrawer} onSubscribe={subscribeFromDrawer} />
        <Newsletter open={newsletterOpen} onClose={closeNewsletter} />
      </Suspense>
    </header>
  );
}
