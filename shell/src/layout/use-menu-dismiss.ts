// How the navbar's menus close: while one is open, a press outside it closes it, and Escape closes it
// with the focus back on its button.
import { useEffect, type RefObject } from 'react';

export function useMenuDismiss(
  open: boolean,
  close: () => void,
  {
    menu,
    button,
    press,
  }: { menu: RefObject<HTMLElement | null>; button: RefObject<HTMLElement | null>; press: 'mousedown' | 'pointerdown' },
): void {
  useEffect(() => {
    if (!open) return undefined;
    const outside = (event: Event) => {
      if (!menu.current?.contains(event.target as Node)) close();
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      button.current?.focus();
    };
    document.addEventListener(press, outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener(press, outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open, close, menu, button, press]);
}
