// The mails of the contact feature: a contact message to the team address (Reply-To the sender), and
// staff's reply from the inbox to the sender (Reply-To the team).
import { composeMail } from '../../mail/layout.ts';
import { SITE_NAME } from '../seo/site.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import type { ContactInput } from 'contracts';

export interface ContactMailInput extends ContactInput {
  to: string;
  sentAt: string;
  homeUrl: string;
}

export function contactMail({ to, name, email, message, sentAt, homeUrl }: ContactMailInput): MailMessage {
  return composeMail({
    to,
    subject: `Contact form: ${name}`,
    replyTo: { name, address: email },
    heading: 'New message from the contact form',
    paragraphs: [`${name} wrote through the contact page:`],
    details: [
      ['Name', name],
      ['Email', email],
      ['Sent', new Date(sentAt).toUTCString()],
    ],
    quote: message,
    footnote: `Reply to this mail to answer ${name}.`,
    homeUrl,
  });
}

export interface ReplyMailInput {
  /** The sender of the contact message. */
  to: { name: string; email: string };
  reply: string;
  original: { message: string; sentAt: string };
  /** Where the visitor's answer goes (CONTACT_TO, "Name <address>" or an address). */
  teamAddress: string;
  homeUrl: string;
}

function mailbox(address: string): { name: string; address: string } {
  const named = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(address);
  return named ? { name: named[1] || SITE_NAME, address: named[2]! } : { name: SITE_NAME, address: address.trim() };
}

/** Staff's answer to a contact message, mailed to its sender with the message quoted; Reply-To the team. */
export function replyMail({ to, reply, original, teamAddress, homeUrl }: ReplyMailInput): MailMessage {
  return composeMail({
    // The address alone: a name typed into the contact form never becomes part of an address list.
    to: to.email,
    subject: `Re: your message to ${SITE_NAME}`,
    replyTo: mailbox(teamAddress),
    heading: `A reply from ${SITE_NAME}`,
    paragraphs: [`Hello ${to.name},`, ...reply.split(/\n\s*\n/).map((paragraph) => paragraph.trim())].filter(Boolean),
    quote: original.message,
    footnote: `You wrote to us on ${new Date(original.sentAt).toUTCString()} (quoted above). Reply to this mail to answer.`,
    homeUrl,
  });
}
