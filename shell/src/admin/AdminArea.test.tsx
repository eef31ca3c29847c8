import { afterEach, describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'shared/router';
import { currentUserLoaded, session$ } from 'shared';
import { createUser } from '../../../shared/test/fixtures.ts';
import { AdminArea, NOT_ALLOWED_TITLE } from './AdminArea.tsx';

const member = createUser({ id: 7, email: 'ana@example.com', first_name: 'Ana', last_name: 'Silva', is_paid_member: true });

function renderAdmin(path = '/admin/users?page=2') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="admin" element={<AdminArea />}>
          <Route index element={<p>dashboard screen</p>} />
          <Route path="users" element={<p>users screen</p>} />
        </Route>
        <Route path="signin" element={<p>sign-in screen</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => localStorage.clear());

describe('the staff area', () => {
  it('waits for the session before deciding', () => {
    session$.next({ ready: false, token: null, currentUser: null, signinError: null });
    renderAdmin();
    expect(screen.getByRole('status').textContent).toContain('Checking your access');
    expect(screen.queryByText('users screen')).toBeNull();
    act(() => currentUserLoaded({ ...member, is_staff: true }));
    expect(screen.getByText('users screen')).toBeTruthy();
  });

  it('sends visitors to sign in and remembers where they were going', () => {
    currentUserLoaded(null);
    renderAdmin();
    expect(screen.getByText('sign-in screen')).toBeTruthy();
    expect(localStorage.getItem('redirectUrl')).toBe('/admin/users?page=2');
  });

  it('tells signed-in users who are not staff that they are not allowed', () => {
    currentUserLoaded(member);
    renderAdmin();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(NOT_ALLOWED_TITLE);
    expect(screen.queryByText('users screen')).toBeNull();
  });

  it('gives staff the admin navigation with the current section marked', () => {
    currentUserLoaded({ ...member, is_staff: true });
    renderAdmin();
    const nav = screen.getByRole('navigation', { name: 'Staff area' });
    const links = [...nav.querySelectorAll('a')];
    expect(links.map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Users',
      'Comments',
      'Messages',
      'Newsletter',
      'Workflows',
      'Shared results',
      'Audit log',
    ]);
    expect(links.find((link) => link.textContent === 'Users')?.getAttribute('aria-current')).toBe('page');
    expect(links.find((link) => link.textContent === 'Dashboard')?.getAttribute('aria-current')).toBeNull();
    expect(screen.getByText('users screen')).toBeTruthy();
  });

  it('shows staff who is signed in, and signs them out from the staff bar', async () => {
    currentUserLoaded({ ...member, is_staff: true });
    renderAdmin();
    expect(screen.getByText('Ana Silva').getAttribute('title')).toBe('ana@example.com');
    await act(async () => screen.getByRole('button', { name: 'Sign out' }).click());
    expect(screen.getByText('sign-in screen')).toBeTruthy();
  });
});
