import { describe, it, expect } from '@jest/globals';
import { breadcrumbList, testSiteForSuite } from '../../../test/helpers.ts';

/** The JSON-LD nodes of a page, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}

describe('SEO files and page metadata', () => {
  const site = testSiteForSuite({
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
    expect(res.body).toContain('<meta property="og:image" content="https://site.test/static/content/blog/cvm.og.png"');
    expect(res.body).toContain('<meta property="og:image:width" content="1200"');
    expect(res.body).toContain('<meta property="og:image:height" content="630"');
    expect(res.body).toContain('<meta name="twitter:card" content="summary_large_image"');
    expect(res.body).toContain('<meta name="twitter:image" content="https://site.test/static/content/blog/cvm.og.png"');
    expect(res.body).toContain('<meta name="twitter:description" content="Which one &amp; why &lt;today&gt;."');
    expect(res.body).not.toContain('noindex');
  });

  it('serves the social card of an SVG thumbnail as a 1200×630 PNG', async () => {
    const res = await get('/static/content/blog/cvm.og.png');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const png = res.rawPayload;
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(png.toString('latin1', 12, 16)).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it('describes an article in JSON-LD: Article with its card, dates and publisher, and its breadcrumbs', async () => {
    const res = await get('/blog/ComfyUIvsMidJourney');
    const scripts = res.body.match(/<script type="application\/ld\+json"[^>]*>[\s\S]*?<\/script>/g) ?? [];
    // `<` never appears inside the JSON, so text like "<today>" or "</script>" cannot end the script.
    for (const script of scripts) expect(script.slice(script.indexOf('>') + 1, -'</script>'.length)).not.toMatch(/[<>]/);
    const organization = {
      '@type': 'Organization',
      name: 'AI Creator Hub',
      url: 'https://site.test/',
      logo: { '@type': 'ImageObject', url: 'https://site.test/favicon.svg' },
    };
    expect(jsonLd(res.body)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: 'ComfyUI vs Midjourney',
        description: 'Which one & why <today>.',
        image: ['https://site.test/static/content/blog/cvm.og.png'],
        datePublished: '2025-03-01',
        dateModified: '2025-03-05',
        author: organization,
        publisher: organization,
        mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://site.test/blog/ComfyUIvsMidJourney' },
        articleSection: 'Blog',
        keywords: 'comfyui',
      },
      breadcrumbList(['Blog', 'https://site.test/blog'], ['ComfyUI vs Midjourney', 'https://site.test/blog/ComfyUIvsMidJourney']),
    ]);
    const tutorial = jsonLd((await get('/tutorials/install-flux-comfyui')).body);
    expect(tutorial[0]).not.toHaveProperty('image');
    expect(tutorial[1]).toMatchObject({
      itemListElement: [{ name: 'Home' }, { name: 'Tutorials', item: 'https://site.test/tutorials' }, {}],
    });
  });

  it('describes the home page as a WebSite with a search box, and other pages without JSON-LD', async () => {
    expect(jsonLd((await get('/')).body)).toEqual([
      expect.objectContaining({
        '@type': 'WebSite',
        name: 'AI Creator Hub',
        url: 'https://site.test/',
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: 'https://site.test/search?q={search_term_string}' },
          'query-input': 'required name=search_term_string',
        },
      }),
    ]);
    expect(jsonLd((await get('/blog')).body)).toEqual([]);
    expect(jsonLd((await get('/no-such-page')).body)).toEqual([]);
  });

  it('gives every page route of docs/product/navigation.md#routes status 200 with its own title and canonical link', async () => {
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

  it('redirects a case variant of a top-level route to the route with 301, keeping the rest', async () => {
    for (const [url, location] of [
      ['/Workflows', '/workflows'],
      ['/PRICING?ref=x', '/pricing?ref=x'],
      ['/Workflows/flux-krea', '/workflows/flux-krea'],
      ['/Tutorials/Install-Flux-ComfyUI', '/tutorials/Install-Flux-ComfyUI'],
    ]) {
      const res = await get(url!);
      expect([url, res.statusCode, res.headers.location]).toEqual([url, 301, location]);
    }
    expect((await get('/NO-SUCH-PAGE')).statusCode).toBe(404);
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
