import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { contentSvgFiles, outlineText } from './outline-svg-text.ts';

const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630">${body}</svg>`;
/** The x of the first point each path is drawn from. */
const firstX = (outlined: string) => [...outlined.matchAll(/ d="M(-?[\d.]+)/g)].map((m) => Number(m[1]));
const firstY = (outlined: string) => [...outlined.matchAll(/ d="M-?[\d.]+[ -]?(-?[\d.]+)/g)].map((m) => Number(m[1]));

describe('outlining the text of an SVG', () => {
  it('draws each text as a path in the fill it has or inherits, and leaves the rest as it was', () => {
    const source = svg(
      '<rect width="1200" height="630" fill="#0b4f4a"/><g font-family="Inter, sans-serif" font-size="40" fill="#ffffff"><text x="70" y="120" font-weight="800">Flux</text><text x="70" y="200" fill="#c8f0d8" opacity="0.9">Wan 2.2 &amp; Qwen</text></g>',
    );
    const outlined = outlineText(source);
    expect(outlined).not.toContain('<text');
    expect(outlined).toContain(
      '<rect width="1200" height="630" fill="#0b4f4a"/><g font-family="Inter, sans-serif" font-size="40" fill="#ffffff">',
    );
    expect(outlined).toMatch(/<path fill="#ffffff" d="M[^"]+"\/><path opacity="0.9" fill="#c8f0d8" d="M[^"]+"\/><\/g><\/svg>$/);
  });

  it('aligns a text on its x by its anchor', () => {
    const at = (anchor: string) =>
      firstX(outlineText(svg(`<text x="600" y="300" font-size="50" text-anchor="${anchor}">Workflow</text>`)))[0]!;
    const [start, middle, end] = [at('start'), at('middle'), at('end')];
    expect(start).toBeGreaterThan(middle);
    expect(middle).toBeGreaterThan(end);
    expect(start - middle).toBeCloseTo(middle - end, 0);
  });

  it('starts a line at each tspan with its own x, dy lower', () => {
    const outlined = outlineText(
      svg('<text x="70" y="250" font-size="66" fill="#fff"><tspan x="70" dy="0">Flux</tspan><tspan x="70" dy="78">Flux</tspan></text>'),
    );
    const paths = outlined.match(/ d="([^"]+)"/)![1]!;
    const lines = paths.split('M').filter(Boolean);
    // Two copies of the same word: each glyph is the same relative path, only its starting point moves.
    expect(lines.slice(0, 4).map((glyph) => glyph.replace(/^[\d.]+[ -]?-?[\d.]+/, ''))).toEqual(
      lines.slice(4).map((glyph) => glyph.replace(/^[\d.]+[ -]?-?[\d.]+/, '')),
    );
    const ys = firstY(`<path d="M${lines[0]}"/><path d="M${lines[4]}"/>`);
    expect(ys[1]! - ys[0]!).toBeCloseTo(78, 0);
  });

  it('refuses a character Inter does not draw, naming it', () => {
    expect(() => outlineText(svg('<text x="0" y="40">Go 🚀</text>'))).toThrow('"🚀" (U+1F680) is not in Inter.');
  });
});

describe('the content folder', () => {
  it('has no SVG with text left in it (npm run content:outline draws it as outlines)', () => {
    const withText = contentSvgFiles()
      .filter((file) => readFileSync(file, 'utf8').includes('<text'))
      .map((file) => relative(process.cwd(), file));
    expect(withText).toEqual([]);
  });
});
