// The newsletter's staff side (staff only): GET /api/admin/newsletter/subscribers/?page=&page_size=,
// GET /api/admin/newsletter/subscribers.csv, POST /api/admin/newsletter/preview/,
// POST /api/admin/newsletter/campaigns/test/ (to the staff user), POST /api/admin/newsletter/campaigns/
// (send to every confirmed subscriber), GET /api/admin/newsletter/campaigns/?page=&page_size=.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  campaignBodySchema,
  campaignPageSchema,
  campaignPreviewSchema,
  campaignSchema,
  messageSchema,
  subscriberPageQuerySchema,
  subscriberPageSchema,
  validationErrorSchema,
} from 'contracts';
import type { Campaigns } from './campaigns.ts';
import { staffActor, staffDenied } from '../../plugins/staff-area.ts';

export interface NewsletterAdminRoutesOptions {
  campaigns: Campaigns;
  now?: () => Date;
}

const tags = ['admin: newsletter'];

export const newsletterAdminRoutes: FastifyPluginAsyncZod<NewsletterAdminRoutesOptions> = async (
  app,
  { campaigns, now = () => new Date() },
) => {
  app.get(
    '/newsletter/subscribers/',
    {
      schema: {
        tags,
        summary: 'Confirmed, subscribed addresses, newest confirmation first, with their count (staff)',
        querystring: subscriberPageQuerySchema,
        response: { 200: subscriberPageSchema, 400: validationErrorSchema, ...staffDenied },
      },
    },
    async (request) => campaigns.subscribers(request.query.page, request.query.page_size),
  );

  app.get(
    '/newsletter/subscribers.csv',
    {
      schema: {
        tags,
        summary: 'Every confirmed, subscribed address as CSV (email, subscribed, confirmed), a download (staff)',
        produces: ['text/csv'],
        response: { 200: z.string().describe('text/csv'), ...staffDenied },
      },
    },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="newsletter-subscribers-${now().toISOString().slice(0, 10)}.csv"`)
        .header('cache-control', 'no-store')
        .send(await campaigns.subscribersCsv()),
  );

  app.post(
    '/newsletter/preview/',
    {
      schema: {
        tags,
        summary: 'The campaign body rendered as subscribers get it (sanitised HTML) (staff)',
        body: campaignBodySchema,
        response: { 200: campaignPreviewSchema, 400: validationErrorSchema, ...staffDenied },
      },
    },
    async (request) => campaigns.preview(request.body),
  );

  app.post(
    '/newsletter/campaigns/test/',
    {
      schema: {
        tags,
        summary: 'Mails the campaign to the staff user’s own address, subject marked [Test] (staff)',
        body: campaignBodySchema,
        response: { 200: messageSchema, 400: validationErrorSchema, ...staffDenied, 503: messageSchema },
      },
    },
    async (request) => campaigns.sendTest(staffActor(request), request.body),
  );

  app.post(
    '/newsletter/campaigns/',
    {
      schema: {
        tags,
        summary:
          'Sends a campaign to every confirmed, subscribed address: queued as one job row per recipient and mailed in batches in the background (staff)',
        body: campaignBodySchema,
        response: { 201: campaignSchema, 400: validationErrorSchema, ...staffDenied },
      },
    },
    async (request, reply) => reply.code(201).send(await campaigns.send(staffActor(request), request.body)),
  );

  app.get(
    '/newsletter/campaigns/',
    {
      schema: {
        tags,
        summary: 'Campaigns, newest first, with their recipients, sent, failed, pending and skipped counts (staff)',
        querystring: subscriberPageQuerySchema,
        response: { 200: campaignPageSchema, 400: validationErrorSchema, ...staffDenied },
      },
    },
    async (request) => campaigns.list(request.query.page, request.query.page_size),
  );
};
