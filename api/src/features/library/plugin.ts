// The library feature (docs/product/library.md). `libraryMarks` (registered before the workflows
// feature) decorates `app.libraryMarks`, which the workflow download route tells of a member's
// download; `libraryFeature` (after it) serves the member's library and "new to you" under /api/library/.
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createLibraryRepository } from './repository.ts';
import { libraryRoutes } from './routes.ts';
import { createDownloadMarks, createLibraryService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    libraryMarks: ReturnType<typeof createDownloadMarks>;
  }
}

export const libraryMarks = fp(
  async (app) => {
    app.decorate('libraryMarks', createDownloadMarks(createLibraryRepository(app.db)));
  },
  { name: 'library-marks', dependencies: ['db'] },
);

export const libraryFeature: FastifyPluginAsyncZod = async (app) => {
  const library = createLibraryService({
    repository: createLibraryRepository(app.db),
    articles: app.content.articles,
    workflows: app.workflowCatalog,
  });
  await app.register(libraryRoutes, { library });
};
