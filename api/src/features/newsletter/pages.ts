// The small, self-contained HTML pages the confirmation and unsubscribe links open (inline styles,
// no scripts, a link back to the site).
import { SITE_NAME } from '../seo/site.ts';
import { escapeHtml } from '../../lib/html.ts';

export interface ResultPage {
  title: string;
  message: string;
  tone: 'success' | 'error';
  homeUrl: string;
  /** The small print under the button (what the page belongs to). */
  product?: string;
  /**
   * A button that posts `fields` to `url` (a step a mail scanner opening the link cannot take), instead
   * of the link home; with `password`, a labelled password field sent as `password` too.
   */
  form?: { label: string; url: string; fields: Record<string, string>; password?: { label: string } };
  /** A link back to where the visitor came from (a form to correct), instead of the link home. */
  back?: { label: string; url: string };
}

function formHtml({ label, url, fields, password }: NonNullable<ResultPage['form']>): string {
  const hidden = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const secret = password
    ? `<label for="password">${escapeHtml(password.label)}</label><input id="password" name="password" type="password" autocomplete="current-password" required>`
    : '';
  return `<form method="post" action="${escapeHtml(url)}">${hidden}${secret}<button type="submit">${escapeHtml(label)}</button></form>`;
}

export function renderResultPage({ title, message, tone, homeUrl, product = `${SITE_NAME} newsletter`, form, back }: ResultPage): string {
  const accent = tone === 'success' ? '#2e9d5b' : '#c0392b';
  const mark = tone === 'success' ? '&#10003;' : '!';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${SITE_NAME}</title>
<style>
  *{box-sizing:border-box}
  body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px 14px;
    background:linear-gradient(160deg,#e8f5ee,#d4ebe3);font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1f2d2b}
  main{width:100%;max-width:480px;padding:36px 28px;border-radius:16px;background:#fff;text-align:center;box-shadow:0 12px 36px rgba(11,79,74,.14)}
  .mark{width:56px;height:56px;margin:0 auto 18px;border-radius:50%;display:flex;align-items:center;justify-content:center;
    font-size:28px;font-weight:700;color:#fff;background:${accent}}
  h1{margin:0 0 10px;font-size:clamp(22px,5vw,28px);color:#0b4f4a}
  p{margin:0 0 24px;font-size:16px;line-height:1.5;color:#4d615e}
  a,button{display:inline-block;border:0;font:inherit;cursor:pointer;padding:11px 22px;border-radius:8px;background:#0b4f4a;color:#fff;font-weight:600;text-decoration:none}
  a:focus-visible,button:focus-visible{outline:3px solid #7cc49a;outline-offset:2px}
  label{display:block;margin:0 0 6px;text-align:left;font-weight:600}
  input[type=password]{display:block;width:100%;margin:0 0 18px;padding:10px 12px;border:1px solid #9bb0ac;border-radius:8px;font:inherit}
  input[type=password]:focus-visible{outline:3px solid #7cc49a;outline-offset:1px}
  .brand{margin:20px 0 0;font-size:13px;color:#7a8c89}
</style>
</head>
<body>
<main>
<div class="mark" aria-hidden="true">${mark}</div>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
${form ? formHtml(form) : back ? `<a href="${escapeHtml(back.url)}">${escapeHtml(back.label)}</a>` : `<a href="${escapeHtml(homeUrl)}">Go to ${SITE_NAME}</a>`}
<p class="brand">${escapeHtml(product)}</p>
</main>
</body>
</html>
`;
}
