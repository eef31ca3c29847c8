// The roadmap progress API (docs/product/content.md#progress):
//   GET  /api/progress/                    the member's marks and whether their page is public
//   PUT  /api/progress/steps/:step/         {status} marks one step now
//   POST /api/progress/merge/               {marks: [{step, status, at}]} the browser's marks, merged on sign-in
//   GET  /api/progress/sharing/             the public page's switch and handle (or a suggested handle)
//   PUT  /api/progress/sharing/             {public, handle}
//   GET  /api/progress/public/:handle/      a public page's marks and calendar; 404 when off or unknown
// Every route but the last is for the signed-in member, about their own progress only.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  messageSchema,
  progressMergeBody,
  progressSchema,
  progressSharingBody,
  progressSharingSchema,
  publicProgressParams,
  publicProgressSchema,
  stepMarkBody,
  stepParams,
  validationErrorSchema,
} from 'contracts';
import type { ProgressService } from './service.ts';

export interface ProgressRoutesOptions {
  progress: ProgressService;
}

/** A member's own answers are never stored by a cache. */
const privateAnswer = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

export const progressRoutes: FastifyPluginAsyncZod<ProgressRoutesOptions> = async (app, { progress }) => {
  const tags = ['progress'];
  const member = { 401: messageSchema };

  app.get(
    '/progress/',
    {
      onRequest: app.requireUser,
      schema: { tags, summary: 'The signed-in member’s roadmap marks', response: { 200: progressSchema, ...member } },
    },
    async (request, reply) => privateAnswer(reply).send(await progress.progress(request.user!.id)),
  );

  app.put(
    '/progress/steps/:step/',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Marks one roadmap step done, learning or skipped (none clears it), as of now',
        params: stepParams,
        body: stepMarkBody,
        response: { 200: progressSchema, 400: validationErrorSchema, ...member },
      },
    },
    async (request, reply) => privateAnswer(reply).send(await progress.mark(request.user!.id, request.params.step, request.body.status)),
  );

  app.post(
    '/progress/merge/',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Merges the marks made in this browser before signing in: per step, the later mark wins',
        body: progressMergeBody,
        response: { 200: progressSchema, 400: validationErrorSchema, ...member },
      },
    },
    async (request, reply) => privateAnswer(reply).send(await progress.merge(request.user!.id, request.body.marks)),
  );

  app.get(
    '/progress/sharing/',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Whether the member’s progress page is public, and its handle (a suggestion until one is chosen)',
        response: { 200: progressSharingSchema, ...member },
      },
    },
    async (request, reply) => privateAnswer(reply).send(await progress.sharing(request.user!.id)),
  );

  app.put(
    '/progress/sharing/',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Chooses the member’s handle and turns their public progress page on or off',
        body: progressSharingBody,
        response: { 200: progressSharingSchema, 400: validationErrorSchema, ...member },
      },
    },
    async (request, reply) => privateAnswer(reply).send(await progress.setSharing(request.user!.id, request.body)),
  );

  app.get(
    '/progress/public/:handle/',
    {
      schema: {
        tags,
        summary: 'A member’s public roadmap progress: marks and the days with progress; 404 when the page is off or unknown',
        params: publicProgressParams,
        response: { 200: publicProgressSchema, 404: messageSchema },
      },
    },
    async (request, reply) => reply.header('cache-control', 'no-cache').send(await progress.publicProgress(request.params.handle)),
  );
};
