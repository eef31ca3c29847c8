import { describe, it, expect, beforeAll } from '@jest/globals';
import { breadcrumbList, testSiteForSuite } from '../../../test/helpers.ts';
import { catalogFiles } from '../../../test/workflow-fixtures.ts';

describe('workflow pages for crawlers', () => {
  const site = testSiteForSuite({
    files: catalogFiles([
      { slug: 'with-write-up', title: 'With a write-up', created: '2025-01-01', blog_slug: 'with-write-up' },
      { slug: 'plain', title: 'Plain <workflow>', description: 'Only the file & a preview.', created: '2025-02-01' },
    ]),
    articles: [{ section: 'workflows', slug: 'with-write-up', title: 'The write-up', description: 'All about it.', date: '2025-01-01' }],
  });
  let plainId: number;
  let writeUpId: number;
  beforeAll(async () => {
    const ids = await site.app.db.selectFrom('workflows').select(['id', 'slug']).execute();
    plainId = ids.find((r) => r.slug === 'plain')!.id;
    writeUpId = ids.find((r) => r.slug === 'with-write-up')!.id;
  });

  const get = (url: string) => site.app.inject({ method: 'GET', url });

  it('gives a workflow without a write-up its title, description and thumbnail', async () => {
    const res = await get(`/workflows/${plainId}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Plain &lt;workflow&gt; | AI Creator Hub</title>');
    expect(res.body).toContain('<meta name="description" content="Only the file &amp; a preview.">');
    expect(res.body).toContain(`<link rel="canonical" href="https://site.test/workflows/${plainId}"`);
    expect(res.body).toContain('<meta property="og:image" content="https://site.test/static/workflows/plain.og.png"');
    expect(res.body).toContain('<meta property="og:image:width" content="1200"');
    expect(res.body).toContain('<meta name="twitter:card" content="summary_large_image"');
    const png = (await get('/static/workflows/plain.og.png')).rawPayload;
    expect([png.subarray(1, 4).toString(), png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual(['PNG', 1200, 630]);
  });

  it('describes a workflow in JSON-LD as ComfyUI source code with its download, and its breadcrumbs', async () => {
    const res = await get(`/workflows/${plainId}`);
    const nodes = [...res.body.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    expect(nodes).toEqual([
      expect.objectContaining({
        '@context': 'https://schema.org',
        '@type': 'SoftwareSourceCode',
        name: 'Plain <workflow>',
        description: 'Only the file & a preview.',
        url: `https://site.test/workflows/${plainId}`,
        image: ['https://site.test/static/workflows/plain.og.png'],
        programmingLanguage: 'JSON',
        runtimePlatform: 'ComfyUI',
        encoding: {
          '@type': 'MediaObject',
          contentUrl: `https://site.test/api/workflows/${plainId}/download/`,
          encodingFormat: 'application/json',
        },
        dateCreated: '2025-02-01',
      }),
      breadcrumbList(['ComfyUI Workflows', 'https://site.test/workflows'], ['Plain <workflow>', `https://site.test/workflows/${plainId}`]),
    ]);
    // The download URL of the JSON-LD serves the file.
    const download = await get(`/api/workflows/${plainId}/download/`);
    expect(download.statusCode).toBe(200);
    // A write-up page is an Article instead.
    expect((await get('/workflows/with-write-up')).body).toContain('"@type":"Article"');
  });

  it('shows the write-up article of a workflow that has one, and sends its id there', async () => {
    const page = await get('/workflows/with-write-up');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>The write-up | AI Creator Hub</title>');
    const byId = await get(`/workflows/${writeUpId}`);
    expect(byId.statusCode).toBe(301);
    expect(byId.headers.location).toBe('/workflows/with-write-up');
  });

  it('keeps the workflow and its write-up it read for the render, as the API answers them', async () => {
    const target = site.app.content.pages.target('/workflows/with-write-up');
    const { answers } = await site.app.content.pages.load(target.kind === 'route' ? target.match : null);
    for (const url of ['/api/workflows/with-write-up/', '/api/articles/workflows/with-write-up/']) {
      const api = await get(url);
      expect([url, answers.get(url)]).toEqual([url, { status: 200, data: JSON.parse(api.body) }]);
    }
  });

  it('sends the slug of a workflow without a write-up to its id', async () => {
    const res = await get('/workflows/plain');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(`/workflows/${plainId}`);
  });

  it('answers unknown workflows with status 404 and noindex', async () => {
    for (const url of ['/workflows/no-such-thing', '/workflows/99999', `/workflows/${plainId}/extra`]) {
      const res = await get(url);
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.body).toContain('<meta name="robots" content="noindex"');
    }
  });

  it('lists every workflow page in the sitemap', async () => {
    const body = (await get('/sitemap.xml')).body;
    expect(body).toContain(`<loc>https://site.test/workflows/${plainId}</loc>`);
    expect(body).toContain('<loc>https://site.test/workflows/with-write-up</loc>');
    expect(body).not.toContain(`<loc>https://site.test/workflows/${writeUpId}</loc>`);
  });
});
