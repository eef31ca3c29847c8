import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { currentUserLoaded, signedIn, signedOut } from 'shared';
import { BookmarkButton, SIGN_IN_TO_SAVE } from './index.ts';
import { fakeApi, type FakeRoute } from '../../test/fake-api.ts';
import { mockApi } from '../../test/mock-api.ts';
import { createLibraryEntry, createUser } from '../../test/fixtures.ts';
import { queryWrapper } from '../../test/query-wrapper.tsx';

const server = mockApi();
let routes: Record<string, FakeRoute> = {};
let api: ReturnType<typeof fakeApi>;

const entry = (id: number) => createLibraryEntry({ id });

beforeEach(() => {
  routes = { 'GET library/': { status: 200, body: { results: [] } } };
  api = fakeApi(server, routes);
  localStorage.clear();
});
afterEach(() => signedOut());

function renderButton(id = 3) {
  render(
    <MemoryRouter initialEntries={['/tutorials?page=2']}>
      <Routes>
        <Route path="/tutorials" element={<BookmarkButton item={{ kind: 'article', id }} title="Install ComfyUI" />} />
        <Route path="/signin" element={<p>Sign-in screen</p>} />
      </Routes>
    </MemoryRouter>,
    { wrapper: queryWrapper() },
  );
  return screen.getByRole('button', { name: 'Save Install ComfyUI' });
}

describe('BookmarkButton for a visitor', () => {
  beforeEach(() => currentUserLoaded(null));

  it('invites to sign in, and brings the visitor back to the page afterwards', async () => {
    const button = renderButton();
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    expect(screen.getByRole('status').textContent).toContain(SIGN_IN_TO_SAVE);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Sign-in screen')).toBeTruthy();
    expect(localStorage.getItem('redirectUrl')).toBe('/tutorials?page=2');
    // A visitor's page asks nothing about a library.
    expect(api.requests).toEqual([]);
  });
});

describe('BookmarkButton for a member', () => {
  beforeEach(() => signedIn({ access: 'access-token', refresh: 'refresh-token' }, createUser({ id: 7 })));

  it('shows a saved item pressed, and takes it out at once with DELETE', async () => {
    routes['GET library/'] = { status: 200, body: { results: [entry(3)] } };
    routes['DELETE library/article/3/'] = { status: 204 };
    const button = renderButton();
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect(api.calls('DELETE library/article/3/')).toHaveLength(1));
    await waitFor(() => expect(api.calls('DELETE library/article/3/')[0]!.authorization).toBe('Bearer access-token'));
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });

  it('saves at once with PUT and stays saved with the answer', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    routes['PUT library/article/3/'] = { status: 200, body: entry(3) };
    server.events.on('request:start', ({ request }) => void (request.method === 'PUT' && answered));
    const button = renderButton();
    await waitFor(() => expect(api.calls('GET library/')).toHaveLength(1));
    fireEvent.click(button);
    // Pressed before the API answered.
    expect(button.getAttribute('aria-pressed')).toBe('true');
    answer();
    await waitFor(() => expect(api.calls('PUT library/article/3/')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Install ComfyUI' }).title).toBe('Saved to your library'));
    expect(button.getAttribute('aria-pressed')).toBe('true');
    server.events.removeAllListeners();
  });

  it('goes back and says so in a toast when the API refuses', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    routes['PUT library/article/3/'] = { status: 500, body: { message: 'Something went wrong on our side.' } };
    const button = renderButton();
    await waitFor(() => expect(api.calls('GET library/')).toHaveLength(1));
    fireEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect((await screen.findByRole('status')).textContent).toContain(
      'Could not save "Install ComfyUI": Something went wrong on our side.',
    );
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(logged).toHaveBeenCalledWith('Could not change your library', expect.objectContaining({ status: 500 }));
    logged.mockRestore();
  });
});
