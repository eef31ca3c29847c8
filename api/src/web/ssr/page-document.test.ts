import { createHash } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import type { PagePayload } from 'contracts';
import { cspDirectives } from '../../plugins/security.ts';
import { pageDocument, scriptJson } from './page-document.ts';

const TEMPLATE =
  '<html><head><title>t</title></head><body><div id="root"><div class="boot-progress" role="progressbar" aria-label="Loading"></div></div></body></html>';

const payload: PagePayload = {
  remotes: {
    'mf-content': {
      channel: 'stable',
      version: '1.0.0',
      entry: '/remotes/mf-content/1.0.0/mf-manifest.json',
      script: '/remotes/mf-content/1.0.0/remoteEntry.js',
    },
  },
  config: { adsenseClient: '', adSlots: {}, adPreview: false, googleClientId: '', version: '1.0.0' },
  queries: { queries: [{ queryKey: ['search', '</script><script>alert(1)</script>'], state: { data: ['<!-- x'] } }] },
  modules: [],
  clientOnly: [],
  rendered: true,
  adFree: false,
};

describe('pageDocument', () => {
  it('puts the markup in #root, the head links before </head> and the payload before </body>', () => {
    const html = pageDocument(TEMPLATE, { body: '<main>Article</main>', head: '<style>a{}</style>', payload });
    expect(html).toContain('<div id="root"><main>Article</main></div>');
    expect(html).not.toContain('boot-progress');
    expect(html.indexOf('<style>a{}</style>')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toMatch(/<script type="application\/json" id="page-payload">.*<\/script><\/body>/);
  });

  it('leaves the root to the browser when nothing was rendered', () => {
    const html = pageDocument(TEMPLATE, { body: null, head: '', payload: { ...payload, rendered: false } });
    expect(html).toContain('boot-progress');
    expect(html).not.toMatch(/<script>/);
  });

  it('holds early taps on a rendered page with the one inline script, which the CSP allows by its hash', () => {
    const html = pageDocument(TEMPLATE, { body: '<main>Article</main>', head: '', payload });
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(inline).toHaveLength(1);
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('</head>'));
    expect(inline[0]).toContain('__reactProps$');
    const hash = `'sha256-${createHash('sha256').update(inline[0]!).digest('base64')}'`;
    expect(cspDirectives({ remotesBaseUrl: '/remotes' })['script-src']).toContain(hash);
  });

  it('writes payload JSON that no text inside can close or comment out, and that reads back the same', () => {
    const json = scriptJson(payload);
    expect(json).not.toContain('</script');
    expect(json).not.toContain('<!--');
    expect(JSON.parse(json)).toEqual(payload);
  });
});
