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
} from 'contracts';
import { routeSchemas } from '../../lib/route-schema.ts';
import { MODERATION_MESSAGES, type CommentModeration } from './moderation.ts';
import type { CommentSettingsStore } from './settings.ts';
import { staffActor, type StaffActor } from '../../plugins/staff-area.ts';

export interface CommentModerationRoutesOptions {
  moderation: CommentModeration;
  settings: CommentSettingsStore;
}

const moderationRoute = routeSchemas('admin: comments');
/** What a staff route answers a visitor (401) or a member (403). */
const STAFF_ONLY = [401, 403] as const;
/** What a change to one comment may answer besides success: 409 when the comment does not allow it. */
const CHANGE_ERRORS = [400, ...STAFF_ONLY, 404, 409] as const;

export const commentModerationRoutes: FastifyPluginAsyncZod<CommentModerationRoutesOptions> = async (app, { moderation, settings }) => {
  app.get(
    '/comments/',
    {
      schema: moderationRoute(
        'Comments across all articles, newest first (staff); without `status`, visible comments with reports come first. `article` is <section>/<slug>',
        { querystring: adminCommentListQuerySchema, 200: adminCommentListSchema },
        [400, ...STAFF_ONLY],
      ),
    },
    async (request) => moderation.list(request.query),
  );

  app.get(
    '/comments/articles/',
    {
      schema: moderationRoute(
        'The articles that have comments, with their counts (staff)',
        { 200: z.array(commentedArticleSchema) },
        STAFF_ONLY,
      ),
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
      { schema: moderationRoute(summary, { params: commentIdParamsSchema, 200: adminCommentSchema }, CHANGE_ERRORS) },
      async (request) => change(request.params.id, staffActor(request)),
    );
  }

  // One comment, or a whole thread: each answers what it deleted.
  for (const [path, summary, remove, message] of [
    [
      '',
      'Deletes one comment: a reply, or a comment without replies (409 when it has replies) (staff)',
      (id: number, a: StaffActor) => moderation.remove(a, id),
      MODERATION_MESSAGES.deleted,
    ],
    [
      'thread/',
      'Deletes a comment with all its replies (409 for a reply) (staff)',
      (id: number, a: StaffActor) => moderation.removeThread(a, id),
      MODERATION_MESSAGES.threadDeleted,
    ],
  ] as const) {
    app.delete(
      `/comments/:id/${path}`,
      { schema: moderationRoute(summary, { params: commentIdParamsSchema, 200: messageSchema }, CHANGE_ERRORS) },
      async (request) => {
        await remove(request.params.id, staffActor(request));
        return { message };
      },
    );
  }

  // GET reads the comments' settings, PUT changes them (audited); both answer them.
  for (const [method, summary] of [
    ['GET', 'The comments’ settings: whether a member’s first comment waits for approval (staff)'],
    ['PUT', 'Changes the comments’ settings (staff; recorded in the audit log)'],
  ] as const) {
    app.route({
      method,
      url: '/comments/settings/',
      schema: moderationRoute(summary, { ...(method === 'PUT' ? { body: commentSettingsSchema } : {}), 200: commentSettingsSchema }, [
        400,
        ...STAFF_ONLY,
      ]),
      handler: async (request) =>
        method === 'PUT' ? settings.update(staffActor(request), commentSettingsSchema.parse(request.body)) : settings.read(),
    });
  }
};
