// Keyboard use of the navbar's menus (role=menu: More, the avatar menu), as the ARIA menu pattern
// has it: ArrowDown/ArrowUp move between the items (wrapping), Home and End go to the first and
// the last one.
import type { KeyboardEvent } from 'react';

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** The menu's onKeyDown: moves focus among its items. */
export function moveInMenu(event: KeyboardEvent<HTMLElement>): void {
  const move = MOVES[event.key];
  if (!move) return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]')];
  if (items.length === 0) return;
  event.preventDefault();
  const index = items.indexOf(document.activeElement as HTMLElement);
  // From outside the items, ArrowDown goes to the first and ArrowUp to the last.
  const from = index !== -1 ? index : event.key === 'ArrowUp' ? 0 : -1;
  items[move(from, items.length)]?.focus();
}

/** Focuses the first item of the menu inside `container` once it is drawn. */
export function focusFirstItem(container: HTMLElement | null): void {
  requestAnimationFrame(() => container?.querySelector<HTMLElement>('[role="menuitem"]')?.focus());
}
