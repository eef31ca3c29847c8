// A page's loader as crawlers and the render see it: one read gives the page's status (200, 404, 410
// for an article taken down, 301 to the canonical slug) and head, and keeps the API's own answer for
// the render, whose screens then neither enter Fastify again nor read the article a second time; the
// home page's loader reads its four article lists the same way. A route added to the page table is
// routed, loaded, tagged and listed in the sitemap.
import { describe, it, expect, jest } from '@jest/globals';
import { HOME_ARTICLE_LISTS, PAGE_ROUTES, type PageRoute } from 'contracts';
import { testSiteForSuite } from '../../../test/helpers.ts';
import { createPageCatalog, type PageCatalog } from './pages.ts';
import { pageTags } from '../../web/page-tags.ts';

const INDEX = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>AI Creator Hub</title><meta name="description" content="d"></head><body><div id="root"></div></body></html>`;

/** A shell server build whose screen asks the API for the article of the page, as ArticlePage's query does. */
const ARTICLE_SCREEN_RENDER = `
let transport;
exports.setup = async (options) => { transport = options.transport; };
exports.preload = async () => [];
exports.render = async (request) => {
  const answer = await transport({ method: 'GET', url: '/api/articles' + request.url.split('?')[0] + '/', headers: {}, body: undefined });
  const article = answer.status === 200 ? answer.data : null;
  return {
    html: '<main data-answer="' + answer.status + '">' + (article ? article.title + ': ' + article.html : 'Blog Not Found') + '</main>',
    styles: '',
    queries: null,
    rendered: ['mf-content/ArticlePage'],
    clientOnly: {},
  };
};
`;

const ARTICLES = [
  { section: 'blog' as const, slug: 'flux', title: 'Flux in ComfyUI', description: 'Run Flux locally.', date: '2025-03-01' },
  { section: 'blog' as const, slug: 'taken-down', title: 'An old comparison', description: 'Outdated.', date: '2024-01-01' },
];

/** The URLs the home screen's list queries request (the shared client's: the query in the order given, empty values left out). */
const HOME_LIST_URLS = Object.values(HOME_ARTICLE_LISTS).map(
  (query) => `/api/articles/?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString()}`,
);

/** A shell server build whose screen asks for the home page's lists, as HomePage's queries do. */
const HOME_SCREEN_RENDER = `
let transport;
exports.setup = async (options) => { transport = options.transport; };
exports.preload = async () => [];
exports.render = async () => {
  const lists = await Promise.all(${JSON.stringify(HOME_LIST_URLS)}.map((url) => transport({ method: 'GET', url, headers: {}, body: undefined })));
  return {
    // An answer from the page's loader comes as its value; one from the API as its JSON text.
    html: '<main>' + lists.map((answer) => {
      const list = 'data' in answer ? answer.data : JSON.parse(answer.body);
      return '<ul data-from="' + ('data' in answer ? 'loader' : 'api') + '">' + list.results.map((article) => '<li>' + article.title + '</li>').join('') + '</ul>';
    }).join('') + '</main>',
    styles: '',
    queries: null,
    rendered: ['mf-content/HomePage'],
    clientOnly: {},
  };
};
`;

async function load(pages: PageCatalog, path: string) {
  const target = pages.target(path);
  if (target.kind === 'redirect') return { resolution: target, answers: null };
  return pages.load(target.match);
}

describe('page loaders', () => {
  const site = testSiteForSuite({ articles: ARTICLES });
  const pages = () => site.app.content.pages;

  it("answers an article's page from one read: status, head, and the API's own answer for the render", async () => {
    const read = jest.spyOn(site.app.content.articles, 'get');
    const { resolution, answers } = await load(pages(), '/blog/flux');
    expect(read).toHaveBeenCalledTimes(1);
    read.mockRestore();
    expect(resolution).toMatchObject({
      kind: 'page',
      status: 200,
      meta: {
        title: 'Flux in ComfyUI | AI Creator Hub',
        description: 'Run Flux locally.',
        canonicalUrl: 'https://site.test/blog/flux',
        type: 'article',
        noindex: false,
        publishedTime: '2025-03-01',
      },
    });
    expect(resolution.kind === 'page' && resolution.meta.structuredData?.map((node) => node['@type'])).toEqual([
      'Article',
      'BreadcrumbList',
    ]);
    const api = await site.app.inject({ method: 'GET', url: '/api/articles/blog/flux/' });
    expect(answers?.get('/api/articles/blog/flux/')).toEqual({ status: 200, data: JSON.parse(api.body) });
  });

  it('answers an unknown article with 404 and the not-found head, and one taken down with 410', async () => {
    const unknown = await load(pages(), '/blog/no-such-article');
    expect(unknown.resolution).toMatchObject({
      status: 404,
      meta: { title: 'Blog Not Found | AI Creator Hub', canonicalUrl: null, noindex: true },
    });
    const api = await site.app.inject({ method: 'GET', url: '/api/articles/blog/no-such-article/' });
    expect(unknown.answers?.get('/api/articles/blog/no-such-article/')).toEqual({ status: 404, data: JSON.parse(api.body) });

    await site.app.db.updateTable('articles').set({ published: 0 }).where('slug', '=', 'taken-down').execute();
    const gone = await load(pages(), '/blog/taken-down');
    expect(gone.resolution).toMatchObject({ status: 410, meta: { title: 'Blog Not Found | AI Creator Hub', noindex: true } });
    const page = await site.app.inject({ method: 'GET', url: '/blog/taken-down' });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('<meta name="robots" content="noindex"');
  });

  it("answers the home page's four lists from one read each, as the API answers the screen's calls for them", async () => {
    const read = jest.spyOn(site.app.content.articles, 'list');
    const { resolution, answers } = await load(pages(), '/');
    expect(read).toHaveBeenCalledTimes(4);
    read.mockRestore();
    expect(resolution).toMatchObject({ status: 200, meta: { title: 'Master AI Tools: Your Path to AI Creativity | AI Creator Hub' } });
    for (const url of HOME_LIST_URLS) {
      const api = await site.app.inject({ method: 'GET', url });
      expect(api.statusCode).toBe(200);
      expect([url, answers?.get(url)]).toEqual([url, { status: 200, data: JSON.parse(api.body) }]);
    }
    // The same call with its query's parameters in another order finds the same answer.
    expect(answers?.get('/api/articles/?page_size=4&section=blog')).toEqual(answers?.get('/api/articles/?section=blog&page_size=4'));
  });

  it('sends another spelling of a slug to the canonical one, and gives fixed, staff and unknown pages their heads', async () => {
    expect((await load(pages(), '/blog/FLUX')).resolution).toEqual({ kind: 'redirect', status: 301, location: '/blog/flux' });
    expect((await load(pages(), '/pricing')).resolution).toMatchObject({
      status: 200,
      meta: { title: 'Credit Plans | AI Creator Hub', canonicalUrl: 'https://site.test/pricing', noindex: false },
    });
    expect((await load(pages(), '/search')).resolution).toMatchObject({ status: 200, meta: { noindex: true } });
    expect((await load(pages(), '/admin/users')).resolution).toMatchObject({ status: 200, meta: { title: 'Staff area | AI Creator Hub' } });
    expect((await load(pages(), '/admin/no-such-section')).resolution).toMatchObject({ status: 404 });
    expect((await load(pages(), '/no-such-page')).resolution).toMatchObject({
      status: 404,
      meta: { title: 'Page not found | AI Creator Hub' },
    });
  });

  it('has a loader for every route of the page table once the features are up', async () => {
    for (const route of PAGE_ROUTES as readonly PageRoute[]) {
      const path = route.path.replace(/:\w+|\*/g, 'flux');
      const target = pages().target(path);
      expect([path, target.kind === 'route' && target.match?.route]).toEqual([path, route]);
      const { resolution } = await pages().load(target.kind === 'route' ? target.match : null);
      expect([path, resolution.kind === 'page' && resolution.meta.title]).toEqual([path, expect.stringContaining('AI Creator Hub')]);
    }
  });

  it('routes, loads, tags and lists a route added to the page table', async () => {
    const showcase: PageRoute = {
      path: '/showcase',
      layout: 'site',
      screen: () => ({ remote: 'mf-content', module: 'RoadmapPage' }),
      loader: 'static',
      sitemap: { changefreq: 'weekly', priority: 0.5 },
      tags: () => ['showcase'],
    };
    const catalog = createPageCatalog({ config: site.app.config, articles: site.app.content.articles, routes: [...PAGE_ROUTES, showcase] });
    const target = catalog.target('/showcase');
    expect(target).toEqual({ kind: 'route', match: { route: showcase, params: {} } });
    const { resolution } = await catalog.load(target.kind === 'route' ? target.match : null);
    expect(resolution).toMatchObject({ status: 200, meta: { canonicalUrl: 'https://site.test/showcase', noindex: false } });
    expect(pageTags(target.kind === 'route' ? target.match : null, '/showcase', ['mf-content'])).toEqual([
      'pages',
      'showcase',
      'remote:mf-content',
    ]);
    expect(await catalog.sitemap()).toContainEqual({ loc: '/showcase', changefreq: 'weekly', priority: 0.5 });
    // Without it in the table the path is no page.
    expect(pages().target('/showcase')).toEqual({ kind: 'route', match: null });
  });
});

describe('one read per rendered page', () => {
  const site = testSiteForSuite({
    articles: ARTICLES,
    web: { 'shell/index.html': INDEX, 'shell/server/render.js': ARTICLE_SCREEN_RENDER },
  });

  it("renders an article with the loader's answer: the article is read once and the render does not enter Fastify", async () => {
    const read = jest.spyOn(site.app.content.articles, 'get');
    const inject = jest.spyOn(site.app, 'inject');
    /** The in-process calls for these pages' API answers (the start-up warm-up renders other pages). */
    const apiCalls = () => inject.mock.calls.filter((call) => JSON.stringify(call).includes('/api/articles/blog/')).length;
    const page = await site.app.inject({ method: 'GET', url: '/blog/flux' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Flux in ComfyUI | AI Creator Hub</title>');
    expect(page.body).toMatch(/<main data-answer="200">Flux in ComfyUI: /);
    expect(read).toHaveBeenCalledTimes(1);
    expect(apiCalls()).toBe(0);

    const missing = await site.app.inject({ method: 'GET', url: '/blog/no-such-article' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<main data-answer="404">Blog Not Found</main>');
    expect(read).toHaveBeenCalledTimes(2);
    expect(apiCalls()).toBe(0);
    read.mockRestore();
    inject.mockRestore();
  });
});

describe('one read per list of the rendered home page', () => {
  const site = testSiteForSuite({
    articles: [
      ...ARTICLES,
      { section: 'tutorials', slug: 'install', title: 'Install ComfyUI', description: 'Step by step.', featured: true },
    ],
    web: { 'shell/index.html': INDEX, 'shell/server/render.js': HOME_SCREEN_RENDER },
  });

  it("renders the home page with the loader's lists: no call of its render enters Fastify", async () => {
    const inject = jest.spyOn(site.app, 'inject');
    // The visitor's address goes along with the render's in-process calls (the start-up warm-up's are the server's own).
    const page = await site.app.inject({ method: 'GET', url: '/', remoteAddress: '203.0.113.7' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      '<main><ul data-from="loader"><li>Install ComfyUI</li></ul><ul data-from="loader"><li>Install ComfyUI</li></ul>' +
        '<ul data-from="loader"><li>Flux in ComfyUI</li><li>An old comparison</li></ul><ul data-from="loader"></ul></main>',
    );
    expect(inject.mock.calls.filter((call) => JSON.stringify(call).includes('203.0.113.7')).length).toBe(1);
    inject.mockRestore();
  });
});
