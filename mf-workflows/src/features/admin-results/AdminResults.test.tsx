import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { signedOut } from 'shared';
import type { AdminResult } from 'contracts';
import { fakeApi, json, type FakeRoute } from '../../../../shared/test/fake-api.ts';
import { mockApi } from '../../../../shared/test/mock-api.ts';
import { renderAdminScreen, signInStaff } from '../../../../shared/test/admin-screen.tsx';
import { AdminResults } from './AdminResults.tsx';

const server = mockApi();
let routes: Record<string, FakeRoute> = {};
let api: ReturnType<typeof fakeApi>;

const item = (id: number, patch: Partial<AdminResult> = {}): AdminResult => ({
  id,
  workflow_id: 3,
  workflow: { id: 3, title: 'Lighthouse scenes' },
  kind: 'image',
  media_url: `/static/results/${String(id).padStart(64, 'a')}.png`,
  thumbnail_url: `/static/results/${String(id).padStart(64, 'b')}.webp`,
  width: 640,
  height: 480,
  prompt: `Prompt of result ${id}`,
  settings: 'steps 28',
  author: { id: 5, name: 'Bo Li', email: 'bo@example.com', avatar_url: null },
  created: '2026-11-20T10:00:00.000Z',
  status: 'pending',
  reviewed_at: null,
  report_count: 0,
  reports: {},
  ...patch,
});

/** A button by its text (antd tables are slow for role queries). */
const button = (name: string, container: ParentNode = document.body) => {
  const found = [...container.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
  if (!found) throw new Error(`no button "${name}"`);
  return found;
};
const row = async (text: string) => (await screen.findByText(text)).closest('tr')!;

beforeEach(() => {
  routes = {
    'GET admin/results/': () =>
      json({ count: 2, pending: 2, results: [item(1), item(2, { kind: 'video', report_count: 1, reports: { spam: 1 } })] }),
  };
  api = fakeApi(server, routes);
  signInStaff();
});
afterEach(() => signedOut());

describe('AdminResults', () => {
  it('lists what waits for review with its workflow, author, prompt and reports', async () => {
    renderAdminScreen(<AdminResults />, '/admin/results');
    expect(screen.getByRole('heading', { level: 1, name: 'Shared results' })).toBeTruthy();
    const first = await row('Prompt of result 1');
    expect(within(first).getByText('Lighthouse scenes').getAttribute('href')).toBe('/workflows/3');
    expect(within(first).getByText('(bo@example.com)', { exact: false })).toBeTruthy();
    expect(within(await row('Prompt of result 2')).getByText('spam 1')).toBeTruthy();
    expect(screen.getByText('2 results are waiting for review.')).toBeTruthy();
    expect(api.requests[0]!.url).toBe('/api/admin/results/?page=1&page_size=20&status=pending');
  });

  it('approves a result, says so and reads the queue again', async () => {
    routes['POST admin/results/1/approve/'] = () => json(item(1, { status: 'approved' }));
    renderAdminScreen(<AdminResults />, '/admin/results');
    fireEvent.click(button('Approve', await row('Prompt of result 1')));
    expect(await screen.findByText('Approved: it shows under its workflow.')).toBeTruthy();
    await waitFor(() => expect(api.calls('GET admin/results/')).toHaveLength(2));
  });

  it('deletes a result only after confirmation', async () => {
    routes['DELETE admin/results/2/'] = () => json({ message: 'The result is removed.' });
    renderAdminScreen(<AdminResults />, '/admin/results');
    fireEvent.click(button('Delete', await row('Prompt of result 2')));
    const confirm = (await screen.findByText('The image or video and its thumbnail are deleted. This cannot be undone.')).closest(
      '.ant-popover',
    )!;
    expect(api.requests.some((r) => r.method === 'DELETE')).toBe(false);
    fireEvent.click(button('Delete', confirm as HTMLElement));
    expect(await screen.findByText('The result is deleted.')).toBeTruthy();
    expect(api.calls('DELETE admin/results/2/')).toHaveLength(1);
  });
});
