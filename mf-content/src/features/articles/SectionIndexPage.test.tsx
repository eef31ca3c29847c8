// "New to you" on a section's index (docs/product/library.md#new-to-you): a member's filter asked for
// in the browser (their own list, with their token), a visitor's invitation to sign in.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'shared/router';
import { currentUserLoaded, signedIn, signedOut } from 'shared';
import { NOTHING_NEW, SIGN_IN_FOR_NEW } from 'shared/library';
import { SectionIndexPage } from './SectionIndexPage.tsx';
import { fakeApi, type FakeRoute } from '../../../../shared/test/fake-api.ts';
import { mockApi } from '../../../../shared/test/mock-api.ts';
import { createArticleSummary, createUser } from '../../../../shared/test/fixtures.ts';
import { queryWrapper } from '../../../../shared/test/query-wrapper.tsx';

const server = mockApi();
let routes: Record<string, FakeRoute> = {};
let api: ReturnType<typeof fakeApi>;

const install = createArticleSummary({ id: 1, slug: 'install-comfyui', title: 'Install ComfyUI' });
const upscale = createArticleSummary({ id: 2, slug: 'upscaling', title: 'Upscaling' });
const page = (results: unknown[]) => ({ status: 200, body: { results, count: results.length, page: 1, page_size: 12 } });

function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

function renderIndex(path = '/tutorials') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/tutorials" element={<SectionIndexPage section="tutorials" />} />
        <Route path="/signin" element={<p>Sign-in screen</p>} />
      </Routes>
      <Location />
    </MemoryRouter>,
    { wrapper: queryWrapper() },
  );
}

beforeEach(() => {
  routes = {
    'GET articles/': page([upscale, install]),
    'GET library/': { status: 200, body: { results: [] } },
    'GET library/new/articles/': page([upscale]),
  };
  api = fakeApi(server, routes);
  localStorage.clear();
});
afterEach(() => signedOut());

describe('New to you on a section index', () => {
  it('shows a member only what they have not opened, from their own list, and everything again when turned off', async () => {
    signedIn({ access: 'access-token', refresh: 'refresh-token' }, createUser({ id: 7 }));
    renderIndex('/tutorials?page=1');
    expect(await screen.findByRole('link', { name: /Install ComfyUI/ })).toBeTruthy();
    const toggle = screen.getByRole('button', { name: 'New to you' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(toggle);
    expect(screen.getByTestId('location').textContent).toBe('/tutorials?new=1');
    expect(await screen.findByRole('link', { name: /Upscaling/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Install ComfyUI/ })).toBeNull();
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    const asked = api.calls('GET library/new/articles/');
    expect(asked[0]!.search).toBe('?section=tutorials&page=1&page_size=12');
    expect(asked[0]!.authorization).toBe('Bearer access-token');

    fireEvent.click(toggle);
    expect(await screen.findByRole('link', { name: /Install ComfyUI/ })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/tutorials');
  });

  it('says when nothing is new', async () => {
    signedIn({ access: 'access-token', refresh: 'refresh-token' }, createUser({ id: 7 }));
    routes['GET library/new/articles/'] = page([]);
    renderIndex('/tutorials?new=1');
    expect(await screen.findByText(NOTHING_NEW)).toBeTruthy();
  });

  it('invites a visitor to sign in, and shows them the whole index even with ?new=1', async () => {
    currentUserLoaded(null);
    renderIndex('/tutorials?new=1');
    expect(await screen.findByRole('link', { name: /Install ComfyUI/ })).toBeTruthy();
    const toggle = screen.getByRole('button', { name: 'New to you' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByText(SIGN_IN_FOR_NEW)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Sign-in screen')).toBeTruthy();
    expect(localStorage.getItem('redirectUrl')).toBe('/tutorials?new=1');
    expect(api.requests.filter((request) => request.path.startsWith('library/'))).toEqual([]);
  });
});
