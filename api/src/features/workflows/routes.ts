// GET /api/workflows/, GET /api/workflows/{slug or id}/, GET /api/workflows/{slug or id}/download/,
// and for staff POST /api/workflows/ (multipart), PATCH and DELETE /api/workflows/{id}/.
import { createReadStream } from 'node:fs';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaff } from '../../plugins/auth.ts';
import {
  idParamsSchema,
  listQuerySchema,
  messageSchema,
  validationErrorSchema,
  workflowListSchema,
  workflowParamsSchema,
  workflowSchema,
} from './schemas.ts';
import type { WorkflowsService } from './service.ts';
import { MAX_FILE_BYTES, readChanges, readNewUpload } from './upload.ts';

export interface WorkflowsRoutesOptions {
  workflows: WorkflowsService;
}

/** `attachment; filename="…"` with an RFC 5987 copy for names outside plain ASCII. */
export function attachmentHeader(fileName: string): string {
  const plain = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

const UPLOAD_DESCRIPTION = `multipart/form-data: "file" (the workflow JSON, at most ${MAX_FILE_BYTES / 1024 / 1024} MB), "thumbnail" (PNG, JPEG, WebP, GIF or SVG) and the fields title, description, tags (comma-separated), category, difficulty (Beginner, Intermediate, Advanced), blog_slug and created (YYYY-MM-DD) (optional).`;

export const workflowsRoutes: FastifyPluginAsyncZod<WorkflowsRoutesOptions> = async (app, { workflows }) => {
  // Only this feature reads multipart bodies; the parser is registered here, not for the whole API.
  await app.register(multipart, { limits: { fileSize: MAX_FILE_BYTES } });

  app.get(
    '/workflows/',
    {
      schema: {
        tags: ['workflows'],
        summary: 'Workflows, 10 per page; search over title, description, tags and category; sort -created (default), title or -downloads',
        querystring: listQuerySchema,
        response: { 200: workflowListSchema, 400: validationErrorSchema },
      },
    },
    async (request) => workflows.list(request.query),
  );

  app.get(
    '/workflows/:key/',
    {
      schema: {
        tags: ['workflows'],
        summary: 'One workflow by id, slug or the slug of its write-up',
        params: workflowParamsSchema,
        response: { 200: workflowSchema, 404: messageSchema },
      },
    },
    async (request) => workflows.get(request.params.key),
  );

  app.get(
    '/workflows/:key/download/',
    {
      schema: {
        tags: ['workflows'],
        summary: 'The workflow file as an attachment (counts the download once per visitor a day); 404 {message} when absent',
        params: workflowParamsSchema,
      },
    },
    async (request, reply) => {
      const visitor = request.user ? `user:${request.user.id}` : `ip:${request.ip}`;
      const target = await workflows.download(request.params.key, request.method === 'GET' ? { count: true, visitor } : { count: false });
      if (target.kind === 'redirect') return reply.redirect(target.url, 302);
      return reply
        .header('content-disposition', attachmentHeader(target.fileName))
        .header('cache-control', 'no-store')
        .type(target.fileName.endsWith('.json') ? 'application/json; charset=utf-8' : 'application/octet-stream')
        .send(target.kind === 'bytes' ? target.bytes : createReadStream(target.path));
    },
  );

  app.post(
    '/workflows/',
    {
      preHandler: requireStaff,
      schema: {
        tags: ['workflows'],
        summary: 'Upload a workflow (staff)',
        description: UPLOAD_DESCRIPTION,
        response: { 201: workflowSchema, 400: validationErrorSchema, 401: messageSchema, 403: messageSchema, 409: messageSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await workflows.create(await readNewUpload(request))),
  );

  app.patch(
    '/workflows/:key/',
    {
      preHandler: requireStaff,
      schema: {
        tags: ['workflows'],
        summary: 'Change a workflow (staff): metadata as JSON or form fields; new files in a multipart form',
        description: UPLOAD_DESCRIPTION.replace('multipart/form-data', 'Every part optional; multipart/form-data'),
        params: idParamsSchema,
        response: { 200: workflowSchema, 400: validationErrorSchema, 401: messageSchema, 403: messageSchema, 404: messageSchema },
      },
    },
    async (request) => workflows.update(request.params.key, await readChanges(request)),
  );

  app.delete(
    '/workflows/:key/',
    {
      preHandler: requireStaff,
      schema: {
        tags: ['workflows'],
        summary: 'Delete a workflow (staff)',
        params: idParamsSchema,
        response: { 204: z.null(), 401: messageSchema, 403: messageSchema, 404: messageSchema },
      },
    },
    async (request, reply) => {
      await workflows.remove(request.params.key);
      return reply.code(204).send(null);
    },
  );
};
