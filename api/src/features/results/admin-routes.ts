// The review queue (staff only): GET /api/admin/results/?status=pending|approved|rejected|reported&page=&page_size=,
// POST /api/admin/results/{id}/approve/ | reject/, DELETE /api/admin/results/{id}/. Every change is in the audit log.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminResultListQuerySchema,
  adminResultListSchema,
  adminResultSchema,
  messageSchema,
  resultIdParamsSchema,
  validationErrorSchema,
} from 'contracts';
import { staffActor, staffDenied } from '../../plugins/staff-area.ts';
import { RESULT_MESSAGES, type ResultsService } from './service.ts';

export interface ResultReviewRoutesOptions {
  results: ResultsService;
  /** Renders again the pages whose cards show the newest approved result. */
  purgePages(): Promise<void>;
}

const errors = { 400: validationErrorSchema, ...staffDenied, 404: messageSchema };
const tags = ['admin: results'];

export const resultReviewRoutes: FastifyPluginAsyncZod<ResultReviewRoutesOptions> = async (app, { results, purgePages }) => {
  app.addHook('onSend', async (request, reply) => {
    if (request.method !== 'GET' && reply.statusCode < 300) await purgePages();
  });

  app.get(
    '/results/',
    {
      schema: {
        tags,
        summary:
          'Shared results by status (default: pending, oldest first; the others newest first); `reported` lists those with reports (staff)',
        querystring: adminResultListQuerySchema,
        response: { 200: adminResultListSchema, 400: validationErrorSchema, ...staffDenied },
      },
    },
    async (request) => results.queue(request.query),
  );

  for (const [path, status, summary] of [
    [
      'approve',
      'approved',
      'Approves a result: it shows in the workflow’s gallery and can be its card’s picture; its reports are cleared (staff)',
    ],
    ['reject', 'rejected', 'Rejects a result: only its author sees it, marked rejected (staff)'],
  ] as const) {
    app.post(
      `/results/:id/${path}/`,
      { schema: { tags, summary, params: resultIdParamsSchema, response: { 200: adminResultSchema, ...errors } } },
      async (request) => results.review(staffActor(request), request.params.id, status),
    );
  }

  app.delete(
    '/results/:id/',
    {
      schema: {
        tags,
        summary: 'Deletes a result and its files (staff)',
        params: resultIdParamsSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await results.staffRemove(staffActor(request), request.params.id);
      return { message: RESULT_MESSAGES.removed };
    },
  );
};
