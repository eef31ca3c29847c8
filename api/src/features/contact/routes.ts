// POST /api/contact/ (form or JSON: name, email, message), rate limited per IP.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeRateLimit } from '../../plugins/rate-limit.ts';
import { contactAnswerSchema, contactBodySchema } from 'contracts';
import type { ContactService } from './service.ts';
import { routeSchemas } from '../../lib/route-schema.ts';

export interface ContactRoutesOptions {
  contact: ContactService;
}

const contactRoute = routeSchemas('contact');

/** Messages one IP address may send per window. */
export const CONTACT_LIMIT = { limit: 5, windowSeconds: 3600 } as const;
export const CONTACT_TOO_MANY = 'You have sent several messages in a short time. Please try again later.';

export const contactRoutes: FastifyPluginAsyncZod<ContactRoutesOptions> = async (app, { contact }) => {
  app.post(
    '/contact/',
    {
      config: {
        rateLimit: routeRateLimit({ key: (request) => `contact:ip:${request.client}`, ...CONTACT_LIMIT, message: CONTACT_TOO_MANY }),
      },
      schema: contactRoute(
        'Sends a message to the team (stored, then mailed to CONTACT_TO)',
        { body: contactBodySchema, 201: contactAnswerSchema },
        [400, 429],
      ),
    },
    async (request, reply) => {
      return reply.code(201).send(await contact.send(request.body, request.ip));
    },
  );
};
