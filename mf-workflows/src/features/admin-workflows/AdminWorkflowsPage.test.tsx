import { beforeEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminWorkflow } from 'contracts';
import { AdminWorkflowsPage } from './AdminWorkflowsPage.tsx';
import { renderAdminScreen } from '../../../../shared/test/admin-screen.tsx';
import { createWorkflow } from '../../../../shared/test/fixtures.ts';
import { fakeApi, type FakeRoute } from '../../../../shared/test/fake-api.ts';
import { mockApi } from '../../../../shared/test/mock-api.ts';

function workflow(id: number, extra: Partial<AdminWorkflow> = {}): AdminWorkflow {
  return {
    ...createWorkflow({ id, downloads: id * 7 }),
    published: true,
    source: 'upload',
    updated_at: '2026-11-24T17:50:00.000Z',
    ...extra,
  };
}

const server = mockApi();
let api: ReturnType<typeof fakeApi>;
let rows: AdminWorkflow[] = [];

/** PATCH and DELETE of one row, as the API answers them. */
function rowRoutes(id: number): Record<string, FakeRoute> {
  return {
    [`PATCH admin/workflows/${id}/`]: (request) => {
      const changed = { ...rows.find((w) => w.id === id)!, ...(request.body as object) };
      rows = rows.map((w) => (w.id === id ? changed : w));
      return { status: 200, body: changed };
    },
    [`DELETE admin/workflows/${id}/`]: () => {
      rows = rows.filter((w) => w.id !== id);
      return { status: 204 };
    },
  };
}

beforeEach(() => {
  rows = [workflow(1), workflow(2, { published: false, source: 'catalog' })];
  api = fakeApi(server, {
    'GET admin/workflows/': (request) => {
      const status = new URLSearchParams(request.search).get('status');
      const results = rows.filter((w) => !status || w.published === (status === 'published'));
      return { status: 200, body: { results, count: results.length } };
    },
    ...rowRoutes(1),
    ...rowRoutes(2),
  });
});

const calls = () => api.requests.map((r) => `${r.method} ${r.url}`);
const row = (title: string) => screen.getByText(title).closest('tr')!;

describe('the staff catalogue screen', () => {
  it('lists every workflow with its published state and downloads, and filters by status', async () => {
    renderAdminScreen(<AdminWorkflowsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Workflows' })).toBeTruthy();
    await screen.findByText('Workflow 2');
    expect(within(row('Workflow 1')).getByRole('switch', { name: 'Published: Workflow 1' }).getAttribute('aria-checked')).toBe('true');
    expect(within(row('Workflow 2')).getByRole('switch').getAttribute('aria-checked')).toBe('false');
    expect(within(row('Workflow 2')).getByText('14')).toBeTruthy();
    expect(within(row('Workflow 2')).getByText('catalogue')).toBeTruthy();
    expect(document.title).toMatch(/^Workflows — staff/);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByTitle('Unpublished'));
    await waitFor(() => expect(screen.queryByText('Workflow 1')).toBeNull());
    expect(calls()).toContain('GET /api/admin/workflows/?page=1&status=unpublished');
  });

  it('unpublishes from the switch and says so', async () => {
    renderAdminScreen(<AdminWorkflowsPage />);
    await screen.findByText('Workflow 1');
    await act(async () => void fireEvent.click(screen.getByRole('switch', { name: 'Published: Workflow 1' })));
    expect(await screen.findByText('“Workflow 1” is unpublished: visitors no longer see it.')).toBeTruthy();
    const patch = api.requests.find((r) => r.method === 'PATCH')!;
    expect([patch.url, patch.body]).toEqual(['/api/admin/workflows/1/', { published: false }]);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Published: Workflow 1' }).getAttribute('aria-checked')).toBe('false'));
  });

  it('deletes only after the confirmation', async () => {
    renderAdminScreen(<AdminWorkflowsPage />);
    await screen.findByText('Workflow 1');
    fireEvent.click(screen.getByRole('button', { name: 'Delete Workflow 1' }));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText('“Workflow 1”', { exact: false })).toBeTruthy();
    expect(calls().some((call) => call.startsWith('DELETE'))).toBe(false);
    await act(async () => void fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' })));
    expect(await screen.findByText('“Workflow 1” is deleted.')).toBeTruthy();
    expect(calls()).toContain('DELETE /api/admin/workflows/1/');
    await waitFor(() => expect(screen.queryByText('Workflow 1')).toBeNull());
  });
});
