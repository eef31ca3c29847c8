// Serves the built apps: every page rendered on the server for its visitor (shell layout + the route's
// remote screen, head metadata, status; see ssr/), each remote's versioned build under /remotes/
// (CORS open, precompressed), /remotes.json (the resolved registry and this visitor's choice), and the
// media under /static/. Unknown page paths get the shell with 404; unknown /api paths get JSON.
// Rendered pages go through the render cache (app.pageCache, page-cache/) with CDN-ready headers.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { isDatabaseUnavailable } from '../db/errors.ts';
import { runtimeConfig } from '../features/config/routes.ts';
import {
  BUCKET_COOKIE,
  BUCKET_COOKIE_MAX_AGE_S,
  CHANNEL_PARAM,
  chooseRemotes,
  formatBuckets,
  visitorBuckets,
  type Choice,
} from '../remotes/choose-channel.ts';
import type { Registry } from '../remotes/registry.ts';
import { createNodeBuilds } from '../remotes/node-builds.ts';
import { createRegistrySource } from '../remotes/registry-source.ts';
import { createPageRenderer } from './ssr/page-renderer.ts';
import { shellServerEntry } from './ssr/shell-renderer.ts';
import { inlineShellStylesheets } from './ssr/inline-styles.ts';
import { inlineLeadImage } from './ssr/lead-image.ts';
import { readText } from './ssr/text-files.ts';
import { pageDocument } from './ssr/page-document.ts';
import { FALLBACK_TEMPLATE, injectMeta } from '../features/seo/meta.ts';
import type { LoadedPage, PageCatalog } from '../features/seo/pages.ts';
import { createPageAnswers } from '../lib/page-answers.ts';
import { SITE_DESCRIPTION, fullTitle } from '../features/seo/site.ts';
import { PERSONAL_PAGE, PRIVATE_PAGE, remoteCacheControl, sharedPageCacheControl, shellCacheControl } from './cache.ts';
import type { Rendered } from './page-cache/page-cache.ts';
import { acceptedEncoding, matchesEtag, pageAddress, pageKey } from './page-cache/page-key.ts';
import { AD_FREE_COOKIE, type AdFirstRender } from 'contracts';
import { pageTags } from './page-tags.ts';

export interface WebPluginOptions {
  config: Config;
  pages: PageCatalog;
}

/** How long a read of the shell's page template is used before its file is looked at again. */
const TEMPLATE_CHECK_MS = 1000;

/**
 * A page's Vary: the cookies vary a private page (not a shared one, nor one kept by no one); a page
 * sent encoded varies with Accept-Encoding (the compression plugin names it for the text it encodes).
 */
const VARY = {
  cookieless: { encoded: 'Accept-Encoding', text: '' },
  cookies: { encoded: 'Cookie, Accept-Encoding', text: 'Cookie' },
} as const;

/** A page's tags as the purge headers of CDNs name them: once per stored page (its tags are the same array on every hit). */
const tagHeaderCache = new WeakMap<readonly string[], { surrogateKey: string; cacheTag: string }>();
function tagHeaders(tags: readonly string[]): { surrogateKey: string; cacheTag: string } {
  let headers = tagHeaderCache.get(tags);
  if (!headers) tagHeaderCache.set(tags, (headers = { surrogateKey: tags.join(' '), cacheTag: tags.join(',') }));
  return headers;
}

/** Path prefixes that never fall back to the shell. */
const NON_PAGE_PREFIXES = ['/api/', '/static/', '/remotes/'];

function notFoundJson(reply: FastifyReply, url: string) {
  return reply
    .code(404)
    .type('application/json; charset=utf-8')
    .send({ message: `Not found: ${url.split('?')[0]}` });
}

export const webPlugin: FastifyPluginAsync<WebPluginOptions> = async (app, { config, pages }) => {
  const shellDir = join(config.webDir, 'shell');
  const remotesDir = join(config.webDir, 'remotes');
  const mediaDir = join(config.dataDir, 'media');
  const indexFile = join(shellDir, 'index.html');
  mkdirSync(mediaDir, { recursive: true });
  /** The file a /static/ URL of the media folder serves, or null for a URL outside it. */
  const mediaFile = (src: string): string | null => {
    const root = resolve(mediaDir);
    const file = resolve(root, `.${src.slice('/static'.length)}`);
    return file.startsWith(root + sep) ? file : null;
  };
  /**
   * A lead image's drawing as the site serves it: a content picture from its file (kept until it
   * changes); a workflow's thumbnail by asking the site, as an upload in the database comes before a
   * file of that name and a hidden workflow's files are not served.
   */
  const leadSvg = async (src: string): Promise<string | null> => {
    if (!src.startsWith('/static/workflows/')) {
      const file = mediaFile(src);
      return file ? readText(file) : null;
    }
    const answer = await app.inject({ method: 'GET', url: src });
    return answer.statusCode === 200 && String(answer.headers['content-type']).startsWith('image/svg+xml') ? answer.body : null;
  };

  const databaseDownPage: LoadedPage = {
    resolution: {
      kind: 'page',
      status: 200,
      meta: { title: fullTitle(null), description: SITE_DESCRIPTION, canonicalUrl: null, imageUrl: null, type: 'website', noindex: true },
    },
    answers: createPageAnswers(),
  };

  let cached: { mtimeMs: number; html: string; id: string } | null = null;
  let checkedAt = -Infinity;
  /** The shell's page template, and its content hash (a new shell build is a new cache key); its file is looked at once a second at most. */
  const template = (): { html: string; id: string } => {
    const now = performance.now();
    if (cached && now - checkedAt < TEMPLATE_CHECK_MS) return cached;
    checkedAt = now;
    try {
      const { mtimeMs } = statSync(indexFile);
      if (cached?.mtimeMs !== mtimeMs) {
        const html = inlineShellStylesheets(readFileSync(indexFile, 'utf8'), (href) => {
          const file = resolve(shellDir, `.${href}`);
          return file.startsWith(shellDir + sep) ? file : null;
        });
        cached = { mtimeMs, html, id: createHash('sha1').update(html).digest('base64url').slice(0, 12) };
      }
      return cached;
    } catch {
      cached = null;
      return { html: FALLBACK_TEMPLATE, id: 'fallback' };
    }
  };

  // The registry and the remotes' Node builds are read when they change, not per request; a release,
  // canary or rollback purges the pages of the remotes it changed (decision 0021).
  const builds = createNodeBuilds({ remotesDir, cacheDir: config.remotesCacheDir, log: app.log });
  const registrySource = await createRegistrySource({
    location: config.remotesRegistry,
    remotesDir,
    baseUrl: config.remotesBaseUrl,
    pollMs: config.remotesPollMs,
    // Without the shell's Node build (npm run dev) nothing is rendered on the server: no Node build is fetched.
    builds: existsSync(shellServerEntry(shellDir)) ? builds : null,
    log: app.log,
    onChange: (remotes) => void app.pageCache.purge(remotes.map((name) => `remote:${name}`)),
  });
  app.addHook('onClose', async () => registrySource.close());
  const currentRegistry = registrySource.current;

  const renderer = await createPageRenderer({
    app,
    shellDir,
    builds,
    budgetMs: config.ssrBudgetMs,
    concurrency: config.ssrConcurrency,
    shedDelayMs: config.ssrShedDelayMs,
    log: app.log,
  });
  const browserConfig = runtimeConfig(config);
  const sharedCacheControl = sharedPageCacheControl(app.pageCache.ttlSeconds, app.pageCache.staleSeconds);
  /** The ad space of a visitor's first render: the configuration, and their ad-free hint (docs/product/ads.md). */
  const adFirstRender = (request: FastifyRequest | null): AdFirstRender => ({
    client: browserConfig.adsenseClient,
    slotIds: browserConfig.adSlots,
    preview: browserConfig.adPreview,
    adFree: request?.cookies[AD_FREE_COOKIE] === '1',
  });

  /** The bucket cookie's attributes (the same for every visitor). */
  const bucketCookie = {
    path: '/',
    sameSite: 'lax',
    httpOnly: true,
    secure: config.publicUrl.startsWith('https:'),
    maxAge: BUCKET_COOKIE_MAX_AGE_S,
  } as const;
  /** Without a canary or a forced channel every visitor gets the stable builds: chosen once per registry. */
  let stable: { registry: Registry; choices: Record<string, Choice>; canary: boolean } | null = null;
  const registryChoices = (registry: Registry) => {
    if (stable?.registry !== registry) {
      const canary = Object.values(registry.remotes).some((channels) => (channels?.canary?.percent ?? 0) > 0);
      stable = { registry, choices: chooseRemotes(registry, {}, ''), canary };
    }
    return stable;
  };

  /**
   * The remote builds for this visitor: their sticky buckets (set in a cookie on the first visit while
   * a canary runs) and any forced channel; whether this answer sets the cookie, and whether a canary
   * runs (then the page depends on the visitor's bucket).
   */
  const visitorChoices = (request: FastifyRequest, reply: FastifyReply, search: string) => {
    const registry = currentRegistry();
    const { choices, canary } = registryChoices(registry);
    const forced = search.length > 1 && new URLSearchParams(search).has(CHANNEL_PARAM);
    if (!canary && !forced) return { choices, cookieSet: false, canary };
    const { buckets, drawn } = visitorBuckets(request.cookies[BUCKET_COOKIE], Object.keys(registry.remotes));
    // A bucket is drawn only while a canary runs: without one, a first visit sets no cookie and its page
    // stays one a CDN may keep.
    const cookieSet = drawn && canary;
    if (cookieSet) reply.setCookie(BUCKET_COOKIE, formatBuckets(buckets), bucketCookie);
    return { choices: chooseRemotes(registry, buckets, search), cookieSet, canary };
  };

  // Load every screen of the stable builds once the server is up, and render a few pages, so the
  // first visitors are not left to the browser while the server reads and compiles code.
  app.addHook('onReady', async () => {
    setImmediate(() => {
      void renderer.warm(
        chooseRemotes(currentRegistry(), {}, '?remote-channel=stable'),
        ['/', '/workflows', '/pricing'],
        adFirstRender(null),
      );
    });
  });

  // reply.sendFile for the shell's files (served by the catch-all route below); .br/.gz beside each built file.
  await app.register(fastifyStatic, {
    root: shellDir,
    serve: false,
    cacheControl: false,
    etag: true,
    lastModified: true,
    preCompressed: true,
  });

  await app.register(fastifyStatic, {
    root: remotesDir,
    prefix: '/remotes/',
    decorateReply: false,
    cacheControl: false,
    index: false,
    list: false,
    preCompressed: true,
    setHeaders(reply: FastifyReply, path: string) {
      reply.header('cache-control', remoteCacheControl(path));
      reply.header('access-control-allow-origin', '*');
      reply.header('cross-origin-resource-policy', 'cross-origin');
    },
  });

  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/static/',
    decorateReply: false,
    index: false,
    list: false,
    maxAge: '1h',
    setHeaders(reply: FastifyReply) {
      reply.header('cross-origin-resource-policy', 'cross-origin');
    },
  });

  app.options('/remotes/*', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .code(204)
      .header('access-control-allow-origin', '*')
      .header('access-control-allow-methods', 'GET, HEAD, OPTIONS')
      .header('access-control-max-age', '86400')
      .send(),
  );

  app.get('/remotes.json', { schema: { hide: true } }, async (request, reply) => {
    const registry = currentRegistry();
    const queryAt = request.url.indexOf('?');
    const { choices: chosen } = visitorChoices(request, reply, queryAt >= 0 ? request.url.slice(queryAt) : '');
    return reply
      .header('cache-control', 'no-store')
      .header('access-control-allow-origin', '*')
      .send({ ...registry, chosen });
  });

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const queryAt = request.url.indexOf('?');
    const pathname = queryAt >= 0 ? request.url.slice(0, queryAt) : request.url;
    const search = queryAt >= 0 ? request.url.slice(queryAt) : '';
    if (pathname === '/api' || NON_PAGE_PREFIXES.some((p) => pathname.startsWith(p))) return notFoundJson(reply, request.url);

    // A dot in the last segment: a file name.
    if (pathname.includes('.', pathname.lastIndexOf('/')) && pathname !== '/index.html') {
      // A file of the shell build (or a missing one: never answer a script request with HTML).
      let relative: string;
      try {
        relative = decodeURIComponent(pathname).replace(/^\/+/, '');
      } catch {
        return notFoundJson(reply, request.url);
      }
      const full = resolve(shellDir, relative);
      if (full.startsWith(shellDir + sep) && existsSync(full) && statSync(full).isFile()) {
        reply.header('cache-control', shellCacheControl(full));
        return reply.sendFile(relative, shellDir);
      }
      return notFoundJson(reply, request.url);
    }

    const path = pathname === '/index.html' ? '/' : pathname;
    const address = pageAddress(path, search);
    // The page table gives the route and its params once (docs/decisions/0030-one-page-table-and-loaders.md).
    const target = pages.target(path);
    const match = target.kind === 'route' ? target.match : null;
    // Staff pages and a member's public page are rendered for each request and never stored by anyone.
    const unstored = match?.route.staff === true || match?.route.personal === true;
    const { choices, cookieSet, canary } = visitorChoices(request, reply, search);
    const ads = adFirstRender(request);
    const shell = template();
    // What the page shows: needed to store it (a stored page keeps its own, so a hit computes none).
    const tags = () => pageTags(match, path, Object.keys(choices));

    const render = async (): Promise<Rendered> => {
      if (target.kind === 'redirect') return target;
      let loaded: LoadedPage;
      let databaseDown = false;
      try {
        loaded = await pages.load(match);
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        // The database is down: the apps are still served (their data calls answer 503 with a message).
        request.log.warn({ err: error }, 'page metadata unavailable: database unreachable');
        loaded = databaseDownPage;
        databaseDown = true;
      }
      const { resolution, answers } = loaded;
      if (resolution.kind === 'redirect') return resolution;
      // The render's screens find the loader's answers (the same API answers) instead of asking again.
      const page = await renderer.render(address, request.ip, choices, ads, answers);
      const html = pageDocument(injectMeta(shell.html, resolution.meta), {
        body: page.body === null ? null : await inlineLeadImage(page.body, leadSvg),
        head: page.head,
        payload: {
          remotes: choices,
          config: browserConfig,
          queries: page.queries,
          modules: page.modules,
          clientOnly: page.clientOnly,
          rendered: page.body !== null,
          adFree: ads.adFree,
        },
      });
      // Kept only when fully rendered on the server, found, and the same for everyone with this key.
      const storable = !unstored && !databaseDown && resolution.status === 200 && page.body !== null && page.clientOnly.length === 0;
      return { kind: 'page', status: resolution.status, html, storable };
    };

    const key = unstored ? null : pageKey(address, ads.adFree ? 'ad-free' : 'public', choices, shell.id);
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    const served = await app.pageCache.serve(key, tags, encoding, render);
    if (served.kind === 'redirect') return reply.redirect(`${served.location}${search}`, served.status);

    // A CDN may keep the page when its bytes are everyone's: rendered in full for a visitor without
    // the ad-free hint, no cookie set by this answer, no canary deciding between builds by cookie.
    const shared = served.storable && !ads.adFree && !cookieSet && !canary;
    reply.code(served.status).type('text/html; charset=utf-8').header('etag', served.etag).header('x-render-cache', served.state);
    const personal = unstored || ads.adFree;
    if (personal) reply.header('cache-control', PERSONAL_PAGE);
    else if (shared) {
      const { surrogateKey, cacheTag } = tagHeaders(served.tags);
      reply.header('cache-control', sharedCacheControl).header('surrogate-key', surrogateKey).header('cache-tag', cacheTag);
    } else reply.header('cache-control', PRIVATE_PAGE);
    const vary = VARY[personal || shared ? 'cookieless' : 'cookies'][served.encoding === null ? 'text' : 'encoded'];
    if (vary !== '') reply.header('vary', vary);
    if (served.status === 200 && matchesEtag(request.headers['if-none-match'], served.etag)) return reply.code(304).send();
    if (served.encoding !== null && served.encoding !== 'identity') reply.header('content-encoding', served.encoding);
    return reply.send(served.body);
  });
};
