import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'shared/router';
import { MoreMenu } from './MoreMenu.tsx';

function renderMenu() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <MoreMenu />
    </MemoryRouter>,
  );
  return screen.getByRole('button', { name: /More/ });
}

/** jsdom has no PointerEvent: a MouseEvent carrying pointerType stands in (React derives enter from over). */
function pointerOver(target: Element, pointerType: string) {
  const event = new MouseEvent('pointerover', { bubbles: true });
  Object.defineProperty(event, 'pointerType', { value: pointerType });
  act(() => {
    target.dispatchEvent(event);
  });
}

describe('MoreMenu', () => {
  it('opens on a click or a tap and closes on the next one', () => {
    const more = renderMenu();
    fireEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Tutorials', 'Earning Ideas', 'Blog']);
    fireEvent.click(more);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('stays open when a tap follows the emulated hover of a touch screen', () => {
    const more = renderMenu();
    pointerOver(more, 'touch');
    fireEvent.mouseOver(more); // the compatibility mouse events a tap fires before its click
    fireEvent.click(more);
    expect(screen.getByRole('menu')).toBeTruthy();
  });

  it('opens on a mouse hover, and the click that follows keeps it open', () => {
    const more = renderMenu();
    pointerOver(more, 'mouse');
    expect(screen.getByRole('menu')).toBeTruthy();
    fireEvent.click(more);
    expect(screen.getByRole('menu')).toBeTruthy();
    fireEvent.click(more);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens with ArrowDown on the first item, and Escape closes it back on the button', async () => {
    const more = renderMenu();
    more.focus();
    fireEvent.keyDown(more, { key: 'ArrowDown' });
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(document.activeElement?.textContent).toBe('Tutorials');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(more);
  });

  it('moves among its items with the arrow keys (wrapping), Home and End', async () => {
    const more = renderMenu();
    more.focus();
    fireEvent.keyDown(more, { key: 'ArrowDown' });
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    const menu = screen.getByRole('menu');
    const focused = () => document.activeElement?.textContent;
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(focused()).toBe('Earning Ideas');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(focused()).toBe('Tutorials');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(focused()).toBe('Blog');
    fireEvent.keyDown(menu, { key: 'Home' });
    expect(focused()).toBe('Tutorials');
    fireEvent.keyDown(menu, { key: 'End' });
    expect(focused()).toBe('Blog');
  });
});
