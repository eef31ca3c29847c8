// GET /api/config/ → the runtime configuration the browser apps need (never cached).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { runtimeConfigSchema, type RuntimeConfig } from 'contracts';
import type { Config } from '../../config.ts';

export function runtimeConfig(config: Config): RuntimeConfig {
  return {
    adsenseClient: config.adsenseClient,
    adSlots: { ...config.adsenseSlots },
    adPreview: config.adPreview,
    googleClientId: config.googleClientId,
    version: config.version,
  };
}

export const configRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const body = runtimeConfig(config);
  app.get(
    '/config/',
    { schema: { tags: ['config'], summary: 'Runtime configuration for the browser apps', response: { 200: runtimeConfigSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return body;
    },
  );
};
