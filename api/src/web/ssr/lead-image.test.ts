import { describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LEAD_IMAGE_MAX_COMPRESSED_BYTES, inlineLeadImage, svgDataUrl } from './lead-image.ts';
import { readText } from './text-files.ts';

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 12 6">\n  <!-- a note -->\n  <rect fill="#0b4f4a" width="12" height="6"/>\n  <text>Script → Voice & more</text>\n</svg>\n';

/** The drawings a site serves, by file name, whatever their folder. */
function mediaDir(files: Record<string, string>): (src: string) => Promise<string | null> {
  const dir = mkdtempSync(join(tmpdir(), 'lead-image-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return async (src) => readText(join(dir, src.slice(src.lastIndexOf('/') + 1)));
}

describe('lead image', () => {
  it('puts the high-priority SVG into the page and drops its preload', async () => {
    const fileOf = mediaDir({ 'a.svg': SVG });
    const html =
      '<div id="root"><link rel="preload" as="image" href="/static/content/a.svg" fetchPriority="high"/>' +
      '<img src="/static/content/a.svg" alt="A" loading="eager" fetchPriority="high" width="1200" height="630"/>' +
      '<img src="/static/content/a.svg" alt="A again" loading="lazy" fetchPriority="auto"/></div>';
    const out = await inlineLeadImage(html, fileOf);
    expect(out).toBe(
      `<div id="root"><img src="${svgDataUrl(SVG)}" alt="A" loading="eager" fetchPriority="high" width="1200" height="630"/>` +
        '<img src="/static/content/a.svg" alt="A again" loading="lazy" fetchPriority="auto"/></div>',
    );
  });

  it('writes a data: URL that decodes to the drawing and cannot leave its attribute', () => {
    const url = svgDataUrl(SVG);
    expect(url).not.toMatch(/["<>&#\n]/);
    const text = decodeURIComponent(url.slice('data:image/svg+xml,'.length));
    expect(text).toBe(
      "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 12 6'> <rect fill='#0b4f4a' width='12' height='6'/> <text>Script → Voice & more</text> </svg>",
    );
  });

  it('changes only the quotes around attribute values: a double quote in a text keeps its place', () => {
    const decoded = (svg: string) => {
      const url = svgDataUrl(svg);
      expect(url).not.toMatch(/["<>&#\n]/);
      return decodeURIComponent(url.slice('data:image/svg+xml,'.length));
    };
    expect(decoded('<svg viewBox="0 0 12 6"><text x="1">Say "cheese"</text></svg>')).toBe(
      `<svg viewBox='0 0 12 6'><text x='1'>Say "cheese"</text></svg>`,
    );
    // A value that holds a single quote keeps its double ones.
    expect(decoded(`<svg viewBox="0 0 12 6"><text font-family="'Inter', sans-serif" x="1">"Quoted" > 'it'</text></svg>`)).toBe(
      `<svg viewBox='0 0 12 6'><text font-family="'Inter', sans-serif" x='1'>"Quoted" > 'it'</text></svg>`,
    );
  });

  it("puts a workflow's thumbnail in as the site serves it", async () => {
    const html = '<img src="/static/workflows/flux.svg" alt="Flux" loading="eager" fetchPriority="high"/>';
    const out = await inlineLeadImage(html, async (src) => (src === '/static/workflows/flux.svg' ? SVG : null));
    expect(out).toBe(`<img src="${svgDataUrl(SVG)}" alt="Flux" loading="eager" fetchPriority="high"/>`);
  });

  it('leaves a raster image, a missing file, a large drawing and an image of another site as they are', async () => {
    // Path data that does not compress (random numbers) past the limit; the same length of repeats is small once sent.
    const noise = randomBytes(LEAD_IMAGE_MAX_COMPRESSED_BYTES).join(' ');
    const fileOf = mediaDir({ 'a.svg': SVG, 'big.svg': `<svg><path d="M${noise}"/></svg>`, 'a.png': 'png' });
    for (const src of [
      '/static/content/a.png',
      '/static/content/gone.svg',
      '/static/content/big.svg',
      '/static/workflows/gone.svg',
      'https://example.com/a.svg',
    ]) {
      const html = `<img src="${src}" alt="" fetchPriority="high"/>`;
      expect(await inlineLeadImage(html, fileOf)).toBe(html);
    }
  });
});
