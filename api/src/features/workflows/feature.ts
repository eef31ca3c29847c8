// Puts the workflows feature together: media store, service, page resolver and the catalogue seed.
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/types.ts';
import type { ArticlesService } from '../articles/service.ts';
import type { SearchEngine } from '../search/engine.ts';
import type { PageCatalog } from '../seo/pages.ts';
import { createMediaStore } from './media.ts';
import { registerWorkflowPages } from './pages.ts';
import { createWorkflowsRepository } from './repository.ts';
import { createWorkflowsService, type WorkflowsService } from './service.ts';
import { syncWorkflows, type WorkflowSyncLogger, type WorkflowSyncReport } from './sync.ts';

export interface WorkflowsFeatureDeps {
  db: Kysely<Database>;
  search: SearchEngine;
  pages: PageCatalog;
  articles: ArticlesService;
  config: Pick<Config, 'publicUrl' | 'dataDir' | 'contentDir'>;
  log: WorkflowSyncLogger;
}

export interface WorkflowsFeature {
  workflows: WorkflowsService;
  /** Seeds the catalogue from CONTENT_DIR/workflows/catalog (run at start, after the articles). */
  syncWorkflows(): Promise<WorkflowSyncReport>;
}

export function createWorkflowsFeature({ db, search, pages, articles, config, log }: WorkflowsFeatureDeps): WorkflowsFeature {
  const media = createMediaStore(join(config.dataDir, 'media'));
  const workflows = createWorkflowsService({ db, repository: createWorkflowsRepository(db), search, media, config });
  registerWorkflowPages({ pages, workflows, articles, config });
  return { workflows, syncWorkflows: () => syncWorkflows({ db, search, media, contentDir: config.contentDir, log }) };
}
