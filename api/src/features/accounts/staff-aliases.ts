// The spec's staff URLs outside /api/admin/, kept for their callers and marked deprecated in the API
// document (docs/decisions/0018-one-staff-area.md); they sit in the staff area, behind its one hook:
//   GET /api/users/?search=&page=&page_size=   all users (the staff screen uses GET /api/admin/users/)
//   GET /api/dashboard/                        the site's counts, as GET /api/admin/dashboard/counts/
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardSchema, messageSchema, userListQuery, userPageSchema } from 'contracts';
import type { DashboardService } from './dashboard.ts';
import { noStore } from './routes.ts';
import type { AccountsService } from './service.ts';

export interface StaffAliasesOptions {
  accounts: AccountsService;
  dashboard: DashboardService;
}

const denied = { 401: messageSchema, 403: messageSchema };

export const staffAliases: FastifyPluginAsyncZod<StaffAliasesOptions> = async (app, { accounts, dashboard }) => {
  app.get(
    '/users/',
    {
      schema: {
        tags: ['admin'],
        deprecated: true,
        summary: 'All users, searchable by name or email (staff); deprecated: GET /api/admin/users/',
        querystring: userListQuery,
        response: { 200: userPageSchema, ...denied },
      },
    },
    async (request, reply) => {
      const { search, page, page_size } = request.query;
      return noStore(reply).send(await accounts.list(search, page, page_size));
    },
  );

  app.get(
    '/dashboard/',
    {
      schema: {
        tags: ['admin'],
        deprecated: true,
        summary: 'Site counts for staff; deprecated: GET /api/admin/dashboard/counts/',
        response: { 200: dashboardSchema, ...denied },
      },
    },
    async (_request, reply) => noStore(reply).send(await dashboard.get()),
  );
};
