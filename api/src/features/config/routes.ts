// GET /api/config/ → the runtime configuration the browser apps need (never cached).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';

export const runtimeConfigSchema = z.object({
  adsenseClient: z.string(),
  adSlots: z.record(z.string(), z.string()),
  adPreview: z.boolean(),
  googleClientId: z.string(),
  version: z.string(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

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
