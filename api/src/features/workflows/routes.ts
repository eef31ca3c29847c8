// GET /api/workflows/, GET /api/workflows/{slug or id}/, …/requirements/, …/download/:
// published workflows only. Staff manage the catalogue under /api/admin/workflows/ (admin-routes.ts).
import { createReadStream } from 'node:fs';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  messageSchema,
  validationErrorSchema,
  workflowListQuerySchema,
  listedWorkflowListSchema,
  listedWorkflowSchema,
  workflowParamsSchema,
  workflowRequirementsSchema,
} from 'contracts';
import type { DownloadTarget, WorkflowsService } from './service.ts';

export interface WorkflowsRoutesOptions {
  workflows: WorkflowsService;
  /** Marks a workflow downloaded by a signed-in member (their library: docs/product/library.md). */
  downloadedBy: (userId: number, workflowId: number) => Promise<void>;
}

/** `attachment; filename="…"` with an RFC 5987 copy for names outside plain ASCII. */
export function attachmentHeader(fileName: string): string {
  const plain = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Sends a workflow file (stored bytes or a local file) as an attachment, or redirects to where it is hosted. */
export function sendWorkflowFile(reply: FastifyReply, target: DownloadTarget): FastifyReply {
  if (target.kind === 'redirect') return reply.redirect(target.url, 302);
  return reply
    .header('content-disposition', attachmentHeader(target.fileName))
    .header('cache-control', 'no-store')
    .type(target.fileName.endsWith('.json') ? 'application/json; charset=utf-8' : 'application/octet-stream')
    .send(target.kind === 'bytes' ? target.bytes : createReadStream(target.path));
}

export const workflowsRoutes: FastifyPluginAsyncZod<WorkflowsRoutesOptions> = async (app, { workflows, downloadedBy }) => {
  app.get(
    '/workflows/',
    {
      schema: {
        tags: ['workflows'],
        summary:
          'Workflows, 10 per page; search over title, description, tags and category; sort -created (default), title or -downloads; commercial=images|service and vram=8|12|16|24 filters',
        querystring: workflowListQuerySchema,
        response: { 200: listedWorkflowListSchema, 400: validationErrorSchema },
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
        response: { 200: listedWorkflowSchema, 404: messageSchema },
      },
    },
    async (request) => workflows.get(request.params.key),
  );

  app.get(
    '/workflows/:key/requirements/',
    {
      schema: {
        tags: ['workflows'],
        summary:
          "What the workflow needs on a visitor's ComfyUI (node packs with the tested commit, model files, minimum version, VRAM), for the check in the browser",
        params: workflowParamsSchema,
        response: { 200: workflowRequirementsSchema, 404: messageSchema },
      },
    },
    async (request) => workflows.requirements(request.params.key),
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
      const user = request.user;
      const visitor = user ? `user:${user.id}` : `ip:${request.ip}`;
      const counted = user ? (workflowId: number) => downloadedBy(user.id, workflowId) : undefined;
      const target = await workflows.download(
        request.params.key,
        request.method === 'GET' ? { count: true, visitor, counted } : { count: false },
      );
      return sendWorkflowFile(reply, target);
    },
  );
};
