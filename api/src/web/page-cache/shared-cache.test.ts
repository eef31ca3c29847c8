// The render cache shared through Redis (runs when TEST_REDIS_URL names a Redis, as CI does): two
// instances on one database and one Redis render a page once between them, and a staff edit on one
// instance purges the page for the other.
import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { createTestSite, type TestSite } from '../../../test/helpers.ts';
import { FAKE_SHELL_RENDER, renderNumber } from '../../../test/fake-shell-build.ts';
import { signedIn, uploadAsStaff } from '../../../test/workflow-uploads.ts';
import { connectRedis } from '../../plugins/rate-limit-redis.ts';

const REDIS_URL = process.env.TEST_REDIS_URL?.trim() || null;
const WEB = {
  'shell/index.html': `<!doctype html><html lang="en"><head><title>AI Creator Hub</title><meta name="description" content="d"></head><body><div id="root"></div></body></html>`,
  'shell/server/render.js': FAKE_SHELL_RENDER,
  'remotes/mf-content/1.0.0/mf-manifest.json': '{"name":"mf-content","exposes":[]}',
};
const RETURNING = { cookie: 'remote_buckets=mf-content.50' };

(REDIS_URL ? describe : describe.skip)('render cache shared through Redis by two instances', () => {
  const prefix = `test-${randomUUID()}:`;
  let a: TestSite;
  let b: TestSite;

  beforeAll(async () => {
    const redis = { redisUrl: REDIS_URL, redisKeyPrefix: prefix };
    a = await createTestSite({ articles: [{ section: 'blog', slug: 'shared', title: 'Shared page' }], web: WEB, config: redis });
    b = await createTestSite({
      contentDir: a.contentDir,
      web: WEB,
      config: { ...redis, databaseUrl: a.config.databaseUrl ?? `sqlite:${join(a.dataDir, 'site.db')}` },
    });
  }, 60_000);

  afterAll(async () => {
    await b?.close();
    await a?.close();
    const redis = await connectRedis(REDIS_URL!);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  const get = (site: TestSite, url: string) => site.app.inject({ method: 'GET', url, headers: RETURNING });

  it('serves a page rendered on one instance from the other', async () => {
    const first = await get(a, '/blog/shared');
    expect(first.headers['x-render-cache']).toBe('miss');
    const other = await get(b, '/blog/shared');
    expect(other.headers['x-render-cache']).toBe('hit');
    expect(other.body).toBe(first.body);
    expect((await b.app.inject({ method: 'GET', url: '/api/health/' })).json()).toMatchObject({ pageCache: { store: 'redis', hits: 1 } });
  });

  it('purges a workflow page on both instances after a staff edit on one', async () => {
    const staff = await signedIn(a, 'staff-shared@example.com', { staff: true });
    const { id, slug } = await uploadAsStaff(a, staff, 'Shared Upscaler');
    const byKey = await get(b, `/workflows/${slug}`);
    const page = byKey.statusCode === 301 ? String(byKey.headers.location) : `/workflows/${slug}`;
    const rendered = await get(b, page);
    expect(rendered.body).toContain('<title>Shared Upscaler');
    expect((await get(a, page)).headers['x-render-cache']).toBe('hit');

    const edited = await a.app.inject({
      method: 'PATCH',
      url: `/api/admin/workflows/${id}/`,
      headers: { authorization: `Bearer ${staff}` },
      payload: { title: 'Renamed Shared Upscaler' },
    });
    expect(edited.statusCode).toBe(200);
    const after = await get(b, page);
    expect(after.headers['x-render-cache']).toBe('miss');
    expect(after.body).toContain('<title>Renamed Shared Upscaler');
    expect(renderNumber(after.body)).toBe(renderNumber(rendered.body) + 1);
    expect((await get(a, page)).headers['x-render-cache']).toBe('hit');
  });
});
