import { createHash } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import type { PagePayload } from 'contracts';
import { cspDirectives } from '../../plugins/security.ts';
import { pageDocument, scriptJson } from './page-document.ts';

const TEMPLATE =
  '<html><head><title>t</title><script defer src="/main.abc.js"></script><link as="script" fetchpriority="low" href="/275.def.js" rel="preload"></head>' +
  '<body><div id="root"><div class="boot-progress" role="progressbar" aria-label="Loading"></div></div></body></html>';

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

  it("leaves the root and the shell's script to the browser when nothing was rendered", () => {
    const html = pageDocument(TEMPLATE, { body: null, head: '', payload: { ...payload, rendered: false } });
    expect(html).toContain('boot-progress');
    expect(html).not.toMatch(/<script>/);
    expect(html).toContain('<script defer src="/main.abc.js"></script>');
    expect(html).not.toContain('<template');
  });

  it('holds early taps and starts the scripts after the first paint with two inline scripts, which the CSP allows by their hashes', () => {
    const html = pageDocument(TEMPLATE, { body: '<main>Article</main>', head: '', payload });
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(inline).toHaveLength(2);
    expect(html.lastIndexOf('<script>')).toBeLessThan(html.indexOf('</head>'));
    expect(inline[0]).toContain('__reactProps$');
    expect(inline[1]).toContain('first-contentful-paint');
    for (const script of inline) {
      const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
      expect(cspDirectives({ remotesBaseUrl: '/remotes' })['script-src']).toContain(hash);
    }
  });

  it("starts a rendered page's scripts, their preloads and its print-only stylesheets from a template once the first frame is shown", () => {
    const head =
      '<style>a{}</style><link rel="stylesheet" media="print" href="/remotes/a/x.css"><link rel="preload" as="script" href="/remotes/a/remoteEntry.js">';
    const html = pageDocument(TEMPLATE, { body: '<main>Article</main>', head, payload });
    const headPart = html.slice(0, html.indexOf('</head>'));
    const template = /<template data-after-first-paint>(.*?)<\/template><script>/.exec(headPart);
    expect(template?.[1]).toBe(
      '<script defer src="/main.abc.js"></script><link as="script" fetchpriority="low" href="/275.def.js" rel="preload">' +
        '<link rel="preload" as="script" href="/remotes/a/remoteEntry.js"><link rel="stylesheet" media="print" href="/remotes/a/x.css">',
    );
    // Nothing of them is left where it was: the page fetches none before its first frame.
    expect(headPart.replace(template![0], '')).not.toMatch(/<script defer|rel="preload"|media="print"/);
    expect(headPart).toContain('<style>a{}</style><template data-after-first-paint>');
  });

  it('writes payload JSON that no text inside can close or comment out, and that reads back the same', () => {
    const json = scriptJson(payload);
    expect(json).not.toContain('</script');
    expect(json).not.toContain('<!--');
    expect(JSON.parse(json)).toEqual(payload);
  });
});
