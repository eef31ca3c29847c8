// The newsletter's mails. Each carries the unsubscribe link (and the List-Unsubscribe header).
import { SITE_NAME } from '../seo/site.ts';
import { composeMail } from '../../mail/layout.ts';
import type { MailMessage } from '../../mail/mailer.ts';

export interface ConfirmationMailInput {
  to: string;
  confirmUrl: string;
  unsubscribeUrl: string;
  homeUrl: string;
}

export function confirmationMail({ to, confirmUrl, unsubscribeUrl, homeUrl }: ConfirmationMailInput): MailMessage {
  return composeMail({
    to,
    subject: `Confirm your subscription to ${SITE_NAME}`,
    heading: 'Confirm your subscription',
    paragraphs: [
      `Thanks for subscribing to the ${SITE_NAME} newsletter: new tutorials, workflows and earning ideas, about twice a month.`,
      'Please confirm your email address to start receiving it.',
    ],
    action: { label: 'Confirm my subscription', url: confirmUrl },
    footnote: 'If you did not ask for this, ignore this mail: you will not be subscribed.',
    homeUrl,
    unsubscribeUrl,
  });
}

export interface CampaignMailInput {
  to: string;
  subject: string;
  /** The campaign's Markdown, and its rendered, sanitised HTML. */
  markdown: string;
  html: string;
  /** The recipient's own unsubscribe link; null for a test mail to staff (who may not be subscribed). */
  unsubscribeUrl: string | null;
  homeUrl: string;
}

/**
 * A newsletter campaign mail: the rendered body as written, with no tracking (no pixel, links as
 * written), the unsubscribe link in the footer and in List-Unsubscribe (one click, RFC 8058).
 */
export function campaignMail({ to, subject, markdown, html, unsubscribeUrl, homeUrl }: CampaignMailInput): MailMessage {
  return composeMail({
    to,
    subject,
    heading: subject,
    paragraphs: [],
    markup: { html, text: markdown },
    // A test goes to the staff user, who may not be subscribed: it says what it is instead.
    footnote: unsubscribeUrl
      ? `You receive this because you subscribed to the ${SITE_NAME} newsletter.`
      : 'This is a test of the campaign, sent only to you. Subscribers receive it with an unsubscribe link here.',
    homeUrl,
    ...(unsubscribeUrl ? { unsubscribeUrl } : {}),
  });
}
