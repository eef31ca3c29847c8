// Comment moderation (staff only): GET /api/admin/comments/?page=&page_size=&article=&status=,
// GET /api/admin/comments/articles/, POST /api/admin/comments/{id}/hide/ | unhide/ | dismiss-reports/,
// DELETE /api/admin/comments/{id}/ (one comment) and /api/admin/comments/{id}/thread/ (with its replies).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaff } from '../../plugins/auth.ts';
import {
  adminCommentListQuerySchema,
  adminCommentListSchema,
  adminCommentSchema,
  commentedArticleSchema,
  commentIdParamsSchema,
  messageSchema,
  validationErrorSchema,
} from 'contracts';
import { MODERATION_MESSAGES, type CommentModeration } from './moderation.ts';

export interface CommentModerationRoutesOptions {
  moderation: CommentModeration;
}

const denied = { 401: messageSchema, 403: messageSchema };
const errors = { 400: validationErrorSchema, ...denied, 404: messageSchema };
const tags = ['admin: comments'];

export const commentModerationRoutes: FastifyPluginAsyncZod<CommentModerationRoutesOptions> = async (app, { moderation }) => {
  app.addHook('onRequest', requireStaff);
  const actor = (user: { id: number; email: string } | null) => ({ id: user!.id, email: user!.email });

  app.get(
    '/admin/comments/',
    {
      schema: {
        tags,
        summary:
          'Comments across all articles, newest first (staff); without `status`, visible comments with reports come first. `article` is <section>/<slug>',
        querystring: adminCommentListQuerySchema,
        response: { 200: adminCommentListSchema, 400: validationErrorSchema, ...denied },
      },
    },
    async (request) => moderation.list(request.query),
  );

  app.get(
    '/admin/comments/articles/',
    {
      schema: {
        tags,
        summary: 'The articles that have comments, with their counts (staff)',
        response: { 200: z.array(commentedArticleSchema), ...denied },
      },
    },
    async () => moderation.articles(),
  );

  for (const [path, summary, change] of [
    [
      'hide',
      'Hides a comment: kept, shown only to its author and staff (staff)',
      (id: number, a: ReturnType<typeof actor>) => moderation.setHidden(a, id, true),
    ],
    ['unhide', 'Shows a hidden comment again (staff)', (id: number, a: ReturnType<typeof actor>) => moderation.setHidden(a, id, false)],
    [
      'dismiss-reports',
      'Keeps a reported comment and clears its reports (staff)',
      (id: number, a: ReturnType<typeof actor>) => moderation.dismissReports(a, id),
    ],
  ] as const) {
    app.post(
      `/admin/comments/:id/${path}/`,
      { schema: { tags, summary, params: commentIdParamsSchema, response: { 200: adminCommentSchema, ...errors } } },
      async (request) => change(request.params.id, actor(request.user)),
    );
  }

  app.delete(
    '/admin/comments/:id/',
    {
      schema: {
        tags,
        summary: 'Deletes one comment: a reply, or a comment without replies (409 when it has replies) (staff)',
        params: commentIdParamsSchema,
        response: { 200: messageSchema, ...errors, 409: messageSchema },
      },
    },
    async (request) => {
      await moderation.remove(actor(request.user), request.params.id);
      return { message: MODERATION_MESSAGES.deleted };
    },
  );

  app.delete(
    '/admin/comments/:id/thread/',
    {
      schema: {
        tags,
        summary: 'Deletes a comment with all its replies (409 for a reply) (staff)',
        params: commentIdParamsSchema,
        response: { 200: messageSchema, ...errors, 409: messageSchema },
      },
    },
    async (request) => {
      await moderation.removeThread(actor(request.user), request.params.id);
      return { message: MODERATION_MESSAGES.threadDeleted };
    },
  );
};
