// SPEC §2/§9: on small screens a right-side drawer, 240 px wide, with the same links.
import { useEffect } from 'react';
import { NavLink as RouterLink, useLocation } from 'react-router-dom';
import { useSession } from 'shared';
import { MAIN_TABS, MORE_LINKS, activeKey } from './nav-links.ts';
import { SubscribeButton, UserAvatar, logout } from './AccountArea.tsx';

export const DRAWER_WIDTH_PX = 240;

export function MobileDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { pathname } = useLocation();
  const { currentUser } = useSession();

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  if (!open) return null;
  const active = activeKey(pathname);
  return (
    <div className="drawer-root">
      <div className="drawer-mask" onClick={onClose} aria-hidden="true" />
      <nav className="drawer" style={{ width: DRAWER_WIDTH_PX }} aria-label="Site menu" role="dialog" aria-modal="true">
        <ul className="drawer__list">
          {[...MAIN_TABS, ...MORE_LINKS].map((link) => (
            <li key={link.key}>
              <RouterLink to={link.to} onClick={onClose} className={`drawer__link${active === link.key ? ' drawer__link--active' : ''}`}>
                {link.label}
              </RouterLink>
            </li>
          ))}
        </ul>
        <div className="drawer__account">
          {currentUser ? (
            <>
              <div style={{ display: 'flex', alignItems: 'center', gap: 10, padding: '0 12px 8px', overflowWrap: 'anywhere' }}>
                <UserAvatar user={currentUser} />
                <span>{`${currentUser.first_name} ${currentUser.last_name}`.trim() || currentUser.email}</span>
              </div>
              <button type="button" className="drawer__link" onClick={() => void logout().then(onClose)}>
                Logout
              </button>
            </>
          ) : (
            <SubscribeButton block />
          )}
        </div>
      </nav>
    </div>
  );
}
