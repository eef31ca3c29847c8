import { useEffect, useRef, useState } from 'react';
import { NavLink as RouterLink, useLocation } from 'react-router-dom';
import { DownOutlined } from '@ant-design/icons';
import { MORE_LINKS, activeKey, isMoreActive } from './nav-links.ts';

/** The More tab: a small menu with Tutorials, Earning Ideas and Blog. */
export function MoreMenu() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return undefined;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !ref.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  return (
    <div className="more-menu" ref={ref} onMouseLeave={() => setOpen(false)}>
      <button
        type="button"
        className={`nav-tab${isMoreActive(pathname) ? ' nav-tab--active' : ''}`}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
        onMouseEnter={() => setOpen(true)}
      >
        More <DownOutlined className="more-menu__chevron" />
      </button>
      {open && (
        <ul className="more-menu__list" role="menu">
          {MORE_LINKS.map((link) => (
            <li key={link.key} role="none">
              <RouterLink
                role="menuitem"
                to={link.to}
                className={`more-menu__item${activeKey(pathname) === link.key ? ' more-menu__item--active' : ''}`}
              >
                {link.label}
              </RouterLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
