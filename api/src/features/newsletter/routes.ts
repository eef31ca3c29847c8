// POST /api/emailsubscribe/, GET /api/emailsubscribe/confirm/?token=, GET|POST /api/emailsubscribe/unsubscribe/?token=
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { absoluteUrl, type Config } from '../../config.ts';
import { routeRateLimit } from '../../plugins/rate-limit.ts';
import { renderResultPage, type ResultPage } from './pages.ts';
import { messageSchema, newsletterTokenQuerySchema, subscribeAnswerSchema, subscribeBodySchema, validationErrorSchema } from 'contracts';
import type { NewsletterService } from './service.ts';

export interface NewsletterRoutesOptions {
  newsletter: NewsletterService;
  config: Pick<Config, 'publicUrl'>;
}

const firstToken = (token: string | string[] | undefined) => (Array.isArray(token) ? token[0] : token)?.trim() ?? '';

/** Subscriptions one IP address may ask for per window. */
export const SUBSCRIBE_LIMIT = { limit: 10, windowSeconds: 3600 } as const;
export const SUBSCRIBE_TOO_MANY = 'Too many subscription requests from your connection. Please try again later.';

export const UNSUBSCRIBED = 'You will not receive the newsletter any more. You can subscribe again at any time from the site.';

export const newsletterRoutes: FastifyPluginAsyncZod<NewsletterRoutesOptions> = async (app, { newsletter, config }) => {
  const page = (reply: FastifyReply, status: number, content: Omit<ResultPage, 'homeUrl'>) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderResultPage({ ...content, homeUrl: absoluteUrl(config, '/') }));

  app.post(
    '/emailsubscribe/',
    {
      config: {
        rateLimit: routeRateLimit({ key: (request) => `newsletter:ip:${request.ip}`, ...SUBSCRIBE_LIMIT, message: SUBSCRIBE_TOO_MANY }),
      },
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an address; a confirmation mail is sent (at most once an hour per address)',
        body: subscribeBodySchema,
        response: {
          200: subscribeAnswerSchema,
          201: subscribeAnswerSchema,
          400: validationErrorSchema,
          429: messageSchema,
          503: messageSchema,
        },
      },
    },
    async (request, reply) => {
      const { created, ...answer } = await newsletter.subscribe(request.body.email);
      return reply.code(created ? 201 : 200).send(answer);
    },
  );

  app.get(
    '/emailsubscribe/confirm/',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Confirms a subscription (the link of the confirmation mail); answers an HTML page',
        querystring: newsletterTokenQuerySchema,
      },
    },
    async (request, reply) => {
      const outcome = await newsletter.confirm(firstToken(request.query.token));
      if (outcome === 'invalid') {
        return page(reply, 404, {
          tone: 'error',
          title: 'This link is not valid',
          message:
            'The confirmation link is incomplete, was replaced by a newer one, or belongs to an address that unsubscribed. Subscribe again from the site to get a new link.',
        });
      }
      return page(reply, 200, {
        tone: 'success',
        title: 'Your subscription is confirmed',
        message:
          outcome === 'confirmed'
            ? 'Thank you! New tutorials, workflows and earning ideas will reach your inbox about twice a month.'
            : 'This address was already confirmed. Thanks for reading!',
      });
    },
  );

  app.get(
    '/emailsubscribe/unsubscribe/',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Unsubscribes (the link every newsletter mail carries); answers an HTML page',
        querystring: newsletterTokenQuerySchema,
      },
    },
    async (request, reply) => {
      const outcome = await newsletter.unsubscribe(firstToken(request.query.token));
      if (outcome === 'invalid') {
        return page(reply, 404, {
          tone: 'error',
          title: 'This link is not valid',
          message: 'The unsubscribe link is incomplete. Open it again from the newsletter mail.',
        });
      }
      return page(reply, 200, { tone: 'success', title: 'You are unsubscribed', message: UNSUBSCRIBED });
    },
  );

  app.post(
    '/emailsubscribe/unsubscribe/',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'One-click unsubscribe (RFC 8058: mail clients POST to the List-Unsubscribe URL)',
        querystring: newsletterTokenQuerySchema,
        response: { 200: messageSchema, 404: messageSchema },
      },
    },
    async (request, reply) => {
      const outcome = await newsletter.unsubscribe(firstToken(request.query.token));
      if (outcome === 'invalid') return reply.code(404).send({ message: 'This unsubscribe link is not valid.' });
      return reply.send({ message: UNSUBSCRIBED });
    },
  );
};
