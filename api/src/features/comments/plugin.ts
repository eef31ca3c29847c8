// The comments feature: comments on articles, and the staff's moderation of them.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commentModerationRoutes } from './admin-routes.ts';
import { createCommentModeration } from './moderation.ts';
import { createCommentsRepository } from './repository.ts';
import { commentsRoutes } from './routes.ts';
import { createCommentsService } from './service.ts';

export const commentsFeature: FastifyPluginAsyncZod = async (app) => {
  await app.register(commentsRoutes, {
    comments: createCommentsService({ repository: createCommentsRepository(app.db), articles: app.content.articles }),
  });
  app.staffArea.add(commentModerationRoutes, { moderation: createCommentModeration({ db: app.db, audit: app.audit }) });
};
