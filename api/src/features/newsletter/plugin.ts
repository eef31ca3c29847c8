// The newsletter feature: subscriptions, and the staff's campaigns. Campaigns go out in the background
// from their job table, resumed at every start and stopped before the app closes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { absoluteUrl } from '../../config.ts';
import { newsletterAdminRoutes } from './admin-routes.ts';
import { createCampaignSender } from './campaign-sender.ts';
import { createCampaigns } from './campaigns.ts';
import { createNewsletterRepository } from './repository.ts';
import { newsletterRoutes } from './routes.ts';
import { createNewsletterService } from './service.ts';

export const newsletterFeature: FastifyPluginAsyncZod = async (app) => {
  const { config, db, mailer, log } = app;
  const newsletter = createNewsletterService({ repository: createNewsletterRepository(db), mailer, config, log });
  await app.register(newsletterRoutes, { config, newsletter });
  const sender = createCampaignSender({
    db,
    mailer,
    config,
    unsubscribeUrl: newsletter.unsubscribeUrl,
    homeUrl: absoluteUrl(config, '/'),
    log,
  });
  app.addHook('onReady', async () => sender.start());
  app.addHook('preClose', async () => sender.stop());
  app.staffArea.add(newsletterAdminRoutes, {
    campaigns: createCampaigns({ db, audit: app.audit, mailer, config, queued: () => sender.wake() }),
  });
};
