// The roadmap progress feature: the member's marks and their public page (decision 0032).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setProgressPageLoader } from './pages.ts';
import { createProgressRepository } from './repository.ts';
import { progressRoutes } from './routes.ts';
import { createProgressService } from './service.ts';

export const progressFeature: FastifyPluginAsyncZod = async (app) => {
  const progress = createProgressService({ repository: createProgressRepository(app.db) });
  setProgressPageLoader(app.content.pages, progress, app.config);
  await app.register(progressRoutes, { progress });
};
