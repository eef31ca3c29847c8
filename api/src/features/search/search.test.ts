import { describe, it, expect } from '@jest/globals';
import { testSiteForSuite } from '../../../test/helpers.ts';
import type { SearchDocument } from './engine.ts';

describe('GET /api/search/', () => {
  const site = testSiteForSuite({
    articles: [
      {
        section: 'tutorials',
        slug: 'install-stable-diffusion',
        title: 'Install Stable Diffusion on Windows',
        description: 'A step-by-step setup of the web UI.',
        date: '2025-03-01',
        thumbnail: 'sd.svg',
        body: '## Steps\n\nDownload the installer and run it. Python 3.10 is required.',
      },
      {
        section: 'blog',
        slug: 'gpu-buying-guide',
        title: 'GPU buying guide',
        description: 'How much VRAM you need for Python tools.',
        date: '2025-04-01',
        body: '## Memory\n\nBefore installing anything, check that your card can run Stable Diffusion XL with 8 GB.',
      },
      {
        section: 'earning-ideas',
        slug: 'stock-images',
        title: 'Sell stock images made with AI',
        description: 'Earn with Midjourney and Flux pictures.',
        date: '2025-02-01',
        body: '## Platforms\n\nUpload <b>AI</b> pictures & collect royalties. Flux renders hands well.',
      },
      {
        section: 'blog',
        slug: 'flux-vs-midjourney',
        title: 'Flux compared',
        description: 'Flux against Midjourney.',
        date: '2025-05-01',
        body: '## Verdict\n\nFlux is free to run locally; Midjourney is a paid service.',
      },
      {
        section: 'blog',
        slug: 'older-flux-note',
        title: 'Flux compared',
        description: 'Flux against Midjourney.',
        date: '2024-05-01',
        body: '## Verdict\n\nFlux is free to run locally; Midjourney is a paid service.',
      },
    ],
    files: { 'tutorials/sd.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>' },
  });

  /** Puts a document straight into the index: a blog article of 2025-06-01 unless told otherwise. */
  const index = (document: Pick<SearchDocument, 'refId' | 'url' | 'title' | 'description' | 'body'> & Partial<SearchDocument>) =>
    site.app.content.search.upsert(site.app.db, { kind: 'article', section: 'blog', thumbnail: null, date: '2025-06-01', ...document });

  const search = async (q: string) => {
    const res = await site.app.inject({ method: 'GET', url: '/api/search/', query: { q } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    return res.json() as {
      id: number;
      title: string;
      blog_url: string;
      snippet: string;
      thumbnail_url: string | null;
      section: string;
      description: string;
    }[];
  };
  const urls = async (q: string) => (await search(q)).map((r) => r.blog_url);

  it('answers id, title, description, thumbnail_url, blog_url, section and snippet', async () => {
    const [first] = await search('windows');
    expect(first).toEqual({
      id: expect.any(Number),
      title: 'Install Stable Diffusion on Windows',
      description: 'A step-by-step setup of the web UI.',
      thumbnail_url: '/static/content/tutorials/sd.svg',
      blog_url: '/tutorials/install-stable-diffusion',
      section: 'tutorials',
      snippet: expect.stringContaining('<mark>Windows</mark>'),
    });
  });

  it('stems words: "installing" finds "install"', async () => {
    expect(await urls('installing')).toEqual(expect.arrayContaining(['/tutorials/install-stable-diffusion', '/blog/gpu-buying-guide']));
  });

  it('treats the last word as a prefix: "stab" finds "stable"', async () => {
    expect(await urls('stab')).toEqual(expect.arrayContaining(['/tutorials/install-stable-diffusion', '/blog/gpu-buying-guide']));
    expect(await urls('stock ima')).toEqual(['/earning-ideas/stock-images']);
  });

  it('ranks a title match above a body match', async () => {
    expect((await urls('stable diffusion'))[0]).toBe('/tutorials/install-stable-diffusion');
    expect((await urls('install'))[0]).toBe('/tutorials/install-stable-diffusion');
  });

  it('ranks a description match above a body match', async () => {
    // "python" is in the guide's description and in the tutorial's body.
    expect(await urls('python')).toEqual(['/blog/gpu-buying-guide', '/tutorials/install-stable-diffusion']);
  });

  it('breaks ties newest first', async () => {
    expect(await urls('flux compared')).toEqual(['/blog/flux-vs-midjourney', '/blog/older-flux-note']);
  });

  it('falls back to any word when no document has them all', async () => {
    expect(await urls('windows royalties')).toEqual(
      expect.arrayContaining(['/tutorials/install-stable-diffusion', '/earning-ideas/stock-images']),
    );
  });

  it('highlights matches with <mark> and escapes everything else', async () => {
    const [hit] = await search('royalties');
    expect(hit?.snippet).toContain('<mark>royalties</mark>');
    expect(hit?.snippet).toContain('&amp;');
    expect(hit?.snippet).not.toMatch(/<(?!\/?mark>)/);
  });

  it('shows the part of a long text around the words found, stems highlighted, cut with ellipses', async () => {
    const filler = (words: string) => `${words} about nothing much. `.repeat(20);
    await index({
      refId: 9101,
      url: '/blog/zanzibar-pack',
      title: 'Travel notes',
      description: 'Notes from the road.',
      body: `${filler('Plain filler words')}Before installing the zanzibar pack, check the drivers. ${filler('More filler words')}`,
    });
    const [hit] = await search('zanzibar install');
    expect(hit?.blog_url).toBe('/blog/zanzibar-pack');
    expect(hit?.snippet).toMatch(/^….*<mark>installing<\/mark> the <mark>zanzibar<\/mark> pack, check the drivers.*…$/);
    expect(hit?.snippet.split(/\s+/).length).toBeLessThanOrEqual(30);
  });

  it('keeps markup in the text inert around a match', async () => {
    await index({
      refId: 9102,
      url: '/blog/quokka-markup',
      title: 'Markup notes',
      description: 'Notes on markup.',
      body: `Type <script>alert(1)</script> & <mark>quokka</mark> <img src=x onerror=alert(2)> into the box. ${'Then wait a while. '.repeat(10)}`,
    });
    const [hit] = await search('quokka');
    expect(hit?.snippet).toContain('<mark>quokka</mark>');
    expect(hit?.snippet).toContain('&lt;img src=x onerror=alert(2)&gt;');
    expect(hit?.snippet).not.toMatch(/<(?!\/?mark>)/);
    expect(hit?.snippet.match(/<mark>/g)).toHaveLength(1);
  });

  it('gives [] for an empty or blank q', async () => {
    expect(await search('')).toEqual([]);
    expect(await search('   ')).toEqual([]);
    const res = await site.app.inject({ method: 'GET', url: '/api/search/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it.each([
    ['quotes', '"stable'],
    ['balanced quotes', '"stable diffusion"'],
    ['OR', 'OR'],
    ['operators', 'flux OR NOT midjourney AND'],
    ['star', '*'],
    ['star suffix', 'stab*'],
    ['parentheses', '(flux'],
    ['column filter', 'title:flux'],
    ['NEAR', 'NEAR(flux midjourney)'],
    ['SQL', "'-- DROP TABLE articles; SELECT * FROM search_fts"],
    ['comment', "'--"],
    ['emoji', '🚀🔥'],
    ['emoji and word', 'flux 🚀'],
    ['control characters', 'flux\u0000\u0001\u0002'],
    ['2,000 characters', 'stable diffusion '.repeat(118).slice(0, 2000)],
    ['2,000 symbols', '"*()-^:'.repeat(286).slice(0, 2000)],
  ])('never fails on hostile input (%s)', async (_name, q) => {
    const results = await search(q);
    expect(Array.isArray(results)).toBe(true);
  });

  it('accepts a repeated q', async () => {
    const res = await site.app.inject({ method: 'GET', url: '/api/search/?q=flux&q=compared' });
    expect(res.statusCode).toBe(200);
    expect(res.json()[0].title).toBe('Flux compared');
  });

  it('returns at most 20 results', async () => {
    for (let i = 0; i < 25; i += 1) site.writeArticle({ section: 'blog', slug: `many-${i}`, title: `Many posts ${i}`, date: '2023-01-01' });
    await site.app.content.sync();
    expect(await search('many')).toHaveLength(20);
  });

  it('lists a page indexed under two kinds once (a workflow and its write-up share a URL)', async () => {
    await index({
      kind: 'workflow',
      refId: 9001,
      url: '/blog/flux-vs-midjourney',
      section: 'workflows',
      title: 'Flux compared workflow',
      description: 'The workflow behind the comparison.',
      body: 'Flux Midjourney',
      date: '2025-05-02',
    });
    const urls = (await search('flux compared')).map((r: { blog_url: string }) => r.blog_url);
    expect(urls.filter((url: string) => url === '/blog/flux-vs-midjourney')).toHaveLength(1);
  });
});
