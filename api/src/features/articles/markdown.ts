// Renders an article's Markdown once to sanitized HTML: headings get unique slug ids (h2/h3 form the
// table of contents), external links open in a new tab with rel="noopener noreferrer", code blocks
// keep their `language-x` class and are focusable (a keyboard scrolls a long line), images beside the .md file are published under /static/.
import { Marked, type Tokens } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { escapeHtml, htmlToText } from '../../lib/html.ts';

export interface TocEntry {
  id: string;
  text: string;
  level: number;
}

export interface RenderedMarkdown {
  html: string;
  toc: TocEntry[];
  text: string;
  words: number;
  readingMinutes: number;
  /** Files referenced by relative image paths (relative to the .md file's folder). */
  assets: string[];
}

export interface RenderOptions {
  /** Origin of the site: links to it are internal. */
  publicUrl: string;
  /** Site path relative image files are published under, e.g. /static/content/blog. */
  assetBase: string;
}

export const WORDS_PER_MINUTE = 230;

export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'section';
}

/** A relative path to a file beside the article (no scheme, no leading slash, no ..). */
export function isLocalAssetPath(src: string): boolean {
  return !/^[a-z][a-z0-9+.-]*:/i.test(src) && !src.startsWith('/') && !src.startsWith('#') && !src.split(/[\\/]/).includes('..');
}

function isExternal(href: string, publicUrl: string): boolean {
  if (!/^(https?:)?\/\//i.test(href)) return false;
  try {
    const target = new URL(href, publicUrl);
    return target.origin !== new URL(publicUrl).origin;
  } catch {
    return false;
  }
}

export function renderMarkdown(markdown: string, options: RenderOptions): RenderedMarkdown {
  const taken = new Set<string>();
  const toc: TocEntry[] = [];
  const assets = new Set<string>();
  const uniqueId = (text: string): string => {
    const base = slugify(text);
    let id = base;
    for (let n = 1; taken.has(id); n += 1) id = `${base}-${n}`;
    taken.add(id);
    return id;
  };

  const marked = new Marked({ gfm: true, async: false });
  marked.use({
    renderer: {
      heading(this: { parser: { parseInline(tokens: Tokens.Generic[]): string } }, { tokens, depth }: Tokens.Heading) {
        const inner = this.parser.parseInline(tokens);
        const text = htmlToText(inner);
        const id = uniqueId(text);
        if (depth === 2 || depth === 3) toc.push({ id, text, level: depth });
        return `<h${depth} id="${escapeHtml(id)}">${inner}</h${depth}>\n`;
      },
      image({ href, title, text }: Tokens.Image) {
        let src = href;
        if (isLocalAssetPath(href)) {
          const file = href.replace(/^\.\//, '').split(/[?#]/)[0] ?? '';
          assets.add(file);
          src = `${options.assetBase}/${file.split('/').map(encodeURIComponent).join('/')}`;
        }
        const titleAttr = title ? ` title="${escapeHtml(title)}"` : '';
        return `<img src="${escapeHtml(src)}" alt="${escapeHtml(text)}"${titleAttr} loading="lazy">`;
      },
    },
  });

  const raw = marked.parse(markdown) as string;
  const html = sanitizeHtml(raw, {
    allowedTags: [
      ...new Set([...sanitizeHtml.defaults.allowedTags, 'h1', 'img', 'del', 'ins', 'kbd', 'sup', 'sub', 'details', 'summary', 'input']),
    ],
    allowedAttributes: {
      a: ['href', 'title', 'rel', 'target', 'id'],
      img: ['src', 'alt', 'title', 'loading', 'width', 'height'],
      h1: ['id'],
      h2: ['id'],
      h3: ['id'],
      h4: ['id'],
      h5: ['id'],
      h6: ['id'],
      code: ['class'],
      pre: ['class', 'tabindex'],
      th: ['align', 'colspan', 'rowspan'],
      td: ['align', 'colspan', 'rowspan'],
      ol: ['start'],
      input: ['type', 'checked', 'disabled'],
    },
    allowedClasses: { code: [/^language-[\w+#-]+$/], pre: [/^language-[\w+#-]+$/] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https', 'data'] },
    allowProtocolRelative: false,
    transformTags: {
      pre: (tagName, attribs) => ({ tagName, attribs: { ...attribs, tabindex: '0' } }),
      a: (tagName, attribs) => {
        const href = attribs.href ?? '';
        const next: Record<string, string> = { ...attribs };
        delete next.target;
        delete next.rel;
        if (isExternal(href, options.publicUrl)) {
          next.target = '_blank';
          next.rel = 'noopener noreferrer';
        }
        return { tagName, attribs: next };
      },
      input: (tagName, attribs) =>
        attribs.type === 'checkbox'
          ? { tagName, attribs: { type: 'checkbox', disabled: '', ...(attribs.checked !== undefined ? { checked: '' } : {}) } }
          : { tagName: 'span', attribs: {} },
    },
  });

  const text = htmlToText(html);
  const words = text ? text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length : 0;
  return {
    html,
    toc,
    text,
    words,
    readingMinutes: Math.max(1, Math.ceil(words / WORDS_PER_MINUTE)),
    assets: [...assets],
  };
}
