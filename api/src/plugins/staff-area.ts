// The one staff area (docs/decisions/0018-one-staff-area.md). Every feature's staff routes live in one
// Fastify scope whose one onRequest hook lets staff through before anything else runs, validation
// included: 401 {message} anonymous, 403 {message} signed in without staff.
//   app.staffArea.add(routes, options)        // the feature's staff routes, under /api/admin/
//   app.staffArea.addAliases(routes, options) // old staff URLs kept for callers, under /api/ (deprecated)
// A feature calls these while it registers (the decorator comes first); app.ts registers `staffScope`
// after the features, and the scope registers what they added.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageSchema } from 'contracts';

export const STAFF_PREFIX = '/api/admin';
const ALIAS_PREFIX = '/api';

/** What every staff route may answer before its handler runs (the hook's answers). */
export const staffDenied = { 401: messageSchema, 403: messageSchema };

export interface StaffActor {
  id: number;
  email: string;
}

/** The staff user making a change, for the audit log (the hook has made sure there is one). */
export const staffActor = (request: FastifyRequest): StaffActor => ({ id: request.user!.id, email: request.user!.email });

type Registration = (scope: FastifyInstance) => PromiseLike<unknown>;

export interface StaffArea {
  /** What the features added, in order; `staffScope` registers them. */
  readonly registrations: readonly Registration[];
  add<Options extends object>(routes: FastifyPluginAsyncZod<Options>, options: Options): void;
  addAliases<Options extends object>(routes: FastifyPluginAsyncZod<Options>, options: Options): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    staffArea: StaffArea;
  }
}

export const staffAreaPlugin = fp(
  async (app) => {
    const added: Registration[] = [];
    const adder =
      (prefix: string) =>
      <Options extends object>(routes: FastifyPluginAsyncZod<Options>, options: Options) =>
        void added.push((scope) => scope.withTypeProvider<ZodTypeProvider>().register(routes, { ...options, prefix }));
    app.decorate('staffArea', { registrations: added, add: adder(STAFF_PREFIX), addAliases: adder(ALIAS_PREFIX) });
  },
  { name: 'staff-area', dependencies: ['auth'] },
);

/** The scope itself: the one staff hook, then every feature's staff routes. */
export async function staffScope(scope: FastifyInstance): Promise<void> {
  scope.addHook('onRequest', scope.requireStaff);
  for (const register of scope.staffArea.registrations) await register(scope);
}
