// The server fetches an article into a query cache, the cache travels dehydrated as JSON in the page,
// and the browser's cache hydrated from it shows the article without asking the API again.
import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider, dehydrate, hydrate, type DehydratedState } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'shared/router';
import { ArticlePage } from './ArticlePage.tsx';
import { articleQuery } from './article-queries.ts';
import { mockApi } from '../../../../shared/test/mock-api.ts';
import { createArticle } from '../../../../shared/test/fixtures.ts';

const api = mockApi();

const article = createArticle({
  id: 7,
  section: 'tutorials',
  slug: 'install-flux-comfyui',
  title: 'How to Install Flux in ComfyUI',
  description: 'Files, folders and first image.',
  thumbnail_url: null,
  date: '2025-08-01',
  updated: '2025-08-01',
  reading_minutes: 9,
  tags: ['flux'],
  html: '<p>Download the fp8 checkpoint.</p>',
  toc: [],
  related: [],
});

describe('the article query between server and browser', () => {
  it('round-trips through the page payload: the browser renders the article with no request of its own', async () => {
    const requests: string[] = [];
    api.use(
      http.get('/api/articles/:section/:slug/', ({ request }) => {
        requests.push(new URL(request.url).pathname);
        return HttpResponse.json(article);
      }),
    );
    const server = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await server.fetchQuery(articleQuery('tutorials', 'install-flux-comfyui'));
    expect(requests).toEqual(['/api/articles/tutorials/install-flux-comfyui/']);

    const payload = JSON.parse(JSON.stringify(dehydrate(server))) as DehydratedState;
    const browser = new QueryClient({ defaultOptions: { queries: { staleTime: 5 * 60_000 } } });
    hydrate(browser, payload);
    render(
      <QueryClientProvider client={browser}>
        <MemoryRouter initialEntries={['/tutorials/install-flux-comfyui']}>
          <ArticlePage section="tutorials" slug="install-flux-comfyui" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'How to Install Flux in ComfyUI' })).toBeTruthy();
    expect(screen.queryByTestId('article-loading')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toHaveLength(1);
  });

  it('carries "no such article" as an answer, so the server renders Blog Not Found without a failure', async () => {
    api.use(http.get('/api/articles/:section/:slug/', () => HttpResponse.json({ message: 'Article not found' }, { status: 404 })));
    const server = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(server.fetchQuery(articleQuery('blog', 'gone'))).resolves.toBeNull();
  });
});
