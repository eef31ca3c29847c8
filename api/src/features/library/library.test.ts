// The member's library and "new to you" (docs/product/library.md), on SQLite and, with
// TEST_DATABASE_URL, PostgreSQL: saving is idempotent, the state follows what the member opened and
// downloaded, "new to you" leaves out what they opened, and no member ever sees another's data.
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { ArticlePage, Library, LibraryEntry, ListedWorkflowList } from 'contracts';
import { createAccount, type TestAccount } from '../../../test/accounts.ts';
import { testSiteForSuite } from '../../../test/helpers.ts';
import { catalogFiles, TWELVE } from '../../../test/workflow-fixtures.ts';
import { WRITE_LIMIT, WRITING_TOO_FAST } from './routes.ts';

const ARTICLES = [
  { section: 'tutorials', slug: 'install-comfyui', title: 'Install ComfyUI', date: '2026-01-10' },
  { section: 'tutorials', slug: 'first-image', title: 'Your first image', date: '2026-02-10' },
  { section: 'tutorials', slug: 'upscaling', title: 'Upscaling', date: '2026-03-10' },
  { section: 'blog', slug: 'local-tools', title: 'Local AI tools', date: '2026-04-10' },
  { section: 'workflows', slug: 'flux-krea', title: 'Flux Krea write-up', date: '2025-08-06' },
];

describe('the member’s library', () => {
  const site = testSiteForSuite({ articles: ARTICLES, files: catalogFiles(TWELVE) });
  let ada: TestAccount;
  let bo: TestAccount;
  const articleIds: Record<string, number> = {};
  const workflowIds: Record<string, number> = {};

  beforeAll(async () => {
    ada = await createAccount(site.app);
    bo = await createAccount(site.app);
    for (const row of await site.app.db.selectFrom('articles').select(['id', 'slug']).execute()) articleIds[row.slug] = row.id;
    for (const row of await site.app.db.selectFrom('workflows').select(['id', 'slug']).execute()) workflowIds[row.slug] = row.id;
  });

  const call = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, who: TestAccount | null, payload?: object) =>
    site.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
  const library = async (who: TestAccount) => {
    const res = await call('GET', '/api/library/', who);
    expect(res.statusCode).toBe(200);
    return res.json<Library>().results;
  };
  const save = (who: TestAccount, kind: string, id: number | string) => call('PUT', `/api/library/${kind}/${id}/`, who);
  const opened = (who: TestAccount, kind: string, id: number) => call('POST', '/api/library/opened/', who, { kind, id });
  const newArticles = async (who: TestAccount, query = '?section=tutorials') => {
    const res = await call('GET', `/api/library/new/articles/${query}`, who);
    expect(res.statusCode).toBe(200);
    return res.json<ArticlePage>();
  };
  const newWorkflows = async (who: TestAccount, query = '') => {
    const res = await call('GET', `/api/library/new/workflows/${query}`, who);
    expect(res.statusCode).toBe(200);
    return res.json<ListedWorkflowList>();
  };

  it('answers 401 to a visitor on every route, and each answer is private, not stored', async () => {
    for (const [method, url] of [
      ['GET', '/api/library/'],
      ['PUT', `/api/library/article/1/`],
      ['DELETE', `/api/library/article/1/`],
      ['GET', '/api/library/new/articles/'],
      ['GET', '/api/library/new/workflows/'],
    ] as const) {
      const res = await call(method, url, null);
      expect([url, res.statusCode]).toEqual([url, 401]);
    }
    expect((await call('POST', '/api/library/opened/', null, { kind: 'article', id: 1 })).statusCode).toBe(401);
    expect((await call('GET', '/api/library/', ada)).headers['cache-control']).toBe('private, no-store');
    expect((await call('GET', '/api/library/new/workflows/', ada)).headers['cache-control']).toBe('private, no-store');
  });

  it('saves an article and a workflow once however often they are saved, newest saved first, each with its page', async () => {
    const first = await save(ada, 'article', articleIds['install-comfyui']!);
    expect(first.statusCode).toBe(200);
    const again = await save(ada, 'article', articleIds['install-comfyui']!);
    expect(again.json<LibraryEntry>().saved_at).toBe(first.json<LibraryEntry>().saved_at);
    expect((await save(ada, 'workflow', workflowIds['flux-krea']!)).statusCode).toBe(200);
    expect((await save(ada, 'workflow', workflowIds['qwen-image']!)).statusCode).toBe(200);

    const items = await library(ada);
    expect(items.map((item) => [item.kind, item.url])).toEqual([
      ['workflow', `/workflows/${workflowIds['qwen-image']}`],
      ['workflow', '/workflows/flux-krea'],
      ['article', '/tutorials/install-comfyui'],
    ]);
    expect(items[2]).toMatchObject({ title: 'Install ComfyUI', opened_at: null, downloaded_at: null });
  });

  it('shows an opened article as read and a downloaded workflow as downloaded', async () => {
    expect((await opened(ada, 'article', articleIds['install-comfyui']!)).statusCode).toBe(204);
    const download = await call('GET', `/api/workflows/${workflowIds['qwen-image']}/download/`, ada);
    expect(download.statusCode).toBe(200);
    const byUrl = new Map((await library(ada)).map((item) => [item.url, item]));
    expect(byUrl.get('/tutorials/install-comfyui')?.opened_at).toEqual(expect.any(String));
    expect(byUrl.get(`/workflows/${workflowIds['qwen-image']}`)?.downloaded_at).toEqual(expect.any(String));
    expect(byUrl.get('/workflows/flux-krea')).toMatchObject({ opened_at: null, downloaded_at: null });
  });

  it('takes an item out, idempotently, and keeps knowing it was read', async () => {
    const id = articleIds['install-comfyui']!;
    expect((await call('DELETE', `/api/library/article/${id}/`, ada)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/library/article/${id}/`, ada)).statusCode).toBe(204);
    expect((await library(ada)).some((item) => item.kind === 'article')).toBe(false);
    expect((await newArticles(ada)).results.map((a) => a.slug)).not.toContain('install-comfyui');
  });

  it('"new to you" lists a section newest first without the articles the member opened', async () => {
    const fresh = await newArticles(ada);
    expect(fresh.results.map((a) => a.slug)).toEqual(['upscaling', 'first-image']);
    expect(fresh.count).toBe(2);
    expect((await newArticles(ada, '?section=blog')).results.map((a) => a.slug)).toEqual(['local-tools']);
  });

  it('"new to you" lists the grid newest first without the workflows opened or downloaded, with its filters', async () => {
    expect((await opened(ada, 'workflow', workflowIds['wan-t2v']!)).statusCode).toBe(204);
    const fresh = await newWorkflows(ada);
    expect(fresh.count).toBe(10);
    expect(fresh.results.map((w) => w.slug)).not.toContain('wan-t2v');
    expect(fresh.results.map((w) => w.slug)).not.toContain('qwen-image');
    expect(fresh.results[0]!.slug).toBe('upscale-4x');
    expect((await newWorkflows(ada, '?search=wan')).results.map((w) => w.slug)).toEqual(['wan-s2v', 'wan-animate']);
  });

  it('never shows one member another member’s library or what they opened', async () => {
    expect(await library(bo)).toEqual([]);
    expect((await newArticles(bo)).results.map((a) => a.slug)).toEqual(['upscaling', 'first-image', 'install-comfyui']);
    expect((await newWorkflows(bo)).count).toBe(12);
    // Bo's own saves and opens change nothing for Ada.
    const before = await library(ada);
    await save(bo, 'article', articleIds['first-image']!);
    await opened(bo, 'article', articleIds['upscaling']!);
    expect((await library(bo)).map((item) => item.url)).toEqual(['/tutorials/first-image']);
    expect(await library(ada)).toEqual(before);
    expect((await newArticles(ada)).results.map((a) => a.slug)).toEqual(['upscaling', 'first-image']);
    // Removing Bo's saved article as Ada leaves it in Bo's library.
    expect((await call('DELETE', `/api/library/article/${articleIds['first-image']}/`, ada)).statusCode).toBe(204);
    expect((await library(bo)).map((item) => item.url)).toEqual(['/tutorials/first-image']);
  });

  it('answers 404 for an item that does not exist, and 400 with field messages for bad input', async () => {
    expect((await save(ada, 'article', 999_999)).statusCode).toBe(404);
    expect((await opened(ada, 'workflow', 999_999)).statusCode).toBe(404);
    const badKind = await save(ada, 'video', 1);
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json<{ errors: Record<string, string> }>().errors.kind).toBe('kind must be one of article, workflow.');
    const badId = await save(ada, 'article', 'abc');
    expect(badId.statusCode).toBe(400);
    expect(badId.json<{ errors: Record<string, string> }>().errors.id).toMatch(/whole number/);
    const badBody = await call('POST', '/api/library/opened/', ada, { kind: 'article', id: -3 });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json<{ errors: Record<string, string> }>().errors.id).toMatch(/whole number/);
    const badPage = await call('GET', '/api/library/new/articles/?page=0', ada);
    expect(badPage.statusCode).toBe(400);
    expect(badPage.json<{ errors: Record<string, string> }>().errors.page).toMatch(/page must be/);
  });

  it('bounds a member’s writes per window, and only theirs', async () => {
    const url = `/api/library/article/${articleIds['upscaling']}/`;
    // The site's rate-limit clock stands still: every write counts in one window however long they take.
    const hasty = await createAccount(site.app);
    for (let i = 0; i < WRITE_LIMIT.limit; i += 1) {
      const res = await call(i % 2 === 0 ? 'PUT' : 'DELETE', url, hasty);
      if (res.statusCode >= 300) throw new Error(`write ${i}: ${res.statusCode}`);
    }
    const refused = await call('PUT', url, hasty);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: WRITING_TOO_FAST });
    expect((await call('GET', '/api/library/', hasty)).statusCode).toBe(200);
    expect((await save(bo, 'article', articleIds['upscaling']!)).statusCode).toBe(200);
  });

  it('leaves an unpublished workflow out of the library until it is published again', async () => {
    const id = workflowIds['flux-krea']!;
    await site.app.db.updateTable('workflows').set({ published: 0 }).where('id', '=', id).execute();
    expect((await library(ada)).map((item) => item.id)).not.toContain(id);
    expect((await save(bo, 'workflow', id)).statusCode).toBe(404);
    await site.app.db.updateTable('workflows').set({ published: 1 }).where('id', '=', id).execute();
    expect((await library(ada)).map((item) => item.id)).toContain(id);
  });
});
