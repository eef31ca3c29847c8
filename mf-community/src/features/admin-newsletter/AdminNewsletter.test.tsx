import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, json, type FakeRoute, type RecordedRequest } from '../../../../shared/test/fake-api.ts';
import { mockApi } from '../../../../shared/test/mock-api.ts';
import { renderAdminScreen, signInStaff } from '../../../../shared/test/admin-screen.tsx';
import { button, findButton } from '../../../test/buttons.ts';
import { signedOut } from 'shared';
import type { Campaign } from 'contracts';
import { AdminNewsletter } from './AdminNewsletter.tsx';

const server = mockApi();
let routes: Record<string, FakeRoute> = {};
let api: ReturnType<typeof fakeApi>;
const bodyOf = (request: RecordedRequest) => request.body as Record<string, unknown>;
const posts = (path: string) => api.calls(`POST ${path}`);

const sent: Campaign = {
  id: 1,
  subject: 'February issue',
  status: 'sent',
  created: '2025-02-01T10:00:00.000Z',
  finished_at: '2025-02-01T10:05:00.000Z',
  by: 'sam@example.com',
  recipients: 40,
  sent: 39,
  failed: 1,
  pending: 0,
  skipped: 0,
};

beforeEach(() => {
  routes = {
    'GET admin/newsletter/subscribers/': () =>
      json({ count: 2, results: [{ id: 1, email: 'reader@example.com', subscribed: sent.created, confirmed: sent.created }] }),
    'GET admin/newsletter/campaigns/': () => json({ count: 1, results: [sent] }),
    'POST admin/newsletter/preview/': (request) =>
      json({ subject: bodyOf(request).subject, html: '<p>Hello <strong>readers</strong></p>' }),
    'POST admin/newsletter/campaigns/test/': () => json({ message: 'A test was mailed to sam@example.com.' }),
    'POST admin/newsletter/campaigns/': (request) =>
      json({ ...sent, id: 2, subject: bodyOf(request).subject, status: 'sending', recipients: 2, sent: 0, failed: 0, pending: 2 }, 201),
  };
  api = fakeApi(server, routes);
  signInStaff();
});
afterEach(() => signedOut());

const renderScreen = () => renderAdminScreen(<AdminNewsletter />);
const write = (subject: string, body: string) => {
  fireEvent.change(screen.getByLabelText('Subject'), { target: { value: subject } });
  fireEvent.change(screen.getByLabelText('Newsletter (Markdown)'), { target: { value: body } });
};

describe('AdminNewsletter', () => {
  it('shows the subscriber count, the subscribers and the campaigns with their counts', async () => {
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeTruthy();
    expect(await screen.findByText('2 confirmed subscribers')).toBeTruthy();
    expect(screen.getByText('reader@example.com')).toBeTruthy();
    const row = (await screen.findByText('February issue')).closest('tr')!;
    expect(within(row).getByText('Sent')).toBeTruthy();
    expect(within(row).getByText('39')).toBeTruthy();
    expect(within(row).getByText('40')).toBeTruthy();
    expect(await findButton('Send to 2 subscribers')).toBeTruthy();
  });

  it('checks the draft on the client before any call', async () => {
    renderScreen();
    fireEvent.click(button('Preview'));
    expect(await screen.findByText('Write a subject.')).toBeTruthy();
    expect(screen.getByText('Write the newsletter.')).toBeTruthy();
    write('s'.repeat(201), 'x');
    fireEvent.click(button('Send a test to yourself'));
    expect(await screen.findByText('A subject has at most 200 characters.')).toBeTruthy();
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('previews the rendered body and mails a test to the staff user', async () => {
    renderScreen();
    write(' March issue ', 'Hello **readers**');
    fireEvent.click(button('Preview'));
    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('readers').tagName).toBe('STRONG');
    expect(bodyOf(posts('admin/newsletter/preview/')[0]!)).toEqual({ subject: 'March issue', body: 'Hello **readers**' });

    fireEvent.click(button('Send a test to yourself'));
    expect(await screen.findByText('A test was mailed to sam@example.com.')).toBeTruthy();
    expect(posts('admin/newsletter/campaigns/')).toHaveLength(0);
  });

  it('sends to every subscriber only after confirmation, then lists the campaign', async () => {
    renderScreen();
    write('March issue', 'Hello');
    fireEvent.click(await findButton('Send to 2 subscribers'));
    const confirm = (await screen.findByText('Send this newsletter to 2 subscribers?')).closest('.ant-popover') as HTMLElement;
    expect(posts('admin/newsletter/campaigns/')).toHaveLength(0);
    routes['GET admin/newsletter/campaigns/'] = () =>
      json({ count: 2, results: [{ ...sent, id: 2, subject: 'March issue', status: 'sending', pending: 2 }, sent] });
    fireEvent.click(button('Send', confirm));
    expect(await screen.findByText('The campaign is on its way to 2 subscribers.')).toBeTruthy();
    expect(bodyOf(posts('admin/newsletter/campaigns/')[0]!)).toEqual({ subject: 'March issue', body: 'Hello' });
    const row = (await screen.findByText('March issue')).closest('tr')!;
    expect(within(row).getByText('Sending')).toBeTruthy();
  });

  it('puts the API’s field messages under their fields and says when the download is refused', async () => {
    routes['POST admin/newsletter/campaigns/test/'] = () =>
      json({ message: 'The request is not valid.', errors: { body: 'A newsletter has at most 50,000 characters.' } }, 400);
    routes['GET admin/newsletter/subscribers.csv'] = () => json({ message: 'Only staff can do this.' }, 403);
    renderScreen();
    write('Hi', 'Body');
    fireEvent.click(button('Send a test to yourself'));
    expect(await screen.findByText('A newsletter has at most 50,000 characters.')).toBeTruthy();
    fireEvent.click(await findButton('Download CSV'));
    expect(await screen.findByText('Only staff can do this.')).toBeTruthy();
    const [csv] = api.calls('GET admin/newsletter/subscribers.csv');
    expect(csv!.authorization).toBe('Bearer staff-token');
  });

  it('offers Retry when the campaigns cannot be loaded', async () => {
    routes['GET admin/newsletter/campaigns/'] = () => json({ message: 'Something went wrong on our side.' }, 500);
    renderScreen();
    expect(await screen.findByText('The campaigns could not be loaded: Something went wrong on our side.')).toBeTruthy();
    routes['GET admin/newsletter/campaigns/'] = () => json({ count: 0, results: [] });
    fireEvent.click(button('Retry'));
    await waitFor(() => expect(screen.getByText('No campaign sent yet.')).toBeTruthy());
  });
});
