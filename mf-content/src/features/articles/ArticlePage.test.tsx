import { describe, expect, it } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'shared/router';
import type { Section } from 'contracts';
import { ArticlePage } from './ArticlePage.tsx';
import { BLOG_NOT_FOUND_TEXT, BLOG_NOT_FOUND_TITLE } from './BlogNotFound.tsx';
import { queryWrapper } from '../../../../shared/test/query-wrapper.tsx';
import { mockApi } from '../../../../shared/test/mock-api.ts';
import { createArticle } from '../../../../shared/test/fixtures.ts';

// Only the network under the real HTTP client is replaced.
const api = mockApi();
const ARTICLE = '/api/articles/:section/:slug/';

const article = createArticle({
  id: 1,
  section: 'blog',
  slug: 'ComfyUIvsMidJourney',
  title: 'ComfyUI vs Midjourney',
  description: 'Which one should creators use?',
  thumbnail_url: null,
  date: '2025-03-14',
  updated: '2026-11-10',
  reading_minutes: 6,
  tags: ['comfyui', 'midjourney'],
  html: '<p>Intro</p><h2 id="cost">Cost</h2><p>Money.</p>',
  toc: [{ id: 'cost', text: 'Cost', level: 2 }],
  related: [],
});

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderArticle(section: Section, slug: string) {
  render(
    <MemoryRouter initialEntries={[`/${section}/${slug}`]}>
      <ArticlePage section={section} slug={slug} />
      <Routes>
        <Route path="*" element={<Location />} />
      </Routes>
    </MemoryRouter>,
    { wrapper: queryWrapper() },
  );
}

describe('ArticlePage', () => {
  it('shows a spinner, then the article with its table of contents and reading time', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const requested: string[] = [];
    api.use(
      http.get(ARTICLE, async ({ request }) => {
        requested.push(new URL(request.url).pathname);
        await answered;
        return HttpResponse.json(article);
      }),
    );
    renderArticle('blog', 'ComfyUIvsMidJourney');
    expect(screen.getByTestId('article-loading')).toBeTruthy();
    answer();
    expect(await screen.findByRole('heading', { level: 1, name: 'ComfyUI vs Midjourney' })).toBeTruthy();
    expect(screen.queryByTestId('article-loading')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Table of contents' }).textContent).toContain('Cost');
    expect(screen.getByText('6 min read')).toBeTruthy();
    expect(requested).toEqual(['/api/articles/blog/ComfyUIvsMidJourney/']);
  });

  it('has the title, then the table of contents, then the text in page order (a page drawn as it arrives never moves the text)', async () => {
    api.use(http.get(ARTICLE, () => HttpResponse.json(article)));
    renderArticle('blog', 'ComfyUIvsMidJourney');
    const title = await screen.findByRole('heading', { level: 1, name: 'ComfyUI vs Midjourney' });
    const toc = screen.getByRole('navigation', { name: 'Table of contents' });
    const text = screen.getByText('Intro');
    expect(title.compareDocumentPosition(toc) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(toc.compareDocumentPosition(text) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the subtitle right under the title when the article has one', async () => {
    api.use(http.get(ARTICLE, () => HttpResponse.json({ ...article, subtitle: 'Cost, control and commercial terms' })));
    renderArticle('blog', 'ComfyUIvsMidJourney');
    const title = await screen.findByRole('heading', { level: 1, name: 'ComfyUI vs Midjourney' });
    expect(title.nextElementSibling?.textContent).toBe('Cost, control and commercial terms');
  });

  it('shows Blog Not Found for an unknown name', async () => {
    api.use(http.get(ARTICLE, () => HttpResponse.json({ message: 'Article not found' }, { status: 404 })));
    renderArticle('blog', 'no-such-post');
    expect(await screen.findByRole('heading', { name: BLOG_NOT_FOUND_TITLE })).toBeTruthy();
    expect(screen.getByText(BLOG_NOT_FOUND_TEXT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go back' }).getAttribute('href')).toBe('/');
  });

  it('shows Blog Not Found when loading fails', async () => {
    api.use(http.get(ARTICLE, () => HttpResponse.error()));
    renderArticle('tutorials', 'install-flux-comfyui');
    expect(await screen.findByRole('heading', { name: BLOG_NOT_FOUND_TITLE })).toBeTruthy();
  });

  it('moves a case variant of a slug to the listed one', async () => {
    api.use(http.get(ARTICLE, () => HttpResponse.json(article)));
    renderArticle('blog', 'comfyuivsmidjourney');
    await screen.findByRole('heading', { level: 1, name: 'ComfyUI vs Midjourney' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/blog/ComfyUIvsMidJourney'));
  });
});
