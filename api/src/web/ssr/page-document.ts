// Puts a rendered page into the shell's index.html: the markup into #root, antd's styles and the
// screen's asset links into the head, and the page payload (remote choices, runtime configuration,
// dehydrated queries) into a JSON script the shell reads before it hydrates. A rendered page also
// holds taps made before it can answer them (held-taps-script.ts), and starts the shell's script once
// its first frame is on screen (after-first-paint-script.ts).
import { PAGE_PAYLOAD_ID, type PagePayload } from 'contracts';
import { startScriptsAfterFirstPaint } from './after-first-paint-script.ts';
import { HELD_TAPS_ELEMENT } from './held-taps-script.ts';

/** The shell's empty root: a progress bar the browser replaces when it renders the page itself. */
const ROOT_RE = /<div id="root">(?:<div class="boot-progress"[^>]*><\/div>)?<\/div>/;

/** JSON that is safe inside <script>: nothing in it can close the element or open a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface PageParts {
  /** Markup for #root, or null to leave the root to the browser. */
  body: string | null;
  head: string;
  payload: PagePayload;
}

export function pageDocument(template: string, { body, head, payload }: PageParts): string {
  let html = template;
  let headParts = head;
  if (body !== null) {
    const started = startScriptsAfterFirstPaint(template, head);
    html = started.template.replace(ROOT_RE, () => `<div id="root">${body}</div>`);
    headParts = HELD_TAPS_ELEMENT + started.head;
  }
  const script = `<script type="application/json" id="${PAGE_PAYLOAD_ID}">${scriptJson(payload)}</script>`;
  html = html.includes('</head>') ? html.replace('</head>', () => `${headParts}</head>`) : headParts + html;
  return html.includes('</body>') ? html.replace('</body>', () => `${script}</body>`) : html + script;
}
