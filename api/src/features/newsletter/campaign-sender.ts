// Sends newsletter campaigns in the background, in batches with a pause between them (the rate
// limit), from a job table with one row per recipient. Started with the server, so a send cut short
// by a restart goes on where it stopped; several instances may run it at once.
//
// Never twice to one address: a row is claimed (pending → sending, a conditional UPDATE only one
// sender can win) before its mail goes out, and marked sent or failed after. If the process dies
// between the SMTP server accepting a mail and that mark, nobody can know whether it went out: such a
// row stays 'sending' and, once its claim is older than CLAIM_TIMEOUT_MS, is marked failed
// ("interrupted") instead of being sent again. We chose at most once over at least once: a missing
// newsletter is better than a duplicate, and the window is one SMTP exchange.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/types.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { renderCampaign } from './campaigns.ts';
import { campaignMail } from './mails.ts';

/** A claim older than this (far beyond the mailer's SMTP timeouts) was cut short by a crash. */
export const CLAIM_TIMEOUT_MS = 5 * 60_000;
/** How often an idle sender looks for work another instance queued. */
const IDLE_POLL_MS = 30_000;
export const INTERRUPTED = 'Interrupted while sending (the server stopped): not sent again, as it may have gone out.';

export interface CampaignSenderDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl' | 'newsletterBatchSize' | 'newsletterPauseMs'>;
  unsubscribeUrl: (token: string) => string;
  homeUrl: string;
  log: Pick<FastifyBaseLogger, 'error' | 'info'>;
  now?: () => Date;
}

export interface CampaignSender {
  start(): void;
  /** Looks for work now (a campaign was just queued). */
  wake(): void;
  /** Finishes the mail in flight and stops. */
  stop(): Promise<void>;
}

export function createCampaignSender({
  db,
  mailer,
  config,
  unsubscribeUrl,
  homeUrl,
  log,
  now = () => new Date(),
}: CampaignSenderDeps): CampaignSender {
  let stopped = false;
  let loop: Promise<void> | null = null;
  /** Set by wake(): work was queued since the last batch began. */
  let woken = false;
  /** Ends the current pause early; `pauseWakeable` when it is an idle one that queued work may end. */
  let endPause: (() => void) | null = null;
  let pauseWakeable = false;

  /** Waits `ms`; an idle wait (`wakeable`) ends early when work is queued; stop() ends any wait. */
  const pause = (ms: number, wakeable: boolean) =>
    new Promise<void>((resolve) => {
      if (stopped || (wakeable && woken)) return resolve();
      const end = () => {
        clearTimeout(timer);
        if (endPause === end) endPause = null;
        resolve();
      };
      const timer = setTimeout(end, ms);
      endPause = end;
      pauseWakeable = wakeable;
    });

  async function expireClaims(): Promise<void> {
    await db
      .updateTable('newsletter_campaign_recipients')
      .set({ status: 'failed', error: INTERRUPTED })
      .where('status', '=', 'sending')
      .where('claimed_at', '<', new Date(now().getTime() - CLAIM_TIMEOUT_MS).toISOString())
      .execute();
  }

  async function finishCampaigns(): Promise<void> {
    await db
      .updateTable('newsletter_campaigns')
      .set({ status: 'sent', finished_at: now().toISOString() })
      .where('status', '=', 'sending')
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('newsletter_campaign_recipients')
              .select('newsletter_campaign_recipients.id')
              .whereRef('newsletter_campaign_recipients.campaign_id', '=', 'newsletter_campaigns.id')
              .where('newsletter_campaign_recipients.status', 'in', ['pending', 'sending']),
          ),
        ),
      )
      .execute();
  }

  /** Sends one recipient's mail if this sender wins the claim. */
  async function sendOne(
    row: { id: number; subscriber_id: number | null; email: string },
    campaign: { subject: string; body: string; html: string },
  ) {
    const claimed = await db
      .updateTable('newsletter_campaign_recipients')
      .set({ status: 'sending', claimed_at: now().toISOString() })
      .where('id', '=', row.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return;
    const subscriber =
      row.subscriber_id === null
        ? undefined
        : await db
            .selectFrom('newsletter_subscribers')
            .select(['unsubscribe_token'])
            .where('id', '=', row.subscriber_id)
            .where('confirmed_at', 'is not', null)
            .where('unsubscribed_at', 'is', null)
            .executeTakeFirst();
    if (!subscriber) {
      await db.updateTable('newsletter_campaign_recipients').set({ status: 'skipped' }).where('id', '=', row.id).execute();
      return;
    }
    try {
      await mailer.send(
        campaignMail({
          to: row.email,
          subject: campaign.subject,
          markdown: campaign.body,
          html: campaign.html,
          unsubscribeUrl: unsubscribeUrl(subscriber.unsubscribe_token),
          homeUrl,
        }),
      );
    } catch (error) {
      log.error({ err: error, recipient: row.id }, 'a newsletter mail could not be sent');
      await db
        .updateTable('newsletter_campaign_recipients')
        .set({ status: 'failed', error: error instanceof Error ? error.message.slice(0, 500) : 'The mail could not be sent.' })
        .where('id', '=', row.id)
        .execute();
      return;
    }
    await db
      .updateTable('newsletter_campaign_recipients')
      .set({ status: 'sent', sent_at: now().toISOString() })
      .where('id', '=', row.id)
      .execute();
  }

  /** One batch of the oldest campaign with pending recipients; the number of recipients tried. */
  async function batch(): Promise<number> {
    await expireClaims();
    const campaign = await db
      .selectFrom('newsletter_campaigns')
      .select(['id', 'subject', 'body'])
      .where('status', '=', 'sending')
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('newsletter_campaign_recipients')
            .select('newsletter_campaign_recipients.id')
            .whereRef('newsletter_campaign_recipients.campaign_id', '=', 'newsletter_campaigns.id')
            .where('newsletter_campaign_recipients.status', '=', 'pending'),
        ),
      )
      .orderBy('id')
      .executeTakeFirst();
    if (!campaign) {
      await finishCampaigns();
      return 0;
    }
    const rows = await db
      .selectFrom('newsletter_campaign_recipients')
      .select(['id', 'subscriber_id', 'email'])
      .where('campaign_id', '=', campaign.id)
      .where('status', '=', 'pending')
      .orderBy('id')
      .limit(config.newsletterBatchSize)
      .execute();
    const rendered = { ...campaign, html: renderCampaign(campaign.body, config) };
    for (const row of rows) {
      if (stopped) break;
      await sendOne(row, rendered);
    }
    await finishCampaigns();
    return rows.length;
  }

  async function run(): Promise<void> {
    while (!stopped) {
      let tried = 0;
      woken = false;
      try {
        tried = await batch();
      } catch (error) {
        log.error({ err: error }, 'the newsletter sender failed; it tries again after a pause');
      }
      if (stopped) break;
      await pause(tried > 0 ? config.newsletterPauseMs : IDLE_POLL_MS, tried === 0);
    }
  }

  return {
    start() {
      loop ??= run();
    },
    wake() {
      woken = true;
      if (pauseWakeable) endPause?.();
    },
    async stop() {
      stopped = true;
      endPause?.();
      await loop;
    },
  };
}
