import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, json, type FakeRoute } from '../../../../shared/test/fake-api.ts';
import { mockApi } from '../../../../shared/test/mock-api.ts';
import { renderAdminScreen, signInStaff } from '../../../../shared/test/admin-screen.tsx';
import { button } from '../../../test/buttons.ts';
import { signedOut } from 'shared';
import type { AdminComment } from 'contracts';
import { AdminComments } from './AdminComments.tsx';

const server = mockApi();
let routes: Record<string, FakeRoute> = {};
let api: ReturnType<typeof fakeApi>;

const item = (id: number, patch: Partial<AdminComment> = {}): AdminComment => ({
  id,
  article: { section: 'blog', slug: 'flux', title: 'All about Flux' },
  author: { id: 5, name: 'Bo Li', email: 'bo@example.com' },
  parent: null,
  content: `Comment ${id}`,
  created: '2025-03-01T10:00:00.000Z',
  status: 'visible',
  hidden_at: null,
  pinned: false,
  replies: 0,
  report_count: 0,
  reports: {},
  ...patch,
});

beforeEach(() => {
  routes = {
    'GET admin/comments/': () =>
      json({
        count: 2,
        reported: 1,
        held: 0,
        results: [item(1, { report_count: 2, reports: { spam: 2 } }), item(2, { replies: 3 })],
      }),
    'GET admin/comments/articles/': () => json([{ section: 'blog', slug: 'flux', title: 'All about Flux', comments: 2 }]),
    'GET admin/comments/settings/': () => json({ hold_first_comments: false }),
  };
  api = fakeApi(server, routes);
  signInStaff();
});
afterEach(() => signedOut());

const renderScreen = () => renderAdminScreen(<AdminComments />);
const row = async (text: string) => (await screen.findByText(text)).closest('tr')!;

describe('AdminComments', () => {
  it('lists comments with their article, author, reports and the queue size', async () => {
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Comment moderation' })).toBeTruthy();
    const reported = await row('Comment 1');
    expect(within(reported).getByText('2 reports')).toBeTruthy();
    expect(within(reported).getByText('spam 2')).toBeTruthy();
    expect(within(reported).getByRole('link', { name: 'All about Flux' }).getAttribute('href')).toBe('/blog/flux');
    expect(screen.getByText('1 reported comment is waiting for a decision.')).toBeTruthy();
    expect(button('Delete thread', await row('Comment 2'))).toBeTruthy();
    expect(api.requests[0]!.url).toBe('/api/admin/comments/?page=1&page_size=20');
    expect(api.requests[0]!.authorization).toBe('Bearer staff-token');
  });

  it('hides a comment, says so and reloads the list', async () => {
    routes['POST admin/comments/1/hide/'] = () => json(item(1, { status: 'hidden' }));
    renderScreen();
    fireEvent.click(button('Hide', await row('Comment 1')));
    expect(await screen.findByText('The comment is hidden.')).toBeTruthy();
    await waitFor(() => expect(api.calls('GET admin/comments/')).toHaveLength(2));
  });

  it('deletes a thread only after confirmation', async () => {
    routes['DELETE admin/comments/2/thread/'] = () => json({ message: 'The thread is deleted.' });
    renderScreen();
    fireEvent.click(button('Delete thread', await row('Comment 2')));
    const confirm = (await screen.findByText('Its 3 replies are deleted too. This cannot be undone.')).closest('.ant-popover')!;
    expect(api.requests.some((r) => r.method === 'DELETE')).toBe(false);
    fireEvent.click(button('Delete', confirm));
    expect(await screen.findByText('The thread is deleted.')).toBeTruthy();
    expect(api.calls('DELETE admin/comments/2/thread/')).toHaveLength(1);
  });

  it('approves a comment waiting for approval and pins a visible one', async () => {
    routes['GET admin/comments/'] = () =>
      json({ count: 2, reported: 0, held: 1, results: [item(1, { status: 'held' }), item(2, { pinned: true })] });
    routes['POST admin/comments/1/approve/'] = () => json(item(1));
    routes['POST admin/comments/2/unpin/'] = () => json(item(2));
    renderScreen();
    expect(await screen.findByText('1 comment is waiting for approval.')).toBeTruthy();
    const held = await row('Comment 1');
    expect(within(held).getByText('Waiting for approval')).toBeTruthy();
    // A comment nobody else sees yet cannot be pinned.
    expect(within(held).queryByRole('button', { name: 'Pin' })).toBeNull();
    fireEvent.click(button('Approve', held));
    expect(await screen.findByText('The comment is approved and published.')).toBeTruthy();
    const pinned = await row('Comment 2');
    expect(within(pinned).getByText('Pinned')).toBeTruthy();
    fireEvent.click(button('Unpin', pinned));
    expect(await screen.findByText('The comment is unpinned.')).toBeTruthy();
    expect(api.calls('POST admin/comments/2/unpin/')).toHaveLength(1);
  });

  it('turns holding first comments on with the switch', async () => {
    routes['PUT admin/comments/settings/'] = (request) => json(request.body);
    renderScreen();
    const toggle = await screen.findByRole('switch', { name: 'Hold a member’s first comment for approval' });
    await waitFor(() => expect(toggle.hasAttribute('disabled')).toBe(false));
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    expect(await screen.findByText('Members’ first comments now wait for approval.')).toBeTruthy();
    expect(api.calls('PUT admin/comments/settings/')[0]!.body).toEqual({ hold_first_comments: true });
  });

  it('shows a refused change as a toast', async () => {
    routes['POST admin/comments/1/hide/'] = () => json({ message: 'This comment does not exist any more.' }, 404);
    renderScreen();
    fireEvent.click(button('Hide', await row('Comment 1')));
    expect(await screen.findByText('This comment does not exist any more.')).toBeTruthy();
  });

  it('shows a list failure with Retry', async () => {
    routes['GET admin/comments/'] = () => json({ message: 'Only staff can do this.' }, 403);
    renderScreen();
    expect(await screen.findByText('The comments could not be loaded: Only staff can do this.')).toBeTruthy();
    routes['GET admin/comments/'] = () => json({ count: 0, reported: 0, held: 0, results: [] });
    fireEvent.click(button('Retry'));
    expect(await screen.findByText('No comments match.')).toBeTruthy();
  });
});
