import { useCallback, useState } from 'react';
import { Link, NavLink as RouterLink, useLocation } from 'react-router-dom';
import { MenuOutlined } from '@ant-design/icons';
import { MAIN_TABS, activeKey } from './nav-links.ts';
import { MoreMenu } from './MoreMenu.tsx';
import { NavSearch } from './NavSearch.tsx';
import { AccountArea } from './AccountArea.tsx';
import { MobileDrawer } from './MobileDrawer.tsx';
import { useScrolled } from './use-scrolled.ts';
import { Brand } from './Brand.tsx';

export function Navbar() {
  const { pathname } = useLocation();
  const scrolled = useScrolled();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
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
            <AccountArea />
          </div>
          <button type="button" className="icon-button navbar__burger" aria-label="Open menu" onClick={() => setDrawerOpen(true)}>
            <MenuOutlined />
          </button>
        </div>
      </div>
      <MobileDrawer open={drawerOpen} onClose={closeDrawer} />
    </header>
  );
}
