// The site's pages, written once (docs/decisions/0030-one-page-table-and-loaders.md): each route's
// path pattern, the remote screen that draws it, the server loader that gives its head and status,
// whether it is staff-only, whether the sitemap lists it and the cache tags of what it shows. The
// shell's router, the API's page server (head, status, render cache tags) and the sitemap all read
// this table; a page added here appears in all three (docs/how-to/add-a-page.md).
import type { RemoteModuleRef } from './remotes.ts';

/** A route's parameters by name, decoded (`/tutorials/:slug` → { slug }); `*` holds the rest of a splat route. */
export type PageParams = Record<string, string>;

/**
 * The API's loader of a page (one per kind of screen): it reads what the page shows once and answers
 * its head (title, description, canonical, Open Graph, JSON-LD) and status.
 * static: fixed head; home: fixed head and the home page's article lists; article: an article by section
 * and slug; workflow: a workflow or its write-up; staff: the staff area; profile: a member's public progress page.
 */
export type PageLoaderName = 'static' | 'home' | 'article' | 'workflow' | 'staff' | 'profile';

/** How often a listed page changes, for the sitemap. */
export type ChangeFrequency = 'daily' | 'weekly' | 'monthly' | 'yearly';

export interface SitemapRule {
  changefreq: ChangeFrequency;
  priority: number;
}

export interface PageRoute {
  /** `/contact`, `/tutorials/:slug`, `/admin/*` (a splat matches the path and everything under it). */
  path: string;
  /** site: inside the navigation bar and footer; bare: a page of its own (sign in); staff: the staff area's layout. */
  layout: 'site' | 'bare' | 'staff';
  /** The remote's screen drawing the route, with its props from the params; null: the shell draws it (the staff area). */
  screen: ((params: PageParams) => RemoteModuleRef) | null;
  /** The screen is mounted again when this changes (default: the screen's module). */
  screenKey?: (params: PageParams) => string;
  loader: PageLoaderName;
  /** Only for staff: rendered for each request, never stored, never cached by anyone. */
  staff?: true;
  /** A member's own public page: rendered for each request, never stored, never cached by anyone, so turning it off hides it at once. */
  personal?: true;
  /** Listed in the sitemap: a route without parameters as itself, one with parameters through its loader (every article, every workflow). */
  sitemap: SitemapRule | null;
  /** What the page shows, for purges of the render cache and a CDN (`article:<section>/<slug>`, `home`…). */
  tags: (params: PageParams) => string[];
}

/** A tag a CDN accepts (no spaces or commas). */
function tagPart(value: string): string {
  return encodeURIComponent(value);
}

const fixed =
  (...tags: string[]) =>
  (): string[] =>
    tags;

const WEEKLY: SitemapRule = { changefreq: 'weekly', priority: 0.8 };
const LISTED: SitemapRule = { changefreq: 'monthly', priority: 0.7 };

/** The article sections with an index and article pages of their own (workflow write-ups live under /workflows). */
type ArticleSection = 'tutorials' | 'earning-ideas' | 'blog';

function sectionRoutes<S extends ArticleSection>(section: S) {
  return [
    {
      path: `/${section}`,
      layout: 'site',
      screen: () => ({ remote: 'mf-content', module: 'SectionIndexPage', props: { section } }),
      screenKey: () => section,
      loader: 'static',
      sitemap: WEEKLY,
      tags: fixed(`section:${section}`),
    },
    {
      path: `/${section}/:slug`,
      layout: 'site',
      screen: ({ slug = '' }) => ({ remote: 'mf-content', module: 'ArticlePage', props: { section, slug } }),
      screenKey: ({ slug = '' }) => `${section}/${slug}`,
      loader: 'article',
      sitemap: LISTED,
      tags: ({ slug = '' }) => [`article:${section}/${tagPart(slug)}`],
    },
  ] as const satisfies readonly PageRoute[];
}

function staticPage<P extends string>(path: P, screen: RemoteModuleRef, sitemap: SitemapRule | null, layout: PageRoute['layout'] = 'site') {
  return { path, layout, screen: () => screen, loader: 'static', sitemap, tags: fixed(`page:${path}`) } as const satisfies PageRoute;
}

export const PAGE_ROUTES = [
  {
    path: '/',
    layout: 'site',
    screen: () => ({ remote: 'mf-content', module: 'HomePage' }),
    loader: 'home',
    sitemap: { changefreq: 'daily', priority: 1 },
    tags: fixed('home'),
  },
  staticPage('/ai-roadmap', { remote: 'mf-content', module: 'RoadmapPage' }, { changefreq: 'monthly', priority: 0.8 }),
  {
    path: '/workflows',
    layout: 'site',
    screen: () => ({ remote: 'mf-workflows', module: 'WorkflowsPage' }),
    loader: 'static',
    sitemap: WEEKLY,
    tags: fixed('workflows'),
  },
  {
    // A workflow's preview over the grid, or its write-up: the same screen as the grid (kept mounted).
    path: '/workflows/:slug',
    layout: 'site',
    screen: () => ({ remote: 'mf-workflows', module: 'WorkflowsPage' }),
    loader: 'workflow',
    sitemap: LISTED,
    tags: ({ slug = '' }) => ['workflows', `workflow:${tagPart(slug)}`, `article:workflows/${tagPart(slug)}`],
  },
  ...sectionRoutes('tutorials'),
  ...sectionRoutes('earning-ideas'),
  ...sectionRoutes('blog'),
  { ...staticPage('/search', { remote: 'mf-content', module: 'SearchPage' }, null), tags: fixed('search') },
  staticPage('/contact', { remote: 'mf-community', module: 'ContactPage' }, { changefreq: 'yearly', priority: 0.8 }),
  staticPage('/pricing', { remote: 'mf-account', module: 'PricingPage' }, { changefreq: 'monthly', priority: 0.8 }),
  staticPage('/privacy', { remote: 'mf-content', module: 'PrivacyPage' }, { changefreq: 'yearly', priority: 0.8 }),
  staticPage('/account', { remote: 'mf-account', module: 'AccountPage' }, null),
  staticPage('/library', { remote: 'mf-account', module: 'LibraryPage' }, null),
  staticPage('/signin', { remote: 'mf-account', module: 'SignInPage' }, null, 'bare'),
  staticPage('/signup', { remote: 'mf-account', module: 'SignUpPage' }, null, 'bare'),
  staticPage('/forgot-password', { remote: 'mf-account', module: 'ForgotPasswordPage' }, null, 'bare'),
  staticPage('/reset-password', { remote: 'mf-account', module: 'ResetPasswordPage' }, null, 'bare'),
  {
    path: '/u/:handle/roadmap',
    layout: 'site',
    screen: ({ handle = '' }) => ({ remote: 'mf-content', module: 'PublicProgressPage', props: { handle } }),
    screenKey: ({ handle = '' }) => `progress/${handle}`,
    loader: 'profile',
    personal: true,
    sitemap: null,
    tags: ({ handle = '' }) => [`profile:${tagPart(handle)}`],
  },
  {
    path: '/admin/*',
    layout: 'staff',
    screen: null,
    loader: 'staff',
    staff: true,
    sitemap: null,
    tags: ({ '*': rest = '' }) => [`page:/admin${rest ? `/${tagPart(rest.split('/')[0] ?? '')}` : ''}`],
  },
] as const satisfies readonly PageRoute[];

/** The path of every page with a fixed head (its loader is `static` or `home`): the API holds one head per path. */
export type StaticPagePath = Extract<(typeof PAGE_ROUTES)[number], { loader: 'static' | 'home' }>['path'];

export interface PageMatch {
  route: PageRoute;
  params: PageParams;
}

/** The route of a path given as decoded segments (`['tutorials', 'install-flux']`), with its params; null when none matches. */
export function matchPage(segments: readonly string[], routes: readonly PageRoute[] = PAGE_ROUTES): PageMatch | null {
  for (const route of routes) {
    const pattern = route.path.split('/').filter(Boolean);
    const params: PageParams = {};
    let matched = true;
    for (const [index, part] of pattern.entries()) {
      if (part === '*') {
        params['*'] = segments.slice(index).join('/');
        return { route, params };
      }
      const segment = segments[index];
      if (segment === undefined) matched = false;
      else if (part.startsWith(':')) params[part.slice(1)] = segment;
      else if (part !== segment) matched = false;
      if (!matched) break;
    }
    if (matched && segments.length === pattern.length) return { route, params };
  }
  return null;
}
