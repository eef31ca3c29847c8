// Contact messages: stored, then mailed to the team address (CONTACT_TO). A message that could not
// be mailed stays stored (mailed_at null) and the failure is logged.
import type { FastifyBaseLogger } from 'fastify';
import { absoluteUrl, type Config } from '../../config.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { contactMail } from './mails.ts';
import type { ContactRepository } from './repository.ts';
import type { ContactInput } from 'contracts';

/** What the contact features mail with: the mailer, the site's addresses, the log of failed sends, the clock. */
export interface ContactMailing {
  mailer: Mailer;
  config: Pick<Config, 'publicUrl' | 'contactTo'>;
  log: Pick<FastifyBaseLogger, 'error'>;
  now?: () => Date;
}

export interface ContactServiceDeps extends ContactMailing {
  repository: ContactRepository;
}

export const CONTACT_THANKS = "Thank you for reaching out! We'll get back to you soon.";

export function createContactService({ repository, mailer, config, log, now = () => new Date() }: ContactServiceDeps) {
  return {
    async send(input: ContactInput, ip: string): Promise<{ message: string }> {
      const created = now().toISOString();
      const id = await repository.insert({ ...input, ip, created });
      try {
        await mailer.send(contactMail({ ...input, to: config.contactTo, sentAt: created, homeUrl: absoluteUrl(config, '/') }));
        await repository.markMailed(id, now().toISOString());
      } catch (error) {
        log.error({ err: error, contactMessage: id }, 'the contact message is stored but could not be mailed');
      }
      return { message: CONTACT_THANKS };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
