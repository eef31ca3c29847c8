// The contact inbox (staff only): GET /api/admin/messages/?status=&page=&page_size= (unread first),
// PATCH /api/admin/messages/{id}/ {status}, POST /api/admin/messages/{id}/reply/ {body} (mailed to the sender).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaff } from '../../plugins/auth.ts';
import { contactReplyBodySchema, inboxMessageSchema, inboxPageSchema, inboxQuerySchema, inboxStatusBodySchema } from 'contracts';
import type { ContactInbox } from './inbox.ts';

export interface ContactInboxRoutesOptions {
  inbox: ContactInbox;
}

const messageSchema = z.object({ message: z.string() });
const validationErrorSchema = z.object({ message: z.string(), errors: z.record(z.string(), z.string()) });
const idParamsSchema = z.object({
  id: z.coerce.number({ message: 'id must be a message id.' }).int('id must be a message id.').positive('id must be a message id.'),
});
const denied = { 401: messageSchema, 403: messageSchema };
const errors = { 400: validationErrorSchema, ...denied, 404: messageSchema };
const tags = ['admin: messages'];

export const contactInboxRoutes: FastifyPluginAsyncZod<ContactInboxRoutesOptions> = async (app, { inbox }) => {
  app.addHook('onRequest', requireStaff);
  const actor = (user: { id: number; email: string } | null) => ({ id: user!.id, email: user!.email });

  app.get(
    '/admin/messages/',
    {
      schema: {
        tags,
        summary: 'The contact messages, unread first, then newest first, each with its replies (staff)',
        querystring: inboxQuerySchema,
        response: { 200: inboxPageSchema, 400: validationErrorSchema, ...denied },
      },
    },
    async (request) => inbox.list(request.query),
  );

  app.patch(
    '/admin/messages/:id/',
    {
      schema: {
        tags,
        summary: 'Marks a message unread, read or answered (staff)',
        params: idParamsSchema,
        body: inboxStatusBodySchema,
        response: { 200: inboxMessageSchema, ...errors },
      },
    },
    async (request) => inbox.setStatus(actor(request.user), request.params.id, request.body.status),
  );

  app.post(
    '/admin/messages/:id/reply/',
    {
      schema: {
        tags,
        summary: 'Mails a reply to the sender; once mailed it is recorded on the message, which becomes answered (staff)',
        params: idParamsSchema,
        body: contactReplyBodySchema,
        response: { 201: inboxMessageSchema, ...errors, 503: messageSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await inbox.reply(actor(request.user), request.params.id, request.body.body)),
  );
};
