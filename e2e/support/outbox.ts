// The mails the e2e server wrote to its outbox (it has no SMTP_URL), as the SMTP capture parses them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseMail, type ReceivedMail } from '../../api/test/smtp-capture.ts';
import { E2E_DATA_DIR } from './env.ts';

const OUTBOX = join(E2E_DATA_DIR, 'outbox');

/** The mails in the outbox sent to `to`. */
export function outboxMailsTo(to: string): ReceivedMail[] {
  let files: string[];
  try {
    files = readdirSync(OUTBOX).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return files.map((name) => parseMail(readFileSync(join(OUTBOX, name), 'utf8'))).filter((mail) => mail.headers.to === to);
}
