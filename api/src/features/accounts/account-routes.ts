// Password reset and the member's account page (docs/product/accounts.md#account-page).
//   POST /api/password-reset/          {email} → 200 {message} (the same whether the address has an account)
//   POST /api/password-reset/confirm/  {token, password} → a token pair (every other session ended)
//   GET  /api/account/ · POST /api/account/password/ · GET /api/account/sessions/
//   POST /api/account/sign-out-everywhere/ {refresh} · PUT /api/account/newsletter/ · GET /api/account/export/
//   POST /api/account/delete/ {password?, comments: keep|remove}
// Every /api/account/ route is for the signed-in member, about their own account only.
import type { FastifyReply, FastifyRequest } from 'fastify';
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
} from 'contracts';
import { routeSchemas, type RouteSpec } from '../../lib/route-schema.ts';
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
const accountsRoute = routeSchemas('accounts');

export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, { control, reset, config }) => {
  /** Counts one attempt per key; null when all are within their limits, else the seconds to wait. */
  async function overLimit(keys: [string, number][]): Promise<number | null> {
    const hits = await Promise.all(keys.map(([key, limit]) => countAttempt(app.rateLimitCounters, key, limit, AUTH_WINDOW_SECONDS)));
    const refused = hits.filter((hit) => !hit.allowed);
    return refused.length === 0 ? null : Math.max(...refused.map((hit) => hit.retryAfterSeconds));
  }
  /** A preHandler counting one attempt per key of the request, answering 429 past a limit. */
  const limited = (keys: (request: FastifyRequest) => [string, number][]) => async (request: FastifyRequest, reply: FastifyReply) => {
    const wait = await overLimit(keys(request));
    if (wait !== null) return tooManyRequests(reply, wait, tooMany('attempts', wait));
  };
  /** Attempts that prove the current password, per member (a stolen session must not guess it). */
  const passwordProof = limited((request) => [[`password:user:${request.user!.id}`, config.authLimitPerEmail]]);
  const member = app.requireUser;
  /** A member's route that asks for their current password: its attempts are limited. */
  const provingPassword = <const S extends RouteSpec>(summary: string, spec: S) => ({
    onRequest: member,
    preHandler: passwordProof,
    schema: accountsRoute(summary, spec, [400, 401, 429]),
  });

  app.post(
    '/password-reset/',
    {
      schema: accountsRoute(
        'Forgot password: mails a one-hour, single-use link; the answer is the same whether the address has an account',
        { body: passwordResetRequestBody, 200: messageSchema },
        [400, 429],
      ),
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

  const passwordSet = passwordResetBody.extend({ password: passwordResetBody.shape.password.refine(notBreached, BREACHED_PASSWORD) });
  app.post(
    '/password-reset/confirm/',
    {
      preHandler: limited((request) => [[`reset-confirm:ip:${request.client}`, config.authLimitPerIp]]),
      schema: accountsRoute(
        'Sets a new password with the reset link’s token; ends every session and signs this browser in',
        { body: passwordSet, 200: tokenPairSchema },
        [400, 429],
      ),
    },
    async (request, reply) => noStore(reply).send(await reset.reset(request.body.token, request.body.password)),
  );

  app.get(
    '/account/',
    { onRequest: member, schema: accountsRoute('The signed-in member’s account', { 200: accountSchema }, [401]) },
    async (request, reply) => noStore(reply).send(await control.get(request.user!.id)),
  );

  const passwordChange = passwordChangeBody.extend({
    new_password: passwordChangeBody.shape.new_password.refine(notBreached, BREACHED_PASSWORD),
  });
  app.post(
    '/account/password/',
    provingPassword('Changes the password (the current one required when set); every session ends, this browser gets a new pair', {
      body: passwordChange,
      200: tokenPairSchema,
    }),
    async (request, reply) => noStore(reply).send(await control.changePassword(request.user!.id, request.body)),
  );

  app.get(
    '/account/sessions/',
    { onRequest: member, schema: accountsRoute('The member’s signed-in sessions', { 200: accountSessionsSchema }, [401]) },
    async (request, reply) => noStore(reply).send({ results: await control.sessions(request.user!.id) }),
  );

  const everywhere = 'Ends every other session of the member; this browser (its refresh token) gets a new pair';
  app.post(
    '/account/sign-out-everywhere/',
    { onRequest: member, schema: accountsRoute(everywhere, { body: refreshBody, 200: tokenPairSchema }, [400, 401]) },
    async (request, reply) => noStore(reply).send(await control.signOutEverywhere(request.user!.id, request.body.refresh)),
  );

  const newsletter = 'Subscribes the member’s confirmed address to the newsletter, or unsubscribes it';
  app.put(
    '/account/newsletter/',
    { onRequest: member, schema: accountsRoute(newsletter, { body: newsletterSettingBody, 200: accountSchema }, [400, 401]) },
    async (request, reply) => noStore(reply).send(await control.setNewsletter(request.user!.id, request.body.subscribed)),
  );

  app.get(
    '/account/export/',
    {
      onRequest: member,
      schema: accountsRoute('Everything stored about the member, as a JSON download', { 200: accountExportSchema }, [401]),
    },
    async (request, reply) =>
      noStore(reply)
        .header('content-disposition', `attachment; filename="account-${request.user!.id}.json"`)
        .send(await control.export(request.user!.id)),
  );

  app.post(
    '/account/delete/',
    provingPassword('Deletes the account (the password required when set); comments kept as “deleted member” or removed', {
      body: accountDeleteBody,
      200: messageSchema,
    }),
    async (request) => {
      await control.delete(request.user!.id, request.body);
      return { message: 'Your account has been deleted.' };
    },
  );
};
