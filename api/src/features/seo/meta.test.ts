import { describe, it, expect } from '@jest/globals';
import { FALLBACK_TEMPLATE, injectMeta } from './meta.ts';
import type { PageMeta } from './pages.ts';

const meta: PageMeta = {
  title: 'A </script><script>alert(1)</script> title',
  description: 'About it.',
  canonicalUrl: 'https://site.test/blog/a',
  imageUrl: 'https://site.test/static/content/blog/a.og.png',
  imageWidth: 1200,
  imageHeight: 630,
  type: 'article',
  noindex: false,
  structuredData: [{ '@context': 'https://schema.org', '@type': 'Article', headline: 'A </script><!-- & --> title' }],
};

describe('injectMeta', () => {
  it('puts JSON-LD into the head that no text inside it can close, and the image size', () => {
    const html = injectMeta(FALLBACK_TEMPLATE, meta);
    const head = html.slice(0, html.indexOf('</head>'));
    const scripts = head.match(/<script\b[^>]*>[\s\S]*?<\/script>/g) ?? [];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/^<script type="application\/ld\+json" data-page-meta>\{/);
    expect(JSON.parse(scripts[0]!.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, ''))).toEqual(meta.structuredData![0]);
    expect(head).toContain('<meta property="og:image:width" content="1200" data-page-meta>');
    expect(head).toContain('<meta property="og:image:height" content="630" data-page-meta>');
  });

  it('replaces the JSON-LD and the tags of an earlier injection instead of adding to them', () => {
    const once = injectMeta(FALLBACK_TEMPLATE, meta);
    const twice = injectMeta(once, { ...meta, structuredData: [] });
    expect(twice).not.toContain('application/ld+json');
    expect(twice.match(/og:image:width/g)).toHaveLength(1);
  });

  it('gives an image of unknown size no width or height', () => {
    const html = injectMeta(FALLBACK_TEMPLATE, { ...meta, imageWidth: undefined, imageHeight: undefined });
    expect(html).toContain('og:image" content="https://site.test/static/content/blog/a.og.png"');
    expect(html).not.toContain('og:image:width');
  });
});
