// Puts a page's head metadata into the shell's index.html before it is sent, so crawlers and link
// previews that run no script see the right title, description, canonical link and OG/Twitter tags.
//
// Contract with the shell's index.html: it contains one `<title>…</title>` and one
// `<meta name="description" content="…">` inside <head>; both are replaced. The other tags are
// inserted right before `</head>` (canonical, robots, Open Graph, Twitter, then one
// `<script type="application/ld+json">` per structured-data node). Any canonical/og:/twitter: tags
// and JSON-LD scripts already in the template are removed first. Without those tags (or without </head>)
// the injection still works: missing tags are inserted at the start of <head> or the document.
import { escapeHtml } from '../../lib/html.ts';
import type { PageMeta } from './pages.ts';
import { SITE_NAME } from './site.ts';
import { jsonLdText } from './structured-data.ts';

export const META_MARKER = 'data-page-meta';

function tag(name: 'meta' | 'link', attrs: Record<string, string>): string {
  const body = Object.entries(attrs)
    .map(([k, v]) => `${k}="${escapeHtml(v)}"`)
    .join(' ');
  return `<${name} ${body} ${META_MARKER}>`;
}

export function headTags(meta: PageMeta): string[] {
  const tags: string[] = [];
  const property = (p: string, content: string) => tags.push(tag('meta', { property: p, content }));
  const named = (n: string, content: string) => tags.push(tag('meta', { name: n, content }));
  if (meta.canonicalUrl) tags.push(tag('link', { rel: 'canonical', href: meta.canonicalUrl }));
  if (meta.noindex) named('robots', 'noindex');
  property('og:site_name', SITE_NAME);
  property('og:type', meta.type);
  property('og:title', meta.title);
  property('og:description', meta.description);
  if (meta.canonicalUrl) property('og:url', meta.canonicalUrl);
  if (meta.imageUrl) {
    property('og:image', meta.imageUrl);
    if (meta.imageWidth && meta.imageHeight) {
      property('og:image:width', String(meta.imageWidth));
      property('og:image:height', String(meta.imageHeight));
    }
  }
  if (meta.type === 'article') {
    if (meta.publishedTime) property('article:published_time', meta.publishedTime);
    if (meta.modifiedTime) property('article:modified_time', meta.modifiedTime);
    for (const t of meta.tags ?? []) property('article:tag', t);
  }
  named('twitter:card', meta.imageUrl ? 'summary_large_image' : 'summary');
  named('twitter:title', meta.title);
  named('twitter:description', meta.description);
  if (meta.imageUrl) named('twitter:image', meta.imageUrl);
  for (const node of meta.structuredData ?? []) {
    tags.push(`<script type="application/ld+json" ${META_MARKER}>${jsonLdText(node)}</script>`);
  }
  return tags;
}

const TITLE_RE = /<title\b[^>]*>[\s\S]*?<\/title>/i;
const DESCRIPTION_RE = /<meta\b(?=[^>]*\bname\s*=\s*["']?description["']?)[^>]*>/i;
const STALE_RE =
  /\s*<(?:link\b(?=[^>]*\brel\s*=\s*["']?canonical["']?)[^>]*|meta\b(?=[^>]*\b(?:property|name)\s*=\s*["']?(?:og:|twitter:|article:|robots["'\s>]))[^>]*)>/gi;
const STALE_JSON_LD_RE = /\s*<script\b(?=[^>]*\btype\s*=\s*["']?application\/ld\+json)[^>]*>[\s\S]*?<\/script\s*>/gi;

/** The last template with its stale tags removed: every page of a shell build shares it (decision 0045). */
let stripped: { template: string; html: string } | null = null;

function withoutStaleTags(template: string): string {
  if (stripped?.template !== template) stripped = { template, html: template.replace(STALE_RE, '').replace(STALE_JSON_LD_RE, '') };
  return stripped.html;
}

export function injectMeta(template: string, meta: PageMeta): string {
  const title = `<title>${escapeHtml(meta.title)}</title>`;
  const description = `<meta name="description" content="${escapeHtml(meta.description)}">`;
  let html = withoutStaleTags(template);
  const missing: string[] = [];
  if (TITLE_RE.test(html)) html = html.replace(TITLE_RE, () => title);
  else missing.push(title);
  if (DESCRIPTION_RE.test(html)) html = html.replace(DESCRIPTION_RE, () => description);
  else missing.push(description);
  const block = [...missing, ...headTags(meta)].join('\n    ');
  const headEnd = html.search(/<\/head\s*>/i);
  if (headEnd >= 0) return `${html.slice(0, headEnd)}    ${block}\n  ${html.slice(headEnd)}`;
  const headStart = html.match(/<head\b[^>]*>/i);
  if (headStart?.index !== undefined) {
    const at = headStart.index + headStart[0].length;
    return `${html.slice(0, at)}\n    ${block}${html.slice(at)}`;
  }
  return `${block}\n${html}`;
}

/** The document pages get when no shell build exists (API tests, API-only runs). */
export const FALLBACK_TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${SITE_NAME}</title>
    <meta name="description" content="">
  </head>
  <body>
    <div id="root"></div>
    <noscript>The front-end apps are not built: run npm run build.</noscript>
  </body>
</html>
`;
