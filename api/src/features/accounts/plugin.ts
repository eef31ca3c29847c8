// The accounts feature: tokens, users, Google sign-in, and the staff's users and dashboard (in the staff area).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountRoutes } from './account-routes.ts';
import { adminAccountsRoutes } from './admin-routes.ts';
import { createAccountsFeature } from './index.ts';
import { accountsRoutes } from './routes.ts';
import { staffAliases } from './staff-aliases.ts';

export const accountsFeature: FastifyPluginAsyncZod = async (app) => {
  const accounts = await createAccountsFeature({
    db: app.db,
    dialect: app.dbDialect,
    accessTokens: app.accessTokens,
    mailer: app.mailer,
    audit: app.audit,
    config: app.config,
    log: app.log,
  });
  await app.register(accountsRoutes, accounts.routes);
  await app.register(accountRoutes, accounts.accountRoutes);
  app.staffArea.add(adminAccountsRoutes, accounts.adminRoutes);
  app.staffArea.addAliases(staffAliases, accounts.staffAliases);
};
