import { beforeAll, describe, expect, it } from '@jest/globals';
import { request } from 'node:http';
import { testSiteForSuite } from '../../test/helpers.ts';

const SHELL_INDEX = '<!doctype html><html lang="en"><head><title>AI Creator Hub</title></head><body><div id="root"></div></body></html>';

/** A request with the path exactly as written: browsers, fetch and app.inject all resolve dot segments first. */
function rawGet(origin: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    request(origin, { path }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end();
  });
}

describe('dot segments in the path', () => {
  const site = testSiteForSuite({
    articles: [{ section: 'blog', slug: 'stable-diffusion', title: 'Stable Diffusion' }],
    web: { 'shell/index.html': SHELL_INDEX },
  });
  let origin: string;
  beforeAll(async () => {
    origin = await site.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it.each([
    '/blog/%2e%2e',
    '/blog/%2E%2E/',
    '/blog/.%2e',
    '/blog/..',
    '/tutorials/%2e',
    '/blog/x%2f..',
    '/api/articles/blog/%2e%2e/',
    '/api/articles/blog/../?page=2',
    '/%2e%2e/api/health/',
  ])('%s is refused with a 400 before any route answers', async (path) => {
    const { status, body } = await rawGet(origin, path);
    expect(status).toBe(400);
    expect(JSON.parse(body)).toEqual({ message: 'The address has a "." or ".." segment.', errors: {} });
  });

  it.each(['/blog/stable-diffusion', '/api/articles/blog/stable-diffusion/', '/blog/...', '/blog/v1.2', '/search?q=..'])(
    '%s is not a dot segment and is answered as usual',
    async (path) => {
      expect((await rawGet(origin, path)).status).not.toBe(400);
    },
  );
});
