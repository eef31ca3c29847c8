// GET /api/library/ (the member's saved items with their read / downloaded state), PUT and DELETE
// /api/library/{kind}/{id}/ (save, take out: both idempotent), POST /api/library/opened/ (the member
// opened an article or a workflow), GET /api/library/new/articles/ and …/new/workflows/ ("new to you").
// Every route is the signed-in member's own (401 before the input is read), answered `private, no-store`;
// writes are rate limited per member.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  articleListSchema,
  libraryEntrySchema,
  libraryItemParamsSchema,
  libraryItemSchema,
  librarySchema,
  listedWorkflowListSchema,
  messageSchema,
  newArticlesQuerySchema,
  newWorkflowsQuerySchema,
  validationErrorSchema,
} from 'contracts';
import { routeRateLimit } from '../../plugins/rate-limit.ts';
import type { LibraryService } from './service.ts';

export interface LibraryRoutesOptions {
  library: LibraryService;
}

/** A member's own data: never stored by a browser or a shared cache. */
const PRIVATE = 'private, no-store';
const personal = (reply: FastifyReply) => reply.header('cache-control', PRIVATE);
const errors = { 400: validationErrorSchema, 401: messageSchema };

/** Library writes one member may make per window: far above a person's clicks, a bound for a script. */
export const WRITE_LIMIT = { limit: 600, windowSeconds: 600 } as const;
export const WRITING_TOO_FAST = 'You are changing your library very quickly. Please wait a few minutes and try again.';
const writes = { 429: messageSchema };

export const libraryRoutes: FastifyPluginAsyncZod<LibraryRoutesOptions> = async (app, { library }) => {
  /** Counted per member (requireUser ran before). */
  const writeLimit = {
    rateLimit: routeRateLimit({ key: (request) => `library:user:${request.user!.id}`, ...WRITE_LIMIT, message: WRITING_TOO_FAST }),
  };
  app.addHook('onRequest', async (_request, reply) => void personal(reply));
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/library/',
    {
      schema: {
        tags: ['library'],
        summary: 'The signed-in member’s saved articles and workflows, newest saved first, with when they last opened / downloaded each',
        response: { 200: librarySchema, 401: messageSchema },
      },
    },
    async (request) => library.list(request.user!.id),
  );

  app.put(
    '/library/:kind/:id/',
    {
      config: writeLimit,
      schema: {
        tags: ['library'],
        summary: 'Saves an article or a workflow to the member’s library (saving it again changes nothing); 404 when it is not published',
        params: libraryItemParamsSchema,
        response: { 200: libraryEntrySchema, ...errors, 404: messageSchema, ...writes },
      },
    },
    async (request) => library.save(request.user!.id, request.params),
  );

  app.delete(
    '/library/:kind/:id/',
    {
      config: writeLimit,
      schema: {
        tags: ['library'],
        summary: 'Takes an article or a workflow out of the member’s library (204 whether or not it was in it)',
        params: libraryItemParamsSchema,
        response: { 204: z.null(), ...errors, ...writes },
      },
    },
    async (request, reply) => {
      await library.remove(request.user!.id, request.params);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/library/opened/',
    {
      config: writeLimit,
      schema: {
        tags: ['library'],
        summary: 'The member opened an article (read) or a workflow (its preview or write-up): it is no longer new to them',
        body: libraryItemSchema,
        response: { 204: z.null(), ...errors, 404: messageSchema, ...writes },
      },
    },
    async (request, reply) => {
      await library.opened(request.user!.id, request.body);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/library/new/articles/',
    {
      schema: {
        tags: ['library'],
        summary: 'New to you: a page of articles (of a section, or all), newest first, without those the member opened',
        querystring: newArticlesQuerySchema,
        response: { 200: articleListSchema, ...errors },
      },
    },
    async (request) => library.newArticles(request.user!.id, request.query),
  );

  app.get(
    '/library/new/workflows/',
    {
      schema: {
        tags: ['library'],
        summary:
          'New to you: a page of the workflow grid (its search and filters), newest first, without those the member opened or downloaded',
        querystring: newWorkflowsQuerySchema,
        response: { 200: listedWorkflowListSchema, ...errors },
      },
    },
    async (request) => library.newWorkflows(request.user!.id, request.query),
  );
};
