import { describe, it, expect, beforeEach, afterEach } from '@jest/globals';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH, ogImageName, removeOgImage, renderOgImage, socialImage, writeOgImage } from './og-image.ts';

interface Decoded {
  width: number;
  height: number;
  /** [r, g, b, a] of a pixel. */
  pixel(x: number, y: number): number[];
}

/** Decodes an 8-bit RGBA, non-interlaced PNG (what resvg writes): chunks, inflate, row filters. */
function decodePng(png: Buffer): Decoded {
  expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(png.toString('latin1', 12, 16)).toBe('IHDR');
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  expect([png[24], png[25], png[28]]).toEqual([8, 6, 0]); // 8 bits, RGBA, not interlaced
  const idat: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') idat.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * 4;
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    for (let i = 0; i < stride; i++) {
      const value = raw[y * (stride + 1) + 1 + i]!;
      const a = i >= 4 ? pixels[y * stride + i - 4]! : 0;
      const b = y > 0 ? pixels[(y - 1) * stride + i]! : 0;
      const c = i >= 4 && y > 0 ? pixels[(y - 1) * stride + i - 4]! : 0;
      const p = a + b - c;
      const paeth =
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c) ? a : Math.abs(p - b) <= Math.abs(p - c) ? b : c;
      const predictor = [0, a, b, (a + b) >> 1, paeth][filter]!;
      pixels[y * stride + i] = (value + predictor) & 0xff;
    }
  }
  return { width, height, pixel: (x, y) => [...pixels.subarray(y * stride + x * 4, y * stride + x * 4 + 4)] };
}

/** A square thumbnail: a dark panel with a big white word. */
const SQUARE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="630" height="630" viewBox="0 0 630 630">
  <rect width="630" height="630" fill="#0b4f4a"/>
  <text x="40" y="360" font-family="Inter, Segoe UI, Arial, sans-serif" font-size="200" font-weight="800" fill="#ffffff">Flux</text>
</svg>`;

describe('social card images', () => {
  it('draws an SVG as a 1200×630 PNG, fitted and centred on the site background, with its text', () => {
    const card = decodePng(renderOgImage(Buffer.from(SQUARE_SVG)));
    expect([card.width, card.height]).toEqual([OG_IMAGE_WIDTH, OG_IMAGE_HEIGHT]);
    // A square fits at 630×630 in the middle: bars of the background (#f7fbf9) left and right.
    expect(card.pixel(10, 315)).toEqual([0xf7, 0xfb, 0xf9, 255]);
    expect(card.pixel(1190, 315)).toEqual([0xf7, 0xfb, 0xf9, 255]);
    expect(card.pixel(300, 20)).toEqual([0x0b, 0x4f, 0x4a, 255]);
    // The word is drawn (with the packaged font): white pixels across the panel's text line.
    let white = 0;
    for (let x = 285; x < 915; x++)
      for (let y = 200; y < 360; y += 4)
        if (
          card
            .pixel(x, y)
            .slice(0, 3)
            .every((v) => v === 255)
        )
          white++;
    expect(white).toBeGreaterThan(1000);
  });

  it('refuses what is not an SVG', () => {
    expect(() => renderOgImage(Buffer.from('not an image'))).toThrow();
  });

  describe('on disk', () => {
    let dir: string;
    beforeEach(() => {
      dir = mkdtempSync(join(tmpdir(), 'og-image-'));
    });
    afterEach(() => {
      rmSync(dir, { recursive: true, force: true });
    });

    it('writes <name>.og.png beside the SVG and draws it again only when the SVG changes', () => {
      const svg = join(dir, 'flux.svg');
      writeFileSync(svg, SQUARE_SVG);
      expect(writeOgImage(svg)).toBe('written');
      const png = join(dir, 'flux.og.png');
      expect(decodePng(readFileSync(png)).width).toBe(OG_IMAGE_WIDTH);
      expect(writeOgImage(svg)).toBe('unchanged');
      writeFileSync(svg, SQUARE_SVG.replace('#0b4f4a', '#2e9e6b'));
      expect(writeOgImage(svg)).toBe('written');
      expect(decodePng(readFileSync(png)).pixel(300, 20)).toEqual([0x2e, 0x9e, 0x6b, 255]);
      rmSync(png);
      expect(writeOgImage(svg)).toBe('written');
      removeOgImage(svg);
      expect(existsSync(png)).toBe(false);
      expect(existsSync(svg)).toBe(true);
    });

    it('leaves no card of an SVG it cannot draw, and never touches files that are not SVG', () => {
      const svg = join(dir, 'broken.svg');
      writeFileSync(svg, SQUARE_SVG);
      writeOgImage(svg);
      writeFileSync(svg, '<svg xmlns="http://www.w3.org/2000/svg" width="0" height="0"/>');
      expect(() => writeOgImage(svg)).toThrow();
      expect(existsSync(join(dir, 'broken.og.png'))).toBe(false);
      const png = join(dir, 'photo.png');
      writeFileSync(png, 'png bytes');
      expect(() => writeOgImage(png)).toThrow();
      removeOgImage(png);
      expect(readFileSync(png, 'utf8')).toBe('png bytes');
    });

    it('points a page at the card of a local SVG thumbnail when it exists, else at the thumbnail', () => {
      const config = { publicUrl: 'https://site.test', dataDir: dir };
      const svgUrl = 'https://site.test/static/content/blog/a%20b.svg';
      expect(socialImage(config, svgUrl)).toEqual({ url: svgUrl });
      const folder = join(dir, 'media', 'content', 'blog');
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, 'a b.og.png'), 'png');
      expect(socialImage(config, svgUrl)).toEqual({ url: ogImageName(svgUrl), width: 1200, height: 630 });
      expect(socialImage(config, 'https://cdn.example/x.svg')).toEqual({ url: 'https://cdn.example/x.svg' });
      expect(socialImage(config, 'https://site.test/static/workflows/x.png')).toEqual({ url: 'https://site.test/static/workflows/x.png' });
      expect(socialImage(config, 'https://site.test/static/..%2f..%2fetc.svg')).toEqual({
        url: 'https://site.test/static/..%2f..%2fetc.svg',
      });
      expect(socialImage(config, null)).toBeNull();
    });
  });
});
