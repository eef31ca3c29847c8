// GET /api/workflows/{key}/results/[?limit=&before=] (a workflow's gallery, newest first),
// POST /api/workflows/{key}/results/ (a member shares an image or video: multipart),
// POST /api/results/{id}/report/, DELETE /api/results/{id}/ (its author). GET /static/results/{name}
// serves the stored files: content-hashed names, so cached for a year as immutable.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  messageSchema,
  RESULT_LIMITS,
  RESULT_MAX_PAGE,
  RESULT_PAGE,
  resultIdParamsSchema,
  resultListQuerySchema,
  resultReportBodySchema,
  resultWorkflowParamsSchema,
  sharedResultSchema,
} from 'contracts';
import { MEMBER_WRITE_ERRORS, routeSchemas } from '../../lib/route-schema.ts';
import { requireUser } from '../../plugins/auth.ts';
import { routeRateLimit } from '../../plugins/rate-limit.ts';
import { RESULT_MESSAGES, type ResultsService } from './service.ts';
import { readSharedUpload } from './upload.ts';

export interface ResultsRoutesOptions {
  results: ResultsService;
}

/** Results one member may share per window. */
export const SHARE_LIMIT = { limit: 20, windowSeconds: 3600 } as const;
export const SHARE_TOO_MANY = 'You have shared a lot in the last hour. Please wait a little before sharing again.';

const resultsRoute = routeSchemas('results');
const mb = (bytes: number) => `${bytes / 1024 / 1024} MB`;
const UPLOAD_DESCRIPTION = `multipart/form-data: "media" (a PNG, JPEG or WebP image of at most ${mb(RESULT_LIMITS.imageBytes)} and ${RESULT_LIMITS.pixels / 1_000_000} megapixels, or an MP4 or WebM video of at most ${mb(RESULT_LIMITS.videoBytes)} and ${RESULT_LIMITS.videoSeconds} seconds; recognised by its bytes, and refused when it is also another kind of file), "poster" (a video's poster frame: PNG, JPEG or WebP, at most ${mb(RESULT_LIMITS.posterBytes)}), "prompt" (at most ${RESULT_LIMITS.prompt} characters) and "settings" (at most ${RESULT_LIMITS.settings}). Images are encoded again and videos' metadata blanked: nothing but what the fields say is kept.`;

/** A stored file's name: its SHA-256 and extension. */
const fileParams = z.object({ name: z.string().regex(/^[0-9a-f]{64}\.(?:png|jpg|webp|mp4|webm)$/, 'Not a shared file name.') });
const IMMUTABLE = 'public, max-age=31536000, immutable';

export const resultsRoutes: FastifyPluginAsyncZod<ResultsRoutesOptions> = async (app, { results }) => {
  // Only the share route reads multipart bodies (the parser stays in this plugin's scope).
  await app.register(multipart, { limits: { fileSize: RESULT_LIMITS.videoBytes } });

  app.get(
    '/api/workflows/:key/results/',
    {
      schema: resultsRoute(
        `One page of what members made with a workflow, newest first: \`limit\` (default ${RESULT_PAGE}, at most ${RESULT_MAX_PAGE}) results older than the result \`before\`. Approved results only, and the reader's own (pending or rejected: marked by \`status\`)`,
        { params: resultWorkflowParamsSchema, querystring: resultListQuerySchema, 200: z.array(sharedResultSchema) },
        [400, 404],
      ),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return results.list(request.params.key, request.query, request.user);
    },
  );

  app.post(
    '/api/workflows/:key/results/',
    {
      onRequest: requireUser,
      config: {
        rateLimit: routeRateLimit({ key: (request) => `results:user:${request.user!.id}`, ...SHARE_LIMIT, message: SHARE_TOO_MANY }),
      },
      schema: {
        ...resultsRoute(
          'Shares an image or short video made with the workflow, waiting for review by staff (bearer)',
          { params: resultWorkflowParamsSchema, 201: sharedResultSchema },
          MEMBER_WRITE_ERRORS,
        ),
        description: UPLOAD_DESCRIPTION,
        consumes: ['multipart/form-data'],
      },
    },
    async (request, reply) => {
      const upload = await readSharedUpload(request);
      return reply.code(201).send(await results.create(request.user!, request.params.key, upload));
    },
  );

  app.post(
    '/api/results/:id/report/',
    {
      onRequest: requireUser,
      schema: resultsRoute(
        'Reports a shared result to the moderators (bearer; not one’s own): 201 the first time, 200 when this member already reported it',
        { params: resultIdParamsSchema, body: resultReportBodySchema, 200: messageSchema, 201: messageSchema },
        MEMBER_WRITE_ERRORS,
      ),
    },
    async (request, reply) => {
      const { created, message } = await results.report(request.user!, request.params.id, request.body.reason);
      return reply.code(created ? 201 : 200).send({ message });
    },
  );

  app.delete(
    '/api/results/:id/',
    {
      onRequest: requireUser,
      schema: resultsRoute(
        'Removes a result one shared, with its files (its author; staff remove through the review queue)',
        { params: resultIdParamsSchema, 200: messageSchema },
        MEMBER_WRITE_ERRORS,
      ),
    },
    async (request) => {
      await results.remove(request.user!, request.params.id);
      return { message: RESULT_MESSAGES.removed };
    },
  );

  app.get('/static/results/:name', { schema: { hide: true, params: fileParams } }, async (request, reply) => {
    const stored = await results.file(request.params.name);
    if (!stored) {
      return reply
        .code(404)
        .header('cache-control', 'no-store')
        .send({ message: `Not found: ${request.url.split('?')[0]}` });
    }
    reply
      .header('cache-control', IMMUTABLE)
      .header('cross-origin-resource-policy', 'same-site')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('x-content-type-options', 'nosniff')
      .header('accept-ranges', 'bytes')
      .type(stored.contentType);
    const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '');
    const size = stored.bytes.length;
    if (!range || (range[1] === '' && range[2] === '')) return reply.send(stored.bytes);
    const start = range[1] === '' ? Math.max(0, size - Number(range[2])) : Number(range[1]);
    const end = range[1] === '' || range[2] === '' ? size - 1 : Math.min(size - 1, Number(range[2]));
    if (start > end || start >= size) return reply.code(416).header('content-range', `bytes */${size}`).send();
    return reply
      .code(206)
      .header('content-range', `bytes ${start}-${end}/${size}`)
      .send(stored.bytes.subarray(start, end + 1));
  });
};
