// Decorates `app.audit`: the staff audit log, where every admin change records who, what and when.
import fp from 'fastify-plugin';
import { createAuditLog, type AuditLog } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    audit: AuditLog;
  }
}

export default fp(
  async (app) => {
    app.decorate('audit', createAuditLog({ db: app.db }));
  },
  { name: 'audit', dependencies: ['db'] },
);
