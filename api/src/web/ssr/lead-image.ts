// The page's lead image (the <img fetchpriority="high"> a screen marks: the first card's thumbnail,
// an article's header picture) goes inside the page when it is a small SVG of the site's content: the
// browser then paints it with the text in the first frame, instead of a frame later, after the
// shell's script has run (decision 0041). The browser's render keeps the URL; the server's data:
// URL stays in the hydrated page, as React does not rewrite attributes while it hydrates. A workflow's
// thumbnail (the first card of /workflows) goes in the same way (decision 0059).

import { gzipSync } from 'node:zlib';

/**
 * Larger SVGs (a detailed drawing) stay a request of their own: the page's HTML would grow by more
 * than a round trip saves. Counted as sent, compressed (gzip, which brotli beats): a thumbnail whose
 * text is outlines is 12–43 KB of path data that compresses 5–6× (decision 0065).
 */
export const LEAD_IMAGE_MAX_COMPRESSED_BYTES = 10 * 1024;

const LEAD_IMG_RE = /<img\b[^>]*\bfetchpriority="high"[^>]*>/i;
/** The editorial pictures of the content folder and the workflows' thumbnails. */
const LOCAL_SVG_SRC_RE = /\bsrc="(\/static\/(?:content|workflows)\/[\w./-]+\.svg)"/;

/** A start or end tag: quoted attribute values may hold `<` or `>`. */
const TAG_RE = /<[^<>"']*(?:(?:"[^"]*"|'[^']*')[^<>"']*)*>/g;

/** An SVG as a data: URL for a double-quoted attribute: only the characters a URL or the attribute cannot hold are escaped. */
export function svgDataUrl(svg: string): string {
  // An attribute's double quotes become single ones when its value holds no single quote; a double
  // quote anywhere else (a `<text>`'s content, a value that holds both) is percent-encoded below.
  const text = svg
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(TAG_RE, (tag) =>
      tag.replace(/"[^"]*"|'[^']*'/g, (quoted) => (/^"[^']*"$/.test(quoted) ? `'${quoted.slice(1, -1)}'` : quoted)),
    );
  return `data:image/svg+xml,${text.replace(/[^\w ',.:;=/()!*~@$+-]/gu, (c) => encodeURIComponent(c))}`;
}

/** The drawings last inlined, by their text (an edited file is a new entry): their data: URL, or null when too large. */
const inlineUrls = new Map<string, string | null>();
/** More than the site's lead pictures (an article's header, the first card of a list): ~2 MB at most. */
const INLINE_URLS_KEPT = 32;

/** The drawing's data: URL, or null when it is too large to go inside a page; compressing and escaping it are done once per drawing, not per render. */
function inlineUrl(svg: string): string | null {
  let url = inlineUrls.get(svg);
  if (url === undefined) {
    url = gzipSync(svg).byteLength > LEAD_IMAGE_MAX_COMPRESSED_BYTES ? null : svgDataUrl(svg);
    if (inlineUrls.size >= INLINE_URLS_KEPT) inlineUrls.delete(inlineUrls.keys().next().value!);
    inlineUrls.set(svg, url);
  }
  return url;
}

/** `html` with its lead image's `src` replaced by the drawing as a data: URL, when `svgOf` answers a small SVG for it (null: none). */
export async function inlineLeadImage(html: string, svgOf: (src: string) => Promise<string | null>): Promise<string> {
  const img = LEAD_IMG_RE.exec(html);
  const src = img && LOCAL_SVG_SRC_RE.exec(img[0]);
  if (!img || !src) return html;
  const svg = await svgOf(src[1]!);
  const url = svg === null ? null : inlineUrl(svg);
  if (url === null) return html;
  const inlined = img[0].replace(LOCAL_SVG_SRC_RE, () => `src="${url}"`);
  const page = html.slice(0, img.index) + inlined + html.slice(img.index + img[0].length);
  // React writes a preload of a high-priority image ahead of the markup: nothing is left to fetch.
  return page.replace(preloadOf(src[1]!), '');
}

function preloadOf(src: string): RegExp {
  return new RegExp(`<link rel="preload" as="image" href="${src.replace(/[.]/g, '\\.')}"[^>]*>`);
}
