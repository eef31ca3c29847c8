// GET /api/health/ → 200 when the database answers (busy or not), 503 with Retry-After otherwise.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from 'contracts';
import type { HealthService } from './service.ts';

/** Seconds a client (or a monitor) is asked to wait before asking again while the database is away. */
const HEALTH_RETRY_AFTER_SECONDS = 5;

export const healthRoutes: FastifyPluginAsyncZod<{ health: HealthService }> = async (app, { health }) => {
  app.get(
    '/health/',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness, version, database status and the render cache counts',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const result = await health.check();
      reply.header('cache-control', 'no-store');
      if (result.status !== 'ok') reply.header('retry-after', String(HEALTH_RETRY_AFTER_SECONDS));
      return reply.code(result.status === 'ok' ? 200 : 503).send({ ...result, pageCache: app.pageCache.stats() });
    },
  );
};
