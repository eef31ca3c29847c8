import { useCallback, useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type PointerEvent } from 'react';
import { NavLink as RouterLink, useLocation } from 'shared/router';
import { Icon } from './icons.tsx';
import { MORE_LINKS, activeKey, isMoreActive } from './nav-links.ts';
import { focusFirstItem, moveInMenu } from './menu-keys.ts';
import { useMenuDismiss } from './use-menu-dismiss.ts';

/**
 * The More tab: a small menu with Tutorials, Earning Ideas and Blog. A click or a tap toggles it, a
 * mouse hovering opens it (the click that follows a hover keeps it open), Enter, Space or ArrowDown
 * open it from the keyboard, the arrow keys, Home and End move among its items (menu-keys.ts) and
 * Escape closes it, back on the button.
 */
export function MoreMenu() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const ref = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const openedByHover = useRef(false);

  useEffect(() => setOpen(false), [pathname]);
  useMenuDismiss(open, close, { menu: ref, button, press: 'pointerdown' });

  const hoverOpen = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || open) return;
    openedByHover.current = true;
    setOpen(true);
  };
  const hoverClose = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' && openedByHover.current) setOpen(false);
  };
  const toggle = () => {
    if (openedByHover.current) openedByHover.current = false;
    else setOpen((value) => !value);
  };
  const openFromKeyboard = (event: ReactKeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    setOpen(true);
    focusFirstItem(ref.current);
  };

  useEffect(() => {
    if (!open) openedByHover.current = false;
  }, [open]);

  return (
    <div className="more-menu" ref={ref} onPointerEnter={hoverOpen} onPointerLeave={hoverClose}>
      <button
        ref={button}
        type="button"
        className={`nav-tab${isMoreActive(pathname) ? ' nav-tab--active' : ''}`}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={toggle}
        onKeyDown={openFromKeyboard}
      >
        More <Icon name="down" className="more-menu__chevron" />
      </button>
      {open && (
        <ul className="more-menu__list" role="menu" onKeyDown={moveInMenu}>
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
      {/* Without JavaScript the list shows while the button has focus or the pointer is over it (site.css). */}
      <noscript>
        <ul className="more-menu__list more-menu__list--static">
          {MORE_LINKS.map((link) => (
            <li key={link.key}>
              <a href={link.to} className="more-menu__item">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </noscript>
    </div>
  );
}
