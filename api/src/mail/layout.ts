// One look for every mail: a plain-text body and an HTML body (inline styles, no images) built from
// the same parts. Every value is plain text and is escaped for the HTML body.
import { SITE_NAME } from '../lib/site-name.ts';
import { escapeHtml } from '../lib/html.ts';
import type { MailMessage } from './mailer.ts';

export interface MailContent {
  heading: string;
  paragraphs: string[];
  /** Label/value rows (e.g. the sender of a contact message). */
  details?: Array<[string, string]>;
  /** A block of text quoted as written (line breaks kept). */
  quote?: string;
  /** Already sanitised HTML (e.g. rendered Markdown) and its plain-text form, placed after the paragraphs. */
  markup?: { html: string; text: string };
  action?: { label: string; url: string };
  /** Small print under the action. */
  footnote?: string;
  /** Site home link shown in the footer. */
  homeUrl: string;
  unsubscribeUrl?: string;
}

export interface MailBodies {
  text: string;
  html: string;
}

const TEAL = '#0b4f4a';

function htmlText(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, '<br>');
}

function renderText(c: MailContent): string {
  const parts = [c.heading, ...c.paragraphs];
  if (c.markup) parts.push(c.markup.text.trim());
  if (c.details?.length) parts.push(c.details.map(([label, value]) => `${label}: ${value}`).join('\n'));
  if (c.quote !== undefined)
    parts.push(
      c.quote
        .split(/\r?\n/)
        .map((line) => `> ${line}`)
        .join('\n'),
    );
  if (c.action) parts.push(`${c.action.label}:\n${c.action.url}`);
  if (c.footnote) parts.push(c.footnote);
  const footer = [`-- `, `${SITE_NAME} · ${c.homeUrl}`];
  if (c.unsubscribeUrl) footer.push(`Unsubscribe: ${c.unsubscribeUrl}`);
  parts.push(footer.join('\n'));
  return `${parts.join('\n\n')}\n`;
}

function renderHtml(c: MailContent): string {
  const p = (text: string) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f2d2b">${htmlText(text)}</p>`;
  const body: string[] = [`<h1 style="margin:0 0 16px;font-size:22px;color:${TEAL}">${htmlText(c.heading)}</h1>`, ...c.paragraphs.map(p)];
  if (c.markup) body.push(`<div style="font-size:16px;line-height:1.5;color:#1f2d2b">${c.markup.html}</div>`);
  if (c.details?.length) {
    const rows = c.details
      .map(
        ([label, value]) =>
          `<tr><td style="padding:4px 12px 4px 0;color:#4d615e;vertical-align:top">${htmlText(label)}</td><td style="padding:4px 0;color:#1f2d2b">${htmlText(value)}</td></tr>`,
      )
      .join('');
    body.push(`<table role="presentation" style="margin:0 0 16px;font-size:15px;border-collapse:collapse">${rows}</table>`);
  }
  if (c.quote !== undefined) {
    body.push(
      `<div style="margin:0 0 16px;padding:12px 16px;border-left:4px solid #7cc49a;background:#f1f8f4;font-size:15px;line-height:1.5;color:#1f2d2b">${htmlText(c.quote)}</div>`,
    );
  }
  if (c.action) {
    const href = escapeHtml(c.action.url);
    body.push(
      `<p style="margin:24px 0"><a href="${href}" style="display:inline-block;padding:12px 22px;border-radius:8px;background:${TEAL};color:#ffffff;font-weight:600;text-decoration:none">${htmlText(c.action.label)}</a></p>`,
      `<p style="margin:0 0 16px;font-size:13px;color:#4d615e">If the button does not work, open this link: <a href="${href}" style="color:${TEAL}">${escapeHtml(c.action.url)}</a></p>`,
    );
  }
  if (c.footnote) body.push(`<p style="margin:0 0 16px;font-size:13px;color:#4d615e">${htmlText(c.footnote)}</p>`);
  const footer = [`<a href="${escapeHtml(c.homeUrl)}" style="color:${TEAL}">${SITE_NAME}</a>`];
  if (c.unsubscribeUrl) footer.push(`<a href="${escapeHtml(c.unsubscribeUrl)}" style="color:${TEAL}">Unsubscribe</a>`);
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${htmlText(c.heading)}</title></head>
<body style="margin:0;padding:0;background:#eef5f2;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" style="border-collapse:collapse"><tr><td style="padding:24px 12px">
<div style="max-width:560px;margin:0 auto;padding:28px 24px;background:#ffffff;border-radius:12px">
${body.join('\n')}
</div>
<p style="max-width:560px;margin:16px auto 0;text-align:center;font-size:12px;color:#4d615e">${footer.join(' · ')}</p>
</td></tr></table>
</body>
</html>
`;
}

export function renderMail(content: MailContent): MailBodies {
  return { text: renderText(content), html: renderHtml(content) };
}

/** Who a mail goes to, its subject, and where answers go. */
export type MailEnvelope = Pick<MailMessage, 'to' | 'subject' | 'replyTo'>;

/** A whole mail from one template: the envelope, and the two bodies of the content; an unsubscribe
 * link goes into the footer and into the List-Unsubscribe header. */
export function composeMail({ to, subject, replyTo, ...content }: MailEnvelope & MailContent): MailMessage {
  const { unsubscribeUrl } = content;
  return { to, subject, ...(replyTo ? { replyTo } : {}), ...renderMail(content), ...(unsubscribeUrl ? { unsubscribeUrl } : {}) };
}
