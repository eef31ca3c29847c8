// The audit feature: the staff's read of the audit log under /admin (the log itself is audit-log-plugin.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditRoutes } from './admin-routes.ts';

export const auditFeature: FastifyPluginAsyncZod = async (app) => {
  await app.register(auditRoutes, { prefix: '/admin', audit: app.audit });
};
