// The config feature: GET /api/config/, the runtime configuration of the browser apps.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { configRoutes } from './routes.ts';

export const configFeature: FastifyPluginAsyncZod = async (app) => {
  await app.register(configRoutes, { config: app.config });
};
