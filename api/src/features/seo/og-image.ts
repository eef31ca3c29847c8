// Social-card images: social networks do not render SVG, so every SVG thumbnail copied into the
// media folder gets a 1200×630 PNG beside it (`<name>.og.png`), drawn by resvg and fitted (letterboxed)
// onto the site's background colour. Text in the thumbnails is drawn with Inter (the font they name)
// from the TTF files of @expo-google-fonts/inter, never with the machine's fonts, so the card looks
// the same on every machine. A `<name>.og.png.sha256` beside the PNG holds the hash of the SVG it was
// made from: the PNG is drawn again only when the SVG (or RENDER_VERSION) changes.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve, sep } from 'node:path';
import type { Resvg as ResvgClass, ResvgRenderOptions } from '@resvg/resvg-js';
import { absoluteUrl, type Config } from '../../config.ts';

export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;
/** The site's background colour (--bg of the shell's site.css): the letterbox bars. */
export const OG_BACKGROUND = '#f7fbf9';
/** Bump when the drawing changes (size, fonts, background) so every card is drawn again. */
const RENDER_VERSION = '1';

const require = createRequire(import.meta.url);

/** resvg is loaded with the first card drawn (a content sync with new thumbnails), not at start (docs/decisions/0031). */
let loadedResvg: typeof ResvgClass | null = null;
function resvg(): typeof ResvgClass {
  loadedResvg ??= (require('@resvg/resvg-js') as typeof import('@resvg/resvg-js')).Resvg;
  return loadedResvg;
}
const FONT_WEIGHTS = ['400Regular', '500Medium', '600SemiBold', '700Bold', '800ExtraBold', '900Black'];
const FONT: ResvgRenderOptions['font'] = {
  loadSystemFonts: false,
  fontFiles: FONT_WEIGHTS.map((w) => require.resolve(`@expo-google-fonts/inter/${w}/Inter_${w}.ttf`)),
  defaultFontFamily: 'Inter',
  sansSerifFamily: 'Inter',
};

export function isSvgName(name: string): boolean {
  return /\.svg$/i.test(name);
}

/** `flux.svg` → `flux.og.png` (also for paths and URLs). */
export function ogImageName(svgName: string): string {
  return svgName.replace(/\.svg$/i, '.og.png');
}

/** The 1200×630 PNG of an SVG: the SVG scaled to fit, centred, on the site's background. */
export function renderOgImage(svg: Buffer): Buffer {
  // resvg draws no text inside an <image>, so the text becomes paths first (toString gives the
  // parsed tree with the text as outlines); that tree is then placed as an image on the card.
  const flat = new (resvg())(svg, { font: FONT }).toString();
  const card =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_IMAGE_WIDTH}" height="${OG_IMAGE_HEIGHT}">` +
    `<image href="data:image/svg+xml;base64,${Buffer.from(flat).toString('base64')}" ` +
    `width="${OG_IMAGE_WIDTH}" height="${OG_IMAGE_HEIGHT}" preserveAspectRatio="xMidYMid meet"/></svg>`;
  return new (resvg())(card, { background: OG_BACKGROUND, font: { loadSystemFonts: false } }).render().asPng();
}

function svgHash(svg: Buffer): string {
  return createHash('sha256').update(RENDER_VERSION).update('\0').update(svg).digest('hex');
}

/**
 * Draws `<name>.og.png` beside the SVG at `svgPath` unless the one there was made from the same
 * SVG. Throws when the SVG cannot be drawn (the caller logs it); a stale card is removed first.
 */
export function writeOgImage(svgPath: string): 'written' | 'unchanged' {
  if (!isSvgName(svgPath)) throw new Error(`not an SVG file: ${svgPath}`);
  const pngPath = ogImageName(svgPath);
  const hashPath = `${pngPath}.sha256`;
  const svg = readFileSync(svgPath);
  const hash = svgHash(svg);
  if (existsSync(pngPath) && existsSync(hashPath) && readFileSync(hashPath, 'utf8') === hash) return 'unchanged';
  removeOgImage(svgPath);
  const png = renderOgImage(svg);
  const temp = `${pngPath}.${process.pid}.tmp`;
  writeFileSync(temp, png);
  renameSync(temp, pngPath);
  writeFileSync(hashPath, hash);
  return 'written';
}

/** Removes the card (and its hash) of the SVG at `svgPath`; other paths are left alone. */
export function removeOgImage(svgPath: string): void {
  if (!isSvgName(svgPath)) return;
  const pngPath = ogImageName(svgPath);
  rmSync(pngPath, { force: true });
  rmSync(`${pngPath}.sha256`, { force: true });
}

export interface SocialImage {
  url: string;
  width?: number;
  height?: number;
}

/**
 * The image a page shows in link previews for its thumbnail URL: the PNG card when the thumbnail is
 * an SVG of this site's media folder and its card exists, otherwise the thumbnail itself; always absolute.
 */
export function socialImage(config: Pick<Config, 'publicUrl' | 'dataDir'>, thumbnail: string | null): SocialImage | null {
  if (!thumbnail) return null;
  // Answers carry site paths (/static/…); link previews need the absolute URL.
  const thumbnailUrl = thumbnail.startsWith('/') ? absoluteUrl(config, thumbnail) : thumbnail;
  const staticBase = absoluteUrl(config, '/static/');
  if (!thumbnailUrl.startsWith(staticBase) || !isSvgName(thumbnailUrl)) return { url: thumbnailUrl };
  const mediaDir = resolve(config.dataDir, 'media');
  let file: string;
  try {
    file = resolve(mediaDir, decodeURIComponent(ogImageName(thumbnailUrl).slice(staticBase.length)));
  } catch {
    return { url: thumbnailUrl };
  }
  if (!file.startsWith(mediaDir + sep) || !existsSync(file)) return { url: thumbnailUrl };
  return { url: ogImageName(thumbnailUrl), width: OG_IMAGE_WIDTH, height: OG_IMAGE_HEIGHT };
}
