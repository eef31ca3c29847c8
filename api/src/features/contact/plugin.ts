// The contact feature: the contact form, and the staff's inbox of its messages.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactInboxRoutes } from './admin-routes.ts';
import { createContactInbox } from './inbox.ts';
import { createContactRepository } from './repository.ts';
import { contactRoutes } from './routes.ts';
import { createContactService } from './service.ts';

export const contactFeature: FastifyPluginAsyncZod = async (app) => {
  const { config, db, mailer, log } = app;
  await app.register(contactRoutes, { contact: createContactService({ repository: createContactRepository(db), mailer, config, log }) });
  app.staffArea.add(contactInboxRoutes, { inbox: createContactInbox({ db, audit: app.audit, mailer, config, log }) });
};
