// The mail a contact message becomes: to the team address, Reply-To the sender.
import { renderMail } from '../../mail/layout.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import type { ContactInput } from './schemas.ts';

export interface ContactMailInput extends ContactInput {
  to: string;
  sentAt: string;
  homeUrl: string;
}

export function contactMail({ to, name, email, message, sentAt, homeUrl }: ContactMailInput): MailMessage {
  const bodies = renderMail({
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
  return { to, subject: `Contact form: ${name}`, replyTo: { name, address: email }, ...bodies };
}
