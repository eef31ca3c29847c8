import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { DashboardActivity } from 'contracts';
import { mockApi } from '../../../../shared/test/mock-api.ts';
import { fakeApi } from '../../../../shared/test/fake-api.ts';
import { renderAdminScreen } from '../../../../shared/test/admin-screen.tsx';
import { AdminDashboardPage } from './AdminDashboardPage.tsx';

const server = mockApi();

const COUNTS = {
  users: 42,
  paid_members: 5,
  subscribers: 17,
  comments: 99,
  contact_messages: 3,
  workflows: 12,
  downloads: 640,
  signups_per_day: [],
};

const activity = (days: number): DashboardActivity => ({
  days: days as DashboardActivity['days'],
  per_day: Array.from({ length: days }, (_, i) => ({
    date: `2026-01-${String(i + 1).padStart(2, '0')}`,
    signups: 1,
    comments: 0,
    newsletter_confirmations: 0,
    contact_messages: 0,
    downloads: 2,
  })),
  top_workflows: [],
});

const renderPage = () => renderAdminScreen(<AdminDashboardPage />);

describe('AdminDashboardPage', () => {
  it('shows the counts, and asks for another range when one is chosen', async () => {
    const api = fakeApi(server, {
      'GET admin/dashboard/counts/': { status: 200, body: COUNTS },
      'GET admin/dashboard/': () => ({ status: 200, body: activity(30) }),
    });
    renderPage();
    expect(await screen.findByText('Newsletter subscribers')).toBeTruthy();
    expect(screen.getByText('42')).toBeTruthy();
    expect(screen.getByText('640')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Sign-ups per day' })).toBeTruthy();
    expect(screen.getByText('No workflow was downloaded in the last 30 days.')).toBeTruthy();
    fireEvent.click(screen.getByText('7 days'));
    expect(await screen.findByRole('heading', { name: 'Activity over the last 7 days' })).toBeTruthy();
    await waitFor(() => expect(api.requests.map((r) => `/api/${r.path}${r.search}`)).toContain('/api/admin/dashboard/?days=7'));
  });

  it('says what failed and offers Retry', async () => {
    fakeApi(server, {
      'GET admin/dashboard/counts/': { status: 403, body: { message: 'Only staff can do this.' } },
      'GET admin/dashboard/': { status: 403, body: { message: 'Only staff can do this.' } },
    });
    renderPage();
    expect(await screen.findByText('The counts could not be loaded: Only staff can do this.')).toBeTruthy();
    expect(await screen.findByText('The activity could not be loaded: Only staff can do this.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(2);
  });
});
