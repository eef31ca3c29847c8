import { describe, it, expect } from '@jest/globals';
import { type FixtureArticle, testSiteForSuite } from '../../../test/helpers.ts';

const day = (n: number) => `2025-01-${String(n).padStart(2, '0')}`;

// 15 tutorials (dates 1..15), 2 blog posts, 1 earning idea.
const fixtures: FixtureArticle[] = [
  ...Array.from({ length: 15 }, (_, i) => ({
    section: 'tutorials',
    slug: `tutorial-${i + 1}`,
    title: `Tutorial ${i + 1}`,
    date: day(i + 1),
    tags: i % 2 === 0 ? ['comfyui'] : ['flux'],
    featured: i < 2,
  })),
  {
    section: 'blog',
    slug: 'ComfyUIvsMidJourney',
    title: 'ComfyUI vs Midjourney',
    date: '2025-02-10',
    tags: ['comfyui', 'midjourney'],
    featured: true,
  },
  { section: 'blog', slug: 'chatgpt-vs-bard', title: 'ChatGPT vs Bard', date: '2025-02-05', tags: ['llm'] },
  {
    section: 'earning-ideas',
    slug: 'stock-images',
    title: 'Stock images',
    date: '2025-02-01',
    tags: ['money'],
    frontMatter: { subtitle: 'What sells on Adobe Stock in 2026, and what gets refused' },
  },
];

describe('articles API', () => {
  const site = testSiteForSuite({ articles: fixtures });

  const get = (url: string) => site.app.inject({ method: 'GET', url });

  it('lists summaries newest first with the default page size of 12', async () => {
    const res = await get('/api/articles/');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ count: 18, page: 1, page_size: 12 });
    expect(body.results).toHaveLength(12);
    expect(body.results[0]).toEqual({
      id: expect.any(Number),
      section: 'blog',
      slug: 'ComfyUIvsMidJourney',
      title: 'ComfyUI vs Midjourney',
      description: 'About ComfyUI vs Midjourney.',
      thumbnail_url: null,
      date: '2025-02-10',
      updated: '2025-02-10',
      reading_minutes: 1,
      tags: ['comfyui', 'midjourney'],
    });
    expect(body.results[0].html).toBeUndefined();
    const dates = body.results.map((a: { date: string }) => a.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('pages and filters by section and featured', async () => {
    const page2 = (await get('/api/articles/?section=tutorials&page=2&page_size=10')).json();
    expect(page2).toMatchObject({ count: 15, page: 2, page_size: 10 });
    expect(page2.results.map((a: { slug: string }) => a.slug)).toEqual([
      'tutorial-5',
      'tutorial-4',
      'tutorial-3',
      'tutorial-2',
      'tutorial-1',
    ]);
    const featured = (await get('/api/articles/?featured=true')).json();
    expect(featured.results.map((a: { slug: string }) => a.slug)).toEqual(['ComfyUIvsMidJourney', 'tutorial-2', 'tutorial-1']);
    const blog = (await get('/api/articles/?section=blog&featured=false')).json();
    expect(blog.results.map((a: { slug: string }) => a.slug)).toEqual(['chatgpt-vs-bard']);
    const beyond = (await get('/api/articles/?page=9')).json();
    expect(beyond).toMatchObject({ results: [], count: 18, page: 9 });
  });

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['page=-1', 'page'],
    ['page_size=51', 'page_size'],
    ['page_size=0', 'page_size'],
    ['page_size=1.5', 'page_size'],
    ['section=videos', 'section'],
    ['featured=maybe', 'featured'],
  ])('answers 400 with field errors for %s', async (query, field) => {
    const res = await get(`/api/articles/?${query}`);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(typeof body.message).toBe('string');
    expect(Object.keys(body.errors)).toEqual([field]);
  });

  it('gives one article with html, toc and 3–4 related articles sharing tags or section', async () => {
    const res = await get('/api/articles/tutorials/tutorial-3/');
    expect(res.statusCode).toBe(200);
    const article = res.json();
    expect(article).toMatchObject({ slug: 'tutorial-3', section: 'tutorials', tags: ['comfyui'] });
    expect(article.html).toContain('<h2 id="overview">Overview</h2>');
    expect(article.toc).toEqual([{ id: 'overview', text: 'Overview', level: 2 }]);
    expect(article.related.length).toBeGreaterThanOrEqual(3);
    expect(article.related.length).toBeLessThanOrEqual(4);
    for (const related of article.related) {
      expect(related.slug).not.toBe('tutorial-3');
      expect(related.tags).toContain('comfyui');
      expect(related.html).toBeUndefined();
    }
  });

  it('gives the subtitle under the title when the front matter has one, null otherwise', async () => {
    const withSubtitle = (await get('/api/articles/earning-ideas/stock-images/')).json();
    expect(withSubtitle.subtitle).toBe('What sells on Adobe Stock in 2026, and what gets refused');
    const plain = (await get('/api/articles/tutorials/tutorial-3/')).json();
    expect(plain.subtitle).toBeNull();
    const summary = (await get('/api/articles/?section=earning-ideas')).json().results[0];
    expect(summary.subtitle).toBeUndefined();
  });

  it('matches the slug case-insensitively and answers with the canonical slug', async () => {
    const res = await get('/api/articles/blog/comfyuivsmidjourney/');
    expect(res.statusCode).toBe(200);
    expect(res.json().slug).toBe('ComfyUIvsMidJourney');
    const noSlash = await get('/api/articles/blog/ComfyUIvsMidJourney');
    expect(noSlash.statusCode).toBe(200);
  });

  it('answers 404 with a message for an unknown article or section', async () => {
    for (const url of ['/api/articles/blog/nope/', '/api/articles/videos/tutorial-1/', '/api/articles/blog/tutorial-1/']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
  });
});
