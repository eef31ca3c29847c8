import { describe, it, expect } from '@jest/globals';
import { testSiteForSuite } from '../../../test/helpers.ts';
import type { Workflow, WorkflowList } from 'contracts';
import { SVG_THUMBNAIL, TWELVE, WAN_ANIMATE_NEEDS, catalogFiles } from '../../../test/workflow-fixtures.ts';

const NEWEST_FIRST = [...TWELVE].sort((a, b) => b.created.localeCompare(a.created)).map((w) => w.slug);

describe('workflows API', () => {
  const site = testSiteForSuite({
    files: catalogFiles(TWELVE),
    articles: [{ section: 'workflows', slug: 'flux-krea', title: 'Flux Krea write-up', date: '2025-08-06' }],
  });

  const get = (url: string) => site.app.inject({ method: 'GET', url });
  const list = async (query = '') => {
    const res = await get(`/api/workflows/${query}`);
    expect(res.statusCode).toBe(200);
    return res.json<WorkflowList>();
  };
  const slugs = (body: WorkflowList) => body.results.map((w) => w.slug);

  describe('pagination', () => {
    it('answers ten per page, newest first, with the total count', async () => {
      const body = await list();
      expect(body.count).toBe(12);
      expect(slugs(body)).toEqual(NEWEST_FIRST.slice(0, 10));
    });

    it('gives the rest on the last page and an empty page past the end', async () => {
      expect(slugs(await list('?page=2'))).toEqual(NEWEST_FIRST.slice(10));
      const past = await list('?page=3');
      expect(past).toEqual({ results: [], count: 12 });
    });

    it('rejects a page that is not a positive whole number with 400 and a field message', async () => {
      for (const page of ['0', '-1', 'two', '1.5']) {
        const res = await get(`/api/workflows/?page=${page}`);
        expect([page, res.statusCode]).toEqual([page, 400]);
        expect(res.json<{ errors: Record<string, string> }>().errors.page).toMatch(/page must be/);
      }
    });
  });

  describe('search', () => {
    it('matches words in the title, description, tags and category, case-insensitively', async () => {
      expect(slugs(await list('?search=KONTEXT'))).toEqual(['kontext-edit']);
      expect(slugs(await list('?search=lyrics'))).toEqual(['ace-step']);
      expect(slugs(await list('?search=typography'))).toEqual(['qwen-image']);
      expect(slugs(await list('?search=upscaling'))).toEqual(['upscale-4x']);
      const audio = await list('?search=audio');
      expect(audio.count).toBe(2);
      expect(slugs(audio).sort()).toEqual(['ace-step', 'vibevoice']);
    });

    it('needs every word to match, and counts only the matches', async () => {
      const wanVideo = await list('?search=wan%20video');
      expect(wanVideo.count).toBe(3);
      expect(slugs(wanVideo)).toEqual(['wan-t2v', 'wan-s2v', 'wan-animate']);
      expect(await list('?search=wan%20music')).toEqual({ results: [], count: 0 });
    });

    it('treats LIKE wildcards as plain characters', async () => {
      expect((await list('?search=%25')).count).toBe(0);
      expect((await list('?search=_')).count).toBe(0);
    });
  });

  describe('sorting', () => {
    it('sorts by title A to Z', async () => {
      const titles = (await list('?sort=title')).results.map((w) => w.title);
      expect(titles).toEqual([...titles].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
      expect(titles[0]).toBe('ACE Step Music');
    });

    it('sorts by -created explicitly as by default', async () => {
      expect(slugs(await list('?sort=-created'))).toEqual(NEWEST_FIRST.slice(0, 10));
    });

    it('rejects an unknown sort with 400', async () => {
      const res = await get('/api/workflows/?sort=created');
      expect(res.statusCode).toBe(400);
      expect(res.json<{ errors: Record<string, string> }>().errors.sort).toBe('sort must be one of -created, title, -downloads.');
    });
  });

  describe('one workflow', () => {
    it('is found by id, by slug and by the slug of its write-up', async () => {
      const first = (await list()).results[0]!;
      const byId = await get(`/api/workflows/${first.id}/`);
      expect(byId.statusCode).toBe(200);
      expect(byId.json<Workflow>().slug).toBe(first.slug);
      const bySlug = await get('/api/workflows/Flux-Krea/');
      expect(bySlug.statusCode).toBe(200);
      expect(bySlug.json<Workflow>()).toMatchObject({ slug: 'flux-krea', blog_slug: 'flux-krea', title: 'Flux Krea Text to Image' });
    });

    it('answers 404 with a message when absent', async () => {
      for (const key of ['no-such-workflow', '99999']) {
        const res = await get(`/api/workflows/${key}/`);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: `No workflow "${key}".` });
      }
    });

    it('gives root-relative /static/ URLs of files that are served, right under any host name', async () => {
      const w = (await get('/api/workflows/qwen-image/')).json<Workflow>();
      expect(w.s3_url).toBe('/static/workflows/qwen-image.json');
      expect(w.thumbnail_url).toBe('/static/workflows/qwen-image.svg');
      expect(w.tags).toBe('qwen, typography');
      const file = await get(w.s3_url);
      expect(file.statusCode).toBe(200);
      expect(JSON.parse(file.body)).toMatchObject({ nodes: expect.any(Array), links: expect.any(Array) });
      const thumb = await get(w.thumbnail_url!);
      expect(thumb.statusCode).toBe(200);
      expect(thumb.body).toBe(SVG_THUMBNAIL);
    });

    it('rewrites URLs stored with a local-host address to the /static/ path', async () => {
      const now = new Date().toISOString();
      const row = await site.app.db
        .insertInto('workflows')
        .values({
          slug: 'legacy-row',
          blog_slug: null,
          title: 'Legacy row',
          description: 'Stored by the old product.',
          tags: 'legacy',
          category: 'Text to Image',
          difficulty: 'Beginner',
          file_url: 'http://localhost:8000/media/workflows/legacy-row.json',
          file_name: 'legacy-row.json',
          thumbnail_url: 'http://127.0.0.1:8000/media/workflows/legacy-row.png',
          created: '2020-01-01',
          source: 'upload',
          content_hash: 'x',
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const w = (await get(`/api/workflows/${row.id}/`)).json<Workflow>();
      expect(w.s3_url).toBe('/static/workflows/legacy-row.json');
      expect(w.thumbnail_url).toBe('/static/workflows/legacy-row.png');
      await site.app.db.deleteFrom('workflows').where('id', '=', row.id).execute();
    });
  });

  describe('what a workflow needs', () => {
    it('lists the model files and custom node packs of its metadata, in the list and in the single answer', async () => {
      const listed = (await list('?search=animate')).results;
      expect(listed.map((w) => [w.slug, w.models, w.custom_nodes])).toEqual([
        ['wan-animate', WAN_ANIMATE_NEEDS.models, WAN_ANIMATE_NEEDS.custom_nodes],
      ]);
      for (const key of ['wan-animate', String(listed[0]!.id)]) {
        const one = (await get(`/api/workflows/${key}/`)).json<Workflow>();
        expect([key, one.models, one.custom_nodes]).toEqual([key, WAN_ANIMATE_NEEDS.models, WAN_ANIMATE_NEEDS.custom_nodes]);
      }
    });

    it('answers empty lists for a workflow whose metadata names none', async () => {
      const sdxl = (await get('/api/workflows/sdxl-base/')).json<Workflow>();
      expect([sdxl.models, sdxl.custom_nodes]).toEqual([[], []]);
      for (const w of (await list()).results) {
        if (w.slug !== 'wan-animate') expect([w.slug, w.models, w.custom_nodes]).toEqual([w.slug, [], []]);
      }
    });

    it('documents them in the OpenAPI document of both workflow answers', async () => {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a JSON Schema walked by property names
      type Schema = Record<string, any>;
      const doc = (await get('/api/docs/json')).json<{
        paths: Record<string, { get: { responses: Record<string, unknown> } }>;
        components: { schemas: Record<string, Schema> };
      }>();
      /** The schema, or the named schema it refers to. */
      const named = (schema: Schema): Schema =>
        typeof schema.$ref === 'string' ? doc.components.schemas[schema.$ref.split('/').at(-1)!]! : schema;
      const json = (path: string) => {
        const response = doc.paths[path]!.get.responses['200'] as { content: { 'application/json': { schema: Schema } } };
        return named(response.content['application/json'].schema);
      };
      for (const workflow of [named(json('/api/workflows/').properties.results.items), json('/api/workflows/{key}/')]) {
        expect(workflow.required).toEqual(expect.arrayContaining(['models', 'custom_nodes']));
        expect(Object.keys(workflow.properties.models.items.properties)).toEqual(['name', 'folder', 'size', 'licence', 'url']);
        expect(Object.keys(workflow.properties.custom_nodes.items.properties)).toEqual(['id', 'name', 'url']);
      }
    });
  });

  describe('download', () => {
    it('serves the file as an attachment under its last URL segment and counts it', async () => {
      const before = (await get('/api/workflows/sdxl-base/')).json<Workflow>();
      expect(before.downloads).toBe(0);
      expect(before.download_url).toBe(`/api/workflows/${before.id}/download/`);
      const res = await get(before.download_url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="sdxl-base.json"; filename*=UTF-8''sdxl-base.json`);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(res.body)).toMatchObject({ nodes: expect.any(Array), links: expect.any(Array) });
      // The same visitor again the same day is not counted again; another visitor is.
      for (let i = 0; i < 5; i += 1) await get(`/api/workflows/sdxl-base/download/`);
      expect((await get('/api/workflows/sdxl-base/')).json<Workflow>().downloads).toBe(1);
      await site.app.inject({ method: 'GET', url: '/api/workflows/sdxl-base/download/', remoteAddress: '198.51.100.30' });
      expect((await get('/api/workflows/sdxl-base/')).json<Workflow>().downloads).toBe(2);
    });

    it('does not count a HEAD request', async () => {
      const res = await site.app.inject({ method: 'HEAD', url: '/api/workflows/kontext-edit/download/' });
      expect(res.statusCode).toBe(200);
      expect((await get('/api/workflows/kontext-edit/')).json<Workflow>().downloads).toBe(0);
    });

    it('puts the most downloaded first with sort=-downloads', async () => {
      await get('/api/workflows/ace-step/download/');
      const top = slugs(await list('?sort=-downloads')).slice(0, 2);
      expect(top).toEqual(['sdxl-base', 'ace-step']);
    });

    it('answers 404 for an unknown workflow', async () => {
      const res = await get('/api/workflows/99999/download/');
      expect(res.statusCode).toBe(404);
    });
  });

  describe('site search', () => {
    it('finds a workflow, linking to its write-up or its id', async () => {
      const hits = (await get('/api/search/?q=hunyuan')).json<{ blog_url: string; title: string; thumbnail_url: string }[]>();
      const id = (await get('/api/workflows/hunyuan-3d/')).json<Workflow>().id;
      expect(hits).toContainEqual(
        expect.objectContaining({
          title: 'Hunyuan 3D Mesh',
          blog_url: `/workflows/${id}`,
          thumbnail_url: '/static/workflows/hunyuan-3d.svg',
        }),
      );
      const krea = (await get('/api/search/?q=photorealism')).json<{ blog_url: string }[]>();
      expect(krea.map((h) => h.blog_url)).toContain('/workflows/flux-krea');
    });
  });
});
