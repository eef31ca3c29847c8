import { describe, it, expect, beforeAll } from '@jest/globals';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { testSiteForSuite } from '../../../test/helpers.ts';
import { signedIn } from '../../../test/workflow-uploads.ts';
import { WAN_ANIMATE_NEEDS, catalogFiles, uiWorkflow } from '../../../test/workflow-fixtures.ts';

describe('workflow catalogue seed', () => {
  const site = testSiteForSuite({
    files: {
      ...catalogFiles([
        { slug: 'alpha', title: 'Alpha', created: '2025-01-01', blog_slug: 'alpha', ...WAN_ANIMATE_NEEDS },
        { slug: 'beta', title: 'Beta', created: '2025-02-01' },
        { slug: 'gamma', title: 'Gamma', created: '2025-03-01' },
      ]),
      'workflows/catalog/broken.json': '{"nodes": [',
      'workflows/catalog/broken.meta.json': '{}',
      'workflows/catalog/no-meta.json': JSON.stringify(uiWorkflow()),
    },
  });
  const media = () => join(site.dataDir, 'media', 'workflows');
  const row = (slug: string) => site.app.db.selectFrom('workflows').selectAll().where('slug', '=', slug).executeTakeFirst();

  it('loads every well-formed entry at start and copies its files to the media folder', async () => {
    const rows = await site.app.db.selectFrom('workflows').select(['slug', 'source', 'blog_slug']).orderBy('slug').execute();
    expect(rows).toEqual([
      { slug: 'alpha', source: 'catalog', blog_slug: 'alpha' },
      { slug: 'beta', source: 'catalog', blog_slug: null },
      { slug: 'gamma', source: 'catalog', blog_slug: null },
    ]);
    expect(existsSync(join(media(), 'alpha.json'))).toBe(true);
    expect(existsSync(join(media(), 'alpha.svg'))).toBe(true);
    expect(readFileSync(join(media(), 'alpha.og.png')).subarray(1, 4).toString()).toBe('PNG');
  });

  it('reports malformed entries with their path and reason and skips them', async () => {
    const report = await site.app.syncWorkflows();
    const reasons = Object.fromEntries(report.skipped.map((s) => [s.path.split('/').at(-1), s.reason]));
    expect(reasons['broken.json']).toMatch(/not valid JSON/);
    expect(reasons['no-meta.json']).toBe('no no-meta.meta.json beside it');
  });

  it('rewrites nothing when nothing changed, and keeps download counts and staff edits', async () => {
    await site.app.inject({ method: 'GET', url: '/api/workflows/beta/download/' });
    await site.app.db.updateTable('workflows').set({ title: 'Beta (edited by staff)' }).where('slug', '=', 'beta').execute();
    const report = await site.app.syncWorkflows();
    expect(report).toMatchObject({ added: [], updated: [], unchanged: 3, removed: [] });
    expect(await row('beta')).toMatchObject({ title: 'Beta (edited by staff)', downloads: 1 });
  });

  it("stores the metadata's model files and custom node packs, and fills them in for a row stored before they were", async () => {
    const needs = { models: JSON.stringify(WAN_ANIMATE_NEEDS.models), custom_nodes: JSON.stringify(WAN_ANIMATE_NEEDS.custom_nodes) };
    expect(await row('alpha')).toMatchObject(needs);
    expect(await row('beta')).toMatchObject({ models: '[]', custom_nodes: '[]' });
    // As after migration 0009 on a site seeded before it, where staff had edited and deleted the entry.
    await site.app.db
      .updateTable('workflows')
      .set({ models: '[]', custom_nodes: '[]', title: 'Alpha (edited by staff)', published: 0 })
      .where('slug', '=', 'alpha')
      .execute();
    const report = await site.app.syncWorkflows();
    expect(report).toMatchObject({ added: [], updated: [], unchanged: 3, removed: [] });
    expect(await row('alpha')).toMatchObject({ ...needs, title: 'Alpha (edited by staff)', published: 0 });
  });

  it('picks up an edited entry and keeps its download count', async () => {
    site.writeFile(
      'workflows/catalog/beta.meta.json',
      JSON.stringify({
        title: 'Beta v2',
        description: 'New words.',
        tags: 'b, c',
        category: 'Video',
        difficulty: 'Advanced',
        created: '2025-02-02',
      }),
    );
    const report = await site.app.syncWorkflows();
    expect(report.updated).toEqual(['beta']);
    expect(await row('beta')).toMatchObject({ title: 'Beta v2', category: 'Video', tags: 'b, c', created: '2025-02-02', downloads: 1 });
  });

  it('serves an edited workflow file', async () => {
    site.writeFile('workflows/catalog/gamma.json', JSON.stringify(uiWorkflow('gamma-v2.safetensors')));
    expect((await site.app.syncWorkflows()).updated).toEqual(['gamma']);
    expect(readFileSync(join(media(), 'gamma.json'), 'utf8')).toContain('gamma-v2.safetensors');
  });

  it('restores a media file that went missing', async () => {
    rmSync(join(media(), 'gamma.svg'));
    rmSync(join(media(), 'gamma.og.png'));
    expect((await site.app.syncWorkflows()).unchanged).toBe(3);
    expect(existsSync(join(media(), 'gamma.svg'))).toBe(true);
    expect(existsSync(join(media(), 'gamma.og.png'))).toBe(true);
  });

  describe('entries staff unpublished or deleted', () => {
    let staff: Record<string, string>;
    const changeEntry = (slug: string, title: string) =>
      site.writeFile(
        `workflows/catalog/${slug}.meta.json`,
        JSON.stringify({ title, description: 'Changed.', tags: 'x', category: 'Video', difficulty: 'Beginner', created: '2025-03-03' }),
      );
    const searchUrls = async (q: string) =>
      (await site.app.inject({ method: 'GET', url: `/api/search/?q=${q}` })).json<{ blog_url: string }[]>().map((h) => h.blog_url);

    beforeAll(async () => {
      staff = { authorization: `Bearer ${await signedIn(site, 'staff@example.com', { staff: true })}` };
    });

    it('keeps a seeded workflow that staff unpublished unpublished and unsearchable when its entry changes', async () => {
      const beta = (await row('beta'))!;
      const patched = await site.app.inject({
        method: 'PATCH',
        url: `/api/admin/workflows/${beta.id}/`,
        headers: staff,
        payload: { published: false },
      });
      expect(patched.statusCode).toBe(200);
      changeEntry('beta', 'Beta Zebra');
      expect((await site.app.syncWorkflows()).updated).toEqual(['beta']);
      expect(await row('beta')).toMatchObject({ title: 'Beta Zebra', published: 0 });
      expect((await site.app.inject({ method: 'GET', url: `/api/workflows/${beta.id}/` })).statusCode).toBe(404);
      expect(await searchUrls('zebra')).toEqual([]);
    });

    it('keeps a seeded workflow that staff deleted deleted on the next start, even when its entry changes', async () => {
      const gamma = (await row('gamma'))!;
      expect((await site.app.inject({ method: 'DELETE', url: `/api/admin/workflows/${gamma.id}/`, headers: staff })).statusCode).toBe(204);
      await site.app.syncWorkflows();
      changeEntry('gamma', 'Gamma Quokka');
      expect((await site.app.syncWorkflows()).updated).toEqual(['gamma']);
      expect((await site.app.inject({ method: 'GET', url: `/api/workflows/${gamma.id}/` })).statusCode).toBe(404);
      expect((await site.app.inject({ method: 'GET', url: `/api/admin/workflows/${gamma.id}/`, headers: staff })).statusCode).toBe(404);
      expect(await searchUrls('quokka')).toEqual([]);
    });
  });

  it('deletes the workflow and its files when its entry is removed from the catalogue', async () => {
    site.removeFile('workflows/catalog/alpha.json');
    const report = await site.app.syncWorkflows();
    expect(report.removed).toEqual(['alpha']);
    expect(await row('alpha')).toBeUndefined();
    expect(existsSync(join(media(), 'alpha.json'))).toBe(false);
    expect(existsSync(join(media(), 'alpha.og.png'))).toBe(false);
    const hits = (await site.app.inject({ method: 'GET', url: '/api/search/?q=alpha' })).json<{ blog_url: string }[]>();
    expect(hits.map((h) => h.blog_url)).not.toContain('/workflows/alpha');
  });
});
