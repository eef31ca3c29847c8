// The comments feature: comments on articles with reactions, reply mails, and the staff's moderation
// of them (with the setting that holds a member's first comment).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resolveJwtSecret } from '../../plugins/jwt-secret.ts';
import { commentModerationRoutes } from './admin-routes.ts';
import { createCommentModeration } from './moderation.ts';
import { replyMailRoutes } from './reply-mail-routes.ts';
import { createReplyMails } from './reply-mails.ts';
import { createCommentsRepository } from './repository.ts';
import { commentsRoutes } from './routes.ts';
import { createCommentsService } from './service.ts';
import { createCommentSettings } from './settings.ts';

export const commentsFeature: FastifyPluginAsyncZod = async (app) => {
  const { config, db, mailer, log } = app;
  const articles = app.content.articles;
  const settings = createCommentSettings({ db, audit: app.audit });
  const replyMails = createReplyMails({ db, mailer, config, articles, secret: resolveJwtSecret(config), log });
  const replyPublished = (id: number) => replyMails.published(id);
  await app.register(commentsRoutes, {
    comments: createCommentsService({
      repository: createCommentsRepository(db),
      articles,
      holdFirstComments: async () => (await settings.read()).hold_first_comments,
      replyPublished,
    }),
  });
  await app.register(replyMailRoutes, { replyMails, config });
  app.staffArea.add(commentModerationRoutes, { moderation: createCommentModeration({ db, audit: app.audit, replyPublished }), settings });
};
