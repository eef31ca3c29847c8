// Accounts endpoints (docs/product/accounts.md#calls): tokens, users and Google sign-in.
//   POST /api/token/            {email, password} → {access, refresh}
//   POST /api/token/refresh/    {refresh} → a new pair (rotation; reuse revokes the family)
//   POST /api/token/revoke/     {refresh} → signs out everywhere that session family reached
//   POST /api/users/            {first_name, last_name, email, password} → 201 {message}: a confirmation link is mailed
//   GET  /api/users/confirm-email/?token=… → an HTML page with a button (the link of that mail, or of an email change)
//   POST /api/users/confirm-email/ {token} → confirms; an HTML page
//   GET  /api/users/currentuser/ (user) · PATCH /api/users/{id}/ (self or staff)
//   POST /api/auth-return/ {token: Google ID token}
// The staff's GET /api/users/ and GET /api/dashboard/ are deprecated aliases in staff-aliases.ts.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { absoluteUrl, type Config } from '../../config.ts';
import { renderResultPage, type ResultPage } from '../newsletter/pages.ts';
import { SITE_NAME } from '../seo/site.ts';
import { countAttempt, routeRateLimit, tooManyRequests } from '../../plugins/rate-limit.ts';
import {
  BREACHED_PASSWORD,
  confirmEmailBody,
  emailTokenQuery,
  googleBody,
  googleErrorSchema,
  googleSuccessSchema,
  messageSchema,
  publicUserSchema,
  refreshBody,
  signInBody,
  signUpBody,
  tokenPairSchema,
  userIdParams,
  userPatchBody,
} from 'contracts';
import { AppError } from '../../lib/errors.ts';
import { GoogleTokenError } from './google.ts';
import { isBreachedPassword } from './breached-passwords.ts';
import { AccountDisabledError, ConflictError, SIGN_UP_ANSWER, type AccountsService, type EmailConfirmation } from './service.ts';
import type { Sessions } from './sessions.ts';
import { routeSchemas } from '../../lib/route-schema.ts';

const accountsRoute = routeSchemas('accounts');

/** Every auth limit counts attempts in windows of 15 minutes. */
export const AUTH_WINDOW_SECONDS = 15 * 60;

export interface AccountsRoutesOptions {
  accounts: AccountsService;
  sessions: Sessions;
  config: Pick<Config, 'authLimitPerIp' | 'authLimitPerEmail' | 'publicUrl'>;
}

function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** The 429 answer of the account endpoints. */
export const tooMany = (what: string, wait: number) => `Too many ${what}. Please try again in ${waitText(wait)}.`;

export const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/** The contract's sign-up body, with the server's check against leaked passwords (its list stays here). */
const signUpBodyChecked = signUpBody.extend({
  password: signUpBody.shape.password.refine((password) => !isBreachedPassword(password), BREACHED_PASSWORD),
});

export const accountsRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (app, { accounts, sessions, config }) => {
  /** Counts one attempt per key; null when all are within their limits, else the seconds to wait. */
  async function overLimit(request: FastifyRequest, action: 'signup' | 'google' | 'confirm', email?: string): Promise<number | null> {
    const hits = [countAttempt(app.rateLimitCounters, `${action}:ip:${request.client}`, config.authLimitPerIp, AUTH_WINDOW_SECONDS)];
    if (email) hits.push(countAttempt(app.rateLimitCounters, `${action}:email:${email}`, config.authLimitPerEmail, AUTH_WINDOW_SECONDS));
    const refused = (await Promise.all(hits)).filter((hit) => !hit.allowed);
    return refused.length === 0 ? null : Math.max(...refused.map((hit) => hit.retryAfterSeconds));
  }

  // Wrong passwords are counted per (client, email) only: a client is refused after authLimitPerEmail
  // failures for one email, and nobody else's failures count against it, so a flood from elsewhere
  // never locks out the owner (who may have mistyped once). Every attempt also counts per client.
  const pairKey = (ip: string, email: string) => `signin:fail:${ip}:${email}`;

  async function failedTooOften(ip: string, email: string): Promise<number | null> {
    const pair = await app.rateLimitCounters.peek(pairKey(ip, email), AUTH_WINDOW_SECONDS);
    return pair.count >= config.authLimitPerEmail ? pair.retryAfterSeconds : null;
  }

  async function countFailure(ip: string, email: string): Promise<void> {
    await app.rateLimitCounters.add(pairKey(ip, email), AUTH_WINDOW_SECONDS);
  }

  app.post(
    '/token/',
    {
      config: {
        rateLimit: routeRateLimit({
          key: (request) => `signin:ip:${request.client}`,
          limit: config.authLimitPerIp,
          windowSeconds: AUTH_WINDOW_SECONDS,
          message: (wait) => tooMany('sign-in attempts', wait),
        }),
      },
      schema: accountsRoute('Sign in with email and password', { body: signInBody, 200: tokenPairSchema }, [401, 403, 429]),
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const wait = await failedTooOften(request.client, email);
      if (wait !== null) return tooManyRequests(reply, wait, tooMany('sign-in attempts', wait));
      try {
        return noStore(reply).send(await accounts.signIn(email, password));
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 401) await countFailure(request.client, email);
        throw error;
      }
    },
  );

  app.post(
    '/token/refresh/',
    {
      schema: accountsRoute('Trade a refresh token for a new pair', { body: refreshBody, 200: tokenPairSchema }, [401]),
    },
    async (request, reply) => noStore(reply).send(await sessions.refresh(request.body.refresh)),
  );

  app.post(
    '/token/revoke/',
    {
      schema: accountsRoute('Sign out: revoke a refresh token and its family', { body: refreshBody, 200: messageSchema }),
    },
    async (request) => {
      await sessions.revoke(request.body.refresh);
      return { message: 'Signed out.' };
    },
  );

  app.post(
    '/users/',
    {
      schema: accountsRoute(
        'Sign up: mails a link that confirms the address; the answer (201 {message}) is the same whether the address was free or not',
        { body: signUpBodyChecked, 201: messageSchema },
        [429],
      ),
    },
    async (request, reply) => {
      const wait = await overLimit(request, 'signup', request.body.email);
      if (wait !== null) return tooManyRequests(reply, wait, tooMany('sign-up attempts', wait));
      await accounts.signUp(request.body);
      return reply.code(201).send({ message: SIGN_UP_ANSWER });
    },
  );

  const CONFIRMATION_PAGES: Record<EmailConfirmation, { status: number; tone: 'success' | 'error'; title: string; message: string }> = {
    confirmed: { status: 200, tone: 'success', title: 'Your email address is confirmed', message: 'Thank you. You can close this page.' },
    invalid: {
      status: 404,
      tone: 'error',
      title: 'This link is not valid',
      message: 'The link is incomplete, was already used or has expired (links work for 48 hours).',
    },
    taken: { status: 409, tone: 'error', title: 'This address is taken', message: 'Another account uses this address now.' },
    'wrong-password': {
      status: 401,
      tone: 'error',
      title: 'Confirm your email address',
      message: 'That is not the password of this account. Enter the password chosen when the account was created.',
    },
  };

  const confirmationPage = (reply: FastifyReply, status: number, page: Omit<ResultPage, 'homeUrl' | 'product'>) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderResultPage({ ...page, homeUrl: absoluteUrl(config, '/'), product: `${SITE_NAME} account` }));

  /** The confirmation form: the link's token and the account's password, posted by a button. */
  const confirmationForm = (token: string) => ({
    label: 'Confirm my address',
    url: absoluteUrl(config, '/api/users/confirm-email/'),
    fields: { token },
    password: { label: 'Password of the account' },
  });

  // Opening the link only shows a form: mail scanners open links too, and must not confirm an
  // address for whoever signed up with it. The form posts the token with the account's password,
  // so that only whoever has both the mailbox and the password confirms (docs/decisions/0015).
  app.get(
    '/users/confirm-email/',
    {
      schema: accountsRoute('The page of the link that confirms an address: a button that confirms it (POST); answers HTML', {
        querystring: emailTokenQuery,
      }),
    },
    async (request, reply) => {
      if (!(await accounts.emailTokenValid(request.query.token))) {
        const { status, ...page } = CONFIRMATION_PAGES.invalid;
        return confirmationPage(reply, status, page);
      }
      return confirmationPage(reply, 200, {
        tone: 'success',
        title: 'Confirm your email address',
        message: 'Enter the password of the account to confirm that this address is yours.',
        form: confirmationForm(request.query.token),
      });
    },
  );

  app.post(
    '/users/confirm-email/',
    {
      schema: accountsRoute(
        'Confirms an address (a new account’s or a new one) with the token of its link and the account’s password; answers HTML',
        { body: confirmEmailBody },
      ),
    },
    async (request, reply) => {
      const wait = await overLimit(request, 'confirm');
      if (wait !== null) return tooManyRequests(reply, wait, tooMany('attempts', wait));
      const outcome = await accounts.confirmEmail(request.body.token, request.body.password);
      const { status, ...page } = CONFIRMATION_PAGES[outcome];
      return confirmationPage(reply, status, outcome === 'wrong-password' ? { ...page, form: confirmationForm(request.body.token) } : page);
    },
  );

  app.get(
    '/users/currentuser/',
    {
      preHandler: app.requireUser,
      schema: accountsRoute('The signed-in user', { 200: publicUserSchema }, [401]),
    },
    async (request, reply) => noStore(reply).send(await accounts.currentUser(request.user!.id)),
  );

  app.patch(
    '/users/:id/',
    {
      preHandler: app.requireUser,
      schema: accountsRoute(
        'Change a user (themself or staff; only staff may change is_paid_member and is_staff)',
        { params: userIdParams, body: userPatchBody, 200: publicUserSchema },
        [400, 401, 403, 404],
      ),
    },
    async (request) => accounts.update(request.user!, request.params.id, request.body),
  );

  app.post(
    '/auth-return/',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with a Google ID token',
        body: googleBody,
        response: {
          200: googleSuccessSchema,
          401: googleErrorSchema,
          403: googleErrorSchema,
          409: googleErrorSchema,
          429: googleErrorSchema,
          503: googleErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const wait = await overLimit(request, 'google');
      if (wait !== null) {
        return reply
          .code(429)
          .header('retry-after', String(wait))
          .send({ status: 'error' as const, message: tooMany('sign-in attempts', wait) });
      }
      try {
        const pair = await accounts.signInWithGoogle(request.body.token);
        return noStore(reply).send({ status: 'success' as const, message: 'Signed in with Google.', ...pair });
      } catch (error) {
        if (error instanceof GoogleTokenError)
          return reply.code(error.statusCode).send({ status: 'error' as const, message: error.message });
        if (error instanceof ConflictError) return reply.code(409).send({ status: 'error' as const, message: error.message });
        if (error instanceof AccountDisabledError) return reply.code(403).send({ status: 'error' as const, message: error.message });
        throw error;
      }
    },
  );
};
