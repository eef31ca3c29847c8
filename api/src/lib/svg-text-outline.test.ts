import { describe, expect, it } from '@jest/globals';
import { MAX_OUTLINED_CHARACTERS, outlineText } from './svg-text-outline.ts';

const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630">${body}</svg>`;
/** The x of the first point each path is drawn from. */
const firstX = (outlined: string) => [...outlined.matchAll(/ d="M(-?[\d.]+)/g)].map((m) => Number(m[1]));
const firstY = (outlined: string) => [...outlined.matchAll(/ d="M-?[\d.]+[ -]?(-?[\d.]+)/g)].map((m) => Number(m[1]));

describe('outlining the text of an SVG', () => {
  it('draws each text as a path in the fill it has or inherits, and leaves the rest as it was', () => {
    const source = svg(
      '<rect width="1200" height="630" fill="#0b4f4a"/><g font-family="Inter, sans-serif" font-size="40" fill="#ffffff"><text x="70" y="120" font-weight="800">Flux</text><text x="70" y="200" fill="#c8f0d8" opacity="0.9">Wan 2.2 &amp; Qwen</text></g>',
    );
    const outlined = outlineText(source, { strict: true });
    expect(outlined).not.toContain('<text');
    expect(outlined).toContain(
      '<rect width="1200" height="630" fill="#0b4f4a"/><g font-family="Inter, sans-serif" font-size="40" fill="#ffffff">',
    );
    expect(outlined).toMatch(/<path fill="#ffffff" d="M[^"]+"\/><path opacity="0.9" fill="#c8f0d8" d="M[^"]+"\/><\/g><\/svg>$/);
  });

  it('aligns a text on its x by its anchor', () => {
    const at = (anchor: string) =>
      firstX(
        outlineText(svg(`<text x="600" y="300" font-family="Inter" font-size="50" text-anchor="${anchor}">Workflow</text>`), {
          strict: true,
        }),
      )[0]!;
    const [start, middle, end] = [at('start'), at('middle'), at('end')];
    expect(start).toBeGreaterThan(middle);
    expect(middle).toBeGreaterThan(end);
    expect(start - middle).toBeCloseTo(middle - end, 0);
  });

  it('starts a line at each tspan with its own x, dy lower', () => {
    const outlined = outlineText(
      svg(
        '<text x="70" y="250" font-family="Inter" font-size="66" fill="#fff"><tspan x="70" dy="0">Flux</tspan><tspan x="70" dy="78">Flux</tspan></text>',
      ),
      { strict: true },
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
    expect(() => outlineText(svg('<text x="0" y="40" font-family="Inter">Go 🚀</text>'), { strict: true })).toThrow(
      '"🚀" (U+1F680) is not in Inter.',
    );
  });

  it.each([
    ['another font', '<text x="0" y="40" font-family="Georgia, serif">Flux</text>', 'the font is "Georgia", not Inter'],
    ['no font (the browser would pick its serif)', '<text x="0" y="40">Flux</text>', "the font is the browser's default, not Inter"],
    ['italic', '<g font-style="italic"><text x="0" y="40" font-family="Inter">Flux</text></g>', 'font-style "italic"'],
    ['a shift the outlines do not place', '<text x="0" y="40" dx="4" font-family="Inter">Flux</text>', "the text's dx attribute"],
    ['one x per character', '<text x="0 10 20" y="40" font-family="Inter">Flux</text>', 'the text\'s x "0 10 20" is not one length'],
    ['a size in em', '<text x="0" y="40" font-family="Inter" font-size="2em">Flux</text>', 'font-size "2em" is not a length in px'],
    [
      'text on a path',
      '<text font-family="Inter"><textPath href="#p">Flux</textPath></text>',
      'an element other than a tspan inside the text',
    ],
    [
      'a weight Inter lacks',
      '<text x="0" y="40" font-family="Inter" font-weight="350">Flux</text>',
      'font-weight "350" is not one of Inter\'s',
    ],
  ])('keeps a text it cannot draw exactly (%s) as text, and says why when strict', (_, text, reason) => {
    const source = svg(`<rect width="10" height="10"/>${text}<text x="0" y="90" font-family="Inter">Wan</text>`);
    const outlined = outlineText(source, { strict: false });
    expect(outlined).toContain(text);
    expect(outlined).not.toContain('>Wan</text>');
    expect(outlined).toMatch(/<path fill="#000" d="M[^"]+"\/><\/svg>$/);
    expect(() => outlineText(source, { strict: true })).toThrow(reason);
  });

  it('leaves all the text of an upload with more than it outlines as text', () => {
    const line = (n: number) => `<text x="0" y="${n * 20}" font-family="Inter">${'a'.repeat(100)}</text>`;
    const many = svg(Array.from({ length: MAX_OUTLINED_CHARACTERS / 100 + 1 }, (_, n) => line(n)).join(''));
    expect(outlineText(many, { strict: false })).toBe(many);
    const few = svg(Array.from({ length: MAX_OUTLINED_CHARACTERS / 100 }, (_, n) => line(n)).join(''));
    expect(outlineText(few, { strict: false })).not.toContain('<text');
  });
});
