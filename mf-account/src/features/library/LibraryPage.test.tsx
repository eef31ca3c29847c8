// /library (docs/product/library.md#the-library-page): the member's own saved items with their state,
// each removable; a visitor goes to sign in and comes back.
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'shared/router';
import { currentUserLoaded, signedIn, signedOut } from 'shared';
import { EMPTY_LIBRARY, LibraryPage } from './LibraryPage.tsx';
import { fakeApi, type FakeRoute } from '../../../../shared/test/fake-api.ts';
import { mockApi } from '../../../../shared/test/mock-api.ts';
import { createLibraryEntry, createUser } from '../../../../shared/test/fixtures.ts';
import { queryWrapper } from '../../../../shared/test/query-wrapper.tsx';

const server = mockApi();
let routes: Record<string, FakeRoute> = {};
let api: ReturnType<typeof fakeApi>;

const entry = createLibraryEntry;
const ENTRIES = [
  entry({ kind: 'workflow', id: 4, title: 'Wan 2.2 Animate', url: '/workflows/4', downloaded_at: '2026-11-21T09:00:00.000Z' }),
  entry({ kind: 'workflow', id: 5, title: 'Qwen Image Posters', url: '/workflows/5', opened_at: '2026-11-21T09:00:00.000Z' }),
  entry({ id: 1, title: 'Install ComfyUI', opened_at: '2026-11-22T09:00:00.000Z' }),
  entry({ id: 2, title: 'Local AI tools', url: '/blog/local-tools' }),
];

function renderLibrary() {
  render(
    <MemoryRouter initialEntries={['/library']}>
      <Routes>
        <Route path="/library" element={<LibraryPage />} />
        <Route path="/signin" element={<p>Sign-in screen</p>} />
      </Routes>
    </MemoryRouter>,
    { wrapper: queryWrapper() },
  );
}

beforeEach(() => {
  routes = { 'GET library/': { status: 200, body: { results: ENTRIES } } };
  api = fakeApi(server, routes);
  localStorage.clear();
});
afterEach(() => signedOut());

describe('LibraryPage', () => {
  beforeEach(() => signedIn({ access: 'access-token', refresh: 'refresh-token' }, createUser({ id: 7 })));

  it('lists the member’s saved items, each with what they did with it, from their own library', async () => {
    renderLibrary();
    expect(screen.getByRole('heading', { name: 'Your library', level: 1 })).toBeTruthy();
    const rows = await screen.findAllByTestId('library-entry');
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual([
      'Wan 2.2 Animate',
      'Qwen Image Posters',
      'Install ComfyUI',
      'Local AI tools',
    ]);
    expect(rows.map((row) => row.querySelector('.library-entry__state')!.textContent)).toEqual([
      'Downloaded 21 November 2026',
      'Opened, not downloaded yet',
      'Read 22 November 2026',
      'Not read yet',
    ]);
    expect(within(rows[3]!).getByRole('link', { name: 'Local AI tools' }).getAttribute('href')).toBe('/blog/local-tools');
    // The API answers the caller's own library: the page names no member.
    expect(api.requests.map((request) => request.url)).toEqual(['/api/library/']);
    expect(api.requests[0]!.authorization).toBe('Bearer access-token');
  });

  it('removes an item with DELETE, showing progress, and says so when it fails', async () => {
    routes['DELETE library/article/2/'] = { status: 204 };
    renderLibrary();
    const remove = await screen.findByRole('button', { name: 'Remove Local AI tools from your library' });
    fireEvent.click(remove);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Local AI tools' })).toBeNull());
    expect(api.calls('DELETE library/article/2/')).toHaveLength(1);
    expect(screen.getAllByTestId('library-entry')).toHaveLength(3);

    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    routes['DELETE library/workflow/4/'] = { status: 500, body: { message: 'Something went wrong on our side.' } };
    fireEvent.click(screen.getByRole('button', { name: 'Remove Wan 2.2 Animate from your library' }));
    expect(await screen.findByText('Could not remove "Wan 2.2 Animate": Something went wrong on our side.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Wan 2.2 Animate' })).toBeTruthy();
    logged.mockRestore();
  });

  it('says how to fill an empty library', async () => {
    routes['GET library/'] = { status: 200, body: { results: [] } };
    renderLibrary();
    expect(await screen.findByText(EMPTY_LIBRARY, { exact: false })).toBeTruthy();
  });
});

describe('LibraryPage for a visitor', () => {
  it('sends them to sign in, and back to /library afterwards', async () => {
    currentUserLoaded(null);
    renderLibrary();
    expect(await screen.findByText('Sign-in screen')).toBeTruthy();
    expect(localStorage.getItem('redirectUrl')).toBe('/library');
    expect(api.requests).toEqual([]);
  });
});
