import { describe, it, expect, beforeAll } from '@jest/globals';
import { Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { migrationProvider } from '../../db/migrations/index.ts';
import { NodeSqliteDialect } from '../../db/sqlite-dialect.ts';
import type { Database } from '../../db/types.ts';
import { testSiteForSuite } from '../../../test/helpers.ts';
import { createDashboardService } from './dashboard.ts';
import { createAccount, type TestAccount } from '../../../test/accounts.ts';

describe('users and the dashboard: who may do what', () => {
  const site = testSiteForSuite();
  let staff: TestAccount;
  let alice: TestAccount;
  let bob: TestAccount;
  beforeAll(async () => {
    staff = await createAccount(site.app, { email: 'boss@example.com', firstName: 'Bea', lastName: 'Boss', staff: true });
    alice = await createAccount(site.app, { email: 'alice@example.com', firstName: 'Alice', lastName: 'Archer' });
    bob = await createAccount(site.app, { email: 'bob@example.com', firstName: 'Bob', lastName: 'Baker', paid: true });
  });

  const get = (url: string, who?: TestAccount) => site.app.inject({ method: 'GET', url, headers: who?.headers });
  const patch = (id: number, payload: Record<string, unknown>, who?: TestAccount) =>
    site.app.inject({ method: 'PATCH', url: `/api/users/${id}/`, payload, headers: who?.headers });

  it.each([
    ['GET', '/api/users/'],
    ['GET', '/api/dashboard/'],
    ['PATCH', '/api/users/1/'],
  ] as const)('%s %s answers 401 to visitors', async (method, url) => {
    const res = await site.app.inject({ method, url, payload: method === 'PATCH' ? { first_name: 'X' } : undefined });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Sign in to continue.' });
  });

  it('a user cannot list users, read the dashboard or change another user (403)', async () => {
    expect((await get('/api/users/', alice)).statusCode).toBe(403);
    expect((await get('/api/dashboard/', alice)).json()).toEqual({ message: 'Only staff can do this.' });
    const other = await patch(bob.id, { first_name: 'Hacked' }, alice);
    expect(other.statusCode).toBe(403);
    expect((await get('/api/users/currentuser/', bob)).json().first_name).toBe('Bob');
  });

  it('a user changes their own names, email and mobile number (form or JSON)', async () => {
    const json = await patch(alice.id, { first_name: ' Alicia ', mobile_no: '+91 98765 43210' }, alice);
    expect(json.statusCode).toBe(200);
    expect(json.json()).toMatchObject({ id: alice.id, first_name: 'Alicia', last_name: 'Archer', mobile_no: '+91 98765 43210' });
    const form = await site.app.inject({
      method: 'PATCH',
      url: `/api/users/${alice.id}/`,
      headers: { ...alice.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'last_name=Arrow&mobile_no=',
    });
    expect(form.statusCode).toBe(200);
    expect(form.json()).toMatchObject({ last_name: 'Arrow', mobile_no: null });
  });

  it('validates changes: blank names, a bad email or mobile number are 400; a taken email is answered like a free one', async () => {
    const bad = await patch(alice.id, { first_name: '', email: 'nope', mobile_no: 'call me' }, alice);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      first_name: 'First name is required.',
      email: 'Enter a valid email address.',
      mobile_no: 'Enter a valid mobile number.',
    });
    const taken = await patch(alice.id, { email: 'BOB@example.com' }, alice);
    expect(taken.statusCode).toBe(200);
    expect(taken.json().email).toBe(alice.email);
  });

  it('a user cannot make themself paid or staff', async () => {
    for (const payload of [{ is_paid_member: true }, { is_staff: true }, { is_staff: 'true' }]) {
      const res = await patch(alice.id, payload, alice);
      expect(res.statusCode).toBe(403);
    }
    expect((await get('/api/users/currentuser/', alice)).json()).toMatchObject({ is_paid_member: false, is_staff: false });
  });

  it('staff list users with search and pages', async () => {
    const all = await get('/api/users/', staff);
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ count: 3, page: 1, page_size: 20 });
    expect(all.json().results.map((u: { email: string }) => u.email)).toEqual(['boss@example.com', 'alice@example.com', 'bob@example.com']);
    const byName = (await get('/api/users/?search=bob%20bak', staff)).json();
    expect(byName.results.map((u: { id: number }) => u.id)).toEqual([bob.id]);
    const byEmail = (await get('/api/users/?search=ALICE@', staff)).json();
    expect(byEmail.results.map((u: { id: number }) => u.id)).toEqual([alice.id]);
    const literal = (await get('/api/users/?search=%25', staff)).json();
    expect(literal.count).toBe(0);
    const page2 = (await get('/api/users/?page=2&page_size=2', staff)).json();
    expect(page2).toMatchObject({ count: 3, page: 2, page_size: 2 });
    expect(page2.results).toHaveLength(1);
  });

  it('staff change any user, including the paid and staff flags; an unknown id is 404', async () => {
    const res = await patch(alice.id, { is_paid_member: true, last_name: 'Archer' }, staff);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ is_paid_member: true, is_staff: false, last_name: 'Archer' });
    // The new flag applies to Alice's next request, without signing in again.
    expect((await get('/api/users/currentuser/', alice)).json().is_paid_member).toBe(true);
    const form = await site.app.inject({
      method: 'PATCH',
      url: `/api/users/${alice.id}/`,
      headers: { ...staff.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'is_paid_member=false',
    });
    expect(form.json().is_paid_member).toBe(false);
    expect((await patch(9999, { first_name: 'Ghost' }, staff)).statusCode).toBe(404);
  });

  it('a user made staff may then read the dashboard', async () => {
    await patch(bob.id, { is_staff: true }, staff);
    expect((await get('/api/dashboard/', bob)).statusCode).toBe(200);
    await patch(bob.id, { is_staff: false }, staff);
    expect((await get('/api/dashboard/', bob)).statusCode).toBe(403);
  });

  it('the dashboard counts users, paid members and the sign-ups of the last 30 days', async () => {
    const res = await get('/api/dashboard/', staff);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ users: 3, paid_members: 1 });
    for (const key of ['subscribers', 'comments', 'contact_messages', 'workflows', 'downloads'])
      expect(body[key]).toEqual(expect.any(Number));
    expect(body.signups_per_day).toHaveLength(30);
    const today = new Date().toISOString().slice(0, 10);
    expect(body.signups_per_day.at(-1)).toEqual({ date: today, count: 3 });
    expect(body.signups_per_day[0].count).toBe(0);
  });

  it('a sign-up older than 30 days counts as a user but not in the daily sign-ups', async () => {
    await site.app.db
      .insertInto('users')
      .values({
        email: 'old@example.com',
        first_name: 'Old',
        last_name: 'Timer',
        is_staff: 0,
        is_paid_member: 0,
        date_joined: '2020-01-01T00:00:00.000Z',
      })
      .execute();
    const before = (await get('/api/dashboard/', staff)).json();
    expect(before.users).toBe(4);
    expect(before.signups_per_day.reduce((sum: number, d: { count: number }) => sum + d.count, 0)).toBe(3);
  });
});

describe('the dashboard queries', () => {
  it('read the tables directly: no call looks at the schema', async () => {
    const statements: string[] = [];
    let recording = false;
    const db = new Kysely<Database>({
      dialect: new NodeSqliteDialect({ filename: ':memory:' }),
      log: (event) => {
        if (recording) statements.push(event.query.sql);
      },
    });
    try {
      const result = await new Migrator({ db, provider: migrationProvider('sqlite') }).migrateToLatest();
      expect(result.error).toBeUndefined();
      const dashboard = createDashboardService({ db, now: () => new Date('2025-03-31T12:00:00Z') });
      recording = true;
      const counts = await dashboard.get();
      await dashboard.activity(90);
      expect(counts).toMatchObject({ users: 0, subscribers: 0, comments: 0, contact_messages: 0, workflows: 0, downloads: 0 });
      expect(counts.signups_per_day[0]).toEqual({ date: '2025-03-02', count: 0 });
      expect(statements.length).toBeGreaterThan(0);
      for (const statement of statements)
        expect(statement).not.toMatch(/sqlite_master|sqlite_schema|pragma|information_schema|pg_catalog/i);
    } finally {
      await db.destroy();
    }
  });
});
