// GET /api/comments/?postSlug=&section=[&limit=&before=] (pages, newest first), GET /api/comments/count/?postSlug=&section=,
// GET /api/comments/{id}/replies/[?limit=&before=], POST /api/comments/, POST /api/comments/reply/,
// POST /api/comments/{id}/report/, DELETE /api/comments/{id}/, PUT|DELETE /api/comments/{id}/reaction/. Writing needs a
// signed-in user; posting and reacting are rate limited per user.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth.ts';
import { routeRateLimit } from '../../plugins/rate-limit.ts';
import {
  commentBodySchema,
  commentCountQuerySchema,
  commentCountSchema,
  commentIdParamsSchema,
  commentListQuerySchema,
  commentRepliesQuerySchema,
  commentReplyBodySchema,
  commentReplySchema,
  commentSchema,
  commentReactionsSchema,
  messageSchema,
  reactionBodySchema,
  REPLY_PREVIEW,
  reportBodySchema,
} from 'contracts';
import { MEMBER_WRITE_ERRORS, routeSchemas } from '../../lib/route-schema.ts';
import type { CommentsService } from './service.ts';

export interface CommentsRoutesOptions {
  comments: CommentsService;
}

/** Comments and replies one user may post per window. */
export const POST_LIMIT = { limit: 10, windowSeconds: 600 } as const;
export const POST_TOO_MANY = 'You are posting very quickly. Please wait a few minutes before commenting again.';
/** Reaction changes one user may make per window. */
export const REACT_LIMIT = { limit: 120, windowSeconds: 600 } as const;
export const REACT_TOO_MANY = 'You are reacting very quickly. Please wait a few minutes.';

const commentsRoute = routeSchemas('comments');

export const commentsRoutes: FastifyPluginAsyncZod<CommentsRoutesOptions> = async (app, { comments }) => {
  /** Posting is counted per signed-in user (requireUser ran before). */
  const postingLimit = {
    rateLimit: routeRateLimit({ key: (request) => `comments:user:${request.user!.id}`, ...POST_LIMIT, message: POST_TOO_MANY }),
  };

  const reactingLimit = {
    rateLimit: routeRateLimit({ key: (request) => `comments:react:${request.user!.id}`, ...REACT_LIMIT, message: REACT_TOO_MANY }),
  };

  app.get(
    '/comments/',
    {
      schema: commentsRoute(
        'One page of an article’s comments, newest first, each with its newest replies (newest first) and `reply_count`: `limit` (default 20, at most 50) comments older than the comment `before` (the last id of the page before); a full page means there may be more. Comments staff hid show only to their author (and staff), marked `hidden`',
        { querystring: commentListQuerySchema, 200: z.array(commentSchema) },
        [400],
      ),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { section, postSlug, limit, before } = request.query;
      return comments.list(section, postSlug, { limit, before }, request.user);
    },
  );

  app.get(
    '/comments/count/',
    {
      schema: commentsRoute(
        'How many comments and replies of an article the reader may see (the heading’s total)',
        { querystring: commentCountQuerySchema, 200: commentCountSchema },
        [400],
      ),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { count: await comments.count(request.query.section, request.query.postSlug, request.user) };
    },
  );

  app.get(
    '/comments/:id/replies/',
    {
      schema: commentsRoute(
        `One page of a comment’s replies, newest first: \`limit\` (default 20, at most 50) replies older than the reply \`before\`; each comment of the list brings its ${REPLY_PREVIEW} newest`,
        { params: commentIdParamsSchema, querystring: commentRepliesQuerySchema, 200: z.array(commentReplySchema) },
        [400, 404],
      ),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { limit, before } = request.query;
      return comments.replies(request.params.id, { limit, before }, request.user);
    },
  );

  app.post(
    '/comments/',
    {
      preValidation: requireUser,
      config: postingLimit,
      schema: commentsRoute('Posts a comment on an article (bearer)', { body: commentBodySchema, 201: commentSchema }, MEMBER_WRITE_ERRORS),
    },
    async (request, reply) => {
      return reply.code(201).send(await comments.create(request.user!, request.body));
    },
  );

  app.post(
    '/comments/reply/',
    {
      preValidation: requireUser,
      config: postingLimit,
      schema: commentsRoute(
        'Replies to a comment (bearer); a reply to a reply joins its top comment',
        { body: commentReplyBodySchema, 201: commentReplySchema },
        MEMBER_WRITE_ERRORS,
      ),
    },
    async (request, reply) => {
      return reply.code(201).send(await comments.reply(request.user!, request.body));
    },
  );

  app.post(
    '/comments/:id/report/',
    {
      preValidation: requireUser,
      schema: commentsRoute(
        'Reports a comment to the moderators (bearer; not one’s own): 201 the first time, 200 with a message saying so when this user already reported it',
        { params: commentIdParamsSchema, body: reportBodySchema, 200: messageSchema, 201: messageSchema },
        MEMBER_WRITE_ERRORS,
      ),
    },
    async (request, reply) => {
      const { created, message } = await comments.report(request.user!, request.params.id, request.body.reason);
      return reply.code(created ? 201 : 200).send({ message });
    },
  );

  app.delete(
    '/comments/:id/',
    {
      preValidation: requireUser,
      schema: commentsRoute(
        "Deletes a comment and its replies (its author or staff); answers the first page of the article's comments",
        { params: commentIdParamsSchema, 200: z.array(commentSchema) },
        MEMBER_WRITE_ERRORS,
      ),
    },
    async (request) => comments.remove(request.user!, request.params.id),
  );

  // PUT sets the member's reaction (the body's), DELETE removes it: both answer the comment's counts.
  for (const [method, summary] of [
    [
      'PUT',
      'Sets the member’s reaction on a comment, replacing the one they had; the same again changes nothing (bearer). Answers the comment’s reaction counts (409 while the comment waits for approval or is hidden)',
    ],
    ['DELETE', 'Removes the member’s reaction from a comment (bearer); answers the comment’s reaction counts'],
  ] as const) {
    app.route({
      method,
      url: '/comments/:id/reaction/',
      preValidation: requireUser,
      config: reactingLimit,
      schema: commentsRoute(
        summary,
        { params: commentIdParamsSchema, ...(method === 'PUT' ? { body: reactionBodySchema } : {}), 200: commentReactionsSchema },
        [...MEMBER_WRITE_ERRORS, 409],
      ),
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const chosen = method === 'PUT' ? reactionBodySchema.parse(request.body).reaction : null;
        return comments.react(request.user!, request.params.id, chosen);
      },
    });
  }
};
