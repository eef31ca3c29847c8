import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'shared/router';
import { currentUserLoaded } from 'shared';
import type { CurrentUser } from 'contracts';
import { Navbar } from './Navbar.tsx';

function renderAt(path: string, user: CurrentUser | null = null) {
  currentUserLoaded(user);
  render(
    <MemoryRouter initialEntries={[path]}>
      <Navbar />
    </MemoryRouter>,
  );
}

describe('Navbar', () => {
  it('shows the three tabs and marks the one of the current path', () => {
    renderAt('/workflows/sdxl-text-to-image');
    const tabs = within(screen.getByRole('navigation', { name: 'Main' }));
    for (const name of ['Home', 'AI Roadmap', 'Workflows']) expect(tabs.getByRole('link', { name })).toBeTruthy();
    expect(tabs.getByRole('link', { name: 'Workflows' }).className).toContain('nav-tab--active');
    expect(tabs.getByRole('link', { name: 'Home' }).className).not.toContain('nav-tab--active');
  });

  it('holds Tutorials, Earning Ideas and Blog in the More menu, active on their paths', () => {
    renderAt('/earning-ideas/sell-ai-art-print-on-demand');
    const more = screen.getByRole('button', { name: /More/ });
    expect(more.className).toContain('nav-tab--active');
    fireEvent.click(more);
    const menu = within(screen.getByRole('menu'));
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Tutorials', 'Earning Ideas', 'Blog']);
  });

  it('offers visitors a Subscribe button', () => {
    renderAt('/');
    expect(screen.getAllByRole('button', { name: 'Subscribe' }).length).toBeGreaterThan(0);
  });

  it('opens a 240 px drawer with the same links from the menu button', () => {
    renderAt('/');
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Site menu' });
    expect(drawer.style.width).toBe('240px');
    expect(
      within(drawer)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'AI Roadmap', 'Workflows', 'Tutorials', 'Earning Ideas', 'Blog']);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Site menu' })).toBeNull();
  });

  it('restyles after 10 px of scroll', () => {
    renderAt('/');
    const bar = screen.getByRole('banner');
    expect(bar.dataset.scrolled).toBe('false');
    Object.defineProperty(window, 'scrollY', { value: 11, configurable: true });
    fireEvent.scroll(window);
    expect(bar.dataset.scrolled).toBe('true');
    Object.defineProperty(window, 'scrollY', { value: 10, configurable: true });
    fireEvent.scroll(window);
    expect(bar.dataset.scrolled).toBe('false');
  });

  describe('signed in', () => {
    const user: CurrentUser = {
      id: 3,
      email: 'lee@example.com',
      first_name: 'Lee',
      last_name: 'Park',
      mobile_no: null,
      avatar_url: null,
      is_staff: false,
      is_paid_member: false,
      date_joined: '2026-03-01T09:00:00.000Z',
    };
    const adminLinks = () => screen.queryAllByRole('link', { name: 'Admin' }).length;

    it('offers staff the staff area from the avatar menu and the drawer', () => {
      renderAt('/', { ...user, is_staff: true });
      fireEvent.click(screen.getByRole('button', { name: 'Account menu for Lee' }));
      expect(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Admin' }).getAttribute('href')).toBe('/admin');
      fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
      expect(
        within(screen.getByRole('dialog', { name: 'Site menu' }))
          .getByRole('link', { name: 'Admin' })
          .getAttribute('href'),
      ).toBe('/admin');
    });

    it('opens the avatar menu with ArrowDown, moves with the arrow keys and closes with Escape back on the button', async () => {
      renderAt('/', { ...user, is_staff: true });
      const trigger = screen.getByRole('button', { name: 'Account menu for Lee' });
      trigger.focus();
      fireEvent.keyDown(trigger, { key: 'ArrowDown' });
      await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      expect(document.activeElement?.textContent).toBe('Account');
      fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
      expect(document.activeElement?.textContent).toBe('Library');
      fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
      expect(document.activeElement?.textContent).toBe('Admin');
      fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
      expect(document.activeElement?.textContent).toBe('Logout');
      fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
      expect(document.activeElement?.textContent).toBe('Account');
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
      expect(screen.queryByRole('menu')).toBeNull();
      expect(document.activeElement).toBe(trigger);
    });

    it('shows no Admin entry to users who are not staff', () => {
      renderAt('/', user);
      fireEvent.click(screen.getByRole('button', { name: 'Account menu for Lee' }));
      fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
      expect(adminLinks()).toBe(0);
      expect(screen.getAllByRole('button', { name: 'Logout' }).length).toBeGreaterThan(0);
    });
  });
});
