import { describe, it, expect, afterAll } from '@jest/globals';
import { join } from 'node:path';
import { loadConfig, REPO_ROOT } from '../../config.ts';
import { createTestSite, type TestSite } from '../../../test/helpers.ts';

describe('configuration', () => {
  it('has safe defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:8080',
      dataDir: join(REPO_ROOT, 'data'),
      databaseUrl: null,
      contentDir: join(REPO_ROOT, 'api', 'content'),
      webDir: join(REPO_ROOT, 'dist'),
      remotesRegistry: join(REPO_ROOT, 'data', 'remotes.json'),
      remotesBaseUrl: '/remotes',
      logLevel: 'info',
      adsenseClient: '',
      adsenseSlots: {},
      adPreview: false,
      googleClientId: '',
    });
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('reads the AdSense slot ids and rejects malformed ones', () => {
    expect(loadConfig({ ADSENSE_SLOTS: 'display.horizontal=123, inFeed.ad1=456' }).adsenseSlots).toEqual({
      'display.horizontal': '123',
      'inFeed.ad1': '456',
    });
    expect(() => loadConfig({ ADSENSE_SLOTS: 'display.horizontal=abc' })).toThrow(/ADSENSE_SLOTS/);
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '9000',
      PUBLIC_URL: 'https://example.com/',
      DATA_DIR: '/srv/data',
      AD_PREVIEW: 'true',
      ADSENSE_CLIENT: 'ca-pub-1',
    });
    expect(config).toMatchObject({
      port: 9000,
      publicUrl: 'https://example.com',
      dataDir: '/srv/data',
      remotesRegistry: '/srv/data/remotes.json',
      adPreview: true,
      adsenseClient: 'ca-pub-1',
    });
  });

  it('rejects an invalid port', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});

describe('GET /api/config/', () => {
  let site: TestSite | undefined;
  afterAll(async () => {
    await site?.close();
  });

  it('gives the runtime configuration of the browser apps, never cached', async () => {
    site = await createTestSite({
      config: { adsenseClient: 'ca-pub-123', adsenseSlots: { 'display.horizontal': '42' }, adPreview: true, googleClientId: 'gid.apps' },
    });
    const res = await site.app.inject({ method: 'GET', url: '/api/config/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      adsenseClient: 'ca-pub-123',
      adSlots: { 'display.horizontal': '42' },
      adPreview: true,
      googleClientId: 'gid.apps',
      version: site.config.version,
    });
  });
});
