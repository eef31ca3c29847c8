import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { mockApi } from '../../../../shared/test/mock-api.ts';
import { fakeApi } from '../../../../shared/test/fake-api.ts';
import { renderAdminScreen } from '../../../../shared/test/admin-screen.tsx';
import { AdminAuditPage } from './AdminAuditPage.tsx';

const server = mockApi();

const renderAt = (path: string) => renderAdminScreen(<AdminAuditPage />, path);

describe('AdminAuditPage', () => {
  it('lists who did what to which target, with the change from → to, filtered by the action of the address', async () => {
    const api = fakeApi(server, {
      'GET admin/audit/': {
        status: 200,
        body: {
          count: 1,
          page: 1,
          page_size: 20,
          results: [
            {
              id: 7,
              actor_id: 1,
              actor_email: 'boss@example.com',
              action: 'user.grant_paid',
              target_type: 'user',
              target_id: '3',
              details: { email: 'ada@example.com', field: 'is_paid_member', from: false, to: true },
              created: '2026-11-24T10:00:00.000Z',
            },
          ],
        },
      },
      'GET admin/audit/actions/': { status: 200, body: { actions: ['user.grant_paid', 'user.disable'] } },
    });
    renderAt('/admin/audit?action=user.grant_paid');
    expect(await screen.findByText('boss@example.com')).toBeTruthy();
    expect(screen.getAllByText('user.grant_paid').length).toBeGreaterThan(0);
    expect(screen.getByText('user #3')).toBeTruthy();
    expect(screen.getByText('is_paid_member: false → true · email: ada@example.com')).toBeTruthy();
    await waitFor(() =>
      expect(api.requests.map((r) => `/api/${r.path}${r.search}`)).toContain(
        '/api/admin/audit/?page=1&page_size=20&action=user.grant_paid',
      ),
    );
  });

  it('offers Retry when the log cannot be loaded', async () => {
    fakeApi(server, {
      'GET admin/audit/': { status: 503, body: { message: 'The database is not reachable right now.' } },
      'GET admin/audit/actions/': { status: 200, body: { actions: [] } },
    });
    renderAt('/admin/audit');
    expect(await screen.findByText('The audit log could not be loaded: The database is not reachable right now.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
