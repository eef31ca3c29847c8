// Forms without JavaScript (docs/decisions/0026-forms-without-javascript.md): the contact and sign-up
// forms post as plain forms to their own page (POST /contact, /signup). The post is replayed in this
// process as the API call the page's script makes (same body, as the visitor: their address goes
// along), so validation, rate limits and every other rule of the API apply unchanged; the answer is a
// small server-rendered page with the API's message or its field messages. Signing in keeps its
// session in the page's script: POST /signin only says that it needs JavaScript, without reading the
// password. Every post must come from the site's own pages (Sec-Fetch-Site, else Origin).
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { absoluteUrl } from '../../config.ts';
import { SITE_NAME } from '../../lib/site-name.ts';
import { renderResultPage, type ResultPage } from '../newsletter/pages.ts';

interface PlainForm {
  /** The page the form is on, and where the answer's link goes back to. */
  page: string;
  api: string;
  /** The form's field names and their labels, in the order the answer lists their messages. */
  fields: Record<string, string>;
  title: string;
}

const FORMS: PlainForm[] = [
  { page: '/contact', api: '/api/contact/', fields: { name: 'Name', email: 'Email', message: 'Message' }, title: 'Message sent' },
  {
    page: '/signup',
    api: '/api/users/',
    fields: { first_name: 'First name', last_name: 'Last name', email: 'Email', password: 'Password' },
    title: 'Check your email',
  },
];

export const SIGN_IN_NEEDS_JAVASCRIPT =
  'Signing in needs JavaScript: your session is kept by the page. Turn JavaScript on for this site and sign in again.';

/**
 * Whether the post was sent by a page of this site: the browser's Sec-Fetch-Site, else its Origin.
 * (Under the site's Referrer-Policy: no-referrer, browsers send "Origin: null" with a form post.)
 */
export function fromOwnPage(request: FastifyRequest, publicUrl: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site) return site === 'same-origin';
  return request.headers.origin === new URL(publicUrl).origin;
}

function answer(reply: FastifyReply, app: FastifyInstance, status: number, page: Omit<ResultPage, 'homeUrl' | 'product'>): FastifyReply {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(renderResultPage({ ...page, homeUrl: absoluteUrl(app.config, '/'), product: SITE_NAME }));
}

function fieldsOf(body: unknown, names: string[]): Record<string, string> {
  const values: Record<string, string> = {};
  const record = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  for (const name of names) if (typeof record[name] === 'string') values[name] = record[name];
  return values;
}

export const formsFeature: FastifyPluginAsync = async (app) => {
  const refuseForeign = (reply: FastifyReply) =>
    answer(reply, app, 403, {
      tone: 'error',
      title: 'This form was sent from another site',
      message: `Open the form on ${SITE_NAME} and send it from there.`,
    });

  for (const form of FORMS) {
    app.post(form.page, { schema: { hide: true } }, async (request, reply) => {
      if (!fromOwnPage(request, app.config.publicUrl)) return refuseForeign(reply);
      const response = await app.inject({
        method: 'POST',
        url: form.api,
        headers: { 'content-type': 'application/json', 'user-agent': request.headers['user-agent'] ?? '' },
        payload: JSON.stringify(fieldsOf(request.body, Object.keys(form.fields))),
        remoteAddress: request.ip,
      });
      const body = response.json<{ message?: string; errors?: Record<string, string> }>();
      const back = { label: 'Back to the form', url: form.page };
      if (response.statusCode < 300) return answer(reply, app, 200, { tone: 'success', title: form.title, message: body.message ?? '' });
      const errors = Object.entries(body.errors ?? {});
      const message =
        errors.length > 0
          ? errors.map(([field, text]) => `${form.fields[field] ?? field}: ${text}`).join(' ')
          : (body.message ?? 'Something went wrong. Please try again.');
      const retryAfter = response.headers['retry-after'];
      if (retryAfter) reply.header('retry-after', String(retryAfter));
      return answer(reply, app, response.statusCode, { tone: 'error', title: 'The form was not sent', message, back });
    });
  }

  app.post('/signin', { schema: { hide: true } }, async (request, reply) => {
    if (!fromOwnPage(request, app.config.publicUrl)) return refuseForeign(reply);
    return answer(reply, app, 400, {
      tone: 'error',
      title: 'Sign in needs JavaScript',
      message: SIGN_IN_NEEDS_JAVASCRIPT,
      back: { label: 'Back to sign in', url: '/signin' },
    });
  });
};
