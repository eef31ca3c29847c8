// What the server answers for a page route of the browser apps: status (200/404), a redirect to the
// canonical URL (slug case variants), or the head metadata of the page. Other features (workflows)
// add resolvers for their paths and sitemap entries through `addResolver` / `addSitemapSource`.
import { absoluteUrl, type Config } from '../../config.ts';
import type { ArticlesService } from '../articles/service.ts';
import { socialImage } from './og-image.ts';
import { ADMIN_PAGE, ARTICLE_NOT_FOUND_PAGE, NOT_FOUND_PAGE, STATIC_PAGES, fullTitle } from './site.ts';
import { articleJsonLd, breadcrumbJsonLd, websiteJsonLd, type JsonLd } from './structured-data.ts';

export interface PageMeta {
  /** Full document title. */
  title: string;
  description: string;
  /** Absolute canonical URL (null for not-found pages). */
  canonicalUrl: string | null;
  /** og:image / twitter:image (absolute). */
  imageUrl: string | null;
  /** Pixel size of the image, when known (the PNG cards: 1200×630). */
  imageWidth?: number;
  imageHeight?: number;
  type: 'website' | 'article';
  noindex: boolean;
  publishedTime?: string;
  modifiedTime?: string;
  tags?: string[];
  /** schema.org JSON-LD nodes, each put in its own <script type="application/ld+json">. */
  structuredData?: JsonLd[];
}

export type PageResolution = { kind: 'page'; status: 200 | 404; meta: PageMeta } | { kind: 'redirect'; status: 301; location: string };

/** Resolves the paths under a prefix; null means "not mine" (the next resolver, then 404). */
export type PageResolver = (path: string, rest: string[]) => Promise<PageResolution | null>;

export interface SitemapEntry {
  /** Site path or absolute URL. */
  loc: string;
  lastmod?: string;
  changefreq?: string;
  priority?: number;
}
export type SitemapSource = () => Promise<SitemapEntry[]>;

/** The article sections whose /<section>/<slug> routes show an article. */
const ARTICLE_ROUTE_SECTIONS = ['tutorials', 'blog', 'earning-ideas'] as const;

function splitPath(pathname: string): string[] | null {
  try {
    return pathname
      .split('/')
      .filter(Boolean)
      .map((s) => decodeURIComponent(s));
  } catch {
    return null;
  }
}

export function createPageCatalog({ config, articles }: { config: Pick<Config, 'publicUrl' | 'dataDir'>; articles: ArticlesService }) {
  const resolvers: { prefix: string; resolve: PageResolver }[] = [];
  const sitemapSources: SitemapSource[] = [];
  const staticByPath = new Map(STATIC_PAGES.map((p) => [p.path, p]));
  /** The first path segments the apps route (the browser's router matches them in any case). */
  const topLevel = new Set([...STATIC_PAGES.map((p) => p.path.slice(1)), ...ARTICLE_ROUTE_SECTIONS, 'workflows'].filter(Boolean));

  const page = (status: 200 | 404, meta: Partial<PageMeta> & Pick<PageMeta, 'title' | 'description'>): PageResolution => ({
    kind: 'page',
    status,
    meta: { canonicalUrl: null, imageUrl: null, type: 'website', noindex: status !== 200, ...meta },
  });

  const notFound = (): PageResolution => page(404, { title: fullTitle(NOT_FOUND_PAGE.title), description: NOT_FOUND_PAGE.description });

  async function articleResolution(section: string, slug: string, search: string): Promise<PageResolution | null> {
    const article = await articles.find(section, slug);
    if (!article) return null;
    const path = `/${article.section}/${encodeURIComponent(article.slug)}`;
    if (article.slug !== slug) return { kind: 'redirect', status: 301, location: `${path}${search}` };
    const canonicalUrl = absoluteUrl(config, path);
    const image = socialImage(config, article.thumbnail_url);
    return page(200, {
      title: fullTitle(article.title),
      description: article.description,
      canonicalUrl,
      imageUrl: image?.url ?? null,
      imageWidth: image?.width,
      imageHeight: image?.height,
      type: 'article',
      publishedTime: article.date,
      modifiedTime: article.updated,
      tags: article.tags,
      structuredData: [
        articleJsonLd(config, {
          headline: article.title,
          description: article.description,
          canonicalUrl,
          imageUrl: image?.url ?? null,
          datePublished: article.date,
          dateModified: article.updated,
          sectionPath: `/${article.section}`,
          tags: article.tags,
        }),
        breadcrumbJsonLd(config, `/${article.section}`, { name: article.title, path: canonicalUrl }),
      ],
    });
  }

  function staticPage(path: string): PageResolution | null {
    const entry = staticByPath.get(path);
    if (!entry) return null;
    const structuredData: JsonLd[] = path === '/' ? [websiteJsonLd(config)] : [];
    return page(200, {
      title: fullTitle(entry.title),
      description: entry.description,
      canonicalUrl: absoluteUrl(config, path),
      noindex: !entry.indexed,
      structuredData,
    });
  }

  return {
    /** Lets another feature answer the paths under `prefix` (e.g. '/workflows/'); the first match wins. */
    addResolver(prefix: string, resolve: PageResolver): void {
      resolvers.push({ prefix, resolve });
    },

    addSitemapSource(source: SitemapSource): void {
      sitemapSources.push(source);
    },

    /** `pathname` without the query string; `search` is kept on redirects ('' or '?…'). */
    async resolve(pathname: string, search = ''): Promise<PageResolution> {
      const segments = splitPath(pathname);
      if (!segments) return notFound();
      if (pathname.length > 1 && pathname.endsWith('/')) {
        // One leading slash only: "//host" or "/\host" would send the browser to another site.
        const path = `/${pathname.replace(/^[/\\]+/, '').replace(/\/+$/, '')}`;
        return { kind: 'redirect', status: 301, location: `${path}${search}` };
      }
      const head = segments[0]?.toLowerCase();
      if (head !== undefined && head !== segments[0] && topLevel.has(head)) {
        // "/Workflows" would show the Workflows page under a 404: send case variants to the route.
        return { kind: 'redirect', status: 301, location: `/${head}${pathname.replace(/^\/+[^/]*/, '')}${search}` };
      }
      for (const { prefix, resolve } of resolvers) {
        if (pathname.startsWith(prefix)) {
          const result = await resolve(pathname, segments);
          if (result) return result;
        }
      }
      const [first, slug, ...extra] = segments;
      if (first === 'admin') {
        const known = slug === undefined || (extra.length === 0 && ADMIN_PAGE.sections.includes(slug));
        return known ? page(200, { title: fullTitle(ADMIN_PAGE.title), description: ADMIN_PAGE.description, noindex: true }) : notFound();
      }
      if (first === undefined) return staticPage('/') ?? notFound();
      if (slug === undefined) return staticPage(`/${first}`) ?? notFound();
      if (extra.length > 0) return notFound();
      if ((ARTICLE_ROUTE_SECTIONS as readonly string[]).includes(first)) {
        return (
          (await articleResolution(first, slug, search)) ??
          page(404, { title: fullTitle(ARTICLE_NOT_FOUND_PAGE.title), description: ARTICLE_NOT_FOUND_PAGE.description })
        );
      }
      if (first === 'workflows') {
        // A workflow with an article of its own (content/workflows/<slug>.md) shows that article;
        // the workflows feature adds a resolver for the others (until then: the workflows page).
        const article = await articleResolution('workflows', slug, search);
        if (article) return article;
        const list = staticPage('/workflows');
        if (list && list.kind === 'page') {
          return { ...list, meta: { ...list.meta, canonicalUrl: absoluteUrl(config, `/workflows/${encodeURIComponent(slug)}`) } };
        }
      }
      return notFound();
    },

    async sitemap(): Promise<SitemapEntry[]> {
      const entries: SitemapEntry[] = STATIC_PAGES.filter((p) => p.indexed).map((p) => ({
        loc: p.path,
        changefreq: p.changefreq,
        priority: p.path === '/' ? 1 : 0.8,
      }));
      for (const article of await articles.all()) {
        entries.push({
          loc: `/${article.section}/${encodeURIComponent(article.slug)}`,
          lastmod: article.updated,
          changefreq: 'monthly',
          priority: 0.7,
        });
      }
      for (const source of sitemapSources) entries.push(...(await source()));
      const seen = new Set<string>();
      return entries.filter((e) => !seen.has(e.loc) && seen.add(e.loc));
    },
  };
}

export type PageCatalog = ReturnType<typeof createPageCatalog>;
