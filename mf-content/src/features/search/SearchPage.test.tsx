import { describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'shared/router';
import { NO_RESULTS, SEARCH_FAILED, SearchPage } from './SearchPage.tsx';
import { queryWrapper } from '../../../../shared/test/query-wrapper.tsx';
import { mockApi } from '../../../../shared/test/mock-api.ts';

const api = mockApi();

function renderSearch(q: string) {
  render(
    <MemoryRouter initialEntries={[`/search?q=${encodeURIComponent(q)}`]}>
      <SearchPage />
    </MemoryRouter>,
    { wrapper: queryWrapper() },
  );
}

describe('SearchPage', () => {
  it('titles the page with the query and shows a spinner while loading', () => {
    api.use(http.get('/api/search/', () => new Promise<never>(() => undefined)));
    renderSearch('flux');
    expect(screen.getByRole('heading', { name: 'Search Results for "flux"' })).toBeTruthy();
    expect(screen.getByTestId('search-loading')).toBeTruthy();
  });

  it("says 'No results found.' when nothing matches", async () => {
    api.use(http.get('/api/search/', () => HttpResponse.json([])));
    renderSearch('zzz');
    expect(await screen.findByText(NO_RESULTS)).toBeTruthy();
    expect(screen.queryByTestId('search-loading')).toBeNull();
  });

  it('lists results linking to their pages, with highlighted snippets', async () => {
    api.use(
      http.get('/api/search/', ({ request }) =>
        HttpResponse.json(
          new URL(request.url).searchParams.get('q') === 'install flux'
            ? [
                {
                  id: 1,
                  title: 'Install Flux',
                  description: 'd',
                  thumbnail_url: null,
                  blog_url: '/tutorials/install-flux-comfyui',
                  section: 'tutorials',
                  snippet: 'How to <mark>install</mark> Flux',
                },
                {
                  id: 2,
                  title: 'Flux vs SDXL',
                  description: 'd',
                  thumbnail_url: null,
                  blog_url: '/blog/flux-vs-sdxl',
                  section: 'blog',
                  snippet: '<mark>Flux</mark> or SDXL',
                },
              ]
            : [],
        ),
      ),
    );
    renderSearch('install flux');
    const first = await screen.findByRole('link', { name: /Install Flux/ });
    expect(first.getAttribute('href')).toBe('/tutorials/install-flux-comfyui');
    expect(screen.getByRole('link', { name: /Flux vs SDXL/ }).getAttribute('href')).toBe('/blog/flux-vs-sdxl');
    expect(document.querySelectorAll('mark')).toHaveLength(2);
  });

  it('shows a result without a snippet by its description as text, never as markup', async () => {
    const description = '<img src="x" onerror="window.hacked = 1"> Flux & <b>SDXL</b>';
    api.use(
      http.get('/api/search/', () =>
        HttpResponse.json([
          { id: 1, title: 'Workflow', description, thumbnail_url: null, blog_url: '/workflows/1', section: 'workflows', snippet: '' },
        ]),
      ),
    );
    renderSearch('flux');
    expect(await screen.findByText(description)).toBeTruthy();
    expect(document.querySelector('.snippet img, .snippet b')).toBeNull();
  });

  it('says that a failed search failed, not that nothing matched, and Retry asks again', async () => {
    const answers = [HttpResponse.json({ message: 'Database unavailable' }, { status: 503 }), HttpResponse.json([])];
    let requests = 0;
    api.use(http.get('/api/search/', () => answers[requests++]));
    renderSearch('flux');
    expect((await screen.findByRole('alert')).textContent).toContain(SEARCH_FAILED);
    expect(screen.queryByText(NO_RESULTS)).toBeNull();
    expect(screen.queryByTestId('search-loading')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(NO_RESULTS)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(requests).toBe(2);
  });
});
