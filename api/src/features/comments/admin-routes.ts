// Comment moderation (staff only): GET /api/admin/comments/?page=&page_size=&article=&status=,
// GET /api/admin/comments/articles/, POST /api/admin/comments/{id}/hide/ | unhide/ | dismiss-reports/ |
// approve/ | pin/ | unpin/, DELETE /api/admin/comments/{id}/ (one comment) and /api/admin/comments/{id}/thread/
// (with its replies), GET|PUT /api/admin/comments/settings/ (hold first comments).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCommentListQuerySchema,
  adminCommentListSchema,
  adminCommentSchema,
  commentedArticleSchema,
  commentIdParamsSchema,
  commentSettingsSchema,
  messageSchema,
  validationErrorSchema,
} from 'contracts';
import { MODERATION_MESSAGES, type CommentModeration } from './moderation.ts';
import type { CommentSettingsStore } from './settings.ts';
import { staffActor, staffDenied, type StaffActor } from '../../plugins/staff-area.ts';

export interface CommentModerationRoutesOptions {
  moderation: CommentModeration;
  settings: CommentSettingsStore;
}

const errors = { 400: validationErrorSchema, ...staffDenied, 404: messageSchema };
const tags = ['admin: comments'];

export const commentModerationRoutes: FastifyPluginAsyncZod<CommentModerationRoutesOptions> = async (app, { moderation, settings }) => {
  app.get(
    '/comments/',
    {
      schema: {
        tags,
        summary:
          'Comments across all articles, newest first (staff); without `status`, visible comments with reports come first. `article` is <section>/<slug>',
        querystring: adminCommentListQuerySchema,
        response: { 200: adminCommentListSchema, 400: validationErrorSchema, ...staffDenied },
      },
    },
    async (request) => moderation.list(request.query),
  );

  app.get(
    '/comments/articles/',
    {
      schema: {
        tags,
        summary: 'The articles that have comments, with their counts (staff)',
        response: { 200: z.array(commentedArticleSchema), ...staffDenied },
      },
    },
    async () => moderation.articles(),
  );

  for (const [path, summary, change] of [
    [
      'hide',
      'Hides a comment: kept, shown only to its author and staff (staff)',
      (id: number, a: StaffActor) => moderation.setHidden(a, id, true),
    ],
    ['unhide', 'Shows a hidden comment again (staff)', (id: number, a: StaffActor) => moderation.setHidden(a, id, false)],
    [
      'dismiss-reports',
      'Keeps a reported comment and clears its reports (staff)',
      (id: number, a: StaffActor) => moderation.dismissReports(a, id),
    ],
    [
      'approve',
      'Publishes a comment held for approval: everyone sees it, and its author’s later comments are not held (staff)',
      (id: number, a: StaffActor) => moderation.approve(a, id),
    ],
    [
      'pin',
      'Pins a visible comment: it leads its article’s comments, in place of the one pinned before (409 for a reply or a held or hidden comment) (staff)',
      (id: number, a: StaffActor) => moderation.setPinned(a, id, true),
    ],
    ['unpin', 'Unpins a comment (staff)', (id: number, a: StaffActor) => moderation.setPinned(a, id, false)],
  ] as const) {
    app.post(
      `/comments/:id/${path}/`,
      { schema: { tags, summary, params: commentIdParamsSchema, response: { 200: adminCommentSchema, ...errors, 409: messageSchema } } },
      async (request) => change(request.params.id, staffActor(request)),
    );
  }

  app.delete(
    '/comments/:id/',
    {
      schema: {
        tags,
        summary: 'Deletes one comment: a reply, or a comment without replies (409 when it has replies) (staff)',
        params: commentIdParamsSchema,
        response: { 200: messageSchema, ...errors, 409: messageSchema },
      },
    },
    async (request) => {
      await moderation.remove(staffActor(request), request.params.id);
      return { message: MODERATION_MESSAGES.deleted };
    },
  );

  app.delete(
    '/comments/:id/thread/',
    {
      schema: {
        tags,
        summary: 'Deletes a comment with all its replies (409 for a reply) (staff)',
        params: commentIdParamsSchema,
        response: { 200: messageSchema, ...errors, 409: messageSchema },
      },
    },
    async (request) => {
      await moderation.removeThread(staffActor(request), request.params.id);
      return { message: MODERATION_MESSAGES.threadDeleted };
    },
  );

  // GET reads the comments' settings, PUT changes them (audited); both answer them.
  for (const [method, summary] of [
    ['GET', 'The comments’ settings: whether a member’s first comment waits for approval (staff)'],
    ['PUT', 'Changes the comments’ settings (staff; recorded in the audit log)'],
  ] as const) {
    app.route({
      method,
      url: '/comments/settings/',
      schema: {
        tags,
        summary,
        ...(method === 'PUT' ? { body: commentSettingsSchema } : {}),
        response: { 200: commentSettingsSchema, 400: validationErrorSchema, ...staffDenied },
      },
      handler: async (request) =>
        method === 'PUT' ? settings.update(staffActor(request), commentSettingsSchema.parse(request.body)) : settings.read(),
    });
  }
};
