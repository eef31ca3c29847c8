// POST /api/emailsubscribe/, GET|POST /api/emailsubscribe/confirm/ (the page of ?token=, then the token posted), GET|POST /api/emailsubscribe/unsubscribe/?token=
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { absoluteUrl, type Config } from '../../config.ts';
import { routeRateLimit } from '../../plugins/rate-limit.ts';
import { renderResultPage, type ResultPage } from './pages.ts';
import { messageSchema, newsletterTokenQuerySchema, subscribeAnswerSchema, subscribeBodySchema } from 'contracts';
import type { NewsletterService } from './service.ts';
import { routeSchemas } from '../../lib/route-schema.ts';

export interface NewsletterRoutesOptions {
  newsletter: NewsletterService;
  config: Pick<Config, 'publicUrl'>;
}

const newsletterRoute = routeSchemas('newsletter');

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
        rateLimit: routeRateLimit({ key: (request) => `newsletter:ip:${request.client}`, ...SUBSCRIBE_LIMIT, message: SUBSCRIBE_TOO_MANY }),
      },
      schema: newsletterRoute(
        'Subscribe an address; a confirmation mail is sent (at most once an hour per address)',
        { body: subscribeBodySchema, 200: subscribeAnswerSchema, 201: subscribeAnswerSchema },
        [400, 429, 503],
      ),
    },
    async (request, reply) => {
      const { created, ...answer } = await newsletter.subscribe(request.body.email);
      return reply.code(created ? 201 : 200).send(answer);
    },
  );

  const INVALID_CONFIRMATION = {
    tone: 'error',
    title: 'This link is not valid',
    message:
      'The confirmation link is incomplete, was replaced by a newer one, or belongs to an address that unsubscribed. Subscribe again from the site to get a new link.',
  } as const;
  const INVALID_UNSUBSCRIBE = {
    tone: 'error',
    title: 'This link is not valid',
    message: 'The unsubscribe link is incomplete. Open it again from the newsletter mail.',
  } as const;
  const ALREADY_CONFIRMED = {
    tone: 'success',
    title: 'Your subscription is confirmed',
    message: 'This address was already confirmed. Thanks for reading!',
  } as const;
  const UNSUBSCRIBED_PAGE = { tone: 'success', title: 'You are unsubscribed', message: UNSUBSCRIBED } as const;

  // Opening a mailed link only shows a button: mail scanners open links too, and must neither confirm
  // an address for whoever typed it in nor unsubscribe a reader. The button posts the token.
  app.get(
    '/emailsubscribe/confirm/',
    {
      schema: newsletterRoute('The page of the confirmation mail’s link: a button that confirms the subscription (POST); answers HTML', {
        querystring: newsletterTokenQuerySchema,
      }),
    },
    async (request, reply) => {
      const token = firstToken(request.query.token);
      const state = await newsletter.confirmationState(token);
      if (state === 'invalid') return page(reply, 404, INVALID_CONFIRMATION);
      if (state === 'already-confirmed') return page(reply, 200, ALREADY_CONFIRMED);
      return page(reply, 200, {
        tone: 'success',
        title: 'Confirm your subscription',
        message: 'Press the button to receive new tutorials, workflows and earning ideas about twice a month.',
        form: { label: 'Confirm my subscription', url: absoluteUrl(config, '/api/emailsubscribe/confirm/'), fields: { token } },
      });
    },
  );

  app.post(
    '/emailsubscribe/confirm/',
    {
      schema: newsletterRoute('Confirms a subscription with the token of the confirmation mail (the button of its page); answers HTML', {
        body: newsletterTokenQuerySchema,
      }),
    },
    async (request, reply) => {
      const outcome = await newsletter.confirm(firstToken(request.body.token));
      if (outcome === 'invalid') return page(reply, 404, INVALID_CONFIRMATION);
      if (outcome === 'already-confirmed') return page(reply, 200, ALREADY_CONFIRMED);
      return page(reply, 200, {
        tone: 'success',
        title: 'Your subscription is confirmed',
        message: 'Thank you! New tutorials, workflows and earning ideas will reach your inbox about twice a month.',
      });
    },
  );

  app.get(
    '/emailsubscribe/unsubscribe/',
    {
      schema: newsletterRoute(
        'The page of the unsubscribe link every newsletter mail carries: a button that unsubscribes (POST); answers HTML',
        { querystring: newsletterTokenQuerySchema },
      ),
    },
    async (request, reply) => {
      const token = firstToken(request.query.token);
      const state = await newsletter.unsubscribeState(token);
      if (state === 'invalid') return page(reply, 404, INVALID_UNSUBSCRIBE);
      if (state === 'unsubscribed') return page(reply, 200, UNSUBSCRIBED_PAGE);
      return page(reply, 200, {
        tone: 'success',
        title: 'Unsubscribe from the newsletter',
        message: 'Press the button and this address will not receive the newsletter any more.',
        form: {
          label: 'Unsubscribe',
          url: absoluteUrl(config, `/api/emailsubscribe/unsubscribe/?token=${encodeURIComponent(token)}`),
          fields: {},
        },
      });
    },
  );

  app.post(
    '/emailsubscribe/unsubscribe/',
    {
      schema: newsletterRoute(
        'Unsubscribes: the one-click POST of RFC 8058 (mail clients POST to the List-Unsubscribe URL; answers JSON) or the button of the link’s page (a browser asking for HTML gets a page)',
        { querystring: newsletterTokenQuerySchema, 200: messageSchema },
        [404],
      ),
    },
    async (request, reply) => {
      const outcome = await newsletter.unsubscribe(firstToken(request.query.token));
      const browser = /\btext\/html\b/i.test(request.headers.accept ?? '');
      if (outcome === 'invalid') {
        return browser ? page(reply, 404, INVALID_UNSUBSCRIBE) : reply.code(404).send({ message: 'This unsubscribe link is not valid.' });
      }
      return browser ? page(reply, 200, UNSUBSCRIBED_PAGE) : reply.send({ message: UNSUBSCRIBED });
    },
  );
};
