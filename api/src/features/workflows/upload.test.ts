import { describe, it, expect, beforeAll } from '@jest/globals';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { rowCount, testSiteForSuite } from '../../../test/helpers.ts';
import { SVG_THUMBNAIL, apiWorkflow, catalogFiles, uiWorkflow } from '../../../test/workflow-fixtures.ts';
import { UPLOAD_RACE } from './service.ts';
import {
  UPLOAD_METADATA as METADATA,
  multipart,
  signedIn,
  uploadParts,
  type Part,
  workflowCheckReasons,
} from '../../../test/workflow-uploads.ts';
import type { Workflow } from 'contracts';

describe('staff upload, change and delete of workflows', () => {
  const site = testSiteForSuite({ files: catalogFiles([{ slug: 'seeded', title: 'Seeded', created: '2025-01-01' }]) });
  let staffToken: string;
  let userToken: string;

  beforeAll(async () => {
    staffToken = await signedIn(site, 'staff@example.com', { staff: true });
    userToken = await signedIn(site, 'user@example.com');
  });

  /** The uploaded files, kept in the database (file-storage.ts), and nothing left on disk for them. */
  const mediaFiles = async () => {
    const folder = join(site.dataDir, 'media', 'workflows');
    const onDisk = existsSync(folder) ? readdirSync(folder).filter((name) => !name.startsWith('seeded.')) : [];
    expect(onDisk).toEqual([]);
    const rows = await site.app.db.selectFrom('media_files').select('name').orderBy('name').execute();
    return rows.map((row) => row.name);
  };
  const storedText = async (name: string) =>
    Buffer.from(
      (await site.app.db.selectFrom('media_files').select('bytes').where('name', '=', name).executeTakeFirstOrThrow()).bytes,
    ).toString('utf8');
  const count = () => rowCount(site.app, 'workflows');

  async function upload(parts: Part[], token: string | null = staffToken) {
    const { payload, headers } = await multipart(parts);
    return site.app.inject({
      method: 'POST',
      url: '/api/admin/workflows/',
      payload,
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  }

  describe('authorization', () => {
    it('answers a visitor 401 and a signed-in user who is not staff 403', async () => {
      const anonymous = await upload(uploadParts(), null);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json<{ message: string }>().message).toBeTruthy();
      const user = await upload(uploadParts(), userToken);
      expect(user.statusCode).toBe(403);
      for (const method of ['PATCH', 'DELETE'] as const) {
        const res = await site.app.inject({
          method,
          url: '/api/admin/workflows/1/',
          payload: method === 'PATCH' ? { title: 'x' } : undefined,
          headers: { authorization: `Bearer ${userToken}` },
        });
        expect([method, res.statusCode]).toEqual([method, 403]);
        expect(
          (await site.app.inject({ method, url: '/api/admin/workflows/1/', payload: method === 'PATCH' ? { title: 'x' } : undefined }))
            .statusCode,
        ).toBe(401);
      }
    });

    it('lets staff upload: 201 with the workflow, listed, searchable, its files served', async () => {
      const res = await upload(uploadParts());
      expect(res.statusCode).toBe(201);
      const body = res.json<Workflow>();
      expect(body).toMatchObject({
        slug: 'my-upscaler',
        title: 'My Upscaler',
        tags: 'upscale, photo',
        difficulty: 'Beginner',
        blog_slug: null,
        downloads: 0,
        s3_url: '/static/workflows/my-upscaler.json',
        thumbnail_url: '/static/workflows/my-upscaler.png',
        // An upload has no catalogue metadata: the preview reads what it needs from the file.
        models: [],
        custom_nodes: [],
      });
      expect(body.created).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const file = await site.app.inject({ method: 'GET', url: '/static/workflows/my-upscaler.json' });
      expect(JSON.parse(file.body)).toEqual(uiWorkflow());
      const listed = (await site.app.inject({ method: 'GET', url: '/api/workflows/?search=upscaler' })).json<{ results: Workflow[] }>();
      expect(listed.results.map((w) => w.id)).toEqual([body.id]);
      const hits = (await site.app.inject({ method: 'GET', url: '/api/search/?q=upscaler' })).json<{ blog_url: string }[]>();
      expect(hits.map((h) => h.blog_url)).toContain(`/workflows/${body.id}`);
    });

    it('accepts the API prompt format and an SVG thumbnail, and gives a taken slug a suffix', async () => {
      const res = await upload(
        uploadParts({
          file: { name: 'file', value: JSON.stringify(apiWorkflow()), filename: 'my-upscaler.json' },
          thumbnail: { name: 'thumbnail', value: SVG_THUMBNAIL, filename: 't.svg', type: 'image/svg+xml' },
          fields: { title: 'API format', blog_slug: 'some-write-up', created: '2024-12-24' },
        }),
      );
      expect(res.statusCode).toBe(201);
      expect(res.json<Workflow>()).toMatchObject({
        slug: 'my-upscaler-2',
        blog_slug: 'some-write-up',
        created: '2024-12-24',
        thumbnail_url: '/static/workflows/my-upscaler-2.svg',
      });
    });
  });

  it('stores an SVG thumbnail with its text in Inter drawn as outlines, and text in another font as text', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630"><rect width="1200" height="630" fill="#0b4f4a"/>' +
      '<text x="70" y="200" font-family="Inter, Segoe UI, Arial" font-size="64" font-weight="800" fill="#ffffff">Flux &amp; Wan</text>' +
      '<text x="70" y="300" font-family="Georgia, serif" font-size="40" fill="#c8f0d8">Upscale</text></svg>';
    const res = await upload(
      uploadParts({
        file: { name: 'file', value: JSON.stringify(apiWorkflow()), filename: 'svg-outlined.json' },
        thumbnail: { name: 'thumbnail', value: svg, filename: 't.svg', type: 'image/svg+xml' },
        fields: { title: 'SVG with text' },
      }),
    );
    expect(res.statusCode).toBe(201);
    const stored = (await site.app.inject({ method: 'GET', url: res.json<Workflow>().thumbnail_url! })).body;
    expect(stored).not.toContain('Flux');
    // The other text stays inside its element (the cleaner once wrote it after an empty <text/>).
    expect(stored).toMatch(
      /<rect [^>]+\/><path fill="#ffffff" d="M[^"]+"\/><text x="70" y="300" font-family="Georgia, serif" font-size="40" fill="#c8f0d8">Upscale<\/text><\/svg>$/,
    );
  });

  it('stores an SVG thumbnail cleaned of everything that could run or load something', async () => {
    // Each slips past a pattern check (encoded schemes, animation, a slash before the handler, …).
    const payloads = [
      '<a href="jav&#x61;script:alert(1)"><rect width="5" height="5"/></a>',
      '<a xlink:href="&#106;avascript:alert(1)"><rect width="5" height="5"/></a>',
      '<animate attributeName="href" values="jav&#x61;script:alert(1)"/><set attributeName="href" to="jav&#x61;script:alert(1)"/>',
      '<image href="https://evil.example/track.png"/><use href="data:image/svg+xml;base64,PHN2Zy8+"/>',
      '<style>@import url(https://evil.example/x.css);</style><rect style="fill:url(https://evil.example/x)" width="1" height="1"/>',
      '<rect/onload="alert(1)" width="5" height="5"/>',
      '<iframe src="https://evil.example"/><embed src="x"/><object data="x"/>',
    ];
    for (const [i, inner] of payloads.entries()) {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 16 9"><defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>${inner}<use href="#g"/><rect width="16" height="9" fill="url(#g)"/></svg>`;
      const res = await upload(
        uploadParts({
          file: { name: 'file', value: JSON.stringify(apiWorkflow()), filename: `svg-clean-${i}.json` },
          thumbnail: { name: 'thumbnail', value: svg, filename: 't.svg', type: 'image/svg+xml' },
          fields: { title: `SVG ${i}` },
        }),
      );
      expect([i, res.statusCode]).toEqual([i, 201]);
      const stored = (await site.app.inject({ method: 'GET', url: res.json<Workflow>().thumbnail_url! })).body;
      expect(stored).toMatch(/^<svg[\s>]/);
      expect(stored).toContain('viewBox="0 0 16 9"');
      expect(stored).toContain('href="#g"');
      expect(stored).toContain('fill="url(#g)"');
      for (const banned of [
        /javascript/i,
        /&#/,
        /<animate/i,
        /<set/i,
        /<image/i,
        /<style/i,
        /style=/i,
        /\son\w+=/i,
        /data:/i,
        /evil/i,
        /<iframe|<embed|<object/i,
      ]) {
        expect([i, banned.test(stored)]).toEqual([i, false]);
      }
    }
  });

  it('answers concurrent uploads of one file name with 201 or 409, never 500, and keeps one file per slug', async () => {
    const same = () =>
      upload(
        uploadParts({ file: { name: 'file', value: JSON.stringify(apiWorkflow()), filename: 'race.json' }, fields: { title: 'Race' } }),
      );
    const answers = await Promise.all(Array.from({ length: 6 }, same));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    expect(statuses).toContain(201);
    for (const res of answers.filter((r) => r.statusCode === 409)) expect(res.json()).toEqual({ message: UPLOAD_RACE });
    const slugs = answers.filter((r) => r.statusCode === 201).map((r) => r.json<Workflow>().slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  describe('validation (400 with a clear message, nothing written)', () => {
    async function expectRejected(parts: Part[], field: string, message: RegExp) {
      const rows = await count();
      const files = await mediaFiles();
      const res = await upload(parts);
      expect(res.statusCode).toBe(400);
      const body = res.json<{ message: string; errors: Record<string, string> }>();
      expect(body.errors[field]).toMatch(message);
      expect(body.message).toBeTruthy();
      expect(await count()).toBe(rows);
      expect(await mediaFiles()).toEqual(files);
    }

    it('rejects a file that is not JSON', async () => {
      await expectRejected(
        uploadParts({ file: { name: 'file', value: '{"nodes": [1,', filename: 'bad.json' } }),
        'file',
        /^The workflow file is not valid JSON/,
      );
    });

    it('rejects JSON that is not a ComfyUI workflow', async () => {
      await expectRejected(
        uploadParts({ file: { name: 'file', value: JSON.stringify({ hello: 'world' }), filename: 'x.json' } }),
        'file',
        /^This does not look like a ComfyUI workflow/,
      );
      await expectRejected(
        uploadParts({ file: { name: 'file', value: JSON.stringify({ nodes: [{ id: 1, type: 'KSampler' }] }), filename: 'x.json' } }),
        'file',
        /"links" array/,
      );
    });

    it('rejects a workflow that fails the workflow check, with every reason', async () => {
      const workflow = uiWorkflow() as { nodes: Record<string, unknown>[] };
      workflow.nodes[0]!.properties = {}; // the checkpoint is no longer declared
      workflow.nodes[2]!.widgets_values = [1, 20, 7, 'euler', 'normal', 1]; // the seed's control value is missing
      workflow.nodes.push({ id: 9, type: 'ImageBatch', mode: 0, inputs: [], outputs: [] }, { id: 10, type: 'NoSuchNode', mode: 0 });
      const rows = await count();
      const res = await upload(uploadParts({ file: { name: 'file', value: JSON.stringify(workflow), filename: 'x.json' } }));
      const reasons = workflowCheckReasons(res);
      expect(reasons).toContain('model file "sd_xl_base_1.0.safetensors" (ckpt_name) is not listed');
      expect(reasons).toContain('node 3 (KSampler): widgets_values has 6 values, the node has 7');
      expect(reasons).toContain('"ImageBatch" is deprecated; use its successor "BatchImagesNode"');
      expect(reasons).toContain('unknown node type "NoSuchNode"');
      expect(await count()).toBe(rows);
    });

    it('rejects a file over 5 MB', async () => {
      const big = JSON.stringify({ ...uiWorkflow(), extra: { padding: 'x'.repeat(5 * 1024 * 1024) } });
      await expectRejected(
        uploadParts({ file: { name: 'file', value: big, filename: 'big.json' } }),
        'file',
        /^The workflow file is larger than 5 MB\.$/,
      );
    });

    it('rejects a thumbnail that is not an image, or an SVG with a script', async () => {
      await expectRejected(
        uploadParts({ thumbnail: { name: 'thumbnail', value: 'not an image', filename: 'thumb.png', type: 'image/png' } }),
        'thumbnail',
        /^The thumbnail must be a PNG, JPEG, WebP, GIF or SVG image\.$/,
      );
      await expectRejected(
        uploadParts({
          thumbnail: {
            name: 'thumbnail',
            value: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
            filename: 't.svg',
          },
        }),
        'thumbnail',
        /must not contain scripts/,
      );
    });

    // The messages come from the count before cleaning: a drawing this size is refused without being cleaned.
    it('refuses an SVG thumbnail too complex to clean quickly (a 1 MB drawing) before cleaning it', async () => {
      const svg = (inner: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9">${inner}</svg>`;
      await expectRejected(
        uploadParts({ thumbnail: { name: 'thumbnail', value: svg('<rect width="1" height="1"/>'.repeat(35_000)), filename: 't.svg' } }),
        'thumbnail',
        /^The SVG thumbnail has more than 2,000 elements/,
      );
      await expectRejected(
        uploadParts({ thumbnail: { name: 'thumbnail', value: svg('<g>'.repeat(5_000) + '</g>'.repeat(5_000)), filename: 't.svg' } }),
        'thumbnail',
        /^The SVG thumbnail nests elements more than 64 levels deep/,
      );
    });

    it('rejects a workflow nested too deeply (widgets_values) with a 400, not a 500', async () => {
      const workflow = uiWorkflow() as { nodes: Record<string, unknown>[] };
      workflow.nodes[2]!.widgets_values = 'DEEP';
      const deep = JSON.stringify(workflow).replace('"DEEP"', `${'['.repeat(20_000)}1${']'.repeat(20_000)}`);
      await expectRejected(
        uploadParts({ file: { name: 'file', value: deep, filename: 'deep.json' } }),
        'file',
        /^The workflow file nests values more than 64 levels deep\.$/,
      );
    });

    it('names every missing part and bad field at once', async () => {
      const rows = await count();
      const res = await upload(
        uploadParts({ file: null, thumbnail: null, fields: { title: ' ', difficulty: 'Expert', created: '2025-13-45' } }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json<{ errors: Record<string, string> }>().errors).toEqual({
        title: 'title is required.',
        difficulty: 'difficulty must be one of Beginner, Intermediate, Advanced.',
        created: 'created must be a date like 2025-09-24.',
        file: 'The workflow JSON file is required.',
        thumbnail: 'A thumbnail image is required.',
      });
      expect(await count()).toBe(rows);
    });

    it('asks for a multipart form when the body is JSON', async () => {
      const res = await site.app.inject({
        method: 'POST',
        url: '/api/admin/workflows/',
        payload: METADATA,
        headers: { authorization: `Bearer ${staffToken}` },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/multipart\/form-data/);
    });
  });

  describe('change and delete', () => {
    const byTitle = async (title: string) =>
      await site.app.db.selectFrom('workflows').selectAll().where('title', '=', title).executeTakeFirstOrThrow();
    const patch = (id: number, payload: object, token = staffToken) =>
      site.app.inject({ method: 'PATCH', url: `/api/admin/workflows/${id}/`, payload, headers: { authorization: `Bearer ${token}` } });

    it('changes metadata from a JSON body and updates the search index', async () => {
      const { id } = await byTitle('My Upscaler');
      const res = await patch(id, { title: 'Sharp Upscaler', blog_slug: 'sharp-upscaler' });
      expect(res.statusCode).toBe(200);
      expect(res.json<Workflow>()).toMatchObject({
        id,
        title: 'Sharp Upscaler',
        blog_slug: 'sharp-upscaler',
        description: METADATA.description,
      });
      const hits = (await site.app.inject({ method: 'GET', url: '/api/search/?q=sharp' })).json<{ blog_url: string }[]>();
      expect(hits.map((h) => h.blog_url)).toContain('/workflows/sharp-upscaler');
    });

    it('rejects bad metadata and an unknown id', async () => {
      const { id } = await byTitle('Sharp Upscaler');
      const bad = await patch(id, { difficulty: 'Easy', title: '' });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json<{ errors: object }>().errors).sort()).toEqual(['difficulty', 'title']);
      expect((await patch(99999, { title: 'x' })).statusCode).toBe(404);
      expect((await patch(Number.NaN, { title: 'x' })).statusCode).toBe(400);
    });

    it('replaces the file and the thumbnail from a multipart form', async () => {
      const { id } = await byTitle('Sharp Upscaler');
      const { payload, headers } = await multipart([
        { name: 'file', value: JSON.stringify(uiWorkflow('new-model.safetensors')), filename: 'anything.json' },
        { name: 'thumbnail', value: SVG_THUMBNAIL, filename: 'new.svg' },
        { name: 'difficulty', value: 'Advanced' },
      ]);
      const res = await site.app.inject({
        method: 'PATCH',
        url: `/api/admin/workflows/${id}/`,
        payload,
        headers: { ...headers, authorization: `Bearer ${staffToken}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<Workflow>()).toMatchObject({
        difficulty: 'Advanced',
        thumbnail_url: '/static/workflows/my-upscaler.svg',
      });
      expect(await storedText('my-upscaler.json')).toContain('new-model.safetensors');
      expect(await mediaFiles()).not.toContain('my-upscaler.png');
    });

    it('deletes an uploaded workflow with its files and search entry', async () => {
      const { id } = await byTitle('Sharp Upscaler');
      const res = await site.app.inject({
        method: 'DELETE',
        url: `/api/admin/workflows/${id}/`,
        headers: { authorization: `Bearer ${staffToken}` },
      });
      expect(res.statusCode).toBe(204);
      expect((await site.app.inject({ method: 'GET', url: `/api/workflows/${id}/` })).statusCode).toBe(404);
      expect((await mediaFiles()).filter((f) => f.startsWith('my-upscaler.'))).toEqual([]);
      expect((await site.app.inject({ method: 'GET', url: '/static/workflows/my-upscaler.json' })).statusCode).toBe(404);
      const hits = (await site.app.inject({ method: 'GET', url: '/api/search/?q=sharp' })).json<{ blog_url: string }[]>();
      expect(hits).toEqual([]);
      const again = await site.app.inject({
        method: 'DELETE',
        url: `/api/admin/workflows/${id}/`,
        headers: { authorization: `Bearer ${staffToken}` },
      });
      expect(again.statusCode).toBe(404);
    });
  });
});
