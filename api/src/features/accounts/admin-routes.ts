// The staff endpoints of the accounts feature (in the staff area: 401 anonymous, 403 non-staff):
//   GET   /api/admin/users/?q=&sort=&page=&page_size=   users, searchable by name or email, sortable
//   PATCH /api/admin/users/{id}/ {is_paid_member?, is_staff?, disabled?}   grants or revokes (audited)
//   GET   /api/admin/users/{id}/comments/?page=&page_size=   the user's comments, newest first
//   GET   /api/admin/dashboard/?days=7|30|90   events per day and the most downloaded workflows
//   GET   /api/admin/dashboard/counts/   the site's counts
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activityQuery,
  activitySchema,
  adminPageQuery,
  adminUserIdParams,
  adminUserListQuery,
  adminUserPageSchema,
  adminUserPatchBody,
  adminUserSchema,
  dashboardSchema,
  messageSchema,
  userCommentPageSchema,
  validationErrorSchema,
} from 'contracts';
import type { AdminUsersService } from './admin-users.ts';
import type { DashboardService } from './dashboard.ts';
import { staffDenied } from '../../plugins/staff-area.ts';

export interface AdminAccountsRoutesOptions {
  adminUsers: AdminUsersService;
  dashboard: DashboardService;
}

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

export const adminAccountsRoutes: FastifyPluginAsyncZod<AdminAccountsRoutesOptions> = async (app, { adminUsers, dashboard }) => {
  app.get(
    '/users/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Users for staff: search by name or email, sort, pages',
        querystring: adminUserListQuery,
        response: { 200: adminUserPageSchema, 400: validationErrorSchema, ...staffDenied },
      },
    },
    async (request, reply) => noStore(reply).send(await adminUsers.list(request.query)),
  );

  app.patch(
    '/users/:id/',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Grant or revoke paid membership and staff, disable or enable a user (never one’s own staff flag or account, never the last staff user)',
        params: adminUserIdParams,
        body: adminUserPatchBody,
        response: { 200: adminUserSchema, 400: validationErrorSchema, ...staffDenied, 404: messageSchema },
      },
    },
    async (request) => adminUsers.update(request.user!, request.params.id, request.body),
  );

  app.get(
    '/users/:id/comments/',
    {
      schema: {
        tags: ['admin'],
        summary: 'A user’s comments and replies, newest first, with their articles',
        params: adminUserIdParams,
        querystring: adminPageQuery,
        response: { 200: userCommentPageSchema, 400: validationErrorSchema, ...staffDenied, 404: messageSchema },
      },
    },
    async (request, reply) => noStore(reply).send(await adminUsers.comments(request.params.id, request.query)),
  );

  app.get(
    '/dashboard/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Sign-ups, comments, downloads, newsletter confirmations and contact messages per day over 7, 30 or 90 days',
        querystring: activityQuery,
        response: { 200: activitySchema, 400: validationErrorSchema, ...staffDenied },
      },
    },
    async (request, reply) => noStore(reply).send(await dashboard.activity(request.query.days)),
  );

  app.get(
    '/dashboard/counts/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Site counts: users, paid members, subscribers, comments, contact messages, workflows, downloads',
        response: { 200: dashboardSchema, ...staffDenied },
      },
    },
    async (_request, reply) => noStore(reply).send(await dashboard.get()),
  );
};
