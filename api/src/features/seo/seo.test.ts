import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { createTestSite, type TestSite } from '../../../test/helpers.ts';

describe('SEO files and page metadata', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await createTestSite({
      articles: [
        {
          section: 'blog',
          slug: 'ComfyUIvsMidJourney',
          title: 'ComfyUI vs Midjourney',
          description: 'Which one & why <today>.',
          date: '2025-03-01',
          updated: '2025-03-05',
          thumbnail: 'cvm.svg',
          tags: ['comfyui'],
        },
        {
          section: 'tutorials',
          slug: 'install-flux-comfyui',
          title: 'Install Flux in ComfyUI',
          description: 'Flux step by step.',
          date: '2025-04-01',
        },
        { section: 'earning-ideas', slug: 'stock-images', title: 'Stock images', description: 'Sell AI images.', date: '2025-01-01' },
        { section: 'workflows', slug: 'flux-krea', title: 'Flux Krea workflow', description: 'A workflow article.', date: '2025-02-01' },
      ],
      files: { 'blog/cvm.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>' },
    });
  });
  afterAll(async () => {
    await site.close();
  });

  const get = (url: string) => site.app.inject({ method: 'GET', url });
  const ARTICLE_URLS = [
    'https://site.test/blog/ComfyUIvsMidJourney',
    'https://site.test/tutorials/install-flux-comfyui',
    'https://site.test/earning-ideas/stock-images',
    'https://site.test/workflows/flux-krea',
  ];

  it('lists home, section indexes, the roadmap, workflows and every article in sitemap.xml', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/xml/);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(
      expect.arrayContaining([
        'https://site.test/',
        'https://site.test/tutorials',
        'https://site.test/blog',
        'https://site.test/earning-ideas',
        'https://site.test/ai-roadmap',
        'https://site.test/workflows',
        ...ARTICLE_URLS,
      ]),
    );
    expect(locs).not.toContain('https://site.test/signin');
    expect(res.body).toContain('<lastmod>2025-03-05</lastmod>');
  });

  it('allows everything in robots.txt and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('User-agent: *');
    expect(res.body).toContain('Allow: /');
    expect(res.body).toContain('Sitemap: https://site.test/sitemap.xml');
  });

  it('lists every article newest first in rss.xml (RSS 2.0, escaped)', async () => {
    const res = await get('/rss.xml');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<rss version="2.0"');
    const links = [...res.body.matchAll(/<item><title>[^<]*<\/title><link>([^<]+)<\/link>/g)].map((m) => m[1]);
    expect(links).toEqual([
      'https://site.test/tutorials/install-flux-comfyui',
      'https://site.test/blog/ComfyUIvsMidJourney',
      'https://site.test/workflows/flux-krea',
      'https://site.test/earning-ideas/stock-images',
    ]);
    expect(res.body).toContain('<description>Which one &amp; why &lt;today&gt;.</description>');
    expect(res.body).toContain('<pubDate>Sat, 01 Mar 2025 00:00:00 GMT</pubDate>');
  });

  it('puts the article title, description, canonical link and OG/Twitter tags into an article route', async () => {
    const res = await get('/blog/ComfyUIvsMidJourney');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<title>ComfyUI vs Midjourney | AI Creator Hub</title>');
    expect(res.body).toContain('<meta name="description" content="Which one &amp; why &lt;today&gt;.">');
    expect(res.body).toContain('<link rel="canonical" href="https://site.test/blog/ComfyUIvsMidJourney"');
    expect(res.body).toContain('<meta property="og:title" content="ComfyUI vs Midjourney | AI Creator Hub"');
    expect(res.body).toContain('<meta property="og:type" content="article"');
    expect(res.body).toContain('<meta property="og:image" content="https://site.test/static/content/blog/cvm.svg"');
    expect(res.body).toContain('<meta name="twitter:card" content="summary_large_image"');
    expect(res.body).toContain('<meta name="twitter:description" content="Which one &amp; why &lt;today&gt;."');
    expect(res.body).not.toContain('noindex');
  });

  it('gives every page route of SPEC §2 status 200 with its own title and canonical link', async () => {
    const pages: [string, string][] = [
      ['/', 'Master AI Tools: Your Path to AI Creativity | AI Creator Hub'],
      ['/ai-roadmap', 'AI Roadmap | AI Creator Hub'],
      ['/workflows', 'ComfyUI Workflows | AI Creator Hub'],
      ['/workflows/flux-krea', 'Flux Krea workflow | AI Creator Hub'],
      ['/tutorials', 'Tutorials | AI Creator Hub'],
      ['/tutorials/install-flux-comfyui', 'Install Flux in ComfyUI | AI Creator Hub'],
      ['/earning-ideas', 'Earning Ideas | AI Creator Hub'],
      ['/earning-ideas/stock-images', 'Stock images | AI Creator Hub'],
      ['/blog', 'Blog | AI Creator Hub'],
      ['/search?q=flux', 'Search | AI Creator Hub'],
      ['/contact', 'Contact | AI Creator Hub'],
      ['/pricing', 'Credit Plans | AI Creator Hub'],
      ['/privacy', 'Privacy Policy | AI Creator Hub'],
      ['/signin', 'Sign In | AI Creator Hub'],
      ['/signup', 'Sign Up | AI Creator Hub'],
    ];
    for (const [url, title] of pages) {
      const res = await get(url);
      expect([url, res.statusCode]).toEqual([url, 200]);
      expect(res.body).toContain(`<title>${title}</title>`);
      expect(res.body).toContain(`<link rel="canonical" href="https://site.test${url.split('?')[0]}"`);
    }
  });

  it('answers an unknown article slug with the page and status 404', async () => {
    const res = await get('/blog/no-such-post');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<title>Blog Not Found | AI Creator Hub</title>');
    expect(res.body).toContain('<meta name="robots" content="noindex"');
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('redirects a case variant of a slug to the canonical URL with 301, keeping the query', async () => {
    const res = await get('/blog/comfyuivsmidjourney?ref=x');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/blog/ComfyUIvsMidJourney?ref=x');
    const tutorial = await get('/tutorials/Install-Flux-ComfyUI');
    expect(tutorial.statusCode).toBe(301);
    expect(tutorial.headers.location).toBe('/tutorials/install-flux-comfyui');
  });

  it('never redirects to another site', async () => {
    for (const url of [
      '//evil.example/',
      '//evil.example//',
      '///evil.example/',
      '/\\evil.example/',
      '/%2F%2Fevil.example/',
      '//evil.example/?a=b',
    ]) {
      const res = await get(url);
      const location = res.headers.location;
      if (location === undefined) continue;
      expect([url, location]).toEqual([url, expect.stringMatching(/^\/(?![/\\])/)]);
      expect(new URL(String(location), 'https://site.test/').origin).toBe('https://site.test');
    }
    const res = await get('//evil.example/');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/evil.example');
  });

  it('answers other unknown paths with the page and 404, and unknown /api paths with JSON 404', async () => {
    for (const url of ['/no-such-page', '/blog/a/b', '/tutorials/x/y/z']) {
      const res = await get(url);
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<title>Page not found | AI Creator Hub</title>');
    }
    const api = await get('/api/no-such-thing/');
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/application\/json/);
    expect(api.json()).toEqual({ message: expect.any(String) });
    const post = await site.app.inject({ method: 'POST', url: '/api/nothing/', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({ message: expect.any(String) });
  });
});
