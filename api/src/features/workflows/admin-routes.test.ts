import { describe, it, expect, beforeAll } from '@jest/globals';
import { rowCount, testSiteForSuite } from '../../../test/helpers.ts';
import { multipart, signedIn, uploadParts, type Part, workflowCheckReasons } from '../../../test/workflow-uploads.ts';
import { catalogFiles, uiWorkflow } from '../../../test/workflow-fixtures.ts';
import type { AdminWorkflow, AuditEntry } from 'contracts';

describe('staff workflow catalogue (/api/admin/workflows/)', () => {
  const site = testSiteForSuite({
    files: catalogFiles([
      { slug: 'seeded-one', title: 'Seeded One', created: '2025-01-01' },
      { slug: 'seeded-two', title: 'Seeded Two', created: '2025-02-01' },
    ]),
  });
  let staff: Record<string, string>;
  let user: Record<string, string>;
  let paid: Record<string, string>;

  beforeAll(async () => {
    staff = { authorization: `Bearer ${await signedIn(site, 'staff@example.com', { staff: true })}` };
    user = { authorization: `Bearer ${await signedIn(site, 'user@example.com')}` };
    paid = { authorization: `Bearer ${await signedIn(site, 'paid@example.com')}` };
    await site.app.db.updateTable('users').set({ is_paid_member: 1 }).where('email', '=', 'paid@example.com').execute();
  });

  const get = (url: string, headers: Record<string, string> = {}) => site.app.inject({ method: 'GET', url, headers });
  const patch = (id: number, payload: object) =>
    site.app.inject({ method: 'PATCH', url: `/api/admin/workflows/${id}/`, payload, headers: staff });
  const remove = (id: number) => site.app.inject({ method: 'DELETE', url: `/api/admin/workflows/${id}/`, headers: staff });
  async function upload(parts: Part[]) {
    const { payload, headers } = await multipart(parts);
    return site.app.inject({ method: 'POST', url: '/api/admin/workflows/', payload, headers: { ...headers, ...staff } });
  }
  const staffList = async (query = '') =>
    (await get(`/api/admin/workflows/${query}`, staff)).json<{ results: AdminWorkflow[]; count: number }>();
  const publicIds = async (search = '') =>
    (await get(`/api/workflows/?search=${search}`)).json<{ results: { id: number }[] }>().results.map((w) => w.id);
  const searchUrls = async (q: string) => (await get(`/api/search/?q=${q}`)).json<{ blog_url: string }[]>().map((h) => h.blog_url);
  const sitemap = async () => (await get('/sitemap.xml')).body;
  const auditFor = async (id: number) =>
    (await site.app.audit.list({ page: 1, page_size: 50, target_type: 'workflow', target_id: String(id) })).results as AuditEntry[];
  const workflowRows = () => rowCount(site.app, 'workflows');
  const mediaFileNames = async () =>
    (await site.app.db.selectFrom('media_files').select('name').orderBy('name').execute()).map((r) => r.name);
  const auditCount = async () => (await site.app.audit.list({ page: 1, page_size: 1 })).count;

  describe('access', () => {
    const routes: [string, string, object | undefined][] = [
      ['GET', '/api/admin/workflows/', undefined],
      ['POST', '/api/admin/workflows/', undefined],
      ['GET', '/api/admin/workflows/1/', undefined],
      ['GET', '/api/admin/workflows/1/file/', undefined],
      ['PATCH', '/api/admin/workflows/1/', { title: 'x' }],
      ['DELETE', '/api/admin/workflows/1/', undefined],
    ];

    it('answers anonymous callers 401 and signed-in users and paid members who are not staff 403, before reading anything', async () => {
      for (const [method, url, payload] of routes) {
        const anonymous = await site.app.inject({ method: method as 'GET', url, payload });
        expect([method, url, anonymous.statusCode]).toEqual([method, url, 401]);
        expect(anonymous.json<{ message: string }>().message).toBe('Sign in to continue.');
        for (const headers of [user, paid]) {
          const res = await site.app.inject({ method: method as 'GET', url, payload, headers });
          expect([method, url, res.statusCode]).toEqual([method, url, 403]);
          expect(res.json<{ message: string }>().message).toBe('Only staff can do this.');
        }
        // A malformed id is the guard's business first, too.
        const bad = await site.app.inject({ method: method as 'GET', url: url.replace('/1/', '/abc/'), payload, headers: user });
        expect(bad.statusCode).toBe(403);
      }
    });

    it('documents every route under /api/admin/workflows/ with its 401 and 403 answers', async () => {
      const doc = (await get('/api/docs/json')).json<{ paths: Record<string, Record<string, { responses: Record<string, unknown> }>> }>();
      const documented = Object.entries(doc.paths)
        .filter(([path]) => path.startsWith('/api/admin/workflows/'))
        .flatMap(([path, operations]) =>
          Object.entries(operations).map(([method, op]) => ({ route: `${method.toUpperCase()} ${path}`, op })),
        );
      expect(documented.map((d) => d.route).sort()).toEqual([
        'DELETE /api/admin/workflows/{id}/',
        'GET /api/admin/workflows/',
        'GET /api/admin/workflows/{id}/',
        'GET /api/admin/workflows/{id}/file/',
        'PATCH /api/admin/workflows/{id}/',
        'POST /api/admin/workflows/',
      ]);
      for (const { route, op } of documented)
        expect([route, Object.keys(op.responses)]).toEqual([route, expect.arrayContaining(['401', '403'])]);
      // The staff writes moved here: the public path answers reads only.
      expect(Object.keys(doc.paths['/api/workflows/']!)).toEqual(['get']);
      expect(Object.keys(doc.paths['/api/workflows/{key}/']!)).toEqual(['get']);
    });
  });

  describe('list', () => {
    it('lists every workflow with its downloads, searchable and filtered by status', async () => {
      const all = await staffList();
      expect(all.count).toBe(2);
      expect(all.results.map((w) => [w.slug, w.published, w.source])).toEqual([
        ['seeded-two', true, 'catalog'],
        ['seeded-one', true, 'catalog'],
      ]);
      const one = all.results[1]!;
      expect((await get(one.download_url)).statusCode).toBe(200);
      expect((await staffList('?q=seeded-one')).results).toEqual([expect.objectContaining({ id: one.id, downloads: 1 })]);
      expect((await staffList('?status=unpublished')).count).toBe(0);
      expect((await staffList('?status=published')).count).toBe(2);
    });

    it('answers 400 with field messages for a bad query', async () => {
      const res = await get('/api/admin/workflows/?status=hidden&page=0', staff);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ errors: Record<string, string> }>().errors).toMatchObject({
        status: 'status must be one of published, unpublished.',
        page: 'page must be at least 1.',
      });
    });
  });

  describe('upload, publish, unpublish, delete', () => {
    let draft: AdminWorkflow;

    it('keeps an upload sent with published=false away from visitors but shows it to staff with its file', async () => {
      const res = await upload(
        uploadParts({
          file: { name: 'file', value: JSON.stringify(uiWorkflow()), filename: 'Draft Heron.json' },
          fields: { title: 'Draft Heron', published: 'false' },
        }),
      );
      expect(res.statusCode).toBe(201);
      draft = res.json<AdminWorkflow>();
      expect(draft).toMatchObject({ slug: 'draft-heron', title: 'Draft Heron', published: false, source: 'upload', downloads: 0 });
      expect((await staffList('?status=unpublished')).results.map((w) => w.id)).toEqual([draft.id]);
      expect(await publicIds()).not.toContain(draft.id);
      expect(await searchUrls('heron')).toEqual([]);
      expect((await get(`/api/workflows/${draft.id}/`)).statusCode).toBe(404);
      expect((await get(`/api/workflows/draft-heron/`)).statusCode).toBe(404);
      expect((await get(draft.download_url)).statusCode).toBe(404);
      expect((await get(draft.s3_url)).statusCode).toBe(404);
      expect((await get(draft.thumbnail_url!)).statusCode).toBe(404);
      expect(await sitemap()).not.toContain(`/workflows/${draft.id}<`);
      const file = await get(`/api/admin/workflows/${draft.id}/file/`, staff);
      expect(file.statusCode).toBe(200);
      expect(file.json()).toEqual(uiWorkflow());
      expect((await get(`/api/admin/workflows/${draft.id}/`, staff)).json<AdminWorkflow>()).toMatchObject({
        id: draft.id,
        published: false,
      });
      expect(await auditFor(draft.id)).toEqual([
        expect.objectContaining({
          actor_email: 'staff@example.com',
          action: 'workflow.create',
          target_type: 'workflow',
          target_id: String(draft.id),
          details: { slug: 'draft-heron', title: 'Draft Heron', published: false },
        }),
      ]);
    });

    it('publishes: listed, found by the site search, its page in the sitemap, downloadable', async () => {
      const res = await patch(draft.id, { published: true });
      expect(res.statusCode).toBe(200);
      expect(res.json<AdminWorkflow>().published).toBe(true);
      expect(await publicIds('heron')).toEqual([draft.id]);
      expect(await searchUrls('heron')).toEqual([`/workflows/${draft.id}`]);
      expect((await get(`/api/workflows/${draft.id}/`)).statusCode).toBe(200);
      expect((await get(draft.download_url)).statusCode).toBe(200);
      expect(JSON.parse((await get(draft.s3_url)).body)).toEqual(uiWorkflow());
      expect((await get(draft.thumbnail_url!)).headers['content-type']).toBe('image/png');
      expect(await sitemap()).toContain(`<loc>https://site.test/workflows/${draft.id}</loc>`);
      expect((await auditFor(draft.id)).map((e) => e.action)).toEqual(['workflow.publish', 'workflow.create']);
    });

    it('edits metadata (audited with the fields changed) and keeps the search entry current', async () => {
      const res = await patch(draft.id, { title: 'Heron Upscaler', description: 'Sharper herons.' });
      expect(res.statusCode).toBe(200);
      expect(res.json<AdminWorkflow>()).toMatchObject({
        title: 'Heron Upscaler',
        description: 'Sharper herons.',
        tags: 'upscale, photo',
        published: true,
      });
      expect((await get(`/api/workflows/${draft.id}/`)).json()).toMatchObject({ title: 'Heron Upscaler' });
      const [latest] = await auditFor(draft.id);
      expect(latest).toMatchObject({
        action: 'workflow.update',
        details: { slug: 'draft-heron', fields: ['title', 'description'], file: false, thumbnail: false },
      });
    });

    it('unpublishes: gone from the list, search, sitemap, detail and download, still there for staff', async () => {
      const res = await patch(draft.id, { published: false });
      expect(res.statusCode).toBe(200);
      expect(await publicIds('heron')).toEqual([]);
      expect(await searchUrls('heron')).toEqual([]);
      expect(await sitemap()).not.toContain(`/workflows/${draft.id}<`);
      expect((await get(`/api/workflows/${draft.id}/`)).statusCode).toBe(404);
      expect((await get(draft.download_url)).statusCode).toBe(404);
      expect((await get(draft.s3_url)).statusCode).toBe(404);
      expect((await get(`/workflows/${draft.id}`)).statusCode).toBe(404);
      expect((await staffList('?status=unpublished')).results.map((w) => w.id)).toEqual([draft.id]);
      expect((await auditFor(draft.id))[0]).toMatchObject({ action: 'workflow.unpublish', actor_email: 'staff@example.com' });
    });

    it('refuses an empty change and a bad published value, recording nothing', async () => {
      const entries = await auditCount();
      const empty = await patch(draft.id, {});
      expect(empty.statusCode).toBe(400);
      expect(empty.json<{ message: string }>().message).toBe('Send at least one field or file to change.');
      const bad = await patch(draft.id, { published: 'maybe' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ errors: Record<string, string> }>().errors).toEqual({ published: 'published must be true or false.' });
      expect(await auditCount()).toBe(entries);
    });

    it('rejects an invalid workflow with every reason of the workflow check, writing nothing and recording nothing', async () => {
      const workflow = uiWorkflow() as { nodes: Record<string, unknown>[] };
      workflow.nodes[0]!.properties = {};
      workflow.nodes.push({ id: 10, type: 'NoSuchNode', mode: 0 });
      const before = { rows: await workflowRows(), files: await mediaFileNames(), audit: await auditCount() };
      const res = await upload(uploadParts({ file: { name: 'file', value: JSON.stringify(workflow), filename: 'broken.json' } }));
      const reasons = workflowCheckReasons(res);
      expect(reasons).toContain('model file "sd_xl_base_1.0.safetensors" (ckpt_name) is not listed');
      expect(reasons).toContain('unknown node type "NoSuchNode"');
      expect({ rows: await workflowRows(), files: await mediaFileNames(), audit: await auditCount() }).toEqual(before);
    });

    it('deletes an upload with its files and search entry, recording it', async () => {
      expect((await remove(draft.id)).statusCode).toBe(204);
      expect((await get(`/api/admin/workflows/${draft.id}/`, staff)).statusCode).toBe(404);
      expect((await get(`/api/admin/workflows/${draft.id}/file/`, staff)).statusCode).toBe(404);
      expect((await mediaFileNames()).filter((name) => name.startsWith('draft-heron.'))).toEqual([]);
      expect((await staffList()).results.map((w) => w.id)).not.toContain(draft.id);
      expect((await auditFor(draft.id))[0]).toMatchObject({
        action: 'workflow.delete',
        details: { slug: 'draft-heron', title: 'Heron Upscaler', source: 'upload' },
      });
      expect((await remove(draft.id)).statusCode).toBe(404);
    });

    it('deletes a seeded workflow for good: gone for visitors and staff, found by no search', async () => {
      const seeded = (await staffList('?q=seeded-two')).results[0]!;
      expect(await searchUrls('seeded')).toContain(`/workflows/${seeded.id}`);
      expect((await remove(seeded.id)).statusCode).toBe(204);
      expect((await staffList()).results.map((w) => w.slug)).toEqual(['seeded-one']);
      expect(await publicIds()).not.toContain(seeded.id);
      expect(await searchUrls('seeded')).not.toContain(`/workflows/${seeded.id}`);
      expect((await patch(seeded.id, { published: true })).statusCode).toBe(404);
      await site.app.syncWorkflows();
      expect((await staffList()).results.map((w) => w.slug)).toEqual(['seeded-one']);
      expect((await auditFor(seeded.id))[0]).toMatchObject({ action: 'workflow.delete', details: { source: 'catalog' } });
    });
  });
});
