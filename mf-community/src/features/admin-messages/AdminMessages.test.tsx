import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, json, type FakeRoute, type RecordedRequest } from '../../../../shared/test/fake-api.ts';
import { mockApi } from '../../../../shared/test/mock-api.ts';
import { renderAdminScreen, signInStaff } from '../../../../shared/test/admin-screen.tsx';
import { button } from '../../../test/buttons.ts';
import { signedOut } from 'shared';
import type { InboxMessage } from 'contracts';
import { AdminMessages } from './AdminMessages.tsx';

const server = mockApi();
let routes: Record<string, FakeRoute> = {};
let api: ReturnType<typeof fakeApi>;
const bodyOf = (request: RecordedRequest) => request.body as Record<string, unknown>;

const asha: InboxMessage = {
  id: 4,
  name: 'Asha Rao',
  email: 'asha@example.com',
  message: 'Please write about Wan 2.2.',
  created: '2025-03-01T10:00:00.000Z',
  status: 'unread',
  replies: [],
};
const bo: InboxMessage = {
  ...asha,
  id: 3,
  name: 'Bo Li',
  email: 'bo@example.com',
  message: 'Thanks for the guide.',
  status: 'answered',
  replies: [{ id: 1, body: 'You are welcome!', by: 'sam@example.com', created: '2025-03-02T10:00:00.000Z' }],
};

beforeEach(() => {
  routes = {
    'GET admin/messages/': () => json({ count: 2, unread: 1, results: [asha, bo] }),
    'PATCH admin/messages/4/': (request) => json({ ...asha, status: bodyOf(request).status }),
  };
  api = fakeApi(server, routes);
  signInStaff();
});
afterEach(() => signedOut());

const renderScreen = () => renderAdminScreen(<AdminMessages />);
const row = async (text: string) => (await screen.findByText(text)).closest('tr')!;
const expand = (tr: HTMLElement) => fireEvent.click(tr.querySelector('.ant-table-row-expand-icon')!);

describe('AdminMessages', () => {
  it('lists messages with their status and the unread count; opening an unread one marks it read', async () => {
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact messages' })).toBeTruthy();
    const first = await row('Asha Rao');
    expect(within(first).getByText('Unread')).toBeTruthy();
    expect(screen.getByText('1 unread message')).toBeTruthy();
    expand(first);
    await waitFor(() => expect(api.requests.some((r) => r.method === 'PATCH')).toBe(true));
    const patch = api.requests.find((r) => r.method === 'PATCH')!;
    expect(bodyOf(patch)).toEqual({ status: 'read' });
    expect(screen.getByText('Asha Rao <asha@example.com> wrote on', { exact: false })).toBeTruthy();
  });

  it('shows the replies sent and mails a new reply; an empty reply is refused on the client', async () => {
    routes['POST admin/messages/3/reply/'] = (request) =>
      json({ ...bo, replies: [...bo.replies, { id: 2, body: bodyOf(request).body, by: 'sam@example.com', created: bo.created }] }, 201);
    renderScreen();
    expand(await row('Bo Li'));
    expect(await screen.findByText('You are welcome!')).toBeTruthy();
    const box = screen.getByLabelText('Reply to Bo Li');
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.click(button('Send reply'));
    expect(await screen.findByText('Write a reply.')).toBeTruthy();
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);

    fireEvent.change(box, { target: { value: ' Glad it helped. ' } });
    fireEvent.click(button('Send reply'));
    expect(await screen.findByText('Your reply was mailed to bo@example.com.')).toBeTruthy();
    const post = api.requests.find((r) => r.method === 'POST')!;
    expect(bodyOf(post)).toEqual({ body: 'Glad it helped.' });
  });

  it('says when the reply could not be mailed', async () => {
    routes['POST admin/messages/3/reply/'] = () => json({ message: 'The reply could not be mailed right now.' }, 503);
    renderScreen();
    expand(await row('Bo Li'));
    fireEvent.change(await screen.findByLabelText('Reply to Bo Li'), { target: { value: 'Hello' } });
    fireEvent.click(button('Send reply'));
    expect(await screen.findByText('The reply could not be mailed right now.')).toBeTruthy();
  });

  it('marks a message by hand', async () => {
    renderScreen();
    fireEvent.click(button('Answered', await row('Asha Rao')));
    expect(await screen.findByText('The message is marked answered.')).toBeTruthy();
  });

  it('offers Retry when the list fails', async () => {
    routes['GET admin/messages/'] = () => json({ message: 'Something went wrong on our side.' }, 500);
    renderScreen();
    expect(await screen.findByText('The messages could not be loaded: Something went wrong on our side.')).toBeTruthy();
    routes['GET admin/messages/'] = () => json({ count: 0, unread: 0, results: [] });
    fireEvent.click(button('Retry'));
    expect(await screen.findByText('No messages.')).toBeTruthy();
  });
});
