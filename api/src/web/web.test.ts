import { describe, it, expect } from '@jest/globals';
import { contentCanaryRegistry, writeRegistry, testSiteForSuite } from '../../test/helpers.ts';
import { DOCUMENT_ONLY_HEADERS } from '../plugins/security.ts';
import { IMMUTABLE, NO_CACHE, PRIVATE_PAGE, isHashedName } from './cache.ts';

const SHELL_INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <title>AI Creator Hub</title>
    <meta name="description" content="Default description">
    <meta property="og:title" content="stale">
    <script defer src="/main.3f9a1c2b.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

describe('web plugin (built apps)', () => {
  const site = testSiteForSuite({
    articles: [{ section: 'blog', slug: 'stable-diffusion', title: 'Stable Diffusion', description: 'All about SD.', date: '2025-01-01' }],
    web: {
      'shell/index.html': SHELL_INDEX,
      'shell/main.3f9a1c2b.js': 'console.log("shell")',
      'shell/mf-manifest.json': '{"name":"shell"}',
      'shell/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'remotes/mf-content/1.0.0/mf-manifest.json': '{"name":"mf-content"}',
      'remotes/mf-content/1.0.0/remoteEntry.js': 'var x = 1;',
      'remotes/mf-content/1.0.0/412.a1b2c3d4.js': 'var chunk = 1;',
      'remotes/mf-content/1.1.0/mf-manifest.json': '{"name":"mf-content"}',
      'remotes/mf-workflows/2.0.0/mf-manifest.json': '{"name":"mf-workflows"}',
    },
  });

  const get = (url: string) => site.app.inject({ method: 'GET', url });

  it('serves the shell index.html with the route metadata replaced; unrendered, it is revalidated by the browser only', async () => {
    const res = await get('/blog/stable-diffusion');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(PRIVATE_PAGE);
    expect(res.body).toContain('<script defer src="/main.3f9a1c2b.js"></script>');
    expect(res.body).toContain('<title>Stable Diffusion | AI Creator Hub</title>');
    expect(res.body).toContain('<meta name="description" content="All about SD.">');
    expect(res.body).not.toContain('Default description');
    expect(res.body).not.toContain('stale');
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    expect(res.body.indexOf('rel="canonical"')).toBeLessThan(res.body.indexOf('</head>'));
    const home = await get('/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<title>Master AI Tools: Your Path to AI Creativity | AI Creator Hub</title>');
  });

  it('answers an unknown page with the shell and 404', async () => {
    const res = await get('/definitely/not/here');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<script defer src="/main.3f9a1c2b.js"></script>');
  });

  it('serves shell files: hashed names immutable, entry files and unhashed names no-cache', async () => {
    const js = await get('/main.3f9a1c2b.js');
    expect(js.statusCode).toBe(200);
    expect(js.body).toBe('console.log("shell")');
    expect(js.headers['cache-control']).toBe(IMMUTABLE);
    expect((await get('/mf-manifest.json')).headers['cache-control']).toBe(NO_CACHE);
    expect((await get('/favicon.svg')).headers['cache-control']).toBe(NO_CACHE);
    expect((await get('/missing.12345678.js')).statusCode).toBe(404);
    expect((await get('/../../etc/passwd.txt')).statusCode).toBe(404);
  });

  it('serves /remotes.json: the registry resolved against the builds, never cached', async () => {
    const res = await get('/remotes.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    // Unregistered remotes get the build of their package.json version (mf-content 1.0.0, not the
    // newer 1.1.0 that may be an unreleased canary), or else their newest build.
    const stable = {
      'mf-content': { version: '1.0.0', entry: '/remotes/mf-content/1.0.0/mf-manifest.json' },
      'mf-workflows': { version: '2.0.0', entry: '/remotes/mf-workflows/2.0.0/mf-manifest.json' },
    };
    expect(res.json()).toEqual({
      remotes: { 'mf-content': { stable: stable['mf-content'] }, 'mf-workflows': { stable: stable['mf-workflows'] } },
      chosen: {
        'mf-content': { channel: 'stable', ...stable['mf-content'], script: '/remotes/mf-content/1.0.0/remoteEntry.js' },
        'mf-workflows': { channel: 'stable', ...stable['mf-workflows'], script: '/remotes/mf-workflows/2.0.0/remoteEntry.js' },
      },
    });
    const registry = contentCanaryRegistry(10);
    await writeRegistry(site, registry);
    const edited = (await get('/remotes.json')).json();
    expect(edited.remotes['mf-content']).toEqual(registry.remotes['mf-content']);
    expect(edited.remotes['mf-workflows'].stable.version).toBe('2.0.0');
  });

  it('serves remote builds with CORS: entry files no-cache, hashed chunks immutable', async () => {
    const manifest = await get('/remotes/mf-content/1.0.0/mf-manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(manifest.headers['cache-control']).toBe(NO_CACHE);
    const entry = await get('/remotes/mf-content/1.0.0/remoteEntry.js');
    expect(entry.headers['cache-control']).toBe(NO_CACHE);
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    const chunk = await get('/remotes/mf-content/1.0.0/412.a1b2c3d4.js');
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
    expect(chunk.headers['access-control-allow-origin']).toBe('*');
    const missing = await get('/remotes/mf-content/9.9.9/remoteEntry.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/json/);
  });

  it('sends security headers whose CSP lets the apps, Google sign-in and AdSense load', async () => {
    const res = await get('/');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self'[^;]* https:\/\/pagead2\.googlesyndication\.com/);
    expect(csp).toContain('https://accounts.google.com/gsi/client');
    expect(csp).toMatch(/style-src 'self' 'unsafe-inline' https:\/\/accounts\.google\.com\/gsi\/style/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/\*\.doubleclick\.net/);
    expect(csp).toMatch(/img-src 'self' data: https:/);
    expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    for (const url of ['/api/health/', '/api/no-such-thing', '/remotes/mf-content/9.9.9/remoteEntry.js']) {
      const other = await get(url);
      expect(other.headers['content-security-policy']).toBe(csp);
      expect(other.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
      expect(other.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(other.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('sends a script only the headers a script uses; an SVG keeps the CSP it needs when opened on its own', async () => {
    const page = await get('/');
    for (const [url, resourcePolicy] of [
      ['/main.3f9a1c2b.js', 'same-site'],
      ['/remotes/mf-content/1.0.0/412.a1b2c3d4.js', 'cross-origin'],
    ] as const) {
      const script = await get(url);
      expect(script.statusCode).toBe(200);
      expect(script.headers['x-content-type-options']).toBe('nosniff');
      expect(script.headers['cross-origin-resource-policy']).toBe(resourcePolicy);
      expect(script.headers['strict-transport-security']).toBe(page.headers['strict-transport-security']);
      for (const name of DOCUMENT_ONLY_HEADERS) expect(script.headers[name]).toBeUndefined();
    }
    const svg = await get('/favicon.svg');
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-security-policy']).toBe(page.headers['content-security-policy']);
  });
});

describe('web plugin with remotes on another origin', () => {
  const site = testSiteForSuite({ config: { remotesBaseUrl: 'https://cdn.example.com/remotes' } });

  it('allows that origin for scripts and connections', async () => {
    const csp = String((await site.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' https:\/\/cdn\.example\.com/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/cdn\.example\.com/);
  });

  it('answers page routes with a minimal document when no shell is built', async () => {
    const res = await site.app.inject({ method: 'GET', url: '/pricing' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Credit Plans | AI Creator Hub</title>');
    expect(res.body).toContain('<meta name="description" content="Purchase credits to use our services. All prices are shown in INR.">');
  });
});

describe('isHashedName', () => {
  it.each([
    ['main.3f9a1c2b.js', true],
    ['412.a1b2c3d4.js', true],
    ['__federation_expose_ArticlePage.9f8e7d6c5b.js', true],
    ['styles.0a1b2c3d.css.map', true],
    ['main.js', false],
    ['favicon.ico', false],
    ['remoteEntry.js', false],
    ['install-stable-diffusion.svg', false],
  ])('%s → %s', (name, hashed) => {
    expect(isHashedName(name)).toBe(hashed);
  });
});
