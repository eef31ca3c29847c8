// Serves the built apps: every page rendered on the server for its visitor (shell layout + the route's
// remote screen, head metadata, status; see ssr/), each remote's versioned build under /remotes/
// (CORS open, precompressed), /remotes.json (the resolved registry and this visitor's choice), and the
// media under /static/. Unknown page paths get the shell with 404; unknown /api paths get JSON.
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
  chooseRemotes,
  formatBuckets,
  visitorBuckets,
  type Choice,
} from '../remotes/choose-channel.ts';
import { resolveRegistry } from '../remotes/registry.ts';
import { createPageRenderer } from './ssr/page-renderer.ts';
import { inlineShellStylesheets } from './ssr/inline-styles.ts';
import { pageDocument } from './ssr/page-document.ts';
import { FALLBACK_TEMPLATE, injectMeta } from '../features/seo/meta.ts';
import type { PageCatalog, PageResolution } from '../features/seo/pages.ts';
import { SITE_DESCRIPTION, fullTitle } from '../features/seo/site.ts';
import { NO_CACHE, remoteCacheControl, shellCacheControl } from './cache.ts';
import { AD_FREE_COOKIE, type AdFirstRender } from 'contracts';

export interface WebPluginOptions {
  config: Config;
  pages: PageCatalog;
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

  const databaseDownPage: PageResolution = {
    kind: 'page',
    status: 200,
    meta: { title: fullTitle(null), description: SITE_DESCRIPTION, canonicalUrl: null, imageUrl: null, type: 'website', noindex: true },
  };

  let cached: { mtimeMs: number; html: string } | null = null;
  const template = (): string => {
    try {
      const { mtimeMs } = statSync(indexFile);
      if (cached?.mtimeMs !== mtimeMs) {
        const html = inlineShellStylesheets(readFileSync(indexFile, 'utf8'), (href) => {
          const file = resolve(shellDir, `.${href}`);
          return file.startsWith(shellDir + sep) ? file : null;
        });
        cached = { mtimeMs, html };
      }
      return cached.html;
    } catch {
      cached = null;
      return FALLBACK_TEMPLATE;
    }
  };

  const renderer = await createPageRenderer({ app, shellDir, remotesDir, budgetMs: config.ssrBudgetMs, log: app.log });
  const browserConfig = runtimeConfig(config);
  /** The ad space of a visitor's first render: the configuration, and their ad-free hint (docs/product/ads.md). */
  const adFirstRender = (request: FastifyRequest | null): AdFirstRender => ({
    client: browserConfig.adsenseClient,
    slotIds: browserConfig.adSlots,
    preview: browserConfig.adPreview,
    adFree: request?.cookies[AD_FREE_COOKIE] === '1',
  });

  /** The remote builds for this visitor: their sticky buckets (set in a cookie on the first visit) and any forced channel. */
  const visitorChoices = (request: FastifyRequest, reply: FastifyReply, search: string): Record<string, Choice> => {
    const registry = resolveRegistry(config.remotesRegistry, remotesDir, config.remotesBaseUrl);
    const { buckets, drawn } = visitorBuckets(request.cookies[BUCKET_COOKIE], Object.keys(registry.remotes));
    if (drawn) {
      reply.setCookie(BUCKET_COOKIE, formatBuckets(buckets), {
        path: '/',
        sameSite: 'lax',
        httpOnly: true,
        secure: config.publicUrl.startsWith('https:'),
        maxAge: BUCKET_COOKIE_MAX_AGE_S,
      });
    }
    return chooseRemotes(registry, buckets, search);
  };

  // Load every screen of the stable builds once the server is up, and render a few pages, so the
  // first visitors are not left to the browser while the server reads and compiles code.
  app.addHook('onReady', async () => {
    setImmediate(() => {
      const registry = resolveRegistry(config.remotesRegistry, remotesDir, config.remotesBaseUrl);
      void renderer.warm(chooseRemotes(registry, {}, '?remote-channel=stable'), ['/', '/workflows', '/pricing'], adFirstRender(null));
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
    const registry = resolveRegistry(config.remotesRegistry, remotesDir, config.remotesBaseUrl);
    const queryAt = request.url.indexOf('?');
    const chosen = visitorChoices(request, reply, queryAt >= 0 ? request.url.slice(queryAt) : '');
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

    const last = pathname.split('/').at(-1) ?? '';
    if (last.includes('.') && pathname !== '/index.html') {
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

    let resolution: PageResolution;
    try {
      resolution = await pages.resolve(pathname === '/index.html' ? '/' : pathname, search);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      // The database is down: the apps are still served (their data calls answer 503 with a message).
      request.log.warn({ err: error }, 'page metadata unavailable: database unreachable');
      resolution = databaseDownPage;
    }
    if (resolution.kind === 'redirect') return reply.redirect(resolution.location, resolution.status);
    const choices = visitorChoices(request, reply, search);
    const ads = adFirstRender(request);
    const page = await renderer.render(pathname + search, request.ip, choices, ads);
    const html = pageDocument(injectMeta(template(), resolution.meta), {
      body: page.body,
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
    return reply
      .code(resolution.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', NO_CACHE)
      .header('vary', 'Cookie')
      .send(html);
  });
};
