// Builds the application: external plugins, the database, the features under /api/, the SEO files
// and the web plugin that serves the built apps.
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { join } from 'node:path';
import { absoluteUrl, type Config } from './config.ts';
import { createAccountsFeature } from './features/accounts/index.ts';
import { createAuditLog, type AuditLog } from './features/audit/service.ts';
import { accountsRoutes } from './features/accounts/routes.ts';
import { adminAccountsRoutes } from './features/accounts/admin-routes.ts';
import { auditRoutes } from './features/audit/admin-routes.ts';
import { articlesRoutes } from './features/articles/routes.ts';
import { createArticlesRepository } from './features/articles/repository.ts';
import { createArticlesService, type ArticlesService } from './features/articles/service.ts';
import { syncContent, type SyncReport } from './features/articles/sync.ts';
import { createCommentsRepository } from './features/comments/repository.ts';
import { commentsRoutes } from './features/comments/routes.ts';
import { commentModerationRoutes } from './features/comments/admin-routes.ts';
import { createCommentModeration } from './features/comments/moderation.ts';
import { createCommentsService } from './features/comments/service.ts';
import { configRoutes } from './features/config/routes.ts';
import { createContactRepository } from './features/contact/repository.ts';
import { contactRoutes } from './features/contact/routes.ts';
import { contactInboxRoutes } from './features/contact/admin-routes.ts';
import { createContactInbox } from './features/contact/inbox.ts';
import { createContactService } from './features/contact/service.ts';
import { healthRoutes } from './features/health/routes.ts';
import { createHealthService } from './features/health/service.ts';
import { createNewsletterRepository } from './features/newsletter/repository.ts';
import { newsletterRoutes } from './features/newsletter/routes.ts';
import { newsletterAdminRoutes } from './features/newsletter/admin-routes.ts';
import { createCampaignSender } from './features/newsletter/campaign-sender.ts';
import { createCampaigns } from './features/newsletter/campaigns.ts';
import { createNewsletterService } from './features/newsletter/service.ts';
import { createGate } from './features/search/busy.ts';
import type { SearchEngine } from './features/search/engine.ts';
import { createSearchEngine } from './features/search/index.ts';
import { searchRoutes } from './features/search/routes.ts';
import { createSearchService } from './features/search/service.ts';
import { createPageCatalog, type PageCatalog } from './features/seo/pages.ts';
import { seoRoutes } from './features/seo/routes.ts';
import { createSeoService } from './features/seo/service.ts';
import { createWorkflowsFeature } from './features/workflows/feature.ts';
import { adminWorkflowsRoutes } from './features/workflows/admin-routes.ts';
import { mediaRoutes } from './features/workflows/media-routes.ts';
import { workflowsRoutes } from './features/workflows/routes.ts';
import type { WorkflowsService } from './features/workflows/service.ts';
import type { WorkflowSyncReport } from './features/workflows/sync.ts';
import { capConnections, timeoutOptions } from './http-limits.ts';
import { privateDir } from './lib/private-files.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import authPlugin from './plugins/auth.ts';
import compressionPlugin from './plugins/compression.ts';
import dbPlugin from './plugins/db.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import rateLimitPlugin from './plugins/rate-limit.ts';
import securityPlugin from './plugins/security.ts';
import { webPlugin } from './web/plugin.ts';

export interface AppServices {
  articles: ArticlesService;
  search: SearchEngine;
  pages: PageCatalog;
  /** Sends mail (SMTP_URL) or writes it to dataDir/outbox/. */
  mailer: Mailer;
  /** Syncs the content folder again (also run once at start). */
  syncContent(): Promise<SyncReport>;
  workflows: WorkflowsService;
  /** Seeds the workflows from the content folder's catalogue again (also run once at start, after the articles). */
  syncWorkflows(): Promise<WorkflowSyncReport>;
  /** The staff audit log: every admin change records who, what and when. */
  audit: AuditLog;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    services: AppServices;
  }
}

export interface BuildOptions {
  /** Overrides Fastify's logger options (tests pass a stream or false). */
  logger?: FastifyServerOptions['logger'];
}

/** Fastify's form of TRUST_PROXY: a hop count trusts that many proxies in front of the instance. */
function trustedProxies(trust: Config['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false) return false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return [...trust];
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    // Paths keep the spec's trailing slashes; the same path without it answers too.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    bodyLimit: 1024 * 1024,
    // Only configured proxies may name the client (X-Forwarded-For): rate limits count request.ip.
    trustProxy: trustedProxies(config.trustProxy),
    ...timeoutOptions(config),
  }).withTypeProvider<ZodTypeProvider>();
  capConnections(app.server, config);
  app.decorate('config', config);
  privateDir(config.dataDir);

  // External plugins.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await app.register(securityPlugin, { config });
  await app.register(compressionPlugin);
  await app.register(cookie);
  await app.register(formbody);
  await app.register(swagger, {
    openapi: {
      info: { title: 'AI Creator Hub API', description: 'The provider API of the site.', version: config.version },
      servers: [{ url: config.publicUrl }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  // The app's own plugins.
  await app.register(dbPlugin, { config });
  await app.register(rateLimitPlugin);
  await app.register(authPlugin, { config });

  // Services (dependencies passed in).
  const search = createSearchEngine(app.db, app.dbDialect);
  const articles = createArticlesService({ repository: createArticlesRepository(app.db) });
  const pages = createPageCatalog({ config, articles });
  const sync = () =>
    syncContent({
      db: app.db,
      search,
      contentDir: config.contentDir,
      mediaDir: join(config.dataDir, 'media'),
      publicUrl: config.publicUrl,
      log: app.log,
    });
  const mailer = createMailer({ config, log: app.log });
  app.addHook('onClose', async () => mailer.close());
  const { workflows, media, syncWorkflows } = createWorkflowsFeature({ db: app.db, search, pages, articles, config, log: app.log });
  const audit = createAuditLog({ db: app.db });
  app.decorate('services', { articles, search, pages, mailer, syncContent: sync, workflows, syncWorkflows, audit });
  // Instances starting together sync one at a time (the next finds the content up to date).
  await app.dbExclusive('content-sync', async () => {
    await sync();
    await syncWorkflows();
  });

  // Features under /api/.
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { health: createHealthService({ db: app.db, dialect: app.dbDialect, version: config.version }) });
      await api.register(configRoutes, { config });
      const accounts = await createAccountsFeature({
        db: app.db,
        dialect: app.dbDialect,
        accessTokens: app.accessTokens,
        mailer,
        audit,
        config,
        log: app.log,
      });
      await api.register(accountsRoutes, accounts.routes);
      await api.register(adminAccountsRoutes, { prefix: '/admin', ...accounts.adminRoutes });
      await api.register(auditRoutes, { prefix: '/admin', audit });
      await api.register(articlesRoutes, { articles });
      const gate = createGate({ concurrency: config.searchConcurrency, queue: config.searchConcurrency * 8, waitMs: 2000 });
      await api.register(searchRoutes, { search: createSearchService({ engine: search, gate }), config });
      await api.register(workflowsRoutes, { workflows });
      await api.register(adminWorkflowsRoutes, { workflows, audit });
      const newsletter = createNewsletterService({ repository: createNewsletterRepository(app.db), mailer, config, log: app.log });
      await api.register(newsletterRoutes, { config, newsletter });
      // Campaigns go out in the background from their job table, resumed at every start.
      const sender = createCampaignSender({
        db: app.db,
        mailer,
        config,
        unsubscribeUrl: newsletter.unsubscribeUrl,
        homeUrl: absoluteUrl(config, '/'),
        log: app.log,
      });
      app.addHook('onReady', async () => sender.start());
      app.addHook('preClose', async () => sender.stop());
      await api.register(newsletterAdminRoutes, {
        campaigns: createCampaigns({ db: app.db, audit, mailer, config, queued: () => sender.wake() }),
      });
      await api.register(contactRoutes, {
        contact: createContactService({ repository: createContactRepository(app.db), mailer, config, log: app.log }),
      });
      await api.register(commentsRoutes, { comments: createCommentsService({ repository: createCommentsRepository(app.db), articles }) });
      await api.register(contactInboxRoutes, { inbox: createContactInbox({ db: app.db, audit, mailer, config, log: app.log }) });
      await api.register(commentModerationRoutes, { moderation: createCommentModeration({ db: app.db, audit }) });
    },
    { prefix: '/api' },
  );
  await app.register(seoRoutes, { seo: createSeoService({ config, articles, pages }) });
  await app.register(mediaRoutes, media);

  // The built apps (last: its catch-all answers every other GET).
  await app.register(webPlugin, { config, pages });
  return app;
}
