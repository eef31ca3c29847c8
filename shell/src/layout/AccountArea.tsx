// Visitors get a Subscribe button that opens the newsletter dialog (mf-community); signed-in users
// get an avatar menu with Logout (and Admin, for staff). The app-wide Google prompt starts here for visitors. The navbar owns
// the newsletter dialog, so the drawer can close before it opens.
import { useCallback, useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { Link } from 'shared/router';
import { RemoteModule, initials, signOut, useSession } from 'shared';
import type { CurrentUser } from 'contracts';
import { useGooglePrompt } from '../session/google-prompt.ts';
import { focusFirstItem, moveInMenu } from './menu-keys.ts';
import { useMenuDismiss } from './use-menu-dismiss.ts';

export function UserAvatar({ user }: { user: CurrentUser }) {
  return (
    <span className="user-avatar" data-testid="user-avatar">
      {user.avatar_url ? (
        <img src={user.avatar_url} alt="" width={32} height={32} referrerPolicy="no-referrer" />
      ) : (
        initials(`${user.first_name} ${user.last_name}`, user.email)
      )}
    </span>
  );
}

export function SubscribeButton({ block = false, onClick }: { block?: boolean; onClick: () => void }) {
  return (
    <button type="button" className={`primary-button${block ? ' primary-button--block' : ''}`} onClick={onClick}>
      Subscribe
    </button>
  );
}

/** The newsletter dialog of mf-community: loaded when first opened, then kept mounted so its answer message outlives it. */
export function Newsletter({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [requested, setRequested] = useState(open);
  useEffect(() => {
    if (open) setRequested(true);
  }, [open]);
  return requested ? <RemoteModule remote="mf-community" module="NewsletterDialog" fallback={null} props={{ open, onClose }} /> : null;
}

/** The avatar menu's pages: the member's own, and the staff area for staff. */
const menuLinks = (user: CurrentUser) => [
  { to: '/account', label: 'Account' },
  { to: '/library', label: 'Library' },
  ...(user.is_staff ? [{ to: '/admin', label: 'Admin' }] : []),
];

/** The avatar menu: a click toggles it; ArrowDown opens it on its first item, the arrow keys move, Escape closes it back on the button. */
export function UserMenu({ user }: { user: CurrentUser }) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const ref = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useMenuDismiss(open, close, { menu: ref, button, press: 'mousedown' });
  const openFromKeyboard = (event: ReactKeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    setOpen(true);
    focusFirstItem(ref.current);
  };
  return (
    <div className="user-menu" ref={ref}>
      <button
        type="button"
        className="user-menu__trigger"
        aria-label={`Account menu for ${user.first_name || user.email}`}
        aria-haspopup="menu"
        aria-expanded={open}
        ref={button}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={openFromKeyboard}
      >
        <UserAvatar user={user} />
      </button>
      {open && (
        <ul className="more-menu__list more-menu__list--right" role="menu" onKeyDown={moveInMenu}>
          <li role="none" className="user-menu__name">
            {user.first_name} {user.last_name}
          </li>
          {menuLinks(user).map(({ to, label }) => (
            <li role="none" key={to}>
              <Link to={to} role="menuitem" className="more-menu__item" onClick={close}>
                {label}
              </Link>
            </li>
          ))}
          <li role="none">
            <button type="button" role="menuitem" className="more-menu__item" onClick={() => void signOut()}>
              Logout
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}

export function AccountArea({ onSubscribe }: { onSubscribe: () => void }) {
  const session = useSession();
  useGooglePrompt();
  // Until the session is known the place keeps a visitor's Subscribe button's size, so nothing moves.
  if (!session.ready)
    return (
      <span className="primary-button account-placeholder" aria-hidden="true">
        Subscribe
      </span>
    );
  return session.currentUser ? <UserMenu user={session.currentUser} /> : <SubscribeButton onClick={onSubscribe} />;
}
