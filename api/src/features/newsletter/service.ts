// Newsletter subscriptions: subscribe (stored once per address, a confirmation mail at most once an
// hour), confirm by the mailed token, unsubscribe by the token every newsletter mail carries.
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { absoluteUrl, type Config } from '../../config.ts';
import { AppError } from '../../lib/errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { confirmationMail } from './mails.ts';
import type { NewsletterRepository, SubscriberRow } from './repository.ts';
import type { SubscribeAnswer } from 'contracts';

export interface NewsletterServiceDeps {
  repository: NewsletterRepository;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl'>;
  log: Pick<FastifyBaseLogger, 'error'>;
  now?: () => Date;
}

/** No second confirmation mail to one address within this time. */
export const CONFIRMATION_RESEND_MS = 60 * 60 * 1000;

export const SUBSCRIBE_MESSAGES = {
  sent: 'Thanks! Check your inbox for a link to confirm your subscription.',
  alreadySent: 'Check your inbox: we already sent you a link to confirm your subscription.',
  alreadySubscribed: 'This address is already subscribed. Thanks for reading!',
} as const;

export type ConfirmOutcome = 'confirmed' | 'already-confirmed' | 'invalid';
export type UnsubscribeOutcome = 'unsubscribed' | 'invalid';

const newToken = () => randomBytes(24).toString('base64url');

export class MailUnavailableError extends AppError {
  constructor() {
    super(503, 'We could not send the confirmation mail right now. Please try again in a few minutes.');
  }
}

export function createNewsletterService({ repository, mailer, config, log, now = () => new Date() }: NewsletterServiceDeps) {
  const confirmUrl = (token: string) => absoluteUrl(config, `/api/emailsubscribe/confirm/?token=${encodeURIComponent(token)}`);
  const unsubscribeUrl = (token: string) => absoluteUrl(config, `/api/emailsubscribe/unsubscribe/?token=${encodeURIComponent(token)}`);

  async function sendConfirmation(row: SubscriberRow): Promise<void> {
    try {
      await mailer.send(
        confirmationMail({
          to: row.email,
          confirmUrl: confirmUrl(row.token),
          unsubscribeUrl: unsubscribeUrl(row.unsubscribe_token),
          homeUrl: absoluteUrl(config, '/'),
        }),
      );
    } catch (error) {
      log.error({ err: error, subscriber: row.id }, 'the confirmation mail could not be sent');
      throw new MailUnavailableError();
    }
    await repository.update(row.id, { last_confirmation_sent_at: now().toISOString() });
  }

  return {
    confirmUrl,
    unsubscribeUrl,

    async subscribe(email: string): Promise<SubscribeAnswer & { created: boolean }> {
      const { row, created } = await repository.insertOrGet({
        email: email.toLowerCase(),
        token: newToken(),
        unsubscribe_token: newToken(),
        created: now().toISOString(),
      });
      if (row.confirmed_at && !row.unsubscribed_at) {
        return { status: 'already-subscribed', message: SUBSCRIBE_MESSAGES.alreadySubscribed, created };
      }
      if (row.unsubscribed_at) {
        // Subscribing again after unsubscribing starts over: a fresh link to confirm.
        const restarted = { ...row, token: newToken(), confirmed_at: null, unsubscribed_at: null };
        await repository.update(row.id, { token: restarted.token, confirmed_at: null, unsubscribed_at: null });
        await sendConfirmation(restarted);
        return { status: 'pending', message: SUBSCRIBE_MESSAGES.sent, created };
      }
      const lastSent = row.last_confirmation_sent_at ? Date.parse(row.last_confirmation_sent_at) : null;
      if (lastSent !== null && now().getTime() - lastSent < CONFIRMATION_RESEND_MS) {
        return { status: 'pending', message: SUBSCRIBE_MESSAGES.alreadySent, created };
      }
      await sendConfirmation(row);
      return { status: 'pending', message: SUBSCRIBE_MESSAGES.sent, created };
    },

    /** What pressing the confirmation page's button would do, without doing it (the page a link opens). */
    async confirmationState(token: string): Promise<'pending' | 'already-confirmed' | 'invalid'> {
      const row = token ? await repository.findByToken(token) : undefined;
      if (!row || row.unsubscribed_at) return 'invalid';
      return row.confirmed_at ? 'already-confirmed' : 'pending';
    },

    /** Whether an unsubscribe token is known, and whether its address is still subscribed. */
    async unsubscribeState(token: string): Promise<'subscribed' | 'unsubscribed' | 'invalid'> {
      const row = token ? await repository.findByUnsubscribeToken(token) : undefined;
      if (!row) return 'invalid';
      return row.unsubscribed_at ? 'unsubscribed' : 'subscribed';
    },

    async confirm(token: string): Promise<ConfirmOutcome> {
      const row = token ? await repository.findByToken(token) : undefined;
      if (!row || row.unsubscribed_at) return 'invalid';
      if (row.confirmed_at) return 'already-confirmed';
      await repository.update(row.id, { confirmed_at: now().toISOString() });
      return 'confirmed';
    },

    async unsubscribe(token: string): Promise<UnsubscribeOutcome> {
      const row = token ? await repository.findByUnsubscribeToken(token) : undefined;
      if (!row) return 'invalid';
      if (!row.unsubscribed_at) {
        // A new confirmation token: links from earlier confirmation mails stop working.
        await repository.update(row.id, { unsubscribed_at: now().toISOString(), token: newToken() });
      }
      return 'unsubscribed';
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
