// The mail to a comment's author when someone replies (docs/product/community.md#reply-mails): who
// replied, on which article, the reply quoted, a link to the comments, and the one-click unsubscribe
// from reply mails (footer link and List-Unsubscribe).
import { renderMail } from '../../mail/layout.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { SITE_NAME } from '../../lib/site-name.ts';

export interface ReplyMailInput {
  to: string;
  replier: string;
  articleTitle: string;
  /** The reply as written (plain text). */
  reply: string;
  commentsUrl: string;
  accountUrl: string;
  unsubscribeUrl: string;
  homeUrl: string;
}

/** Longer replies are cut here in the mail; the link shows the whole reply. */
export const REPLY_EXCERPT = 600;

export function replyMail({
  to,
  replier,
  articleTitle,
  reply,
  commentsUrl,
  accountUrl,
  unsubscribeUrl,
  homeUrl,
}: ReplyMailInput): MailMessage {
  const bodies = renderMail({
    heading: `${replier} replied to your comment`,
    paragraphs: [`${replier} answered your comment on “${articleTitle}”:`],
    quote: reply.length > REPLY_EXCERPT ? `${reply.slice(0, REPLY_EXCERPT).trimEnd()}…` : reply,
    action: { label: 'Read and reply', url: commentsUrl },
    footnote: `You receive this because you commented on ${SITE_NAME}. Unsubscribe from reply mails with the link below, or turn them back on at any time from your account page: ${accountUrl}`,
    homeUrl,
    unsubscribeUrl,
  });
  return { to, subject: `${replier} replied to your comment on ${SITE_NAME}`, ...bodies, unsubscribeUrl };
}
