// Reply mails (docs/product/community.md#reply-mails): GET|PUT /api/account/reply-mails/ (the member's
// own setting), GET /api/comments/reply-mails/unsubscribe/?token= (the page of the mail's link: a button,
// since mail scanners open links too) and POST the same URL (the button, or RFC 8058's one-click POST
// to the List-Unsubscribe URL).
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { absoluteUrl, type Config } from '../../config.ts';
import { renderResultPage, type ResultPage } from '../newsletter/pages.ts';
import { messageSchema, newsletterTokenQuerySchema, replyMailSettingSchema, validationErrorSchema } from 'contracts';
import type { ReplyMails } from './reply-mails.ts';

export interface ReplyMailRoutesOptions {
  replyMails: ReplyMails;
  config: Pick<Config, 'publicUrl'>;
}

export const REPLY_MAILS_OFF =
  'You will not receive a mail when someone replies to your comments. Turn reply mails back on from your account page at any time.';
const PRODUCT = 'Reply mails';
const INVALID = {
  tone: 'error',
  title: 'This link is not valid',
  message: 'The unsubscribe link is incomplete. Open it again from the reply mail.',
} as const;

const firstToken = (token: string | string[] | undefined) => (Array.isArray(token) ? token[0] : token)?.trim() ?? '';

export const replyMailRoutes: FastifyPluginAsyncZod<ReplyMailRoutesOptions> = async (app, { replyMails, config }) => {
  const page = (reply: FastifyReply, status: number, content: Omit<ResultPage, 'homeUrl' | 'product'>) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderResultPage({ ...content, product: PRODUCT, homeUrl: absoluteUrl(config, '/') }));
  const done = {
    tone: 'success',
    title: 'Reply mails are off',
    message: REPLY_MAILS_OFF,
    back: { label: 'Open my account', url: absoluteUrl(config, '/account') },
  } as const;

  // GET reads the member's setting, PUT changes it (the body's `enabled`); both answer it.
  for (const [method, summary] of [
    ['GET', 'Whether the member gets a mail when someone replies to their comments'],
    ['PUT', 'Turns the member’s reply mails on or off'],
  ] as const) {
    app.route({
      method,
      url: '/account/reply-mails/',
      onRequest: app.requireUser,
      schema: {
        tags: ['accounts'],
        summary,
        ...(method === 'PUT' ? { body: replyMailSettingSchema } : {}),
        response: { 200: replyMailSettingSchema, 400: validationErrorSchema, 401: messageSchema },
      },
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const userId = request.user!.id;
        const enabled =
          method === 'PUT'
            ? await replyMails.setEnabled(userId, replyMailSettingSchema.parse(request.body).enabled)
            : await replyMails.enabled(userId);
        return { enabled };
      },
    });
  }

  app.get(
    '/comments/reply-mails/unsubscribe/',
    {
      schema: {
        tags: ['comments'],
        summary: 'The page of the unsubscribe link every reply mail carries: a button that turns reply mails off (POST); answers HTML',
        querystring: newsletterTokenQuerySchema,
      },
    },
    async (request, reply) => {
      const token = firstToken(request.query.token);
      if (replyMails.verify(token) === null) return page(reply, 404, INVALID);
      return page(reply, 200, {
        tone: 'success',
        title: 'Stop reply mails',
        message: 'Press the button and you will not get a mail when someone replies to your comments.',
        form: {
          label: 'Unsubscribe',
          url: absoluteUrl(config, `/api/comments/reply-mails/unsubscribe/?token=${encodeURIComponent(token)}`),
          fields: {},
        },
      });
    },
  );

  app.post(
    '/comments/reply-mails/unsubscribe/',
    {
      schema: {
        tags: ['comments'],
        summary:
          'Turns reply mails off for the member the signed token names: the one-click POST of RFC 8058 (answers JSON) or the button of the link’s page (a browser asking for HTML gets a page)',
        querystring: newsletterTokenQuerySchema,
        response: { 200: messageSchema, 404: messageSchema },
      },
    },
    async (request, reply) => {
      const outcome = await replyMails.unsubscribe(firstToken(request.query.token));
      const browser = /\btext\/html\b/i.test(request.headers.accept ?? '');
      if (outcome === 'invalid') {
        return browser ? page(reply, 404, INVALID) : reply.code(404).send({ message: 'This unsubscribe link is not valid.' });
      }
      return browser ? page(reply, 200, done) : reply.header('cache-control', 'no-store').send({ message: REPLY_MAILS_OFF });
    },
  );
};
