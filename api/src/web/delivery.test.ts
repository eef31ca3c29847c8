// What a browser receives: compressed text (precompressed build files, dynamic answers on the fly),
// the sticky remote bucket cookie, and the page payload that spares it the registry and config calls.
import { describe, it, expect, beforeAll } from '@jest/globals';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { writeFileSync } from 'node:fs';
import { contentCanaryRegistry, writeRegistry, testSiteForSuite } from '../../test/helpers.ts';
import { BUCKET_COOKIE } from '../remotes/choose-channel.ts';
import { COMPRESSION_THRESHOLD_BYTES } from '../plugins/compression.ts';

const SCRIPT = `console.log(${JSON.stringify('a shell script '.repeat(200))});`;
const INDEX = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>AI Creator Hub</title><meta name="description" content="d"><script defer src="/main.3f9a1c2b.js"></script></head><body><div id="root"><div class="boot-progress" role="progressbar" aria-label="Loading"></div></div></body></html>`;

function payloadOf(html: string): {
  remotes: Record<string, { channel: string; version: string }>;
  config: { version: string };
  rendered: boolean;
} {
  const match = /<script type="application\/json" id="page-payload">(.*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no page payload');
  return JSON.parse(match[1]) as ReturnType<typeof payloadOf>;
}

describe('delivery', () => {
  const site = testSiteForSuite({
    articles: Array.from({ length: 8 }, (_, i) => ({
      section: 'blog',
      slug: `post-${i}`,
      title: `Post number ${i} about ComfyUI workflows`,
      description: 'A description long enough to make the list answer worth compressing.',
      date: '2025-01-01',
    })),
    web: {
      'shell/index.html': INDEX,
      'shell/main.3f9a1c2b.js': SCRIPT,
      'shell/main.3f9a1c2b.js.br': brotliCompressSync(SCRIPT).toString('latin1'),
      'shell/main.3f9a1c2b.js.gz': gzipSync(SCRIPT).toString('latin1'),
      'remotes/mf-content/1.0.0/mf-manifest.json': '{"name":"mf-content"}',
      'remotes/mf-content/1.1.0/mf-manifest.json': '{"name":"mf-content"}',
      'remotes/mf-account/1.0.0/mf-manifest.json': '{"name":"mf-account"}',
    },
  });
  beforeAll(async () => {
    // The fixture writer stores text; write the binary siblings as bytes.
    writeFileSync(`${site.config.webDir}/shell/main.3f9a1c2b.js.br`, brotliCompressSync(SCRIPT));
    writeFileSync(`${site.config.webDir}/shell/main.3f9a1c2b.js.gz`, gzipSync(SCRIPT));
  });

  const get = (url: string, headers: Record<string, string> = {}) => site.app.inject({ method: 'GET', url, headers });

  describe('built files', () => {
    it('sends the precompressed brotli file when the browser accepts it, gzip otherwise, the file itself for identity', async () => {
      const br = await get('/main.3f9a1c2b.js', { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
      const gzip = await get('/main.3f9a1c2b.js', { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
      const plain = await get('/main.3f9a1c2b.js', { 'accept-encoding': 'identity' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(SCRIPT);
    });

    it('keeps ranges and ETags working', async () => {
      const range = await get('/main.3f9a1c2b.js', { 'accept-encoding': 'identity', range: 'bytes=0-10' });
      expect(range.statusCode).toBe(206);
      expect(range.body).toBe(SCRIPT.slice(0, 11));
      const first = await get('/main.3f9a1c2b.js', { 'accept-encoding': 'br' });
      const again = await get('/main.3f9a1c2b.js', { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
      expect(again.statusCode).toBe(304);
    });
  });

  describe('dynamic answers', () => {
    it('compresses API JSON and pages above the threshold: brotli, gzip or nothing', async () => {
      const br = await get('/api/articles/?section=blog', { 'accept-encoding': 'br, gzip' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
      const list = JSON.parse(brotliDecompressSync(br.rawPayload).toString()) as { count: number };
      expect(list.count).toBe(8);
      const gzip = await get('/api/articles/?section=blog', { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      const none = await get('/api/articles/?section=blog', { 'accept-encoding': 'identity' });
      expect(none.headers['content-encoding']).toBeUndefined();
      expect((none.json() as { count: number }).count).toBe(8);
      const page = await get('/blog/post-1', { 'accept-encoding': 'br' });
      expect(page.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(page.rawPayload).toString()).toContain(
        '<title>Post number 1 about ComfyUI workflows | AI Creator Hub</title>',
      );
    });

    it('leaves small answers as they are', async () => {
      const health = await get('/api/health/', { 'accept-encoding': 'br' });
      expect(health.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
      expect(health.headers['content-encoding']).toBeUndefined();
    });
  });

  describe('remote buckets and the page payload', () => {
    it('sets no bucket cookie while no canary runs; during one, once, Lax and first-party, and keeps the choice sticky', async () => {
      expect((await get('/')).headers['set-cookie']).toBeUndefined();
      await writeRegistry(site, contentCanaryRegistry(50));
      const first = await get('/');
      const cookie = String(first.headers['set-cookie']);
      expect(cookie).toMatch(new RegExp(`^${BUCKET_COOKIE}=mf-content\\.\\d+~mf-account\\.\\d+;`));
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).toMatch(/HttpOnly/);
      const value = cookie.split(';')[0]!;
      const again = await get('/', { cookie: value });
      expect(again.headers['set-cookie']).toBeUndefined();
      expect(payloadOf(again.body).remotes).toEqual(payloadOf(first.body).remotes);
    });

    it('puts the visitor on the canary by bucket, and a forced channel wins on both sides', async () => {
      await writeRegistry(site, contentCanaryRegistry(50));
      const low = payloadOf((await get('/', { cookie: `${BUCKET_COOKIE}=mf-content.10~mf-account.10` })).body);
      expect(low.remotes['mf-content']).toMatchObject({ channel: 'canary', version: '1.1.0' });
      const high = payloadOf((await get('/', { cookie: `${BUCKET_COOKIE}=mf-content.90~mf-account.10` })).body);
      expect(high.remotes['mf-content']).toMatchObject({ channel: 'stable', version: '1.0.0' });
      const forced = payloadOf((await get('/?remote-channel=stable', { cookie: `${BUCKET_COOKIE}=mf-content.10~mf-account.10` })).body);
      expect(forced.remotes['mf-content']?.channel).toBe('stable');
      const registry = (
        await get('/remotes.json?remote-channel=canary', { cookie: `${BUCKET_COOKIE}=mf-content.90~mf-account.10` })
      ).json() as {
        chosen: Record<string, { channel: string }>;
      };
      expect(registry.chosen['mf-content']?.channel).toBe('canary');
    });

    it('inlines the runtime configuration; without a shell server build the browser renders the page', async () => {
      const payload = payloadOf((await get('/pricing')).body);
      expect(payload.config.version).toBe(site.config.version);
      expect(payload.rendered).toBe(false);
    });
  });
});
