// Sends the site's mail through nodemailer. With SMTP_URL set every message goes to that server;
// without it the message is written to `dataDir/outbox/` as an .eml file and a log line says where.
import { mkdir, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: { name: string; address: string };
  /** Newsletter mail: adds `List-Unsubscribe` (and one-click `List-Unsubscribe-Post`) for this URL. */
  unsubscribeUrl?: string;
}

export interface SentMail {
  messageId: string;
  /** The .eml file written when no SMTP server is configured. */
  file: string | null;
}

export interface Mailer {
  send(message: MailMessage): Promise<SentMail>;
  close(): void;
}

/** The part of the app's logger (pino) the mailer uses. */
export interface MailLog {
  info(data: object, message: string): void;
}

export interface MailerDeps {
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>;
  log: MailLog;
}

/** How long one SMTP step may take before the send fails (a request waits for it). */
const SMTP_TIMEOUT_MS = 15_000;

function outboxName(): string {
  return `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
}

export function createMailer({ config, log }: MailerDeps): Mailer {
  const outbox = join(config.dataDir, 'outbox');
  const transport = config.smtpUrl
    ? nodemailer.createTransport(
        { url: config.smtpUrl, connectionTimeout: SMTP_TIMEOUT_MS, greetingTimeout: SMTP_TIMEOUT_MS, socketTimeout: SMTP_TIMEOUT_MS },
        { from: config.mailFrom },
      )
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' }, { from: config.mailFrom });

  return {
    async send(message) {
      const options = {
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        ...(message.unsubscribeUrl
          ? {
              list: { unsubscribe: { url: message.unsubscribeUrl, comment: 'Unsubscribe' } },
              headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
            }
          : {}),
      };
      const info = await transport.sendMail(options);
      if (config.smtpUrl) {
        log.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'mail sent');
        return { messageId: info.messageId, file: null };
      }
      await mkdir(outbox, { recursive: true });
      const file = join(outbox, outboxName());
      await writeFile(file, (info as { message: Buffer }).message);
      log.info({ to: message.to, subject: message.subject, file }, 'mail written to the outbox (SMTP_URL is not set)');
      return { messageId: info.messageId, file };
    },
    close() {
      transport.close();
    },
  };
}
