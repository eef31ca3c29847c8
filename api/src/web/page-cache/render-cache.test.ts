// The render cache as visitors, CDNs and staff see it: pages served again from the cache under keys
// that keep audiences and remote builds apart, never a page left to the browser, a staff page or an
// error; CDN headers per audience; 304 on a matching ETag; stale-while-revalidate and no stampede;
// purges after a staff edit, a content sync and a remote release.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { contentCanaryRegistry, createTestSite, writeRegistry, type TestSite, testSiteForSuite } from '../../../test/helpers.ts';
import { FAKE_SHELL_RENDER, renderNumber } from '../../../test/fake-shell-build.ts';
import { signedIn, uploadAsStaff } from '../../../test/workflow-uploads.ts';
import { PERSONAL_PAGE, PRIVATE_PAGE } from '../cache.ts';

const INDEX = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>AI Creator Hub</title><meta name="description" content="d"></head><body><div id="root"></div></body></html>`;
const WEB = {
  'shell/index.html': INDEX,
  'shell/server/render.js': FAKE_SHELL_RENDER,
  'remotes/mf-content/1.0.0/mf-manifest.json': '{"name":"mf-content","exposes":[]}',
  'remotes/mf-content/1.1.0/mf-manifest.json': '{"name":"mf-content","exposes":[]}',
};
/** A returning visitor: their bucket cookie is set, so the answer sets none. */
const RETURNING = { cookie: 'remote_buckets=mf-content.50' };

function payloadRemotes(html: string): Record<string, { channel: string; version: string }> {
  const match = /<script type="application\/json" id="page-payload">(.*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no page payload');
  return (JSON.parse(match[1]) as { remotes: Record<string, { channel: string; version: string }> }).remotes;
}

describe('render cache', () => {
  const site = testSiteForSuite({
    articles: [{ section: 'blog', slug: 'flux', title: 'Flux in ComfyUI' }],
    web: WEB,
  });

  const get = (url: string, headers: Record<string, string> = RETURNING) => site.app.inject({ method: 'GET', url, headers });
  const stats = async () => (await get('/api/health/')).json<{ pageCache: Record<string, number | string> }>().pageCache;
  /** Asks for `url` twice: the second answer is rendered anew (not stored), with this x-render-cache and cache-control. */
  const expectRenderedEachTime = async (url: string, renderCache: string, cacheControl: string) => {
    const first = await get(url);
    const second = await get(url);
    expect(second.headers['x-render-cache']).toBe(renderCache);
    expect(renderNumber(second.body)).toBeGreaterThan(renderNumber(first.body));
    expect(second.headers['cache-control']).toBe(cacheControl);
  };

  it('serves a rendered page again from the cache, with CDN headers, its tags and an ETag that answers 304', async () => {
    const first = await get('/blog/flux');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-render-cache']).toBe('miss');
    const again = await get('/blog/flux');
    expect(again.headers['x-render-cache']).toBe('hit');
    expect(renderNumber(again.body)).toBe(renderNumber(first.body));
    expect(again.body).toBe(first.body);
    expect(again.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=86400');
    expect(again.headers['surrogate-key']).toBe('pages article:blog/flux remote:mf-content');
    expect(again.headers['cache-tag']).toBe('pages,article:blog/flux,remote:mf-content');
    expect(String(again.headers.vary)).not.toMatch(/cookie/i);
    expect(again.headers.etag).toBe(first.headers.etag);
    const notModified = await get('/blog/flux', { ...RETURNING, 'if-none-match': String(first.headers.etag) });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(await stats()).toMatchObject({ store: 'memory', hits: 2, misses: 1, stored: 1 });
  });

  it('sends a stored page in the encoding the browser takes, the same page in each', async () => {
    const identity = await get('/blog/flux');
    const br = await get('/blog/flux', { ...RETURNING, 'accept-encoding': 'gzip, br' });
    expect(br.headers['x-render-cache']).toBe('hit');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(identity.body);
    const gzip = await get('/blog/flux', { ...RETURNING, 'accept-encoding': 'gzip' });
    expect(gzip.headers['x-render-cache']).toBe('hit');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(identity.body);
    for (const answer of [identity, br, gzip]) expect(String(answer.headers.vary)).toMatch(/accept-encoding/i);
  });

  it('serves a first visit from the cache too, without a cookie while no canary runs, so a CDN may keep it', async () => {
    const first = await get('/blog/flux', {});
    expect(first.headers['set-cookie']).toBeUndefined();
    expect(first.headers['x-render-cache']).toBe('hit');
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=86400');
    expect(first.headers['surrogate-key']).toBeDefined();
  });

  it("never serves a paid member's (ad-free) page to an anonymous visitor, nor the other way round", async () => {
    const paid = await get('/blog', { cookie: `${RETURNING.cookie}; ad_free=1` });
    expect(paid.body).toContain('data-ad-free="true"');
    expect(paid.headers['cache-control']).toBe(PERSONAL_PAGE);
    const anonymous = await get('/blog');
    expect(anonymous.headers['x-render-cache']).toBe('miss');
    expect(anonymous.body).toContain('data-ad-free="false"');
    const paidAgain = await get('/blog', { cookie: `${RETURNING.cookie}; ad_free=1` });
    expect(paidAgain.headers['x-render-cache']).toBe('hit');
    expect(paidAgain.body).toBe(paid.body);
  });

  it('never stores a staff page', async () => {
    await expectRenderedEachTime('/admin/users', 'off', PERSONAL_PAGE);
  });

  it('never stores a render left to the browser, nor a not-found page', async () => {
    await expectRenderedEachTime('/search?q=fallback', 'miss', PRIVATE_PAGE);
    await get('/no/such/page');
    const missing = await get('/no/such/page');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-render-cache']).toBe('miss');
  });

  it('keys by the query parameters the screens read, and renders only those', async () => {
    const first = await get('/search?q=flux&utm_source=newsletter');
    expect(first.body).toContain('data-url="/search?q=flux"');
    const other = await get('/search?utm_source=reddit&q=flux');
    expect(other.headers['x-render-cache']).toBe('hit');
    const differentQuery = await get('/search?q=wan');
    expect(differentQuery.headers['x-render-cache']).toBe('miss');
  });

  it("keys the catalogue by its filters (a filtered grid is not the unfiltered one's page)", async () => {
    await get('/workflows?sort=title');
    const filtered = await get('/workflows?sort=title&commercial=service&vram=12');
    expect(filtered.headers['x-render-cache']).toBe('miss');
    expect(filtered.body).toContain('data-url="/workflows?sort=title&commercial=service&vram=12"');
  });

  it('renders a page once for 50 visitors asking for it at the same moment', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => get('/search?q=slow')));
    expect(new Set(answers.map((answer) => renderNumber(answer.body))).size).toBe(1);
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(renderNumber((await get('/search?q=slow')).body)).toBe(renderNumber(answers[0]!.body));
  });

  it('renders the workflow pages again after a staff upload and edit', async () => {
    const staff = await signedIn(site, 'staff-cache@example.com', { staff: true });
    const { id, slug } = await uploadAsStaff(site, staff, 'Cached Upscaler');
    const byKey = await get(`/workflows/${slug}`);
    const page = byKey.statusCode === 301 ? String(byKey.headers.location) : `/workflows/${slug}`;
    const first = await get(page);
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('<title>Cached Upscaler');
    expect((await get(page)).headers['x-render-cache']).toBe('hit');
    const edited = await site.app.inject({
      method: 'PATCH',
      url: `/api/admin/workflows/${id}/`,
      headers: { authorization: `Bearer ${staff}` },
      payload: { title: 'Renamed Upscaler' },
    });
    expect(edited.statusCode).toBe(200);
    const after = await get(page);
    expect(after.headers['x-render-cache']).toBe('miss');
    expect(after.body).toContain('<title>Renamed Upscaler');
  });

  it('renders the pages again after a content sync that changed an article', async () => {
    expect((await get('/blog/flux')).headers['x-render-cache']).toBe('hit');
    site.writeArticle({ section: 'blog', slug: 'flux', title: 'Flux, revised' });
    await site.app.content.sync();
    const after = await get('/blog/flux');
    expect(after.headers['x-render-cache']).toBe('miss');
    expect(after.body).toContain('<title>Flux, revised');
  });

  it('gives a canary visitor the canary render and others the stable one; a canary keeps pages from CDNs', async () => {
    await writeRegistry(site, contentCanaryRegistry(20));
    const canary = await get('/tutorials', { cookie: 'remote_buckets=mf-content.10' });
    expect(payloadRemotes(canary.body)['mf-content']).toMatchObject({ channel: 'canary', version: '1.1.0' });
    const stable = await get('/tutorials', { cookie: 'remote_buckets=mf-content.90' });
    expect(stable.headers['x-render-cache']).toBe('miss');
    expect(payloadRemotes(stable.body)['mf-content']).toMatchObject({ channel: 'stable', version: '1.0.0' });
    expect(stable.headers['cache-control']).toBe(PRIVATE_PAGE);
    const canaryAgain = await get('/tutorials', { cookie: 'remote_buckets=mf-content.10' });
    expect(canaryAgain.headers['x-render-cache']).toBe('hit');
    expect(payloadRemotes(canaryAgain.body)['mf-content']?.channel).toBe('canary');
  });

  it('draws a first visit a bucket while a canary runs, and keeps that answer from shared caches', async () => {
    await writeRegistry(site, contentCanaryRegistry(20));
    const first = await get('/tutorials', {});
    expect(first.headers['set-cookie']).toMatch(/^remote_buckets=/);
    expect(first.headers['cache-control']).toBe(PRIVATE_PAGE);
    expect(first.headers['surrogate-key']).toBeUndefined();
  });

  it('drops the pages of a remote when its release changes (promote, rollback)', async () => {
    const before = Number((await stats()).purged);
    await writeRegistry(site, {
      remotes: { 'mf-content': { stable: { version: '1.1.0', entry: '/remotes/mf-content/1.1.0/mf-manifest.json' } } },
    });
    const after = await get('/tutorials', { cookie: 'remote_buckets=mf-content.90' });
    expect(payloadRemotes(after.body)['mf-content']).toMatchObject({ channel: 'stable', version: '1.1.0' });
    expect(Number((await stats()).purged)).toBeGreaterThan(before);
  });
});

describe('render cache: stale-while-revalidate', () => {
  const site = testSiteForSuite({ web: WEB, config: { pageCacheTtlSeconds: 1 } });

  it('serves a stale page at once to 50 visitors while one render refreshes it', async () => {
    const get = () => site.app.inject({ method: 'GET', url: '/search?q=slow', headers: RETURNING });
    const first = renderNumber((await get()).body);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    // The refresh takes 300 ms (?q=slow): a visitor who waited for it would get the next render.
    const answers = await Promise.all(Array.from({ length: 50 }, get));
    expect(answers.every((answer) => answer.headers['x-render-cache'] === 'stale' && renderNumber(answer.body) === first)).toBe(true);
    const deadline = Date.now() + 5_000;
    let refreshed = await get();
    while (renderNumber(refreshed.body) === first && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      refreshed = await get();
    }
    // One render refreshed it, however many visitors found it stale.
    expect(renderNumber(refreshed.body)).toBe(first + 1);
  });
});

describe('render slots', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await createTestSite({ web: WEB, config: { ssrConcurrency: 1 } });
    // Let the start-up warm renders finish.
    await new Promise((resolve) => setTimeout(resolve, 500));
  });
  afterAll(async () => {
    await site.close();
  });

  it('renders one page at a time; a page that would wait over a second goes out for the browser to render', async () => {
    // Each takes 300 ms: the second starts 300 ms in, the last ones would start seconds in.
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => site.app.inject({ method: 'GET', url: `/search?q=slow&page=${i + 1}`, headers: RETURNING })),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const rendered = answers.filter((answer) => answer.body.includes('"rendered":true'));
    const unrendered = answers.filter((answer) => answer.body.includes('"rendered":false'));
    expect(rendered.length).toBeGreaterThanOrEqual(2);
    expect(unrendered.length).toBeGreaterThanOrEqual(3);
    expect(rendered.length + unrendered.length).toBe(8);
    expect(unrendered.every((answer) => answer.headers['cache-control'] === PRIVATE_PAGE)).toBe(true);
  });

  it('renders a burst of quick pages in turn instead of sending them unrendered', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => site.app.inject({ method: 'GET', url: `/search?q=burst&page=${i + 1}`, headers: RETURNING })),
    );
    expect(answers.every((answer) => answer.statusCode === 200 && answer.body.includes('"rendered":true'))).toBe(true);
  });
});
