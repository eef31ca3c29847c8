// The audit log for staff (staff only: 401 anonymous, 403 non-staff):
//   GET /api/admin/audit/?page=&page_size=&action=&target_type=&target_id=   newest first
//   GET /api/admin/audit/actions/   the actions recorded so far (the screen's filter)
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActionsSchema, auditListQuery, auditPageSchema, validationErrorSchema } from 'contracts';
import type { AuditLog } from './service.ts';
import { staffDenied } from '../../plugins/staff-area.ts';

export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditLog }> = async (app, { audit }) => {
  app.get(
    '/audit/',
    {
      schema: {
        tags: ['admin'],
        summary: 'The audit log of staff changes, newest first, filterable by action and target',
        querystring: auditListQuery,
        response: { 200: auditPageSchema, 400: validationErrorSchema, ...staffDenied },
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
        response: { 200: auditActionsSchema, ...staffDenied },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send({ actions: await audit.actions() }),
  );
};
