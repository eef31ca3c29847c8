// Password reset and the member's account page (docs/product/accounts.md#account-page).
//   POST /api/password-reset/          {email} → 200 {message} (the same whether the address has an account)
//   POST /api/password-reset/confirm/  {token, password} → a token pair (every other session ended)
//   GET  /api/account/ · POST /api/account/password/ · GET /api/account/sessions/
//   POST /api/account/sign-out-everywhere/ {refresh} · PUT /api/account/newsletter/ · GET /api/account/export/
//   POST /api/account/delete/ {password?, comments: keep|remove}
// Every /api/account/ route is for the signed-in member, about their own account only.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { countAttempt, tooManyRequests } from '../../plugins/rate-limit.ts';
import {
  accountDeleteBody,
  accountExportSchema,
  accountSchema,
  accountSessionsSchema,
  BREACHED_PASSWORD,
  messageSchema,
  newsletterSettingBody,
  passwordChangeBody,
  passwordResetBody,
  passwordResetRequestBody,
  refreshBody,
  tokenPairSchema,
  validationErrorSchema,
} from 'contracts';
import type { AccountControl } from './account.ts';
import { isBreachedPassword } from './breached-passwords.ts';
import { RESET_REQUESTED, type PasswordReset } from './password-reset.ts';
import { AUTH_WINDOW_SECONDS, noStore, tooMany } from './routes.ts';

export interface AccountRoutesOptions {
  control: AccountControl;
  reset: PasswordReset;
  config: Pick<Config, 'authLimitPerIp' | 'authLimitPerEmail'>;
}

const notBreached = (password: string) => !isBreachedPassword(password);

export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, { control, reset, config }) => {
  /** Counts one attempt per key; null when all are within their limits, else the seconds to wait. */
  async function overLimit(keys: [string, number][]): Promise<number | null> {
    const hits = await Promise.all(keys.map(([key, limit]) => countAttempt(app.rateLimitCounters, key, limit, AUTH_WINDOW_SECONDS)));
    const refused = hits.filter((hit) => !hit.allowed);
    return refused.length === 0 ? null : Math.max(...refused.map((hit) => hit.retryAfterSeconds));
  }
  /** Attempts that prove the current password, per member (a stolen session must not guess it). */
  const passwordProof = (request: FastifyRequest) => overLimit([[`password:user:${request.user!.id}`, config.authLimitPerEmail]]);

  app.post(
    '/password-reset/',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Forgot password: mails a one-hour, single-use link; the answer is the same whether the address has an account',
        body: passwordResetRequestBody,
        response: { 200: messageSchema, 400: validationErrorSchema, 429: messageSchema },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      const wait = await overLimit([
        [`reset:ip:${request.client}`, config.authLimitPerIp],
        [`reset:email:${email}`, config.authLimitPerEmail],
      ]);
      if (wait !== null) return tooManyRequests(reply, wait, tooMany('password reset requests', wait));
      await reset.request(email);
      return { message: RESET_REQUESTED };
    },
  );

  app.post(
    '/password-reset/confirm/',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sets a new password with the reset link’s token; ends every session and signs this browser in',
        body: passwordResetBody.extend({ password: passwordResetBody.shape.password.refine(notBreached, BREACHED_PASSWORD) }),
        response: { 200: tokenPairSchema, 400: validationErrorSchema, 429: messageSchema },
      },
    },
    async (request, reply) => {
      const wait = await overLimit([[`reset-confirm:ip:${request.client}`, config.authLimitPerIp]]);
      if (wait !== null) return tooManyRequests(reply, wait, tooMany('attempts', wait));
      return noStore(reply).send(await reset.reset(request.body.token, request.body.password));
    },
  );

  app.get(
    '/account/',
    {
      onRequest: app.requireUser,
      schema: { tags: ['accounts'], summary: 'The signed-in member’s account', response: { 200: accountSchema, 401: messageSchema } },
    },
    async (request, reply) => noStore(reply).send(await control.get(request.user!.id)),
  );

  app.post(
    '/account/password/',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['accounts'],
        summary: 'Changes the password (the current one required when set); every session ends, this browser gets a new pair',
        body: passwordChangeBody.extend({ new_password: passwordChangeBody.shape.new_password.refine(notBreached, BREACHED_PASSWORD) }),
        response: { 200: tokenPairSchema, 400: validationErrorSchema, 401: messageSchema, 429: messageSchema },
      },
    },
    async (request, reply) => {
      const wait = await passwordProof(request);
      if (wait !== null) return tooManyRequests(reply, wait, tooMany('attempts', wait));
      return noStore(reply).send(await control.changePassword(request.user!.id, request.body));
    },
  );

  app.get(
    '/account/sessions/',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['accounts'],
        summary: 'The member’s signed-in sessions',
        response: { 200: accountSessionsSchema, 401: messageSchema },
      },
    },
    async (request, reply) => noStore(reply).send({ results: await control.sessions(request.user!.id) }),
  );

  app.post(
    '/account/sign-out-everywhere/',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['accounts'],
        summary: 'Ends every other session of the member; this browser (its refresh token) gets a new pair',
        body: refreshBody,
        response: { 200: tokenPairSchema, 400: validationErrorSchema, 401: messageSchema },
      },
    },
    async (request, reply) => noStore(reply).send(await control.signOutEverywhere(request.user!.id, request.body.refresh)),
  );

  app.put(
    '/account/newsletter/',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['accounts'],
        summary: 'Subscribes the member’s confirmed address to the newsletter, or unsubscribes it',
        body: newsletterSettingBody,
        response: { 200: accountSchema, 400: validationErrorSchema, 401: messageSchema },
      },
    },
    async (request, reply) => noStore(reply).send(await control.setNewsletter(request.user!.id, request.body.subscribed)),
  );

  app.get(
    '/account/export/',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['accounts'],
        summary: 'Everything stored about the member, as a JSON download',
        response: { 200: accountExportSchema, 401: messageSchema },
      },
    },
    async (request, reply) =>
      noStore(reply)
        .header('content-disposition', `attachment; filename="account-${request.user!.id}.json"`)
        .send(await control.export(request.user!.id)),
  );

  app.post(
    '/account/delete/',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['accounts'],
        summary: 'Deletes the account (the password required when set); comments kept as “deleted member” or removed',
        body: accountDeleteBody,
        response: { 200: messageSchema, 400: validationErrorSchema, 401: messageSchema, 429: messageSchema },
      },
    },
    async (request, reply) => {
      const wait = await passwordProof(request);
      if (wait !== null) return tooManyRequests(reply, wait, tooMany('attempts', wait));
      await control.delete(request.user!.id, request.body);
      return { message: 'Your account has been deleted.' };
    },
  );
};
