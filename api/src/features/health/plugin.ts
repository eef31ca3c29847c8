// The health feature: GET /api/health/.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthRoutes } from './routes.ts';
import { createHealthService } from './service.ts';

export const healthFeature: FastifyPluginAsyncZod = async (app) => {
  await app.register(healthRoutes, {
    health: createHealthService({ probe: app.dbProbe, dialect: app.dbDialect, version: app.config.version, redis: app.redis }),
  });
};
