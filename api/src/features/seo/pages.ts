// What the server answers for a page route of the browser apps (docs/decisions/0030-one-page-table-and-loaders.md):
// the contracts' page table (PAGE_ROUTES) gives the route and its params once; the route's loader
// reads what the page shows once and answers its status (200, 404, 410 for an article taken down), a
// redirect to the canonical URL (slug case variants) or its head metadata, and keeps the API answers it
// read for the render (PageAnswers). Other features (workflows) provide their loader through `setLoader`.
import { absoluteUrl, type Config } from '../../config.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { createPageAnswers, type PageAnswers } from '../../lib/page-answers.ts';
import type { ArticlesService } from '../articles/service.ts';
import { socialImage } from './og-image.ts';
import {
  ARTICLE_GONE_PAGE,
  ARTICLE_NOT_FOUND_PAGE,
  ADMIN_PAGE,
  NOT_FOUND_PAGE,
  SITE_DESCRIPTION,
  STATIC_HEADS,
  fullTitle,
  type StaticHead,
} from './site.ts';
import { articleJsonLd, breadcrumbJsonLd, websiteJsonLd, type JsonLd } from './structured-data.ts';
import {
  HOME_ARTICLE_LISTS,
  PAGE_ROUTES,
  articleListQuerySchema,
  matchPage,
  queryString,
  type Article,
  type PageLoaderName,
  type PageMatch,
  type PageParams,
  type PageRoute,
  type StaticPagePath,
} from 'contracts';

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

export type PageStatus = 200 | 404 | 410;
export type PageRedirect = { kind: 'redirect'; status: 301; location: string };
export type PageResolution = { kind: 'page'; status: PageStatus; meta: PageMeta } | PageRedirect;

/** A page path after normalisation: a redirect (trailing slash, case variant), or its route (null: no route, a 404). */
export type PageTarget = PageRedirect | { kind: 'route'; match: PageMatch | null };

export interface PageLoadContext {
  route: PageRoute;
  /** The route's params, decoded by the page table's matcher (never parsed again from the path). */
  params: PageParams;
  /** The API answers read for the page, handed to its render. */
  answers: PageAnswers;
}

export interface PageLoader {
  load(context: PageLoadContext): Promise<PageResolution>;
  /** The sitemap entries of the route's pages, for a route with params (every article of a section). */
  sitemap?(route: PageRoute): Promise<SitemapEntry[]>;
}

/** A loaded page: its answer and the API answers its render may use. */
export interface LoadedPage {
  resolution: PageResolution;
  answers: PageAnswers;
}

export interface SitemapEntry {
  /** Site path or absolute URL. */
  loc: string;
  lastmod?: string;
  changefreq?: string;
  priority?: number;
}

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

type UrlConfig = Pick<Config, 'publicUrl' | 'dataDir'>;

function pageOf(status: PageStatus, meta: Partial<PageMeta> & Pick<PageMeta, 'title' | 'description'>): PageResolution {
  return { kind: 'page', status, meta: { canonicalUrl: null, imageUrl: null, type: 'website', noindex: status !== 200, ...meta } };
}

/** The site's 404 page (an unknown path, or a loader's page that does not exist). */
export const notFoundPage = (): PageResolution =>
  pageOf(404, { title: fullTitle(NOT_FOUND_PAGE.title), description: NOT_FOUND_PAGE.description });

/** The head of an article page (its own section's, or a workflow write-up under /workflows). */
function articlePage(config: UrlConfig, article: Article): PageResolution {
  const canonicalUrl = absoluteUrl(config, `/${article.section}/${encodeURIComponent(article.slug)}`);
  const image = socialImage(config, article.thumbnail_url);
  return pageOf(200, {
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

/**
 * Reads an article once for its page: the page (its answer kept for the render), a redirect to its
 * canonical slug, 410 when it was taken down, 404 when there never was one.
 */
export async function loadArticle(
  { config, articles }: { config: UrlConfig; articles: ArticlesService },
  { section, slug, answers }: { section: string; slug: string; answers: PageAnswers },
): Promise<PageResolution> {
  let article: Article;
  try {
    article = await articles.get(section, slug);
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
    answers.putNotFound('GET articles/:section/:slug/', { section, slug }, error.message);
    const page = (await articles.isRemoved(section, slug))
      ? { status: 410 as const, ...ARTICLE_GONE_PAGE }
      : { status: 404 as const, ...ARTICLE_NOT_FOUND_PAGE };
    return pageOf(page.status, { title: fullTitle(page.title), description: page.description });
  }
  if (article.slug !== slug) return { kind: 'redirect', status: 301, location: `/${article.section}/${encodeURIComponent(article.slug)}` };
  answers.put('GET articles/:section/:slug/', { section, slug }, article);
  return articlePage(config, article);
}

/**
 * Reads the home page's article lists for its render, one read each through the service, with each
 * query as `GET articles/` receives it (the shared client's query string parsed by the route's schema).
 */
export async function loadHomeLists(articles: ArticlesService, answers: PageAnswers): Promise<void> {
  await Promise.all(
    Object.values(HOME_ARTICLE_LISTS).map(async (query) => {
      const received = articleListQuerySchema.parse(Object.fromEntries(new URLSearchParams(queryString(query))));
      answers.put('GET articles/', {}, await articles.list(received), query);
    }),
  );
}

/** The sitemap entries of the articles of one section, under the route's rule. */
export async function articleEntries(articles: ArticlesService, section: string, route: PageRoute): Promise<SitemapEntry[]> {
  return (await articles.all())
    .filter((article) => article.section === section)
    .map((article) => ({
      loc: `/${article.section}/${encodeURIComponent(article.slug)}`,
      lastmod: article.updated,
      changefreq: route.sitemap?.changefreq,
      priority: route.sitemap?.priority,
    }));
}

export interface PageCatalogDeps {
  config: UrlConfig;
  articles: ArticlesService;
  /** The page table (tests add a route to a copy). */
  routes?: readonly PageRoute[];
}

export function createPageCatalog({ config, articles, routes = PAGE_ROUTES }: PageCatalogDeps) {
  /** The first path segments the apps route (the browser's router matches them in any case). */
  const topLevel = new Set(routes.map((route) => route.path.split('/')[1]).filter(Boolean));

  /** A page with a fixed head: every such route of PAGE_ROUTES has its head (a type error otherwise); a test's added route gets the site's. */
  function staticPage(route: PageRoute): PageResolution {
    const head: StaticHead = STATIC_HEADS[route.path as StaticPagePath] ?? { title: null, description: SITE_DESCRIPTION };
    return pageOf(200, {
      title: fullTitle(head.title),
      description: head.description,
      canonicalUrl: absoluteUrl(config, route.path),
      noindex: route.sitemap === null,
      structuredData: route.path === '/' ? [websiteJsonLd(config)] : [],
    });
  }

  // The workflows feature sets `workflow` (setLoader).
  const loaders: Partial<Record<PageLoaderName, PageLoader>> = {
    static: { load: async ({ route }) => staticPage(route) },
    home: {
      async load({ route, answers }) {
        await loadHomeLists(articles, answers);
        return staticPage(route);
      },
    },
    article: {
      load: ({ route, params, answers }) =>
        loadArticle({ config, articles }, { section: route.path.split('/')[1] ?? '', slug: params.slug ?? '', answers }),
      sitemap: (route) => articleEntries(articles, route.path.split('/')[1] ?? '', route),
    },
    staff: {
      async load({ params }) {
        const [section, ...extra] = (params['*'] ?? '').split('/').filter(Boolean);
        const known = section === undefined || (extra.length === 0 && ADMIN_PAGE.sections.includes(section));
        return known
          ? pageOf(200, { title: fullTitle(ADMIN_PAGE.title), description: ADMIN_PAGE.description, noindex: true })
          : notFoundPage();
      },
    },
  };

  /** The route and params of `pathname` (without the query string), or a redirect (its location without the query). No I/O. */
  function target(pathname: string): PageTarget {
    const segments = splitPath(pathname);
    if (!segments) return { kind: 'route', match: null };
    if (pathname.length > 1 && pathname.endsWith('/')) {
      // One leading slash only: "//host" or "/\host" would send the browser to another site.
      const path = `/${pathname.replace(/^[/\\]+/, '').replace(/\/+$/, '')}`;
      return { kind: 'redirect', status: 301, location: path };
    }
    const head = segments[0]?.toLowerCase();
    if (head !== undefined && head !== segments[0] && topLevel.has(head)) {
      // "/Workflows" would show the Workflows page under a 404: send case variants to the route.
      return { kind: 'redirect', status: 301, location: `/${head}${pathname.replace(/^\/+[^/]*/, '')}` };
    }
    return { kind: 'route', match: matchPage(segments, routes) };
  }

  /** Runs the route's loader: one read for the page's head, status and the answers its render uses. */
  async function load(match: PageMatch | null): Promise<LoadedPage> {
    const answers = createPageAnswers();
    if (!match) return { resolution: notFoundPage(), answers };
    const loader = loaders[match.route.loader];
    if (!loader)
      throw new Error(`No loader "${match.route.loader}" for ${match.route.path}: the feature that owns it sets it with setLoader.`);
    const resolution = await loader.load({ route: match.route, params: match.params, answers });
    return { resolution, answers };
  }

  return {
    target,
    load,

    /** Lets another feature load the pages of its routes (the workflows' pages). */
    setLoader(name: PageLoaderName, loader: PageLoader): void {
      loaders[name] = loader;
    },

    /** Every listed page: the routes without params that the table lists, and the pages of those with params, from their loaders. */
    async sitemap(): Promise<SitemapEntry[]> {
      const entries: SitemapEntry[] = [];
      for (const route of routes) {
        if (!route.sitemap) continue;
        if (!route.path.includes(':'))
          entries.push({ loc: route.path, changefreq: route.sitemap.changefreq, priority: route.sitemap.priority });
        else entries.push(...((await loaders[route.loader]?.sitemap?.(route)) ?? []));
      }
      const seen = new Set<string>();
      return entries.filter((e) => !seen.has(e.loc) && seen.add(e.loc));
    },
  };
}

export type PageCatalog = ReturnType<typeof createPageCatalog>;
