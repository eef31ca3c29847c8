// docs/product/navigation.md#drawer: on small screens a right-side drawer, 240 px wide, with the same links. It is modal:
// focus starts on its first link and Tab stays inside it; Escape or the mask closes it (the navbar
// puts focus back on the burger). Subscribe closes it before the newsletter dialog opens.
import { useEffect, useRef } from 'react';
import { NavLink as RouterLink, useLocation } from 'shared/router';
import { signOut, useSession } from 'shared';
import { MAIN_TABS, MORE_LINKS, activeKey } from './nav-links.ts';
import { SubscribeButton, UserAvatar } from './AccountArea.tsx';

export const DRAWER_WIDTH_PX = 240;

const FOCUSABLE = 'a[href], button:not([disabled])';

/** Keeps Tab and Shift+Tab inside `container`, wrapping at its ends. */
function trapTab(event: KeyboardEvent, container: HTMLElement): void {
  const focusable = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  const inside = container.contains(document.activeElement);
  if (event.shiftKey && (document.activeElement === first || !inside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
    event.preventDefault();
    first.focus();
  }
}

export function MobileDrawer({ open, onClose, onSubscribe }: { open: boolean; onClose: () => void; onSubscribe: () => void }) {
  const { pathname } = useLocation();
  const { currentUser } = useSession();
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      else if (event.key === 'Tab' && panel.current) trapTab(event, panel.current);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  if (!open) return null;
  const active = activeKey(pathname);
  return (
    <div className="drawer-root">
      <div className="drawer-mask" onClick={onClose} aria-hidden="true" />
      <nav ref={panel} className="drawer" style={{ width: DRAWER_WIDTH_PX }} aria-label="Site menu" role="dialog" aria-modal="true">
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
              <RouterLink to="/account" onClick={onClose} className="drawer__link">
                Account
              </RouterLink>
              <RouterLink to="/library" onClick={onClose} className="drawer__link">
                Library
              </RouterLink>
              {currentUser.is_staff && (
                <RouterLink to="/admin" onClick={onClose} className="drawer__link">
                  Admin
                </RouterLink>
              )}
              <button type="button" className="drawer__link" onClick={() => void signOut().then(onClose)}>
                Logout
              </button>
            </>
          ) : (
            <SubscribeButton block onClick={onSubscribe} />
          )}
        </div>
      </nav>
    </div>
  );
}
