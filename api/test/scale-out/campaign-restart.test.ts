// A newsletter campaign survives its sender being killed: a real API process (api/src/server.ts)
// sends a campaign through a real SMTP server, is killed with SIGKILL mid-send (between two batches),
// a new process starts on the same database and resumes the job rows; every confirmed subscriber
// gets exactly one mail. On the PostgreSQL run (TEST_DATABASE_URL) the database is PostgreSQL.
import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { openDatabase, type DatabaseHandle } from '../../src/db/index.ts';
import { startSmtpCapture, type SmtpCapture } from '../smtp-capture.ts';
import { tempContent } from '../helpers.ts';
import { createTestDatabase, type TestDatabase } from '../database.ts';
import { startServer, type ServerProcess } from '../server-process.ts';

const SUBSCRIBERS = 24;
const BATCH = 3;
const PAUSE_MS = 400;
const SUBJECT = 'The restart issue';

describe('a newsletter campaign when its sender is killed mid-send', () => {
  let root: string;
  let database: TestDatabase | null;
  let handle: DatabaseHandle;
  let smtp: SmtpCapture;
  let env: Record<string, string>;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    const content = tempContent('api-campaign-', [{ section: 'blog', slug: 'hello', title: 'Hello' }]);
    root = content.root;
    const { contentDir } = content;
    database = await createTestDatabase();
    smtp = await startSmtpCapture();
    env = {
      DATABASE_URL: database?.url ?? `sqlite:${join(root, 'site.db')}`,
      DATA_DIR: join(root, 'data'),
      CONTENT_DIR: contentDir,
      WEB_DIR: join(root, 'web'),
      PUBLIC_URL: 'http://127.0.0.1',
      JWT_SECRET: 'one secret for both processes, long enough',
      SMTP_URL: smtp.url,
      NEWSLETTER_BATCH_SIZE: String(BATCH),
      NEWSLETTER_PAUSE_MS: String(PAUSE_MS),
    };
  }, 60_000);

  afterAll(async () => {
    for (const server of servers) await server.stop();
    await handle?.db.destroy();
    await smtp.close();
    await database?.drop();
    rmSync(root, { recursive: true, force: true });
  });

  const call = async (server: ServerProcess, method: string, path: string, body?: unknown, token?: string) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await fetch(`${server.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  };
  const rowsByStatus = async (campaignId: number) => {
    const rows = await handle.db
      .selectFrom('newsletter_campaign_recipients')
      .select(['status', (eb) => eb.fn.countAll().as('n')])
      .where('campaign_id', '=', campaignId)
      .groupBy('status')
      .execute();
    return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)])) as Record<string, number>;
  };
  const campaignMailsTo = (address: string) =>
    smtp.messages.filter((m) => m.envelope.to.includes(address) && m.headers.subject === SUBJECT);

  it('sends every confirmed subscriber exactly one mail across a SIGKILL and a restart', async () => {
    const first = await startServer(env);
    servers.push(first);
    handle = openDatabase({ databaseUrl: env.DATABASE_URL!, dataDir: root });

    const email = 'staff@example.com';
    const password = 'correct horse battery';
    const signUp = await call(first, 'POST', '/api/users/', { first_name: 'Sam', last_name: 'Staff', email, password });
    expect(signUp.status).toBe(201);
    await handle.db.updateTable('users').set({ is_staff: 1 }).where('email', '=', email).execute();
    const token = (await call(first, 'POST', '/api/token/', { email, password })).json.access as string;

    const addresses = Array.from({ length: SUBSCRIBERS }, (_, i) => `reader${i}@example.com`);
    const now = new Date().toISOString();
    await handle.db
      .insertInto('newsletter_subscribers')
      .values(
        addresses.map((address, i) => ({
          email: address,
          token: `confirm-${i}`,
          unsubscribe_token: `unsub-${i}`,
          created: now,
          confirmed_at: now,
        })),
      )
      .execute();

    const queued = await call(first, 'POST', '/api/admin/newsletter/campaigns/', { subject: SUBJECT, body: 'Hello **everyone**.' }, token);
    expect(queued.status).toBe(201);
    const campaignId = queued.json.id as number;

    // Kill right after a batch is marked (sent grew, nothing claimed): the process is in its pause.
    let killedAt = 0;
    let last = 0;
    const deadline = Date.now() + 30_000;
    while (!killedAt) {
      if (Date.now() > deadline) throw new Error(`the campaign did not progress:\n${first.output()}`);
      const counts = await rowsByStatus(campaignId);
      const sent = counts.sent ?? 0;
      if (sent >= 2 * BATCH && sent > last && !counts.sending) {
        first.child.kill('SIGKILL');
        killedAt = sent;
      }
      last = sent;
      await sleep(10);
    }
    await new Promise<void>((resolve) =>
      first.child.exitCode !== null || first.child.signalCode !== null ? resolve() : first.child.once('exit', () => resolve()),
    );
    expect(first.child.signalCode).toBe('SIGKILL');
    await sleep(PAUSE_MS * 2);
    const afterKill = await rowsByStatus(campaignId);
    expect(afterKill.sent).toBe(killedAt);
    expect(afterKill.pending).toBe(SUBSCRIBERS - killedAt);
    expect(smtp.messages.filter((m) => m.headers.subject === SUBJECT)).toHaveLength(killedAt);

    const second = await startServer(env);
    servers.push(second);
    const finish = Date.now() + 60_000;
    for (;;) {
      const campaign = await handle.db
        .selectFrom('newsletter_campaigns')
        .select('status')
        .where('id', '=', campaignId)
        .executeTakeFirstOrThrow();
      if (campaign.status === 'sent') break;
      if (Date.now() > finish) throw new Error(`the campaign did not finish after the restart:\n${second.output()}`);
      await sleep(50);
    }
    const perAddress = addresses.map((address) => campaignMailsTo(address).length);
    expect(perAddress).toEqual(addresses.map(() => 1));
    expect(smtp.messages.filter((m) => m.headers.subject === SUBJECT)).toHaveLength(SUBSCRIBERS);
    expect(await rowsByStatus(campaignId)).toEqual({ sent: SUBSCRIBERS });
    const listed = await call(second, 'GET', '/api/admin/newsletter/campaigns/', undefined, token);
    expect((listed.json.results as unknown[])[0]).toMatchObject({
      id: campaignId,
      status: 'sent',
      recipients: SUBSCRIBERS,
      sent: SUBSCRIBERS,
      failed: 0,
      pending: 0,
    });
    process.stdout.write(
      `campaign restart: killed after ${killedAt} of ${SUBSCRIBERS} sent; mails per address after the restart: ${[...new Set(perAddress)].join(', ')}\n`,
    );
  }, 150_000);
});
