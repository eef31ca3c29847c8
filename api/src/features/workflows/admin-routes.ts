// The staff side of the catalogue, under /api/admin/workflows/ (401 anonymous, 403 non-staff):
// list every workflow (unpublished ones too) with its downloads, one workflow and its file (for the
// preview), upload (multipart), change metadata or files and publish/unpublish (PATCH), delete. Every
// change is recorded in the audit log.
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuditLog } from '../audit/service.ts';
import { sendWorkflowFile } from './routes.ts';
import {
  ADMIN_PAGE_SIZE,
  adminWorkflowListQuerySchema,
  adminWorkflowListSchema,
  adminWorkflowSchema,
  messageSchema,
  validationErrorSchema,
  workflowFileSchema,
  workflowIdParamsSchema,
} from 'contracts';
import type { StaffChange, WorkflowsService } from './service.ts';
import { MAX_FILE_BYTES, readChanges, readNewUpload } from './upload.ts';
import { staffActor, staffDenied } from '../../plugins/staff-area.ts';

export interface AdminWorkflowsRoutesOptions {
  workflows: WorkflowsService;
  audit: AuditLog;
}

const UPLOAD_DESCRIPTION = `multipart/form-data: "file" (the workflow JSON, at most ${MAX_FILE_BYTES / 1024 / 1024} MB; it must pass the workflow check, and a 400 lists every reason in errors.file), "thumbnail" (PNG, JPEG, WebP, GIF or SVG, at most ${MAX_FILE_BYTES / 1024 / 1024} MB) and the fields title, description, tags (comma-separated), category, difficulty (Beginner, Intermediate, Advanced), and optionally blog_slug, created (YYYY-MM-DD) and published (true or false; default true). Nothing is written unless everything is valid.`;

/** The rendered pages that show workflows (the catalogue, each workflow, the home page, search). */
export const WORKFLOW_PAGE_TAGS = ['workflows', 'home', 'search'];

export const adminWorkflowsRoutes: FastifyPluginAsyncZod<AdminWorkflowsRoutesOptions> = async (app, { workflows, audit }) => {
  // Only these routes read multipart bodies; the parser is registered here, not for the whole API.
  await app.register(multipart, { limits: { fileSize: MAX_FILE_BYTES } });
  // An upload, change, publish, unpublish or delete renders the pages that show workflows again.
  app.addHook('onSend', async (request, reply) => {
    if (request.method !== 'GET' && reply.statusCode < 300) await app.pageCache.purge(WORKFLOW_PAGE_TAGS);
  });

  const by = (request: FastifyRequest): StaffChange => ({ actor: staffActor(request), audit });

  app.get(
    '/workflows/',
    {
      schema: {
        tags: ['admin'],
        summary: `Every workflow (unpublished ones too) with its downloads, ${ADMIN_PAGE_SIZE} per page, newest first; q searches title, slug, description, tags and category (staff)`,
        querystring: adminWorkflowListQuerySchema,
        response: { 200: adminWorkflowListSchema, 400: validationErrorSchema, ...staffDenied },
      },
    },
    async (request) => workflows.staffList(request.query),
  );

  app.post(
    '/workflows/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Upload a workflow with its metadata and thumbnail (staff)',
        description: UPLOAD_DESCRIPTION,
        consumes: ['multipart/form-data'],
        response: { 201: adminWorkflowSchema, 400: validationErrorSchema, ...staffDenied, 409: messageSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await workflows.create(await readNewUpload(request), by(request))),
  );

  app.get(
    '/workflows/:id/',
    {
      schema: {
        tags: ['admin'],
        summary: 'One workflow, published or not (staff)',
        params: workflowIdParamsSchema,
        response: { 200: adminWorkflowSchema, 400: validationErrorSchema, ...staffDenied, 404: messageSchema },
      },
    },
    async (request) => workflows.staffGet(request.params.id),
  );

  app.get(
    '/workflows/:id/file/',
    {
      schema: {
        tags: ['admin'],
        summary: 'The workflow file, published or not, for the preview; not counted as a download (staff)',
        params: workflowIdParamsSchema,
        response: { 200: workflowFileSchema, 400: validationErrorSchema, ...staffDenied, 404: messageSchema },
      },
    },
    async (request, reply) => sendWorkflowFile(reply, await workflows.staffFile(request.params.id)),
  );

  app.patch(
    '/workflows/:id/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change a workflow (staff): metadata and published as JSON or form fields; new files in a multipart form',
        description: UPLOAD_DESCRIPTION.replace(
          'multipart/form-data',
          'Every part optional, at least one; JSON, a form or multipart/form-data',
        ),
        params: workflowIdParamsSchema,
        response: { 200: adminWorkflowSchema, 400: validationErrorSchema, ...staffDenied, 404: messageSchema },
      },
    },
    async (request) => workflows.update(request.params.id, await readChanges(request), by(request)),
  );

  app.delete(
    '/workflows/:id/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete a workflow with its files and search entry (staff); a seeded one stays deleted after a restart',
        params: workflowIdParamsSchema,
        response: { 204: z.null(), 400: validationErrorSchema, ...staffDenied, 404: messageSchema },
      },
    },
    async (request, reply) => {
      await workflows.remove(request.params.id, by(request));
      return reply.code(204).send(null);
    },
  );
};
