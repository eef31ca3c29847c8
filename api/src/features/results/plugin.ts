// The shared-results feature: members' galleries under each workflow (/api/workflows/{key}/results/),
// their files at /static/results/, and the staff's review queue in the staff area.
import type { FastifyPluginAsync } from 'fastify';
import { createMediaStorage } from '../../lib/media-storage.ts';
import { resultReviewRoutes } from './admin-routes.ts';
import { createResultsRepository } from './repository.ts';
import { resultsRoutes } from './routes.ts';
import { createResultsService } from './service.ts';

/** The rendered pages that show workflow cards. */
const CARD_PAGE_TAGS = ['workflows', 'home', 'search'];

export const resultsFeature: FastifyPluginAsync = async (app) => {
  const results = createResultsService({
    db: app.db,
    repository: createResultsRepository(app.db),
    storage: createMediaStorage(app.db, app.config.mediaS3),
    audit: app.audit,
  });
  await app.register(resultsRoutes, { results });
  app.staffArea.add(resultReviewRoutes, { results, purgePages: () => app.pageCache.purge(CARD_PAGE_TAGS) });
};
