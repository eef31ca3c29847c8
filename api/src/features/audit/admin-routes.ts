// The audit log for staff (staff only: 401 anonymous, 403 non-staff):
//   GET /api/admin/audit/?page=&page_size=&action=&target_type=&target_id=   newest first
//   GET /api/admin/audit/actions/   the actions recorded so far (the screen's filter)
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuditLog } from './service.ts';

const messageSchema = z.object({ message: z.string() });
const validationErrorSchema = z.object({ message: z.string(), errors: z.record(z.string(), z.string()) });

const filter = (label: string) =>
  z
    .string()
    .trim()
    .max(100, `${label} must be at most 100 characters.`)
    .optional()
    .transform((v) => v || undefined);

export const auditListQuery = z.object({
  page: z.coerce
    .number({ error: 'The page must be a number.' })
    .int('The page must be a whole number.')
    .min(1, 'Pages start at 1.')
    .max(100_000, 'The page must be at most 100000.')
    .default(1),
  page_size: z.coerce
    .number({ error: 'The page size must be a number.' })
    .int('The page size must be a whole number.')
    .min(1, 'The page size must be at least 1.')
    .max(100, 'At most 100 entries per page.')
    .default(20),
  action: filter('The action'),
  target_type: filter('The target type'),
  target_id: filter('The target id'),
});

const auditPageSchema = z.object({
  results: z.array(
    z.object({
      id: z.number().int(),
      actor_id: z.number().int().nullable(),
      actor_email: z.string(),
      action: z.string(),
      target_type: z.string(),
      target_id: z.string().nullable(),
      details: z.record(z.string(), z.unknown()),
      created: z.string(),
    }),
  ),
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});

export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditLog }> = async (app, { audit }) => {
  app.addHook('onRequest', app.requireStaff);

  app.get(
    '/audit/',
    {
      schema: {
        tags: ['admin'],
        summary: 'The audit log of staff changes, newest first, filterable by action and target',
        querystring: auditListQuery,
        response: { 200: auditPageSchema, 400: validationErrorSchema, 401: messageSchema, 403: messageSchema },
      },
    },
    async (request, reply) => {
      const { count, results } = await audit.list(request.query);
      return reply
        .header('cache-control', 'no-store')
        .send({ results, count, page: request.query.page, page_size: request.query.page_size });
    },
  );

  app.get(
    '/audit/actions/',
    {
      schema: {
        tags: ['admin'],
        summary: 'The actions recorded in the audit log so far, sorted',
        response: { 200: z.object({ actions: z.array(z.string()) }), 401: messageSchema, 403: messageSchema },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send({ actions: await audit.actions() }),
  );
};
