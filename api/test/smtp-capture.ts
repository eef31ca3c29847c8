// Test support (imported by tests only): a real SMTP server (the `smtp-server` package) on
// 127.0.0.1 at a free port that keeps every message it receives, and a small MIME reader for them.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** MAIL FROM and RCPT TO of the SMTP envelope. */
  envelope: { from: string; to: string[] };
  raw: string;
  /** Header values by lower-cased name (unfolded, encoded words decoded). */
  headers: Record<string, string>;
  text: string;
  html: string;
}

export interface SmtpCapture {
  /** smtp://127.0.0.1:PORT */
  url: string;
  messages: ReceivedMail[];
  /** The next message not yet taken (waits for it up to timeoutMs). */
  next(timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

function decodeWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([bq])\?([^?]*)\?=\s*(?==\?)?/gi, (_all, _charset: string, encoding: string, data: string) =>
    encoding.toLowerCase() === 'b'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(
          data.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r\n[ \t]+/g, ' ').split(/\r\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return headers;
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'base64':
      return Buffer.from(body, 'base64').toString('utf8');
    case 'quoted-printable':
      return Buffer.from(
        body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8');
    default:
      return body;
  }
}

function split(raw: string): { headers: Record<string, string>; body: string } {
  const end = raw.indexOf('\r\n\r\n');
  return end < 0 ? { headers: parseHeaders(raw), body: '' } : { headers: parseHeaders(raw.slice(0, end)), body: raw.slice(end + 4) };
}

/** Collects the text/plain and text/html parts of a (possibly multipart) message. */
function collectParts(entity: string, into: { text: string; html: string }): void {
  const { headers, body } = split(entity);
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith('--')) break;
      collectParts(part.replace(/^\r\n/, ''), into);
    }
    return;
  }
  const decoded = decodeBody(body, headers['content-transfer-encoding']).replace(/\r\n$/, '');
  if (type.toLowerCase().startsWith('text/html')) into.html += decoded;
  else if (type.toLowerCase().startsWith('text/plain')) into.text += decoded;
}

export function parseMail(raw: string, envelope: ReceivedMail['envelope'] = { from: '', to: [] }): ReceivedMail {
  const bodies = { text: '', html: '' };
  collectParts(raw, bodies);
  return { envelope, raw, headers: split(raw).headers, text: bodies.text.replace(/\r\n/g, '\n'), html: bodies.html };
}

export async function startSmtpCapture(): Promise<SmtpCapture> {
  const messages: ReceivedMail[] = [];
  let taken = 0;
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
        };
        messages.push(parseMail(Buffer.concat(chunks).toString('utf8'), envelope));
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async next(timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length <= taken) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`No mail arrived within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return messages[taken++]!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The latest message to `to` whose subject matches, waiting for it up to timeoutMs. */
export async function mailTo(capture: SmtpCapture, to: string, subject: RegExp, timeoutMs = 5000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = capture.messages.findLast((mail) => mail.envelope.to.includes(to) && subject.test(mail.headers.subject ?? ''));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} with subject ${subject}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The address of an SMTP server that has stopped: mail sent there fails to connect. */
export async function stoppedSmtpUrl(): Promise<string> {
  const down = await startSmtpCapture();
  await down.close();
  return down.url;
}
