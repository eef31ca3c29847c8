// The contact inbox (staff only): GET /api/admin/messages/?status=&page=&page_size= (unread first),
// PATCH /api/admin/messages/{id}/ {status}, POST /api/admin/messages/{id}/reply/ {body} (mailed to the sender).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contactReplyBodySchema,
  inboxMessageSchema,
  inboxPageSchema,
  inboxQuerySchema,
  inboxStatusBodySchema,
  messageSchema,
  validationErrorSchema,
} from 'contracts';
import type { ContactInbox } from './inbox.ts';
import { staffActor, staffDenied } from '../../plugins/staff-area.ts';

export interface ContactInboxRoutesOptions {
  inbox: ContactInbox;
}

const idParamsSchema = z.object({
  id: z.coerce.number({ message: 'id must be a message id.' }).int('id must be a message id.').positive('id must be a message id.'),
});
const errors = { 400: validationErrorSchema, ...staffDenied, 404: messageSchema };
const tags = ['admin: messages'];

export const contactInboxRoutes: FastifyPluginAsyncZod<ContactInboxRoutesOptions> = async (app, { inbox }) => {
  app.get(
    '/messages/',
    {
      schema: {
        tags,
        summary: 'The contact messages, unread first, then newest first, each with its replies (staff)',
        querystring: inboxQuerySchema,
        response: { 200: inboxPageSchema, 400: validationErrorSchema, ...staffDenied },
      },
    },
    async (request) => inbox.list(request.query),
  );

  app.patch(
    '/messages/:id/',
    {
      schema: {
        tags,
        summary: 'Marks a message unread, read or answered (staff)',
        params: idParamsSchema,
        body: inboxStatusBodySchema,
        response: { 200: inboxMessageSchema, ...errors },
      },
    },
    async (request) => inbox.setStatus(staffActor(request), request.params.id, request.body.status),
  );

  app.post(
    '/messages/:id/reply/',
    {
      schema: {
        tags,
        summary: 'Mails a reply to the sender; once mailed it is recorded on the message, which becomes answered (staff)',
        params: idParamsSchema,
        body: contactReplyBodySchema,
        response: { 201: inboxMessageSchema, ...errors, 503: messageSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await inbox.reply(staffActor(request), request.params.id, request.body.body)),
  );
};
