// Roadmap progress (/api/progress/…, /u/<handle>/roadmap), on SQLite and, with TEST_DATABASE_URL, PostgreSQL.
import { describe, expect, it } from '@jest/globals';
import { createAccount, deleteAccount, type TestAccount } from '../../../test/accounts.ts';
import { testSiteForSuite } from '../../../test/helpers.ts';
import { HANDLE_RULE } from 'contracts';
import { HANDLE_RESERVED, HANDLE_TAKEN } from './service.ts';

type Method = 'GET' | 'PUT' | 'POST';

describe('roadmap progress', () => {
  const site = testSiteForSuite();

  const call = (method: Method, url: string, who: TestAccount | null, payload?: object) =>
    site.app.inject({ method, url: `/api/progress/${url}`, headers: { ...who?.headers }, ...(payload ? { payload } : {}) });
  const mark = (who: TestAccount, step: string, status: string) => call('PUT', `steps/${step}/`, who, { status });
  const share = (who: TestAccount, handle: string, on = true) => call('PUT', 'sharing/', who, { public: on, handle });
  const page = (path: string) => site.app.inject({ method: 'GET', url: path });
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

  it('keeps the member’s marks: a mark replaces the step’s last one, none clears it', async () => {
    const member = await createAccount(site.app);
    expect((await call('GET', '', member)).json()).toEqual({ marks: [], public: false, handle: null });
    await mark(member, 'install-comfyui', 'learning');
    await mark(member, 'first-image', 'skipped');
    const res = await mark(member, 'install-comfyui', 'done');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json().marks.map((m: { step: string; status: string }) => [m.step, m.status])).toEqual([
      ['first-image', 'skipped'],
      ['install-comfyui', 'done'],
    ]);
    await mark(member, 'first-image', 'none');
    expect((await call('GET', '', member)).json().marks.map((m: { step: string }) => m.step)).toEqual(['install-comfyui']);
  });

  it('merges the browser’s marks on sign-in: per step the later mark wins, a clear included', async () => {
    const member = await createAccount(site.app);
    // Marked on another device: install (done, now), interface (learning, now), hardware (done, now).
    await mark(member, 'install-comfyui', 'done');
    await mark(member, 'learn-the-interface', 'learning');
    await mark(member, 'check-your-hardware', 'done');
    const browserOnly = { step: 'first-image', status: 'learning', at: hoursAgo(30) };
    const merged = await call('POST', 'merge/', member, {
      marks: [
        { step: 'install-comfyui', status: 'skipped', at: hoursAgo(2) }, // older: the account's mark stays
        { step: 'learn-the-interface', status: 'done', at: new Date(Date.now() + 60_000).toISOString() }, // later: wins
        { step: 'check-your-hardware', status: 'none', at: new Date(Date.now() + 60_000).toISOString() }, // a later clear wins too
        browserOnly, // only in the browser
      ],
    });
    expect(merged.statusCode).toBe(200);
    const marks = merged.json().marks as { step: string; status: string; at: string }[];
    expect(marks.map((m) => [m.step, m.status])).toEqual([
      ['first-image', 'learning'],
      ['install-comfyui', 'done'],
      ['learn-the-interface', 'done'],
    ]);
    // A time in the future counts as the time of the merge.
    expect(Date.parse(marks.find((m) => m.step === 'learn-the-interface')!.at)).toBeLessThanOrEqual(Date.now());
    // The same merge again (a second tab) changes nothing.
    const again = await call('POST', 'merge/', member, { marks: [browserOnly] });
    expect(again.json().marks).toEqual(marks);
  });

  it('answers 400 with field messages for a wrong step, mark or merge', async () => {
    const member = await createAccount(site.app);
    const unknownStep = await mark(member, 'become-famous', 'done');
    expect(unknownStep.statusCode).toBe(400);
    expect(unknownStep.json().errors).toEqual({ step: 'Name a step of the AI Roadmap.' });
    const wrongStatus = await mark(member, 'first-image', 'finished');
    expect(wrongStatus.statusCode).toBe(400);
    expect(wrongStatus.json().errors).toEqual({ status: 'The mark must be done, learning, skipped or none.' });
    const noTime = await call('POST', 'merge/', member, { marks: [{ step: 'first-image', status: 'done', at: 'yesterday' }] });
    expect(noTime.statusCode).toBe(400);
    expect(noTime.json().errors).toEqual({ 'marks.0.at': 'Each mark needs the time it was made (ISO 8601).' });
    const empty = await call('POST', 'merge/', member, { marks: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ marks: 'Send at least one mark.' });
  });

  it('suggests a handle from the name, validates the chosen one and keeps it unique', async () => {
    const zoe = await createAccount(site.app, { firstName: 'Zoë', lastName: 'O’Brien' });
    expect((await call('GET', 'sharing/', zoe)).json()).toEqual({ public: false, handle: null, suggested_handle: 'zoe-obrien' });
    const bad = await share(zoe, 'Zo');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ handle: HANDLE_RULE });
    expect((await share(zoe, 'zoe--o')).json().errors).toEqual({ handle: HANDLE_RULE });
    expect((await share(zoe, 'admin')).json().errors).toEqual({ handle: HANDLE_RESERVED });
    const saved = await share(zoe, '  Zoe-OBrien ', false);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ public: false, handle: 'zoe-obrien', suggested_handle: 'zoe-obrien' });

    const other = await createAccount(site.app, { firstName: 'Zoe', lastName: 'OBrien' });
    // The name's slug is taken: the suggestion adds the member's id.
    expect((await call('GET', 'sharing/', other)).json().suggested_handle).toBe(`zoe-obrien-${other.id}`);
    const taken = await share(other, 'zoe-obrien');
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors).toEqual({ handle: HANDLE_TAKEN });
  });

  it('shows a public page only while it is on: the page and its API answer 404 when off or unknown', async () => {
    const member = await createAccount(site.app, { firstName: 'Pat', lastName: 'Public' });
    await mark(member, 'first-image', 'done');
    await mark(member, 'run-flux', 'learning');
    await mark(member, 'better-prompts', 'skipped');
    expect((await page('/u/pat-public/roadmap')).statusCode).toBe(404);
    await share(member, 'pat-public', false);
    expect((await call('GET', 'public/pat-public/', null)).statusCode).toBe(404);
    expect((await page('/u/pat-public/roadmap')).statusCode).toBe(404);

    await share(member, 'pat-public', true);
    const shown = await call('GET', 'public/pat-public/', null);
    expect(shown.statusCode).toBe(200);
    const body = shown.json();
    expect(body.handle).toBe('pat-public');
    expect(body.marks).toEqual([
      { step: 'better-prompts', status: 'skipped' },
      { step: 'first-image', status: 'done' },
      { step: 'run-flux', status: 'learning' },
    ]);
    const today = new Date().toISOString().slice(0, 10);
    // Done and learning marks count as progress on their day; skipping does not.
    expect(body.days).toEqual([{ day: today, marks: 2 }]);
    expect(body.until).toBe(today);
    expect((Date.parse(body.until) - Date.parse(body.since)) / 86_400_000).toBeGreaterThanOrEqual(19 * 7);
    expect(new Date(body.since).getUTCDay()).toBe(1);
    // Nothing but the handle names the member.
    expect(shown.body).not.toContain(member.email);
    expect(shown.body).not.toContain('Pat');

    const html = await page('/u/pat-public/roadmap');
    expect(html.statusCode).toBe(200);
    expect(html.headers['cache-control']).toBe('private, no-store');
    expect(html.body).toContain('@pat-public’s AI Roadmap progress');
    expect(html.body).not.toContain(member.email);
    expect((await page('/u/Pat-Public/roadmap')).headers.location).toBe('/u/pat-public/roadmap');
    expect((await page('/u/nobody-here/roadmap')).statusCode).toBe(404);
    expect((await page('/u/pat-public/other')).statusCode).toBe(404);

    await share(member, 'pat-public', false);
    expect((await call('GET', 'public/pat-public/', null)).statusCode).toBe(404);
    expect((await page('/u/pat-public/roadmap')).statusCode).toBe(404);
  });

  it('never shows another member’s progress: each reads and writes their own only', async () => {
    const alice = await createAccount(site.app);
    const bob = await createAccount(site.app);
    await mark(alice, 'install-comfyui', 'done');
    await call('POST', 'merge/', alice, { marks: [{ step: 'run-flux', status: 'learning', at: hoursAgo(1) }] });
    expect((await call('GET', '', bob)).json().marks).toEqual([]);
    expect((await call('GET', 'sharing/', bob)).json().handle).toBeNull();
    // Bob's writes land on Bob.
    await mark(bob, 'first-image', 'done');
    expect((await call('GET', '', alice)).json().marks.map((m: { step: string }) => m.step)).toEqual(['install-comfyui', 'run-flux']);
    // Alice's page while off is hidden from Bob and from visitors alike.
    await share(alice, `alice-${alice.id}`, false);
    expect((await call('GET', `public/alice-${alice.id}/`, bob)).statusCode).toBe(404);
    expect((await call('GET', `public/alice-${alice.id}/`, null)).statusCode).toBe(404);
  });

  it('asks visitors to sign in on every member route, before reading the input', async () => {
    for (const [method, url] of [
      ['GET', ''],
      ['PUT', 'steps/first-image/'],
      ['POST', 'merge/'],
      ['GET', 'sharing/'],
      ['PUT', 'sharing/'],
    ] as [Method, string][]) {
      const res = await site.app.inject({
        method,
        url: `/api/progress/${url}`,
        headers: { 'content-type': 'application/json' },
        ...(method === 'GET' ? {} : { payload: '{"x' }),
      });
      expect(`${method} ${url} ${res.statusCode}`).toBe(`${method} ${url} 401`);
    }
  });

  it('forgets the progress and the public page when the account is deleted, comments kept', async () => {
    const member = await createAccount(site.app);
    await mark(member, 'first-image', 'done');
    await share(member, `gone-${member.id}`);
    expect((await page(`/u/gone-${member.id}/roadmap`)).statusCode).toBe(200);
    const exported = await site.app.inject({ method: 'GET', url: '/api/account/export/', headers: member.headers });
    expect(exported.json().roadmap_marks).toEqual([expect.objectContaining({ step: 'first-image', status: 'done' })]);
    expect(exported.json().account.handle).toBe(`gone-${member.id}`);
    const deleted = await deleteAccount(site.app, member, 'keep');
    expect(deleted.statusCode).toBe(200);
    expect((await page(`/u/gone-${member.id}/roadmap`)).statusCode).toBe(404);
    expect(await site.app.db.selectFrom('roadmap_marks').select('step').where('user_id', '=', member.id).execute()).toEqual([]);
  });
});
