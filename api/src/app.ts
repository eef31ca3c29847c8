// Builds the application: external plugins, the app's own plugins (decorators: db, rate limits, auth,
// mailer, audit log, content), the features (each wiring its routes, services and repositories), and the
// web plugin that serves the built apps.
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SCHEMA_NAMES } from 'contracts';
import type { Config } from './config.ts';
import { accountsFeature } from './features/accounts/plugin.ts';
import { articlesFeature } from './features/articles/plugin.ts';
import { auditFeature } from './features/audit/plugin.ts';
import { commentsFeature } from './features/comments/plugin.ts';
import { configFeature } from './features/config/plugin.ts';
import { contactFeature } from './features/contact/plugin.ts';
import { formsFeature } from './features/forms/plugin.ts';
import { healthFeature } from './features/health/plugin.ts';
import { libraryFeature, libraryMarks } from './features/library/plugin.ts';
import { newsletterFeature } from './features/newsletter/plugin.ts';
import { progressFeature } from './features/progress/plugin.ts';
import { searchFeature } from './features/search/plugin.ts';
import { resultsFeature } from './features/results/plugin.ts';
import { seoFeature } from './features/seo/plugin.ts';
import { workflowsFeature } from './features/workflows/plugin.ts';
import { capConnections, timeoutOptions } from './http-limits.ts';
import { privateDir } from './lib/private-files.ts';
import auditPlugin from './features/audit/audit-log-plugin.ts';
import authPlugin from './plugins/auth.ts';
import compressionPlugin from './plugins/compression.ts';
import contentPlugin from './features/articles/content-plugin.ts';
import dbPlugin from './plugins/db.ts';
import dotSegmentsPlugin from './plugins/dot-segments.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import mailerPlugin from './plugins/mailer.ts';
import pageCachePlugin from './plugins/page-cache.ts';
import rateLimitPlugin from './plugins/rate-limit.ts';
import securityPlugin from './plugins/security.ts';
import { staffAreaPlugin, staffScope } from './plugins/staff-area.ts';
import { webPlugin } from './web/plugin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

/** The OpenAPI page and document at /api/docs, for whom API_DOCS says (after the auth plugin: staff is checked). */
async function apiDocs(app: FastifyInstance, { access }: { access: Config['apiDocs'] }): Promise<void> {
  if (access === 'off') return;
  if (access === 'staff') app.addHook('onRequest', app.requireStaff);
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}

export interface BuildOptions {
  /** Overrides Fastify's logger options (tests pass a stream or false). */
  logger?: FastifyServerOptions['logger'];
  /** How long a plugin (the content sync among them) may take to start: Fastify's 10 s unless given. */
  pluginTimeout?: number;
  /** The clock rate limits count by (Date.now; tests fix it so that counts never straddle a window's start). */
  rateLimitNow?: () => number;
}

/** Fastify's form of TRUST_PROXY: a hop count trusts that many proxies in front of the instance. */
function trustedProxies(trust: Config['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false) return false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return [...trust];
}

/** The contracts' named schemas: the API document lists them under components.schemas and refers to them. */
const schemaRegistry = z.registry<{ id: string }>();
for (const [id, schema] of Object.entries(SCHEMA_NAMES)) schemaRegistry.add(schema, { id });

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    pluginTimeout: options.pluginTimeout,
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
  await app.register(dotSegmentsPlugin);
  await app.register(compressionPlugin);
  await app.register(cookie);
  await app.register(formbody);
  await app.register(swagger, {
    openapi: {
      info: { title: 'AI Creator Hub API', description: 'The provider API of the site.', version: config.version },
      servers: [{ url: config.publicUrl }],
    },
    transform: createJsonSchemaTransform({ schemaRegistry }),
    transformObject: createJsonSchemaTransformObject({ schemaRegistry }),
  });

  // The app's own plugins (decorators the features use).
  await app.register(dbPlugin, { config });
  await app.register(rateLimitPlugin, { now: options.rateLimitNow });
  await app.register(authPlugin, { config });
  await app.register(mailerPlugin);
  await app.register(auditPlugin);
  await app.register(pageCachePlugin);
  await app.register(contentPlugin);
  await app.register(staffAreaPlugin);
  await app.register(libraryMarks);
  await app.register(apiDocs, { access: config.apiDocs });

  // The features, each wiring its routes, services and repositories; each adds its staff routes to the
  // staff area, one scope under /api/admin/ behind one staff hook, registered after them.
  const api = { prefix: '/api' };
  await app.register(healthFeature, api);
  await app.register(configFeature, api);
  await app.register(accountsFeature, api);
  await app.register(auditFeature, api);
  await app.register(articlesFeature, api);
  await app.register(searchFeature, api);
  await app.register(workflowsFeature); // under /api/ and /static/workflows/
  await app.register(resultsFeature); // under /api/ and /static/results/
  await app.register(newsletterFeature, api);
  await app.register(contactFeature, api);
  await app.register(commentsFeature, api);
  await app.register(progressFeature, api);
  await app.register(libraryFeature, api);
  await app.register(seoFeature);
  await app.register(staffScope);
  await app.register(formsFeature); // POST /contact, /signup, /signin: the pages' forms without JavaScript

  // The built apps (last: its catch-all answers every other GET).
  await app.register(webPlugin, { config, pages: app.content.pages });
  return app;
}
