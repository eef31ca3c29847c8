// The audit feature: the staff's read of the audit log, in the staff area (the log itself is audit-log-plugin.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditRoutes } from './admin-routes.ts';

export const auditFeature: FastifyPluginAsyncZod = async (app) => {
  app.staffArea.add(auditRoutes, { audit: app.audit });
};
