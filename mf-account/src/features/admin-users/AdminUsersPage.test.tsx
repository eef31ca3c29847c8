import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AdminUser } from 'contracts';
import { mockApi } from '../../../../shared/test/mock-api.ts';
import { fakeApi, type FakeAnswer } from '../../../../shared/test/fake-api.ts';
import { renderAdminScreen } from '../../../../shared/test/admin-screen.tsx';
import { AdminUsersPage } from './AdminUsersPage.tsx';

const server = mockApi();

const ADA: AdminUser = {
  id: 3,
  name: 'Ada Lovelace',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  email_verified: true,
  date_joined: '2026-01-01T00:00:00.000Z',
  last_login: null,
  is_staff: false,
  is_paid_member: false,
  disabled: false,
  disabled_at: null,
};

const page = (results: AdminUser[]): FakeAnswer => ({ status: 200, body: { results, count: results.length, page: 1, page_size: 20 } });

const renderPage = (path = '/admin/users') => renderAdminScreen(<AdminUsersPage />, path);

beforeEach(() => localStorage.clear());

describe('AdminUsersPage', () => {
  it('lists users and makes one a paid member after confirmation, with a toast', async () => {
    let current = ADA;
    const api = fakeApi(server, {
      'GET admin/users/': () => page([current]),
      'PATCH admin/users/3/': () => {
        current = { ...ADA, is_paid_member: true };
        return { status: 200, body: current };
      },
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeTruthy();
    const paid = await screen.findByRole('switch', { name: 'Paid member: ada@example.com' });
    expect(screen.getByText('Never')).toBeTruthy();
    fireEvent.click(paid);
    expect(api.calls('PATCH admin/users/3/')).toHaveLength(0);
    fireEvent.click(await screen.findByRole('button', { name: 'Make paid member' }));
    expect(await screen.findByText('Ada Lovelace is now a paid member.')).toBeTruthy();
    expect(api.calls('PATCH admin/users/3/')[0]!.body).toEqual({ is_paid_member: true });
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Paid member: ada@example.com' }).getAttribute('aria-checked')).toBe('true'),
    );
  });

  it("shows the server's refusal as a message and leaves the switch as it was", async () => {
    const boss = { ...ADA, id: 1, name: 'Bea Boss', email: 'boss@example.com', is_staff: true };
    fakeApi(server, {
      'GET admin/users/': page([boss]),
      'PATCH admin/users/1/': {
        status: 400,
        body: { message: 'This is the last staff user.', errors: { is_staff: 'This is the last staff user.' } },
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('switch', { name: 'Staff: boss@example.com' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove staff' }));
    expect(await screen.findByText('This is the last staff user.')).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Staff: boss@example.com' }).getAttribute('aria-checked')).toBe('true');
  });

  it('searches by name or email and sends the sort and page of the address', async () => {
    const api = fakeApi(server, { 'GET admin/users/': page([ADA]) });
    renderPage('/admin/users?sort=email&page=2');
    await screen.findByRole('switch', { name: 'Paid member: ada@example.com' });
    fireEvent.change(screen.getByLabelText('Search users by name or email'), { target: { value: 'ada' } });
    fireEvent.click(screen.getByRole('button', { name: /search/i }));
    await waitFor(() => expect(api.requests.length).toBeGreaterThanOrEqual(2));
    const urls = api.requests.map((r) => `/api/${r.path}${r.search}`);
    expect(urls[0]).toBe('/api/admin/users/?sort=email&page=2&page_size=20');
    expect(urls.at(-1)).toBe('/api/admin/users/?q=ada&sort=email&page=1&page_size=20');
  });

  it('says so and offers Retry when the users cannot be loaded', async () => {
    fakeApi(server, { 'GET admin/users/': { status: 500, body: { message: 'Something went wrong on our side.' } } });
    renderPage();
    expect(await screen.findByText('The users could not be loaded: Something went wrong on our side.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
