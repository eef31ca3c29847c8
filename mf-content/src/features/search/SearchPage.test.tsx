import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { NO_RESULTS, SEARCH_FAILED, SearchPage } from './SearchPage.tsx';
import { queryWrapper } from '../../../../shared/test/query-wrapper.tsx';

const fetchSpy = jest.fn<typeof fetch>();
beforeEach(() => {
  fetchSpy.mockReset();
  globalThis.fetch = fetchSpy;
});

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
    fetchSpy.mockReturnValue(new Promise<Response>(() => undefined));
    renderSearch('flux');
    expect(screen.getByRole('heading', { name: 'Search Results for "flux"' })).toBeTruthy();
    expect(screen.getByTestId('search-loading')).toBeTruthy();
  });

  it("says 'No results found.' when nothing matches", async () => {
    fetchSpy.mockResolvedValue(new Response('[]', { status: 200 }));
    renderSearch('zzz');
    expect(await screen.findByText(NO_RESULTS)).toBeTruthy();
    expect(screen.queryByTestId('search-loading')).toBeNull();
  });

  it('lists results linking to their pages, with highlighted snippets', async () => {
    fetchSpy.mockResolvedValue(
      new Response(
        JSON.stringify([
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
        ]),
        { status: 200 },
      ),
    );
    renderSearch('install flux');
    const first = await screen.findByRole('link', { name: /Install Flux/ });
    expect(first.getAttribute('href')).toBe('/tutorials/install-flux-comfyui');
    expect(screen.getByRole('link', { name: /Flux vs SDXL/ }).getAttribute('href')).toBe('/blog/flux-vs-sdxl');
    expect(document.querySelectorAll('mark')).toHaveLength(2);
  });

  it('says that a failed search failed, not that nothing matched, and Retry asks again', async () => {
    fetchSpy.mockResolvedValueOnce(new Response(JSON.stringify({ message: 'Database unavailable' }), { status: 503 }));
    renderSearch('flux');
    expect((await screen.findByRole('alert')).textContent).toContain(SEARCH_FAILED);
    expect(screen.queryByText(NO_RESULTS)).toBeNull();
    expect(screen.queryByTestId('search-loading')).toBeNull();

    fetchSpy.mockResolvedValueOnce(new Response('[]', { status: 200 }));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(NO_RESULTS)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });
});
