// The newsletter's staff side: confirmed subscribers (a page, or all as CSV), campaigns (a Markdown
// body rendered and sanitised like an article's; a test mail to the staff user; a send queued as one
// job row per confirmed subscriber for the campaign sender) and their counts.
import { sql, type Kysely } from 'kysely';
import { absoluteUrl, type Config } from '../../config.ts';
import { groupedCounts } from '../../db/grouped-counts.ts';
import type { Database } from '../../db/types.ts';
import { AppError, BadRequestError } from '../../lib/errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { renderMarkdown } from '../articles/markdown.ts';
import type { AuditActor, AuditLog } from '../audit/service.ts';
import type { Campaign, CampaignInput } from 'contracts';
import { csvRows } from './csv.ts';
import { campaignMail } from './mails.ts';

export interface CampaignsDeps {
  db: Kysely<Database>;
  audit: AuditLog;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl'>;
  /** Called once a campaign is queued (the sender starts on it at once). */
  queued: () => void;
  now?: () => Date;
}

export const NO_SUBSCRIBERS = 'There are no confirmed subscribers to send to.';
export const TEST_NOT_MAILED = 'The test mail could not be sent right now. Please try again in a few minutes.';

/** The campaign's Markdown as sanitised HTML, as articles are rendered. */
export function renderCampaign(markdown: string, config: Pick<Config, 'publicUrl'>): string {
  return renderMarkdown(markdown, { publicUrl: config.publicUrl, assetBase: absoluteUrl(config, '/static') }).html;
}

export function createCampaigns({ db, audit, mailer, config, queued, now = () => new Date() }: CampaignsDeps) {
  const confirmed = () =>
    db.selectFrom('newsletter_subscribers').where('confirmed_at', 'is not', null).where('unsubscribed_at', 'is', null);

  /** Campaigns newest first with their recipients' counts. */
  async function list(page: number, pageSize: number, only?: number): Promise<{ count: number; results: Campaign[] }> {
    let query = db.selectFrom('newsletter_campaigns');
    if (only !== undefined) query = query.where('id', '=', only);
    const counted = await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
    const rows = await query
      .select(['id', 'subject', 'status', 'created', 'finished_at', 'staff_email'])
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();
    const ids = rows.map((row) => row.id);
    const counts = await groupedCounts(db, 'newsletter_campaign_recipients', 'campaign_id', 'status', ids);
    const countOf = (id: number, statuses: string[]) => statuses.reduce((sum, status) => sum + (counts.get(id)?.[status] ?? 0), 0);
    return {
      count: Number(counted?.n ?? 0),
      results: rows.map((row) => ({
        id: row.id,
        subject: row.subject,
        status: row.status === 'sent' ? 'sent' : 'sending',
        created: row.created,
        finished_at: row.finished_at,
        by: row.staff_email,
        recipients: countOf(row.id, ['pending', 'sending', 'sent', 'failed', 'skipped']),
        sent: countOf(row.id, ['sent']),
        failed: countOf(row.id, ['failed']),
        pending: countOf(row.id, ['pending', 'sending']),
        skipped: countOf(row.id, ['skipped']),
      })),
    };
  }

  return {
    list,

    async subscribers(page: number, pageSize: number) {
      const counted = await confirmed()
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst();
      const rows = await confirmed()
        .select(['id', 'email', 'created', 'confirmed_at'])
        .orderBy('confirmed_at', 'desc')
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
      return {
        count: Number(counted?.n ?? 0),
        results: rows.map((row) => ({ id: row.id, email: row.email, subscribed: row.created, confirmed: row.confirmed_at! })),
      };
    },

    async subscribersCsv(): Promise<string> {
      const rows = await confirmed().select(['email', 'created', 'confirmed_at']).orderBy('id').execute();
      return csvRows([['email', 'subscribed', 'confirmed'], ...rows.map((row) => [row.email, row.created, row.confirmed_at ?? ''])]);
    },

    preview(input: CampaignInput) {
      return { subject: input.subject, html: renderCampaign(input.body, config) };
    },

    /** Mails the campaign as it would go out to the staff user's own address. */
    async sendTest(actor: AuditActor, input: CampaignInput): Promise<{ message: string }> {
      try {
        await mailer.send(
          campaignMail({
            to: actor.email,
            subject: `[Test] ${input.subject}`,
            markdown: input.body,
            html: renderCampaign(input.body, config),
            unsubscribeUrl: null,
            homeUrl: absoluteUrl(config, '/'),
          }),
        );
      } catch {
        throw new AppError(503, TEST_NOT_MAILED);
      }
      // Not `to`: the audit log reads from/to as a change ("undefined → …").
      await audit.record(actor, {
        action: 'campaign.test',
        target_type: 'campaign',
        details: { subject: input.subject, mailed_to: actor.email },
      });
      return { message: `A test was mailed to ${actor.email}.` };
    },

    /** Queues the campaign for every confirmed, subscribed address (one job row each). */
    async send(actor: AuditActor, input: CampaignInput): Promise<Campaign> {
      const id = await db.transaction().execute(async (trx) => {
        const campaign = await trx
          .insertInto('newsletter_campaigns')
          .values({
            subject: input.subject,
            body: input.body,
            status: 'sending',
            staff_id: actor.id,
            staff_email: actor.email,
            created: now().toISOString(),
            finished_at: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('newsletter_campaign_recipients')
          .columns(['campaign_id', 'subscriber_id', 'email', 'status'])
          .expression((eb) =>
            eb
              .selectFrom('newsletter_subscribers')
              .select([sql.lit(campaign.id).as('campaign_id'), 'id', 'email', sql.lit('pending').as('status')])
              .where('confirmed_at', 'is not', null)
              .where('unsubscribed_at', 'is', null),
          )
          .execute();
        const recipients = await trx
          .selectFrom('newsletter_campaign_recipients')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('campaign_id', '=', campaign.id)
          .executeTakeFirst();
        if (Number(recipients?.n ?? 0) === 0) throw new BadRequestError(NO_SUBSCRIBERS);
        await audit.record(
          actor,
          {
            action: 'campaign.send',
            target_type: 'campaign',
            target_id: campaign.id,
            details: { subject: input.subject, recipients: Number(recipients?.n) },
          },
          trx,
        );
        return campaign.id;
      });
      queued();
      return (await list(1, 1, id)).results[0]!;
    },
  };
}

export type Campaigns = ReturnType<typeof createCampaigns>;
